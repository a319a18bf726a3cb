import path from "node:path";
import { Client } from "../tests/support/client";
import { startServer } from "../tests/support/server";
import { pageJavaScriptGzipBytes } from "./page-weight";

/**
 * Client budget: the gzip bytes of JavaScript that /, /signin and /view-bo make the browser
 * download, in normal mode (budget 250 KB each) and in 'Mode ringan' (no script at all: 0).
 * Starts the built server (BUILD_DIR, default build/), signs in as the seeded ADMIN, reads each
 * page, switches light mode on through its form and reads them again. Prints, never asserts.
 *
 *   npx react-router build && npx tsx bench/page-weight-run.ts
 */
const BUDGET_BYTES = 250 * 1024;
const clientDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client");

async function measure(client: Client, label: string, page: string): Promise<void> {
  const response = await client.get(page);
  if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
  const html = await response.text();
  const { bytes, files } = pageJavaScriptGzipBytes(html, clientDir);
  const scriptTags = (html.match(/<script\b/g) ?? []).length;
  console.log(
    `page-weight: ${label} ${page.padEnd(8)} ${(bytes / 1024).toFixed(1).padStart(6)} KB gzip JavaScript in ${String(files.length).padStart(2)} files, ` +
      `${scriptTags} <script> tags -> ratio ${(bytes / BUDGET_BYTES).toFixed(2)} of the ${BUDGET_BYTES / 1024} KB budget`,
  );
}

export async function benchPageWeight(): Promise<void> {
  const server = await startServer();
  try {
    const client = new Client(server.url);
    // /signin is measured signed out (signed in it redirects to /)
    await measure(client, "normal", "/signin");
    await client.signIn("admin", "admin-password-1");
    await measure(client, "normal", "/");
    await measure(client, "normal", "/view-bo");
    // 'Mode ringan' through its form, as the user menu posts it
    const switched = await client.postForm("/light-mode", { light: "on", redirectTo: "/" }, { csrfFrom: "/" });
    if (switched.status !== 302 || client.cookies.get("light") !== "1") throw new Error(`light mode did not switch on: ${switched.status}`);
    await measure(client, "light ", "/");
    await measure(client, "light ", "/view-bo");
    // the cookie belongs to the browser: it outlives the session
    await client.postForm("/signout", {}, { csrfFrom: "/" });
    await measure(client, "light ", "/signin");
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPageWeight();
