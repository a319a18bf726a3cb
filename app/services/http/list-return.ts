/**
 * Where a successful form post of a list screen goes back to (post/redirect/get): the same list,
 * its filter and page kept, without the dialog or confirmation that made the post.
 */
export function listUrlAfterPost(request: Request, dialogParams: readonly string[] = ["dialog", "remove", "toggle"]): string {
  const url = new URL(request.url);
  for (const name of dialogParams) url.searchParams.delete(name);
  url.searchParams.delete("index");
  return url.pathname + url.search;
}

/** The page's message for a failed action: a message already complete (starting with ❌) stands alone. */
export function failureMessage(prefix: string) {
  return (reason: string) => (reason.startsWith("❌") ? reason : `${prefix} ${reason}`);
}
