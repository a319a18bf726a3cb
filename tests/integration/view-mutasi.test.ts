import { beforeAll, describe, expect, it } from "vitest";
import type { MutasiDeposit, MutasiWithdraw } from "~/models/models.server";
import { formatSpecDate } from "~/services/spec-date";
import { decodeHtml, type Client } from "../support/client";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { seedBatch, seedMutasiDeposit, seedMutasiWithdraw } from "../support/seed-data";
import { bodyRows, daysAgo, tableHeaders } from "../support/view-pages";

const { clients: { admin, checker, cs } } = withServer({ seed: () => seedStaff(), clients: STAFF });

const TODAY = daysAgo(0);
const padded = formatSpecDate(TODAY, { padDay: true });
const unpadded = formatSpecDate(TODAY, { padDay: false });

let credit: MutasiDeposit;
let approvedCredit: MutasiDeposit;
let otherCredit: MutasiDeposit;
let debit: MutasiWithdraw;

beforeAll(async () => {
  const statement = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1, date: TODAY });
  credit = await seedMutasiDeposit(statement, {
    mutasi_amount: 250_000,
    mutasi_date: TODAY,
    mutasi_player_bank_name: "SITI AMINAH",
    mutasi_corporate_bank: "BCA - 1234567890",
    mutasi_transaction_id: "TRX-001",
  });
  approvedCredit = await seedMutasiDeposit(statement, {
    mutasi_amount: 75_500,
    mutasi_date: TODAY,
    mutasi_player_bank_name: "JOKO SUSILO",
    mutasi_transaction_id: "TRX-002",
    mutasi_app: true,
    mutasi_ketapp: "AUTO: BO #7",
    mutasi_ticket: "DP-77",
    mutasi_app_date: new Date(),
  });
  const xyz = await seedBatch({ website: "XYZ", target: "mutasi_deposit", uploadedBy: 1, date: TODAY });
  otherCredit = await seedMutasiDeposit(xyz, { mutasi_amount: 250_000, mutasi_date: TODAY, mutasi_player_bank_name: "XENA" });
  const wd = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1, date: TODAY });
  debit = await seedMutasiWithdraw(wd, {
    mutasiwd_amount: 480_000,
    mutasiwd_date: TODAY,
    mutasiwd_player_bank_name: "RINA WATI",
    mutasiwd_corporate_bank: "BCA - 5555500000",
    mutasiwd_transaction_id: "WTX-9",
  });
});

const page = async (client: Client, query: string) => {
  const response = await client.get(`/view-mutasi?${query}`);
  return { status: response.status, html: decodeHtml(await response.text()) };
};

const HEADERS = ["No", "Status", "Ket", "Mutasi Amount", "Ticket No", "App Date", "Player Bank Name", "Berita", "Referensi Bank", "Corporate Bank", "Mutasi Website"];

describe("/view-mutasi screen", () => {
  it("shows the filters with the mutasi view types and asks for missing filters", async () => {
    const first = await page(checker, "");
    expect(first.status).toBe(200);
    for (const label of ["View Mutasi Deposit", "View Mutasi Withdraw", "Select All", "Approve", "Pending", "Search"]) expect(first.html).toContain(label);
    expect(first.html).toMatch(/<option value="ABC" selected="">/);
    const missing = await page(checker, `type=depo&website=ABC&status=&date=${TODAY}`);
    expect(missing.html).toContain("Lengkapi Website, Status, dan Date dulu.");
  });

  it("lists deposit lines read-only, the Mutasi Website column showing the transaction id", async () => {
    const { html } = await page(checker, `type=depo&website=ABC&status=all&date=${TODAY}`);
    expect(tableHeaders(html, "View Mutasi Deposit")).toEqual(HEADERS);
    const rows = bodyRows(html, "View Mutasi Deposit");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(["1", "Pending Pasangkan Tandai", "-", "250.000", "-", "-", "SITI AMINAH", "-", "-", "BCA - 1234567890", "TRX-001"]);
    expect(rows[1].slice(0, 5)).toEqual(["2", "Approved", "AUTO: BO #7", "75.500", "DP-77"]);
    expect(rows[1][5]).toMatch(new RegExp(`^${padded} \\d{2}:\\d{2}:\\d{2}$`));
    // read-only: nothing to select, edit or post
    expect(html).not.toContain('name="sel"');
    expect(html).not.toContain('method="post" action="/view-mutasi');
    expect(html).toContain(`href="/export/viewmutasi.csv?website=ABC&status=all&date=${TODAY}"`);
    expect(html).toContain(`href="/export/viewmutasi.xlsx?website=ABC&status=all&date=${TODAY}"`);
    expect(html).toContain("Showing page 1 of 1");
  });

  it("lists withdraw lines, the Mutasi Website column showing the website", async () => {
    const { html } = await page(checker, `type=wd&website=ABC&status=all&date=${TODAY}`);
    expect(tableHeaders(html, "View Mutasi Withdraw")).toEqual(HEADERS);
    expect(bodyRows(html, "View Mutasi Withdraw")).toEqual([["1", "Pending Pasangkan Tandai", "-", "480.000", "-", "-", "RINA WATI", "-", "-", "BCA - 5555500000", "ABC"]]);
    expect(html).toContain(`href="/export/viewmutasiwd.csv?website=ABC&status=all&date=${TODAY}"`);
  });

  it("filters by status and searches by name, nominal and ID Tracking", async () => {
    const base = `type=depo&website=ABC&status=all&date=${TODAY}`;
    const names = async (query: string) => bodyRows((await page(checker, query)).html, "View Mutasi Deposit").map((row) => row[6]);
    expect(await names(`type=depo&website=ABC&status=approve&date=${TODAY}`)).toEqual(["JOKO SUSILO"]);
    expect(await names(`type=depo&website=ABC&status=pending&date=${TODAY}`)).toEqual(["SITI AMINAH"]);
    expect(await names(`${base}&q=siti`)).toEqual(["SITI AMINAH"]);
    expect(await names(`${base}&q=${encodeURIComponent("75.500")}`)).toEqual(["JOKO SUSILO"]);
    expect(await names(`${base}&q=siti&id=${approvedCredit.mutasi_id}`)).toEqual(["JOKO SUSILO"]);
  });

  it("refuses a CHECKER another website's lines and keeps a CS out", async () => {
    const { status, html } = await page(checker, `type=depo&website=XYZ&status=all&date=${TODAY}`);
    expect(status).toBe(403);
    expect(html).toContain("Akses ditolak");
    expect(html).not.toContain("XENA");
    expect((await page(admin, `type=depo&website=XYZ&status=all&date=${TODAY}`)).html).toContain("XENA");
    const response = await cs.get("/view-mutasi");
    expect(response.headers.get("location")).toBe("/not-found");
  });
});

