import { CONVERT_CHOICES } from "../upload/convert/convert-banks";
import { UPLOAD_KINDS } from "../upload/parsers/registry";

/**
 * What server.ts decides about a raw request before React Router sees it: the path as the
 * router will match it, whether its origin may change state, whether its body is of a type the
 * endpoint speaks. Decisions taken on the raw path can be stepped around (`/API/x`, `/%61pi/x`,
 * `/y/../api/x` all reach /api), so every check here works on `routerPath`.
 */

export const FOREIGN_ORIGIN_MESSAGE = "Akses ditolak: permintaan dari situs lain.";
export const UNSUPPORTED_BODY_MESSAGE =
  "Jenis isi permintaan tidak didukung: kirim application/json, atau multipart/form-data untuk upload.";
export const UNSUPPORTED_FORM_BODY_MESSAGE =
  "Jenis isi permintaan tidak didukung: formulir dikirim sebagai application/x-www-form-urlencoded atau multipart/form-data.";

/** Largest body outside the file uploads, which stream to disk under UPLOAD_MAX_BYTES instead. */
export const MAX_BODY_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE_MESSAGE = "Isi permintaan terlalu besar: maksimal 1 MB (kecuali upload file).";

/**
 * The path React Router matches: resolved by the WHATWG URL parser (dot segments, backslashes,
 * `%2e`), percent-decoded, and lower-cased since route matching ignores case. Runs of slashes
 * are folded so that `//api/x` is judged as /api too.
 */
export function routerPath(rawUrl: string): string {
  let pathname: string;
  try {
    // appended, not resolved, as React Router builds the request's URL: `//api/x` stays a path
    pathname = new URL(rawUrl.startsWith("/") ? `http://localhost${rawUrl}` : rawUrl).pathname;
  } catch {
    pathname = rawUrl.split("?")[0];
  }
  return safeDecode(pathname).replace(/\/{2,}/g, "/").toLowerCase();
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // a malformed escape: decode what can be, so `%61pi` next to a stray `%` still reads as api
    return value.replace(/%[0-9a-f]{2}/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
  }
}

export function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/** Methods that change nothing; every other method is checked for its origin. */
export function isSafeMethod(method: string): boolean {
  return method === "GET" || method === "HEAD" || method === "OPTIONS";
}

export interface OriginHeaders {
  origin?: string;
  secFetchSite?: string;
  host?: string;
}

/**
 * Whether a state-changing request may come from where it says it comes from. A browser sends
 * Origin on every POST/PUT/DELETE: it must be this host. `null` (sandboxed frames, some
 * redirects) is refused. Without Origin, Fetch Metadata decides: only `same-origin` or `none`
 * (typed by the user) pass; `same-site` is a sibling subdomain or another port, which SameSite=Lax
 * cookies do not stop. A client with neither header is not a browser and carries no ambient
 * cookie a page could borrow.
 */
export function isForeignOrigin(headers: OriginHeaders): boolean {
  const { origin, secFetchSite, host } = headers;
  if (secFetchSite && secFetchSite !== "same-origin" && secFetchSite !== "none") return true;
  if (origin === undefined || origin === "") return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).host.toLowerCase() !== (host ?? "").toLowerCase();
  } catch {
    return true;
  }
}

const MULTIPART_PATHS = new Set(
  [
    ...UPLOAD_KINDS.flatMap((kind) => Object.values(kind.variants).map((variant) => variant.path)),
    ...CONVERT_CHOICES.map((choice) => choice.path),
  ].map((path) => path.toLowerCase()),
);

/** The screens' own file posts (no scripts): Upload and Convert Mutasi's download. */
const PAGE_UPLOAD_PATHS = new Set(["/upload", "/convert-mutasi/download"]);

/**
 * Whether a request is a file upload, whose body streams to disk under its own limit: a
 * multipart body to an /api upload or convert path, or to a screen's upload form (also as
 * React Router's `.data` request of it). Every other body is held in memory, so it is capped.
 */
export function isFileUpload(path: string, contentType: string | undefined): boolean {
  if (mediaTypeOf(contentType) !== "multipart/form-data") return false;
  const bare = path.replace(/\/+$/, "");
  if (isApiPath(bare)) return MULTIPART_PATHS.has(bare);
  return PAGE_UPLOAD_PATHS.has(bare.replace(/\.data$/, ""));
}

/** Upload and convert paths take a file; every other /api path speaks JSON. */
export function bodyTypeFor(apiPath: string): "multipart/form-data" | "application/json" {
  return MULTIPART_PATHS.has(apiPath.replace(/\/+$/, "")) ? "multipart/form-data" : "application/json";
}

/**
 * Whether an /api request's body is of the type its endpoint speaks. `text/plain` holding JSON is
 * what a cross-site form or a no-cors fetch sends without a preflight, so only the exact media
 * type passes (parameters such as charset or boundary allowed). A request with neither a body
 * nor a Content-Type (a DELETE by id) has nothing to judge.
 */
export function acceptsBody(apiPath: string, contentType: string | undefined, hasBody: boolean): boolean {
  const mediaType = mediaTypeOf(contentType);
  if (!mediaType) return !hasBody;
  return mediaType === bodyTypeFor(apiPath);
}

/**
 * Whether a state-changing request to a screen (any path outside /api) carries a form: the only
 * bodies a screen's action reads. Anything else (text/plain, JSON, no type at all) would reach
 * the action's form parser and fail there as a server error.
 */
export function acceptsFormBody(contentType: string | undefined): boolean {
  const mediaType = mediaTypeOf(contentType);
  return mediaType === "application/x-www-form-urlencoded" || mediaType === "multipart/form-data";
}

function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0].trim().toLowerCase();
}
