import { runInNewContext } from "node:vm";
import v8 from "node:v8";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { BoDeposit, MatchLink, MatchVerdict, type BoWithdraw, type MutasiDeposit } from "~/models/models.server";
import { openExport } from "~/services/exports/view-export.server";
import type { SessionUser } from "~/services/auth/session.server";
import { Client, decodeHtml } from "../support/client";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { seedBatch, seedBoDeposit, seedBoWithdraw, seedMutasiDeposit, seedMutasiWithdraw } from "../support/seed-data";
import { bodyRows, tableHeaders } from "../support/view-pages";
import { readZip } from "../support/zip";

const { server, clients: { admin, checker, cs, anonymous } } = withServer({
  seed: () => seedStaff({ ABC: "Alpha", XYZ: "Xylo", BIG: "Bulk" }),
  clients: { ...STAFF, anonymous: null },
});

/** a past business date: exports are not limited to the edit window */
const DAY = "2025-01-05";
const SHOWN = "05-Jan-2025";
/** the day of the 20k-row streaming export */
const BIG_DAY = "2025-02-03";
const BIG_ROWS = 20_000;

const NO_LINE_REASON = "Tidak ada mutasi debit Rp 480.000 di tanggal ini.";
/** View BO's tier and reason of a pending row no run has judged yet, as the Match Note writes it */
const NOT_JUDGED_NOTE = "Tidak ada: Belum dicocokkan: belum ada mutasi untuk website dan tanggal ini.";
const FORMULA_NAME = '=HYPERLINK("http://evil.example","klik")';
const DDE_DESC = "@SUM(1+1)*cmd|' /C calc'!A0";

let matchedBo: BoDeposit;
let ambiguousBo: BoDeposit;
let matchedLine: MutasiDeposit;
let pendingLine: MutasiDeposit;
let quirkWd: BoWithdraw;

