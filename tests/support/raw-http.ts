import net from "node:net";

/**
 * Requests as an attacker writes them, byte for byte: paths no HTTP client would normalise
 * (`/x/../api/...`, `/%61pi/...`), any headers, and bodies cut off at a chosen byte.
 */

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

function head(baseUrl: string, request: RawRequest, contentLength: number | null): string {
  const { host } = new URL(baseUrl);
  const lines = [`${request.method} ${request.path} HTTP/1.1`, `Host: ${host}`, "Connection: close"];
  for (const [name, value] of Object.entries(request.headers ?? {})) lines.push(`${name}: ${value}`);
  if (contentLength !== null) lines.push(`Content-Length: ${contentLength}`);
  return lines.join("\r\n") + "\r\n\r\n";
}

function connect(baseUrl: string): net.Socket {
  const url = new URL(baseUrl);
  return net.connect({ host: url.hostname, port: Number(url.port) });
}

/** Sends the whole request and reads the whole reply (the server closes the connection). */
export function rawRequest(baseUrl: string, request: RawRequest): Promise<RawReply> {
  const body = request.body === undefined ? Buffer.alloc(0) : Buffer.from(request.body);
  return new Promise((resolve, reject) => {
    const socket = connect(baseUrl);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error("no reply within 20 s")), 20_000);
    socket.on("connect", () => {
      // no half-close: Node's server may drop a half-closed socket before a slow reply is written
      socket.write(Buffer.concat([Buffer.from(head(baseUrl, request, request.body === undefined ? null : body.length)), body]));
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      try {
        resolve(parseReply(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/**
 * Declares the whole body's length, sends only its first `sentBytes`, then drops the connection
 * the way a closed tab does. Resolves once the socket is gone.
 */
export function abortedRequest(baseUrl: string, request: RawRequest & { body: Buffer }, sentBytes: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(baseUrl);
    socket.on("error", () => undefined);
    socket.on("close", () => resolve());
    socket.on("connect", () => {
      socket.write(head(baseUrl, request, request.body.length));
      socket.write(request.body.subarray(0, sentBytes), () => {
        // give the server a moment to start on the part it got, then vanish
        setTimeout(() => socket.destroy(), 20);
      });
    });
  });
}

function parseReply(bytes: Buffer): RawReply {
  const end = bytes.indexOf("\r\n\r\n");
  if (end < 0) throw new Error(`no HTTP reply: ${JSON.stringify(bytes.subarray(0, 200).toString("latin1"))}`);
  const [statusLine, ...headerLines] = bytes.subarray(0, end).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = bytes.subarray(end + 4);
  if (headers["transfer-encoding"] === "chunked") body = unchunk(body);
  return { status: Number(statusLine.split(" ")[1]), headers, body: body.toString("utf8") };
}

function unchunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let rest = bytes;
  for (;;) {
    const lineEnd = rest.indexOf("\r\n");
    const size = parseInt(rest.subarray(0, lineEnd).toString("latin1"), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
    rest = rest.subarray(lineEnd + 2 + size + 2);
  }
}

/** The `Cookie` header value of a client's cookies. */
export function cookieHeader(cookies: Map<string, string>): string {
  return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}
