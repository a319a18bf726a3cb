/**
 * Only same-site paths: never `//host` or a full URL taken from a form, nor a path with a control
 * character. Browsers drop a tab or a line break inside a URL, so `/\t/evil.example` went to
 * `//evil.example`, and a line break in a Location header was a 500 (a clean-room forms audit).
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}