beforeAll(async () => {
  const bo = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
  const statement = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1, date: DAY });
  await seedBoDeposit(bo, {
    depo_amount: 150_000,
    bank_statement_date: DAY,
    ticket_no: "DP-EVIL",
    user_name: "+cmd",
    full_name: FORMULA_NAME,
    bo_desc: DDE_DESC,
    bo_reason: "-1+1",
    player_ref: "\tTAB",
    admin_fee: -2_500,
  });
  matchedLine = await seedMutasiDeposit(statement, { mutasi_amount: 250_000.5, mutasi_date: DAY, mutasi_player_bank_name: "SITI AMINAH", mutasi_transaction_id: "TRX-1" });
  pendingLine = await seedMutasiDeposit(statement, { mutasi_amount: 99_000, mutasi_date: DAY, mutasi_player_bank_name: "-2+3 BUDI", mutasi_transaction_id: "TRX-2" });
  const otherLine = await seedMutasiDeposit(statement, { mutasi_amount: 99_000, mutasi_date: DAY, mutasi_player_bank_name: "BUDI KEDUA", mutasi_transaction_id: "TRX-3" });
  const reason = `AUTO: mutasi #${matchedLine.mutasi_id}, amount, name 0.94, same day`;
  matchedBo = await seedBoDeposit(bo, {
    depo_amount: 250_000.5,
    bank_statement_date: DAY,
    ticket_no: "DP-AUTO",
    full_name: "SITI AMINAH",
    bo_approve: true,
    ket_app: reason,
    app_date: new Date(`${DAY}T05:06:07Z`),
    bo_match_state: "auto",
  });
  await matchedLine.update({ mutasi_app: true, mutasi_ticket: "DP-AUTO", mutasi_ketapp: `AUTO: BO #${matchedBo.bo_id} (DP-AUTO)`, mutasi_app_date: new Date(`${DAY}T05:06:07Z`) });
  ambiguousBo = await seedBoDeposit(bo, { depo_amount: 99_000, bank_statement_date: DAY, ticket_no: "DP-AMB", bo_match_state: "ambiguous" });
  await MatchLink.bulkCreate([
    { match_kind: "deposit", match_bo_id: matchedBo.bo_id, match_mutasi_id: matchedLine.mutasi_id, match_score: 0.94, match_reason: reason, match_method: "auto", match_created_by: null, match_undone_at: null, match_undone_by: null },
    ...[pendingLine, otherLine].map((line, index) => ({
      match_kind: "deposit" as const,
      match_bo_id: ambiguousBo.bo_id,
      match_mutasi_id: line.mutasi_id,
      match_score: 0.8 - index * 0.01,
      match_reason: `CANDIDATE: mutasi #${line.mutasi_id}, AMBIGUOUS: 2 candidates, best 0.8000 vs 0.7900`,
      match_method: "candidate" as const,
      match_created_by: null,
      match_undone_at: null,
      match_undone_by: null,
    })),
  ]);
  // the reasons the run gave, in the clerk's words: the export's Match Note says them
  await MatchVerdict.bulkCreate([
    { verdict_kind: "deposit", verdict_bo_id: matchedBo.bo_id, verdict_tier: "otomatis", verdict_reason: 'Nama pengirim "SITI AMINAH" sama, nominal Rp 250.000,50 sama, masuk di tanggal BO', verdict_candidates: String(matchedLine.mutasi_id) },
    { verdict_kind: "deposit", verdict_bo_id: ambiguousBo.bo_id, verdict_tier: "ambigu", verdict_reason: `2 mutasi bisa cocok, pilih satu: #${pendingLine.mutasi_id}, #${otherLine.mutasi_id}.`, verdict_candidates: `${pendingLine.mutasi_id},${otherLine.mutasi_id}` },
  ]);
  // other websites and days are never exported with ABC / DAY
  await seedBoDeposit(bo, { depo_amount: 1_000, bank_statement_date: "2025-01-06", ticket_no: "DP-NEXTDAY" });
  const xyz = await seedBatch({ website: "XYZ", target: "bo_deposit", uploadedBy: 1 });
  await seedBoDeposit(xyz, { depo_amount: 7_000, bank_statement_date: DAY, ticket_no: "DP-XYZ-SECRET" });

  const wd = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
  quirkWd = await seedBoWithdraw(wd, {
    wd_amount: 480_000,
    wd_bank_date: DAY,
    wd_ticket_no: "WD-1",
    wd_fullname: "RINA WATI",
    wd_player_bank: "BNI",
    wd_player_no: "0099887766",
    wd_nett_amount: 480_000,
  });
  await seedBoWithdraw(wd, { wd_amount: 120_000, wd_bank_date: DAY, wd_ticket_no: "WD-2", wd_bo_approve: true, wd_ket_app: "ok", wd_match_state: "manual" });
  // a run found no line for WD-1: its reason is the export's note, as the others' are
  await MatchVerdict.create({ verdict_kind: "withdraw", verdict_bo_id: quirkWd.wd_bo_id, verdict_tier: "tidak ada", verdict_reason: NO_LINE_REASON, verdict_candidates: "" });
  const wdStatement = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1, date: DAY });
  await seedMutasiWithdraw(wdStatement, { mutasiwd_amount: 480_000, mutasiwd_date: DAY, mutasiwd_player_bank_name: "RINA WATI" });
  await seedMutasiWithdraw(wdStatement, { mutasiwd_amount: 55_000, mutasiwd_date: DAY, mutasiwd_player_bank_name: "=cmd", mutasiwd_app: true, mutasiwd_ketapp: "checked" });

  // the streaming export: 20k rows
  const big = await seedBatch({ website: "BIG", target: "bo_deposit", uploadedBy: 1 });
  for (let start = 0; start < BIG_ROWS; start += 2_000) {
    await BoDeposit.bulkCreate(
      Array.from({ length: 2_000 }, (_, n) => {
        const i = start + n;
        return {
          bo_batch_id: big.batch_id,
          ket_app: null,
          depo_amount: 50_000 + i,
          depo_original_amount: 50_000 + i,
          ticket_no: `BIG-${i}`,
          req_date: new Date(`${BIG_DAY}T03:00:00Z`),
          app_date: null,
          bank_statement_date: BIG_DAY,
          user_name: `player${i}`,
          full_name: `PLAYER NUMBER ${i}`,
          payment_type: "BANK",
          admin_fee: 0,
          agent_fee: 0,
          player_fee: 0,
          nett_amount: 50_000 + i,
          player_bank: "BCA",
          corporate_bank: "BCA - 1234567890",
          bo_desc: "Deposit via bank transfer",
          bo_ref: `REF${i}`,
          bo_status: "PENDING",
          bo_reason: null,
          bo_handler: null,
          bo_website: "BIG",
          player_ref: null,
          player_own_ref: null,
          bo_approved_by: null,
        };
      }),
    );
  }
});

