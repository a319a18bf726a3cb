import { describe, expect, it } from "vitest";
import { BoDeposit } from "~/models/models.server";
import type { Client } from "../support/client";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";

const { clients: { checker } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "MANDIRI", name: "PT CONTOH JAYA", no: "0060003911777" });
  },
  clients: STAFF,
});

function upload(client: Client, apiPath: string, fields: Record<string, string>, name: string, content: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("myfile", new Blob([content], { type: "text/csv" }), name);
  return client.request(apiPath, { method: "POST", body: form });
}

const BO_HEADER = "Ticket No,Req Date,App Date,Username,Fullname,Payment Type,Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Description,Reference,Status,Reason,Handler,Website,Player Ref,Player Own Ref";

describe("the BO's Player Bank is a clue for deposits (issue 13)", () => {
  it("approves a deposit paid from the player's own account number under another name, and says so", async () => {
    const bo = [BO_HEADER, 'DP2501050001,05/01/2025 10:12:45,,budi88,BUDI SANTOSO,BANK,"150,000.00",0,0,0,"150,000.00",MANDIRI - 1230004567,MANDIRI - 0060003911777,,,PENDING,,,ABC,,'].join("\n");
    expect((await upload(checker, "/api/checkdata", {}, "bo.csv", bo)).status).toBe(200);
    // the account is the player's; the bank knows it under his wife's name
    const statement = [
      "Account No,Date,Val. Date,Transaction Code,Description,Description,Reference No.,Debit,Credit",
      '0060003911777,05/01/25,05/01/25,6902,"DR 1230004567 KR 0060003911777 ","99100012345/SITI AMINAH/JKT ",-,".00","150,000.00"',
    ].join("\n");
    const fields = { groups: "ABC", corporate_bank_name: "PT CONTOH JAYA", corporate_bank_no: "0060003911777", dates: "05-Jan-2025" };
    expect((await upload(checker, "/api/mutasiupdepomdr", fields, "mcm.csv", statement)).status).toBe(200);
    const row = (await BoDeposit.findOne({ where: { ticket_no: "DP2501050001" } }))?.get();
    expect(row).toMatchObject({ bo_approve: true });
    expect(row?.ket_app).toMatch(/account 1230004567/);
  });
});