describe("GET /api/viewmutasi, /api/viewmutasiwd, /api/searchmutasi, /api/searchmutasiwd", () => {
  it("answers deposit lines with the spec's field names, all_data, x-total-count and padded dates", async () => {
    const response = await checker.get(`/api/viewmutasi/${padded}/ABC/all/1/1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe("2");
    const rows = await response.json();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0])).toEqual(
      expect.arrayContaining([
        "mutasi_id",
        "mutasi_app",
        "mutasi_ketapp",
        "mutasi_amount",
        "mutasi_ticket",
        "mutasi_app_date",
        "mutasi_player_bank_name",
        "mutasi_corporate_bank",
        "mutasi_transaction_id",
        "mutasi_website",
        "all_data",
      ]),
    );
    expect(rows[0]).toMatchObject({
      mutasi_id: credit.mutasi_id,
      mutasi_app: false,
      mutasi_amount: 250000,
      mutasi_transaction_id: "TRX-001",
      mutasi_website: "ABC",
      mutasi_date: padded,
      all_data: 2,
    });
    expect(rows[0].mutasi_date).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
    // the unpadded form and ISO are read too
    expect((await checker.get(`/api/viewmutasi/${unpadded}/ABC/approve/100/1`)).headers.get("x-total-count")).toBe("1");
    expect((await checker.get(`/api/viewmutasi/${TODAY}/ABC/pending/100/1`)).headers.get("x-total-count")).toBe("1");
  });

  it("answers withdraw lines with the spec's field names", async () => {
    const response = await checker.get(`/api/viewmutasiwd/${padded}/ABC/all/100/1`);
    const [row] = await response.json();
    expect(response.headers.get("x-total-count")).toBe("1");
    for (const field of [
      "mutasiwd_id",
      "mutasiwd_app",
      "mutasiwd_ketapp",
      "mutasiwd_amount",
      "mutasiwd_ticket",
      "mutasiwd_app_date",
      "mutasiwd_player_bank_name",
      "mutasiwd_corporate_bank",
      "mutasiwd_website",
      "all_data",
    ]) {
      expect(row).toHaveProperty(field);
    }
    expect(row).toMatchObject({ mutasiwd_id: debit.mutasiwd_id, mutasiwd_amount: 480000, mutasiwd_website: "ABC", mutasiwd_date: padded, all_data: 1 });
  });

  it("searches by id, nominal and string, and refuses what it should", async () => {
    const ids = async (path: string) => (await (await checker.get(path)).json()).map((row: { mutasi_id?: number; mutasiwd_id?: number }) => row.mutasi_id ?? row.mutasiwd_id);
    expect(await ids(`/api/searchmutasi/${padded}/ABC/all/string/aminah/100/1`)).toEqual([credit.mutasi_id]);
    expect(await ids(`/api/searchmutasi/${padded}/ABC/all/nominal/75500/100/1`)).toEqual([approvedCredit.mutasi_id]);
    expect(await ids(`/api/searchmutasi/${padded}/ABC/all/id/${credit.mutasi_id}/100/1`)).toEqual([credit.mutasi_id]);
    expect(await ids(`/api/searchmutasi/${padded}/ABC/all/id/${otherCredit.mutasi_id}/100/1`)).toEqual([]);
    expect(await ids(`/api/searchmutasiwd/${padded}/ABC/all/string/rina/100/1`)).toEqual([debit.mutasiwd_id]);
    const searched = await checker.get(`/api/searchmutasi/${padded}/ABC/all/string/aminah/100/1`);
    expect(searched.headers.get("x-total-count")).toBe("1");
    expect((await checker.get(`/api/searchmutasi/${padded}/XYZ/all/string/xena/100/1`)).status).toBe(403);
    expect((await cs.get(`/api/viewmutasi/${padded}/ABC/all/100/1`)).status).toBe(403);
    expect((await checker.get(`/api/viewmutasiwd/nope/ABC/all/100/1`)).status).toBe(400);
  });
});