const query = (website: string, status: string, date = DAY) => `website=${website}&status=${status}&date=${date}`;

async function csvTable(response: Response): Promise<{ text: string; rows: string[][] }> {
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString("utf8");
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { text, rows: parsed.data };
}

async function xlsxTable(response: Response): Promise<{ bytes: Buffer; sheet: XLSX.WorkSheet; rows: unknown[][] }> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const workbook = XLSX.read(bytes, { type: "buffer" });
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  return { bytes, sheet, rows: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null, raw: true }) };
}

const screenHtml = async (client: Client, path: string) => decodeHtml(await (await client.get(path)).text());

describe("export of View BO Deposit", () => {
  it("CSV: BOM, the screen's columns plus Match Note, neutralised formula cells, amounts as plain numbers", async () => {
    const response = await admin.get(`/export/viewbo.csv?${query("ABC", "all")}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="viewbo_ABC_all_${SHOWN}.csv"`);
    const { text, rows } = await csvTable(response);

    // the screen's columns without the checkbox and Action columns, plus the machine's note
    const html = await screenHtml(admin, `/view-bo?type=depo&${query("ABC", "all")}`);
    const screen = tableHeaders(html, "View BO Deposit");
    expect(screen[0]).toBe("");
    expect(screen[screen.length - 1]).toBe("Action");
    expect(rows[0]).toEqual([...screen.slice(1, -1), "Match Note"]);

    // the injection row, byte for byte: every text cell starting with = + - @ or tab gets a quote
    expect(text).toContain(
      `1,Pending,,DP-EVIL,05-Jan-2025 10:00:00,,05-Jan-2025,'+cmd,"'=HYPERLINK(""http://evil.example"",""klik"")",BANK,150000,-2500,0,0,150000,BCA,BCA - 1234567890,'@SUM(1+1)*cmd|' /C calc'!A0,,PENDING,'-1+1,,ABC,'\tTAB,,${NOT_JUDGED_NOTE}\r\n`,
    );
    expect(text.split("\r\n")[0]).toBe(rows[0].join(","));
    // a note of an automatic match, and of an ambiguous row with its candidates
    const byTicket = new Map(rows.slice(1).map((row) => [row[3], row]));
    const auto = byTicket.get("DP-AUTO")!;
    expect(auto.slice(0, 3)).toEqual(["2", "Approved", `AUTO: mutasi #${matchedLine.mutasi_id}, amount, name 0.94, same day`]);
    expect(auto[rows[0].indexOf("App Date")]).toBe("05-Jan-2025 12:06:07");
    expect(auto[rows[0].indexOf("Depo Amount")]).toBe("250000.5");
    expect(auto.at(-1)).toBe(`AUTO: mutasi #${matchedLine.mutasi_id}, Nama pengirim "SITI AMINAH" sama, nominal Rp 250.000,50 sama, masuk di tanggal BO`);
    expect(byTicket.get("DP-AMB")!.at(-1)).toBe(`Ambigu: 2 mutasi bisa cocok, pilih satu: #${pendingLine.mutasi_id}, #${pendingLine.mutasi_id + 1}.`);
    // a pending row with no line says its tier and reason, as View BO shows them
    expect(byTicket.get("DP-EVIL")!.at(-1)).toBe(NOT_JUDGED_NOTE);
    // only ABC and that day
    expect(text).not.toContain("DP-XYZ-SECRET");
    expect(text).not.toContain("DP-NEXTDAY");
  });

  it("XLSX: the same cells, text as inline strings with the quote, amounts as numeric cells, no formula anywhere", async () => {
    const response = await admin.get(`/export/viewbo.xlsx?${query("ABC", "all")}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="viewbo_ABC_all_${SHOWN}.xlsx"`);
    const { bytes, sheet, rows } = await xlsxTable(response);
    const csv = await csvTable(await admin.get(`/export/viewbo.csv?${query("ABC", "all")}`));
    expect(rows[0]).toEqual(csv.rows[0]);
    const headers = rows[0] as string[];
    const evil = rows.find((row) => row[3] === "DP-EVIL")!;
    expect(evil[headers.indexOf("Fullname")]).toBe(`'${FORMULA_NAME}`);
    expect(evil[headers.indexOf("Username")]).toBe("'+cmd");
    expect(evil[headers.indexOf("Bo Desc")]).toBe(`'${DDE_DESC}`);
    expect(evil[headers.indexOf("Bo Reason")]).toBe("'-1+1");
    expect(evil[headers.indexOf("Player Ref")]).toBe("'\tTAB");
    expect(evil[headers.indexOf("Depo Amount")]).toBe(150000);
    expect(evil[headers.indexOf("Admin Fee")]).toBe(-2500);
    expect(rows.find((row) => row[3] === "DP-AUTO")![headers.indexOf("Depo Amount")]).toBe(250000.5);
    // every data row equals the CSV's, once numbers are printed as the CSV prints them
    expect(rows.slice(1).map((row) => row.map((cell) => (cell === null ? "" : String(cell))))).toEqual(csv.rows.slice(1));
    for (const [ref, cell] of Object.entries(sheet)) {
      if (!ref.startsWith("!")) expect((cell as XLSX.CellObject).f, ref).toBeUndefined();
    }
    // the bytes: the formula text is an inline string, never a <f> element
    const xml = readZip(bytes).get("xl/worksheets/sheet1.xml")!.toString("utf8");
    expect(xml).not.toContain("<f>");
    expect(xml).toContain(`t="inlineStr"><is><t xml:space="preserve">'=HYPERLINK(&quot;http://evil.example&quot;,&quot;klik&quot;)</t></is></c>`);
    expect(xml).toMatch(/<c r="K2" s="2"><v>150000<\/v><\/c>/);
  });
});

