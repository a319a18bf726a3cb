import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BoDeposit } from "~/models/models.server";
import { Client } from "../support/client";
import { seedAccount, seedWebsite } from "../support/db";
import { withServer } from "../support/fixture";

/** Ticket numbers and usernames are one key whatever their letter case (docs/operations.md, "Letter case"). */

const boCsv = fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/uploads/bo-nexus-deposit.csv"), "utf8");
const [header, first] = boCsv.trim().split("\n");

const { server, clients: { checker } } = withServer({
  seed: async () => {
    const abc = await seedWebsite("ABC", "Alpha");
    await seedAccount({ name: "Kasir.Satu", password: "kasir-pass-satu-1", role: "CHECKER", website: abc });
  },
  clients: { checker: ["Kasir.Satu", "kasir-pass-satu-1"] },
});

function uploadBo(content: string, name: string) {
  const form = new FormData();
  form.append("myfile", new Blob([content], { type: "text/csv" }), name);
  return checker.request("/api/checkdata", { method: "POST", body: form });
}

describe("letter case", () => {
  it("signs in with the username typed in any case", async () => {
    const response = await new Client(server.url).signIn("KASIR.SATU", "kasir-pass-satu-1");
    expect(response.headers.get("location")).toBe("/");
  });

  it("counts a stored ticket sent again in other letters as already there", async () => {
    await uploadBo([header, first].join("\n"), "first.csv");
    const lower = first.replace("DP2501050001", "dp2501050001");
    const fresh = first.replace("DP2501050001", "DP2501057777");
    const reply = await (await uploadBo([header, lower, fresh].join("\n"), "again.csv")).json();
    expect(reply).toMatchObject({ status: false, inserted: 1, skipped: 1 });
    expect(await BoDeposit.count({ where: { ticket_no: "DP2501050001" } })).toBe(1);
  });

  it("refuses a file that holds one ticket twice in different letters", async () => {
    const upper = first.replace("DP2501050001", "DP2501056666");
    const lower = first.replace("DP2501050001", "Dp2501056666");
    const response = await uploadBo([header, upper, lower].join("\n"), "twice.csv");
    expect(response.status).toBe(400);
    const reply = await response.json();
    expect(reply.errors[0]).toMatchObject({ line: 3, reason: 'Ticket No ganda: "Dp2501056666" sudah ada di baris 2' });
    expect(await BoDeposit.count({ where: { ticket_no: "DP2501056666" } })).toBe(0);
  });
});
