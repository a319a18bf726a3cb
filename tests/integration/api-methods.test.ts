import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "../support/client";
import { startServer, type RunningServer } from "../support/server";

let server: RunningServer;
let admin: Client;

beforeAll(async () => {
  server = await startServer();
  admin = new Client(server.url);
  await admin.signIn("admin", "admin-password-1");
});

afterAll(async () => {
  await server?.stop();
});

// Every /api path of docs/api.md with the one method it takes (path parameters filled in).
const DAY = "5-Jan-2025";
const API: [method: string, path: string][] = [
  ["POST", "/api/login"],
  ["GET", "/api/whitelist"],
  ["GET", "/api/alladminacc/10/1"],
  ["POST", "/api/addadminacc"],
  ["PUT", "/api/updatestatusadminacc/1"],
  ["PUT", "/api/updatepassadminacc/1"],
  ["DELETE", "/api/deleteadminacc/1"],
  ["GET", "/api/websitelist"],
  ["GET", "/api/viewwebsite/10/1"],
  ["POST", "/api/createwebsite"],
  ["DELETE", "/api/deletewebsite/1"],
  ["GET", `/api/viewbo/${DAY}/ABC/all/10/1`],
  ["GET", `/api/viewbowd/${DAY}/ABC/all/10/1`],
  ["GET", `/api/searchbo/${DAY}/ABC/all/id/1/10/1`],
  ["GET", `/api/searchbowd/${DAY}/ABC/all/id/1/10/1`],
  ["GET", `/api/viewmutasi/${DAY}/ABC/all/10/1`],
  ["GET", `/api/viewmutasiwd/${DAY}/ABC/all/10/1`],
  ["GET", `/api/searchmutasi/${DAY}/ABC/all/id/1/10/1`],
  ["GET", `/api/searchmutasiwd/${DAY}/ABC/all/id/1/10/1`],
  ["PUT", "/api/updatebodepostts"],
  ["PUT", "/api/updatebosttswd"],
  ["PUT", "/api/deleteboid"],
  ["PUT", "/api/deleteboidwd"],
  ["GET", "/api/viewwhitelist/10/1"],
  ["POST", "/api/createwhitelist"],
  ["DELETE", "/api/deletewhitelist/1"],
  ["PUT", "/api/updatestatuswhitelist/1"],
  ["GET", "/api/akunbanklist/ABC/bca/depo"],
  ["GET", "/api/viewakunbank/ABC/10/1"],
  ["POST", "/api/createakunbank"],
  ["PUT", "/api/updatestatusakunbank/1"],
  ["DELETE", "/api/deleteakunbank/1"],
  ["GET", "/api/tracking/ABC/10/1"],
  ["GET", "/api/searchtracking/ABC/budi/10/1"],
  ["GET", "/api/dataplayer/ABC/05-Jan-2025/05-Jan-2025/10/1"],
  ["GET", "/api/searchdataplayer/budi/ABC/05-Jan-2025/05-Jan-2025/10/1"],
  ["GET", "/api/totaldataplayer/ABC/05-Jan-2025/05-Jan-2025/10/1"],
  ["POST", "/api/exportcsvtotaldataplayer"],
  ["POST", "/api/exportexceltotaldataplayer"],
  ["DELETE", "/api/deletebomutasi"],
  ["POST", "/api/exportcsvviewbo"],
  ["POST", "/api/exportexcelviewbo"],
  ["POST", "/api/exportcsvlviewbowd"],
  ["POST", "/api/exportexcelviewbowd"],
  ["POST", "/api/exportcsvviewmutasi"],
  ["POST", "/api/exportexcelviewmutasi"],
  ["POST", "/api/exportcsvviewmutasiwd"],
  ["POST", "/api/exportexcelviewmutasiwd"],
  // one path each of the upload registry's uploads, templates and conversions
  ["POST", "/api/checkdata"],
  ["GET", "/api/templatemutasibankbca"],
  ["POST", "/api/uploadfixmandiriformat"],
];

const METHODS = ["GET", "POST", "PUT", "DELETE"];
// the body type server.ts lets through to these (it refuses any other with 415 first)
const MULTIPART = new Set(["/api/checkdata", "/api/uploadfixmandiriformat"]);

const send = (method: string, path: string) =>
  method === "GET"
    ? admin.get(path)
    : MULTIPART.has(path)
      ? admin.request(path, { method, body: new FormData() })
      : admin.json(method, path, {});

describe("a method an /api path does not take", () => {
  it("is refused with 405 and the one JSON reply, before anything is read or written", async () => {
    const refusals: string[] = [];
    for (const [taken, path] of API) {
      for (const method of METHODS.filter((other) => other !== taken)) {
        const response = await send(method, path);
        const body = await response.text();
        if (response.status !== 405 || body !== JSON.stringify({ status: false, message: "Method not allowed" })) {
          refusals.push(`${method} ${path}: ${response.status} ${body.slice(0, 120)}`);
        }
      }
    }
    expect(refusals).toEqual([]);
  });
});