describe("Match Note of a BO row the run found no line for", () => {
  it("says 'Tidak ada: <reason>' in CSV and XLSX, the tier and reason /api/viewbowd gives the row", async () => {
    const api = (await (await admin.get(`/api/viewbowd/${SHOWN}/ABC/pending/100/1`)).json()) as Record<string, unknown>[];
    expect(api.find((row) => row.wd_ticket_no === "WD-1")).toMatchObject({ match_tier: "tidak ada", match_reason: NO_LINE_REASON });

    const csv = await csvTable(await admin.get(`/export/viewbowd.csv?${query("ABC", "pending")}`));
    const ticket = csv.rows[0].indexOf("Ticket No");
    expect(csv.rows.find((row) => row[ticket] === "WD-1")!.at(-1)).toBe(`Tidak ada: ${NO_LINE_REASON}`);
    const xlsx = await xlsxTable(await admin.get(`/export/viewbowd.xlsx?${query("ABC", "pending")}`));
    expect(xlsx.rows.find((row) => row[ticket] === "WD-1")!.at(-1)).toBe(`Tidak ada: ${NO_LINE_REASON}`);
    // a row a person approved has no tier, so no note
    const approved = await csvTable(await admin.get(`/export/viewbowd.csv?${query("ABC", "approve")}`));
    expect(approved.rows.find((row) => row[ticket] === "WD-2")!.at(-1)).toBe("");
  });
});

