/**
 * A cookie-keeping HTTP client for the real server: what a browser without scripts does,
 * form posts carrying the page's CSRF token included.
 */
export class Client {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(this.defaultHeaders)) if (!headers.has(name)) headers.set(name, value);
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await fetch(this.baseUrl + path, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.request(path, { headers });
  }

  /** The CSRF token of a page (fetching it also sets the CSRF cookie). */
  async csrfToken(path = "/signin"): Promise<string> {
    const html = await (await this.get(path)).text();
    const match = /name="csrf" value="([^"]*)"/.exec(html);
    if (!match) throw new Error(`no csrf field on ${path}`);
    return decodeHtml(match[1]);
  }

  /** Posts a form like a browser with scripts off (urlencoded body, CSRF token included). */
  async postForm(path: string, fields: Record<string, string>, options: { csrfFrom?: string } = {}): Promise<Response> {
    const token = await this.csrfToken(options.csrfFrom ?? path);
    return this.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: token, ...fields }).toString(),
    });
  }

  json(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request(path, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async signIn(name: string, password: string): Promise<Response> {
    const response = await this.postForm("/signin", { account_name: name, account_password: password });
    if (response.status !== 302) throw new Error(`sign-in of ${name} failed: ${response.status} ${await response.text()}`);
    return response;
  }
}

/** Page text as a reader sees it: React's <!-- --> text separators removed, entities decoded. */
export function decodeHtml(text: string): string {
  return text
    .replace(/<!-- -->/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
