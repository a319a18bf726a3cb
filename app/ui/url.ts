/** The current URL with some search parameters changed (null removes one). */
export function withParams(location: { pathname: string; search: string }, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(location.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}
