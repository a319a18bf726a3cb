import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * The JavaScript a page makes the browser download before it is interactive: every /assets/*.js
 * the HTML preloads or imports, gzip-compressed (what travels over the wire), in bytes.
 */
export function pageJavaScriptGzipBytes(html: string, clientDir: string): { bytes: number; files: string[] } {
  // modulepreload links and the entry's import(): what the browser fetches on load (the route
  // manifest in the page also names other routes' modules, fetched only when navigated to)
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const imports = [...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)].map((match) => match[1]);
  const files = [...new Set([...preloads, ...imports])];
  let bytes = 0;
  for (const file of files) {
    bytes += zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
  }
  return { bytes, files };
}
