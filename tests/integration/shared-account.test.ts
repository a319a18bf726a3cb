import { describe, expect, it } from "vitest";
import { BoDeposit } from "~/models/models.server";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { BO_DEPOSIT_HEADER, postUpload as upload } from "../support/upload-form";

/**
 * One OVO account registered on Data Bank for two websites (a clean-room audit, audit-dep6 F1): the
 * same statement uploaded for each stored every credit twice, and one credit approved a ticket on
 * each website. A credit one website paired is spent for the other.
 */
const { clients: { admin } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "OVO", name: "OVO BERSAMA", no: "081277001234" });
    await seedAkunBank({ website: "XYZ", bank: "OVO", name: "OVO BERSAMA", no: "081277001234" });
  },
  clients: STAFF,
});

const MANUAL_HEADER = "Tanggal,Nama Pengirim,No Rekening,Keterangan,Nominal,CR/DB";

async function uploadDay(website: string, day: string, tickets: string[], credits: string[]) {
  const bo = [BO_DEPOSIT_HEADER, ...tickets.map((ticket) => `${ticket},${day} 10:00:00,,andi1,ANDI SAPUTRA,OVO,50000,0,0,0,50000,OVO - 081299990000,OVO - 081277001234,,,PENDING,,,${website},,`)].join("\n");
  const boReply = await upload(admin, "/api/checkdata", {}, `bo-${website}.csv`, bo);
  expect(boReply.status, await boReply.clone().text()).toBe(200);
  const statement = [MANUAL_HEADER, ...credits].join("\n");
  const fields = { groups: website, provider: "OVO", corporate_bank_name: "OVO BERSAMA", corporate_bank_no: "081277001234", transaction: "depo" };
  const reply = await upload(admin, "/api/mutasiupdepomanual", fields, "ovo.csv", statement);
  expect(reply.status, await reply.clone().text()).toBe(200);
}

const approvedOf = async (tickets: string[]) => (await BoDeposit.findAll({ where: { ticket_no: tickets }, order: [["ticket_no", "ASC"]] })).map((row) => [row.ticket_no, row.bo_approve]);

describe("an account registered for two websites", () => {
  it("pays one ticket with one credit, whichever website reconciles it first", async () => {
    const credit = "12/05/2026 10:05:00,ANDI SAPUTRA,081299990000,Transfer dari ANDI SAPUTRA,50000,CR";
    await uploadDay("ABC", "12/05/2026", ["SA1"], [credit]);
    await uploadDay("XYZ", "12/05/2026", ["SX1"], [credit]);
    expect(await approvedOf(["SA1", "SX1"])).toEqual([
      ["SA1", true],
      ["SX1", false],
    ]);
  });

  it("still pays each website's own player from the statement they share", async () => {
    const credits = ["13/05/2026 10:05:00,ANDI SAPUTRA,081299990000,Transfer dari ANDI SAPUTRA,50000,CR", "13/05/2026 10:06:00,BUDI HARTONO,081288880000,Transfer dari BUDI HARTONO,75000,CR"];
    await uploadDay("ABC", "13/05/2026", ["SA2"], credits);
    const budi = [BO_DEPOSIT_HEADER, "SX2,13/05/2026 10:01:00,,budi2,BUDI HARTONO,OVO,75000,0,0,0,75000,OVO - 081288880000,OVO - 081277001234,,,PENDING,,,XYZ,,"].join("\n");
    expect((await upload(admin, "/api/checkdata", {}, "bo-xyz-budi.csv", budi)).status).toBe(200);
    const fields = { groups: "XYZ", provider: "OVO", corporate_bank_name: "OVO BERSAMA", corporate_bank_no: "081277001234", transaction: "depo" };
    expect((await upload(admin, "/api/mutasiupdepomanual", fields, "ovo-xyz.csv", [MANUAL_HEADER, ...credits].join("\n"))).status).toBe(200);
    expect(await approvedOf(["SA2", "SX2"])).toEqual([
      ["SA2", true],
      ["SX2", true],
    ]);
  });
});