describe("file names and headers", () => {
  const cases = [
    { get: "viewbo.csv", api: "exportcsvviewbo", file: (s: string) => `viewbo_ABC_${s}_${SHOWN}.csv`, type: "text/csv; charset=utf-8" },
    { get: "viewbo.xlsx", api: "exportexcelviewbo", file: (s: string) => `viewbo_ABC_${s}_${SHOWN}.xlsx`, type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
    { get: "viewbowd.csv", api: "exportcsvlviewbowd", file: (s: string) => `viewbowd_ABC_${s}_${SHOWN}.csv`, type: "text/csv; charset=utf-8" },
    { get: "viewbowd.xlsx", api: "exportexcelviewbowd", file: (s: string) => `viewbowd_ABC_${s}_${SHOWN}.xlsx`, type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
    { get: "viewmutasi.csv", api: "exportcsvviewmutasi", file: (s: string) => `mutasi_depo_ABC_${s}_${SHOWN}.csv`, type: "text/csv; charset=utf-8" },
    { get: "viewmutasi.xlsx", api: "exportexcelviewmutasi", file: (s: string) => `mutasi_depo_ABC_${s}_${SHOWN}.xlsx`, type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
    { get: "viewmutasiwd.csv", api: "exportcsvviewmutasiwd", file: (s: string) => `mutasi_wd_ABC_${s}_${SHOWN}.csv`, type: "text/csv; charset=utf-8" },
    { get: "viewmutasiwd.xlsx", api: "exportexcelviewmutasiwd", file: (s: string) => `mutasi_wd_ABC_${s}_${SHOWN}.xlsx`, type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  ];

  it.each(cases)("GET /export/$get and POST /api/$api answer an attachment with the spec's file name", async ({ get, api, file, type }) => {
    const link = await checker.get(`/export/${get}?${query("abc", "Pending")}`);
    expect(link.status).toBe(200);
    expect(link.headers.get("content-type")).toBe(type);
    expect(link.headers.get("content-disposition")).toBe(`attachment; filename="${file("pending")}"`);
    expect(link.headers.get("cache-control")).toBe("no-store");
    expect(link.headers.get("x-content-type-options")).toBe("nosniff");
    const linkBytes = Buffer.from(await link.arrayBuffer());

    const posted = await checker.json("POST", `/api/${api}`, { date: SHOWN, status: "pending", group: "ABC" });
    expect(posted.status).toBe(200);
    expect(posted.headers.get("content-type")).toBe(type);
    expect(posted.headers.get("content-disposition")).toBe(`attachment; filename="${file("pending")}"`);
    const postedBytes = Buffer.from(await posted.arrayBuffer());
    if (get.endsWith(".csv")) expect(postedBytes.equals(linkBytes)).toBe(true);
    else expect(XLSX.utils.sheet_to_csv(XLSX.read(postedBytes).Sheets[XLSX.read(postedBytes).SheetNames[0]])).toBe(XLSX.utils.sheet_to_csv(XLSX.read(linkBytes).Sheets[XLSX.read(linkBytes).SheetNames[0]]));

    // the unpadded date and 'Select All' of the original client read the same
    const all = await admin.json("POST", `/api/${api}`, { date: "5-Jan-2025", status: "Select All", group: "abc" });
    expect(all.headers.get("content-disposition")).toBe(`attachment; filename="${file("all")}"`);
    await all.arrayBuffer();
    // a GET on the POST path is not an export
    expect((await admin.get(`/api/${api}`)).headers.get("content-disposition")).toBeNull();
  });
});

describe("filters equal the screen's", () => {
  const tables = [
    { file: "viewbo", screen: "/view-bo?type=depo", label: "View BO Deposit", key: "Ticket No" },
    { file: "viewbowd", screen: "/view-bo?type=wd", label: "View BO Withdraw", key: "Ticket No" },
    { file: "viewmutasi", screen: "/view-mutasi?type=depo", label: "View Mutasi Deposit", key: "Player Bank Name" },
    { file: "viewmutasiwd", screen: "/view-mutasi?type=wd", label: "View Mutasi Withdraw", key: "Player Bank Name" },
  ];

  it.each(tables)("$file: the rows of every status are the screen's rows, in the screen's order", async ({ file, screen, label, key }) => {
    for (const status of ["all", "approve", "pending"]) {
      const html = await screenHtml(checker, `${screen}&${query("ABC", status)}`);
      const headers = tableHeaders(html, label);
      const at = (name: string) => headers.indexOf(name);
      // data rows only (a BO row's candidate list is a row of one cell); the Status cell may
      // carry a tag (AUTO, MANUAL, Ambigu) under Approved / Pending
      const shown = bodyRows(html, label)
        .filter((cells) => cells.length === headers.length)
        .map((cells) => [cells[at("No")], cells[at("Status")].split(" ")[0], cells[at(key)]]);
      const { rows } = await csvTable(await checker.get(`/export/${file}.csv?${query("ABC", status)}`));
      // the screen's columns, without the checkbox and Action columns of the BO tables, plus Match Note
      // and, for statement lines, their mark (issue 14)
      const screenColumns = headers[0] === "" ? headers.slice(1, headers.at(-1) === "Action" ? -1 : undefined) : headers;
      expect(rows[0]).toEqual([...screenColumns, "Match Note", ...(file.startsWith("viewmutasi") ? ["Tanda", "Catatan Tanda"] : [])]);
      const column = rows[0].indexOf(key);
      const exported = rows.slice(1).map((row) => [row[0], row[1], row[column] === "" ? "-" : row[column].replace(/^'/, "")]);
      // the screen shows text as stored; the export neutralises it
      expect(exported.map((row) => row.join("|"))).toEqual(shown.map((row) => row.join("|")));
      if (status === "approve") expect(exported.every((row) => row[1] === "Approved")).toBe(true);
      if (status === "pending") expect(exported.every((row) => row[1] === "Pending")).toBe(true);
      expect(rows.length).toBeGreaterThan(status === "all" ? 2 : 1);
    }
  });

  it("reproduces the withdraw table's Player Bank Name / Player Number quirk", async () => {
    const { rows } = await csvTable(await admin.get(`/export/viewbowd.csv?${query("ABC", "pending")}`));
    const header = rows[0];
    const row = rows.find((line) => line[header.indexOf("Ticket No")] === quirkWd.wd_ticket_no)!;
    expect(row[header.indexOf("Player Bank Name")]).toBe("RINA WATI");
    expect(row[header.indexOf("Player Number")]).toBe("BNI");
    expect(row[header.indexOf("Amount")]).toBe("480000");
  });

  it("mutasi exports carry the statement side of a match and neutralise names", async () => {
    const { rows } = await csvTable(await admin.get(`/export/viewmutasi.csv?${query("ABC", "all")}`));
    expect(rows[0]).toEqual(["No", "Status", "Ket", "Mutasi Amount", "Ticket No", "App Date", "Player Bank Name", "Berita", "Referensi Bank", "Corporate Bank", "Mutasi Website", "Match Note", "Tanda", "Catatan Tanda"]);
    expect(rows[1]).toEqual([
      "1",
      "Approved",
      `AUTO: BO #${matchedBo.bo_id} (DP-AUTO)`,
      "250000.5",
      "DP-AUTO",
      "05-Jan-2025 12:06:07",
      "SITI AMINAH",
      "",
      "",
      "BCA - 1234567890",
      "TRX-1",
      `AUTO: BO #${matchedBo.bo_id}, Nama pengirim "SITI AMINAH" sama, nominal Rp 250.000,50 sama, masuk di tanggal BO`,
      "",
      "",
    ]);
    expect(rows[2]).toEqual(["2", "Pending", "", "99000", "", "", "'-2+3 BUDI", "", "", "BCA - 1234567890", "TRX-2", `Kandidat untuk BO #${ambiguousBo.bo_id}`, "", ""]);
    const wd = await csvTable(await admin.get(`/export/viewmutasiwd.csv?${query("ABC", "approve")}`));
    expect(wd.rows.slice(1).map((row) => row[6])).toEqual(["'=cmd"]);
  });
});

describe("who may export", () => {
  it("refuses a CHECKER another website's data with a 403 and no bytes of it, on the link and on /api", async () => {
    const link = await checker.get(`/export/viewbo.csv?${query("XYZ", "all")}`);
    expect(link.status).toBe(403);
    expect(link.headers.get("content-disposition")).toBeNull();
    expect(link.headers.get("content-type")).toContain("text/html");
    const page = await link.text();
    expect(page).toContain("Export gagal.");
    expect(page).toContain("Akses ditolak");
    expect(page).not.toContain("DP-XYZ-SECRET");
    expect(page).not.toContain("Ticket No");

    for (const api of ["exportcsvviewbo", "exportexcelviewbo", "exportcsvviewmutasi", "exportexcelviewmutasiwd"]) {
      const refused = await checker.json("POST", `/api/${api}`, { date: SHOWN, status: "all", group: "XYZ" });
      expect(refused.status).toBe(403);
      expect(refused.headers.get("content-disposition")).toBeNull();
      const body = await refused.json();
      expect(body.status).toBe(false);
      expect(body.message).toMatch(/^Export gagal\. Akses ditolak/);
    }
    // an ADMIN may export any website
    const xyz = await csvTable(await admin.get(`/export/viewbo.csv?${query("XYZ", "all")}`));
    expect(xyz.text).toContain("DP-XYZ-SECRET");
  });

  it("sends a signed-out link to /signin and a CS to /not-found; /api answers 401 and 403", async () => {
    const signedOut = await anonymous.get(`/export/viewbo.csv?${query("ABC", "all")}`);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/signin");
    expect((await anonymous.json("POST", "/api/exportcsvviewbo", { date: SHOWN, status: "all", group: "ABC" })).status).toBe(401);
    const csLink = await cs.get(`/export/viewmutasi.xlsx?${query("ABC", "all")}`);
    expect(csLink.status).toBe(302);
    expect(csLink.headers.get("location")).toBe("/not-found");
    const csApi = await cs.json("POST", "/api/exportexcelviewmutasi", { date: SHOWN, status: "all", group: "ABC" });
    expect(csApi.status).toBe(403);
    expect(csApi.headers.get("content-disposition")).toBeNull();
  });

  it("answers 'Export gagal.' with the reason for incomplete filters and an unknown file", async () => {
    const missing = await admin.get(`/export/viewbo.csv?website=ABC&status=&date=${DAY}`);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Export gagal. Lengkapi Website, Status, dan Date dulu.");
    const badDate = await admin.json("POST", "/api/exportcsvviewbo", { date: "31-Feb-2025", status: "all", group: "ABC" });
    expect(badDate.status).toBe(400);
    expect((await badDate.json()).message).toBe("Export gagal. Lengkapi Website, Status, dan Date dulu.");
    const unknown = await admin.get(`/export/viewbo.pdf?${query("ABC", "all")}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Export gagal.");
  });
});

describe("streaming", () => {
  it("sends a 20k-row CSV in many chunks, every row once, in id order", async () => {
    const response = await admin.get(`/export/viewbo.csv?${query("BIG", "all", BIG_DAY)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBeNull();
    const reader = response.body!.getReader();
    const parts: Uint8Array[] = [];
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parts.push(value);
    }
    expect(parts.length).toBeGreaterThan(5);
    const text = Buffer.concat(parts).subarray(3).toString("utf8");
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(BIG_ROWS + 1);
    expect(lines[1].startsWith("1,Pending,,BIG-0,")).toBe(true);
    expect(lines[BIG_ROWS].startsWith(`${BIG_ROWS},Pending,,BIG-${BIG_ROWS - 1},`)).toBe(true);
  });

  it("stops reading when the download is aborted midway, and the server carries on", async () => {
    const controller = new AbortController();
    const response = await admin.request(`/export/viewbo.csv?${query("BIG", "all", BIG_DAY)}`, { signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    await reader.read();
    controller.abort();
    await expect(reader.read()).rejects.toThrow();
    const after = await admin.get(`/export/viewbo.csv?${query("ABC", "all")}`);
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("DP-EVIL");
    expect(server.output()).not.toMatch(/Unhandled|unhandled|export failed/);
  });

  it("sends a 20k-row XLSX that SheetJS reads whole", async () => {
    const response = await admin.get(`/export/viewbo.xlsx?${query("BIG", "pending", BIG_DAY)}`);
    const { rows } = await xlsxTable(response);
    expect(rows).toHaveLength(BIG_ROWS + 1);
    expect(rows[BIG_ROWS].slice(0, 4)).toEqual([BIG_ROWS, "Pending", null, `BIG-${BIG_ROWS - 1}`]);
    expect(rows[BIG_ROWS][10]).toBe(50_000 + BIG_ROWS - 1);
  });

  const adminUser: SessionUser = { account_id: 1, account_name: "admin", account_role: "ADMIN", account_website: null, website_code: null };

  it.each(["csv", "xlsx"] as const)("%s: reads a batch only when the reader wants more bytes, and memory stays flat over 20k rows", async (format) => {
    v8.setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    let batches = 0;
    const heap: number[] = [];
    const opened = await openExport(adminUser, "bo-deposit", format, { website: "BIG", status: "all", date: BIG_DAY }, {
      onBatch: () => {
        batches += 1;
        gc();
        heap.push(process.memoryUsage().heapUsed);
      },
    });
    expect(opened.fileName).toBe(`viewbo_BIG_all_03-Feb-2025.${format}`);
    const reader = opened.body.getReader();
    let bytes = 0;
    // read until the second batch is in; a reader that stops asking stops the reading
    while (batches < 2) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      bytes += value!.byteLength;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(batches).toBe(2);
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
    }
    expect(batches).toBe(BIG_ROWS / 1000);
    expect(bytes).toBeGreaterThan(BIG_ROWS * 20);
    // heap after a full GC at each batch: what the export holds does not grow with the rows
    // read so far (20k rows of text are several times this bound)
    const settled = heap.slice(3);
    const growth = Math.max(...settled) - settled[0];
    expect(growth).toBeLessThan(6 * 1024 * 1024);
  });
});
