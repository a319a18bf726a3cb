import { describe, expect, it } from "vitest";
import { BoDeposit, MatchVerdict } from "~/models/models.server";
import { formatSpecDate } from "~/services/spec-date";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { BO_DEPOSIT_HEADER, postUpload as upload } from "../support/upload-form";
import { daysAgo } from "../support/view-pages";

/**
 * A statement upload deleted after its lines were paired (a clean-room lifecycle audit): the BO
 * rows it sends back to pending must be as an ADMIN's undo leaves them, and an ADMIN's undo must
 * outlive the line it refused, or the same money uploaded again is approved as if never undone.
 */
const { clients: { admin, checker } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "MANDIRI", name: "PT CONTOH JAYA", no: "0060003911777" });
    await seedAkunBank({ website: "XYZ", bank: "MANDIRI", name: "PT XYLO JAYA", no: "0060003922888" });
  },
  clients: STAFF,
});

const MCM_HEADER = "Account No,Date,Val. Date,Transaction Code,Description,Description,Reference No.,Debit,Credit";
const YESTERDAY = daysAgo(1);
const TODAY = daysAgo(0);
const TWO_DAYS_AGO = daysAgo(2);
const dmy = (iso: string, year: "full" | "short") => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${year === "full" ? iso.slice(0, 4) : iso.slice(2, 4)}`;
const boRow = (ticket: string, time: string, username: string, name: string, amount: string) =>
  `${ticket},${dmy(YESTERDAY, "full")} ${time},,${username},${name},BANK,"${amount}",0,0,0,"${amount}",,MANDIRI - 0060003911777,,,PENDING,,,ABC,,`;
const credit = (journal: string, sender: string, amount: string) =>
  `0060003911777,${dmy(TODAY, "short")},${dmy(TODAY, "short")},6902,"DR 00000${journal} KR 0060003911777 ","${journal}/${sender}/JKT ",-,".00","${amount}"`;
const statement = [
  MCM_HEADER,
  credit("99100012301", "BUDI SANTOSO", "145,000.00"),
  credit("99100012302", "RINA MARLINA", "250,000.00"),
].join("\n");
const statementFields = { groups: "ABC", corporate_bank_name: "PT CONTOH JAYA", corporate_bank_no: "0060003911777", dates: formatSpecDate(TODAY, { padDay: true }) };

const uploadStatement = async () => {
  const response = await upload(checker, "/api/mutasiupdepomdr", statementFields, "mcm.csv", statement);
  expect(response.status, await response.clone().text()).toBe(200);
};
const row = async (ticket: string) => (await BoDeposit.findOne({ where: { ticket_no: ticket } }))!;
const lineIdOf = async (sender: string) => {
  const response = await checker.request(`/api/viewmutasi/${formatSpecDate(TODAY, { padDay: true })}/ABC/all/100/1`);
  const lines = (await response.json()) as { mutasi_id: number; mutasi_player_bank_name: string }[];
  return lines.find((line) => line.mutasi_player_bank_name === sender)!.mutasi_id;
};

describe("deleting a statement upload after its lines were paired", () => {
  it("gives a row paired at another amount its uploaded amount back, and keeps an ADMIN's undo for the same money uploaded again", async () => {
    const bo = [BO_DEPOSIT_HEADER, boRow("DP1", "22:10:00", "budi88", "BUDI SANTOSO", "150,000.00"), boRow("DP2", "23:58:00", "rina77", "RINA MARLINA", "250,000.00")].join("\n");
    expect((await upload(checker, "/api/checkdata", {}, "bo.csv", bo)).status).toBe(200);
    await uploadStatement();
    const budi = await row("DP1");
    const rina = await row("DP2");
    expect([budi.bo_approve, rina.bo_approve]).toEqual([false, true]);

    // a clerk pairs the short credit at its amount; an ADMIN undoes the automatic pair
    const paired = await checker.json("POST", "/api/pairbomutasi", { kind: "deposit", bo_id: budi.bo_id, mutasi_id: await lineIdOf("BUDI SANTOSO"), amount: "145.000" });
    expect(paired.status, await paired.clone().text()).toBe(200);
    expect(Number((await row("DP1")).depo_amount)).toBe(145_000);
    const undone = await admin.json("POST", "/api/unpairbomutasi", { kind: "deposit", bo_id: rina.bo_id, reason: "bukan uang tiket ini" });
    expect(undone.status, await undone.clone().text()).toBe(200);

    const deleted = await admin.json("DELETE", "/api/deletebomutasi", { date: formatSpecDate(TODAY, { padDay: true }), group: "ABC" });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(await row("DP1")).toMatchObject({ bo_approve: false, bo_match_state: "none" });
    // the pair is gone, and so is the amount it confirmed
    expect(Number((await row("DP1")).depo_amount)).toBe(150_000);

    await uploadStatement();
    // the short credit no longer pays the ticket on its own, nor is the undone row approved on its money again
    expect((await row("DP1")).bo_approve).toBe(false);
    expect((await row("DP2")).bo_approve).toBe(false);
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: rina.bo_id } });
    expect(verdict?.verdict_tier).toBe("saran");
    expect(verdict?.verdict_reason).toContain("pasangannya pernah dibatalkan ADMIN");
  });
});

// website XYZ, its Mandiri akun bank: a ticket, its credit, and the uploads and the undo of both tests below
const XYZ_ACCOUNT = "0060003922888";
const xyzBo = (ticket: string, day: string, time: string, username: string, name: string, amount: string) =>
  [BO_DEPOSIT_HEADER, `${ticket},${dmy(day, "full")} ${time},,${username},${name},BANK,"${amount}",0,0,0,"${amount}",,MANDIRI - ${XYZ_ACCOUNT},,,PENDING,,,XYZ,,`].join("\n");
const xyzCredit = (day: string, journal: string, name: string, amount: string) =>
  [MCM_HEADER, `${XYZ_ACCOUNT},${dmy(day, "short")},${dmy(day, "short")},6902,"DR 00000${journal} KR ${XYZ_ACCOUNT} ","${journal}/${name}/JKT ",-,".00","${amount}"`].join("\n");
const uploadXyzBo = async (bo: string) => expect((await upload(admin, "/api/checkdata", {}, "bo-xyz.csv", bo)).status).toBe(200);
const uploadXyzStatement = async (day: string, text: string) => {
  const fields = { groups: "XYZ", corporate_bank_name: "PT XYLO JAYA", corporate_bank_no: XYZ_ACCOUNT, dates: formatSpecDate(day, { padDay: true }) };
  const uploaded = await upload(admin, "/api/mutasiupdepomdr", fields, "mcm-xyz.csv", text);
  expect(uploaded.status, await uploaded.clone().text()).toBe(200);
};
const undoAsAdmin = async (ticket: string, reason: string) => {
  const undone = await admin.json("POST", "/api/unpairbomutasi", { kind: "deposit", bo_id: (await row(ticket)).bo_id, reason });
  expect(undone.status, await undone.clone().text()).toBe(200);
};
const deleteXyzDay = async (day: string) => {
  const deleted = await admin.json("DELETE", "/api/deletebomutasi", { date: formatSpecDate(day, { padDay: true }), group: "XYZ" });
  expect(deleted.status, await deleted.clone().text()).toBe(200);
};
const verdictOf = async (ticket: string) => MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: (await row(ticket)).bo_id } });

describe("deleting a BO upload after an ADMIN undid one of its rows' pairs", () => {
  it("keeps the undo for the ticket uploaded again: never approved automatically on the line the ADMIN refused", async () => {
    const bo = xyzBo("DX1", YESTERDAY, "23:55:00", "putri01", "PUTRI AMINAH", "710,000.00");
    await uploadXyzBo(bo);
    await uploadXyzStatement(TODAY, xyzCredit(TODAY, "99100055501", "PUTRI AMINAH", "710,000.00"));
    expect((await row("DX1")).bo_approve).toBe(true);
    await undoAsAdmin("DX1", "uang untuk tiket lain");

    // the BO day goes and comes back: a new row, the same ticket, the line the ADMIN refused still there
    await deleteXyzDay(YESTERDAY);
    expect(await BoDeposit.count({ where: { ticket_no: "DX1" } })).toBe(0);
    await uploadXyzBo(bo);
    expect((await row("DX1")).bo_approve).toBe(false);
    const verdict = await verdictOf("DX1");
    // the refused line is named, never proposed again, as for the row the ADMIN undid
    expect(verdict?.verdict_tier).toBe("tidak ada");
    expect(verdict?.verdict_reason).toMatch(/#\d+ "PUTRI AMINAH" pasangannya pernah dibatalkan ADMIN/);
  });
});

describe("deleting a whole day after an ADMIN undid one of its pairs", () => {
  it("keeps the undo for the ticket and the money uploaded again: a saran, never otomatis", async () => {
    const uploadBoth = async () => {
      await uploadXyzBo(xyzBo("DY1", TWO_DAYS_AGO, "09:00:00", "agus01", "AGUS SALIM", "50,000.00"));
      await uploadXyzStatement(TWO_DAYS_AGO, xyzCredit(TWO_DAYS_AGO, "99100066601", "AGUS SALIM", "50,000.00"));
    };
    await uploadBoth();
    expect((await row("DY1")).bo_approve).toBe(true);
    await undoAsAdmin("DY1", "bukan uang tiket ini");

    await deleteXyzDay(TWO_DAYS_AGO);
    expect(await BoDeposit.count({ where: { ticket_no: "DY1" } })).toBe(0);
    await uploadBoth();
    expect((await row("DY1")).bo_approve).toBe(false);
    const verdict = await verdictOf("DY1");
    expect(verdict?.verdict_tier).toBe("saran");
    expect(verdict?.verdict_reason).toContain("pasangannya pernah dibatalkan ADMIN");
  });
});
