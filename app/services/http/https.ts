/**
 * Whether the client reached us over HTTPS: React Router builds the request's URL from Express's
 * protocol, which reads X-Forwarded-Proto only as far as TRUST_PROXY trusts. Every cookie set
 * over HTTPS is Secure, so a browser never sends it back over plain HTTP.
 */
export function cameOverHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}
