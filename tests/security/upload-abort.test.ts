import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { BoDeposit, UploadBatch } from "~/models/models.server";
import { seedWebsite } from "../support/db";
import { ADMIN, withServer } from "../support/fixture";
import { abortedRequest, cookieHeader, rawRequest } from "../support/raw-http";
import { freshDataDir } from "../support/server";

/**
 * Issue 12, point 3: a tab closed or a network dropped mid-upload. Today the spool's write
 * promise is left rejected and Node exits, cutting every user off.
 */

const fixtures = path.resolve(import.meta.dirname, "../fixtures/uploads");
const boCsv = fs.readFileSync(path.join(fixtures, "bo-nexus-deposit.csv"));

// the server's own temp folder, so uploads of tests running beside this one are not counted
const tempDir = freshDataDir("upload-abort-tmp");

const { server, clients: { admin } } = withServer({ env: { TMPDIR: tempDir }, seed: () => seedWebsite("ABC"), clients: { admin: ADMIN } });

function multipartBody(boundary: string, file: Buffer): Buffer {
  // the file first and a field after it, as the spec's client may send them: a cut can fall anywhere
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="myfile"; filename="bo.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n--${boundary}--\r\n`),
  ]);
}

async function uploadFolders(): Promise<string[]> {
  return fs.readdirSync(tempDir).filter((name) => name.startsWith("upload-"));
}

async function waitFor(check: () => Promise<boolean>, ms = 10_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

it("survives 20 uploads cut off at random points, stores nothing, removes their temp folders, then serves as before", async () => {
  const before = (await uploadFolders()).length;
  const boundary = "----cut-off-upload";
  // a file large enough that the cut lands mid-file, not only in the framing
  const file = Buffer.concat(Array.from({ length: 40 }, () => boCsv));
  const body = multipartBody(boundary, file);
  const headers = {
    Cookie: cookieHeader(admin.cookies),
    "Content-Type": `multipart/form-data; boundary=${boundary}`,
  };
  let seed = 12_345;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 20; i++) {
    const cut = 1 + Math.floor(random() * (body.length - 2));
    await abortedRequest(server.url, { method: "POST", path: "/api/checkdata", headers, body }, cut);
  }

  expect(await waitFor(async () => (await uploadFolders()).length === before)).toBe(true);
  expect(await UploadBatch.count()).toBe(0);
  expect(await BoDeposit.count()).toBe(0);

  const form = new FormData();
  form.append("myfile", new Blob([boCsv], { type: "text/csv" }), "bo.csv");
  const whole = await admin.request("/api/checkdata", { method: "POST", body: form });
  expect(whole.status).toBe(200);
  expect(await UploadBatch.count()).toBe(1);
  expect((await admin.get("/view-bo")).status).toBe(200);
  expect(server.output()).not.toMatch(/unhandled|ERR_STREAM_PREMATURE_CLOSE/i);
});

it("answers a body that ends early but keeps its connection with 400 'Upload terputus atau rusak'", async () => {
  const boundary = "----ends-early";
  const body = multipartBody(boundary, boCsv);
  // the closing boundary never comes: the multipart body is malformed though the bytes all arrive
  const truncated = body.subarray(0, body.length - `--${boundary}--\r\n`.length - 10);
  const reply = await rawRequest(server.url, {
    method: "POST",
    path: "/api/checkdata",
    headers: { Cookie: cookieHeader(admin.cookies), "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body: truncated,
  });
  expect(reply.status).toBe(400);
  expect(JSON.parse(reply.body).message).toMatch(/Upload terputus atau rusak/);
  expect(await waitFor(async () => (await uploadFolders()).length === 0)).toBe(true);
});
