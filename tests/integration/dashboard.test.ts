import { beforeAll, describe, expect, it } from "vitest";
import { AkunBank, StatementDay } from "~/models/models.server";
import { loadDashboard, type CheckerDashboard } from "~/services/reports/dashboard.server";
import type { SessionUser } from "~/services/auth/session.server";
import { Client, decodeHtml } from "../support/client";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { cardValues } from "../support/report-pages";
import { seedBatch, seedBoDeposit, seedBoWithdraw, seedMutasiDeposit, seedMutasiWithdraw } from "../support/seed-data";

/**
 * The dashboard of 10-Feb-2025 against a fixture with known figures:
 *
 * ABC deposits: auto 2 (100.000,10 + 200.000,20), manual 1 (50.000,05), pending 3 (10.000 +
 *   20.000 + 30.000,01), ambiguous 1 (99.000); withdrawals: auto 1 (70.000), pending 1 (15.000,50)
 * ABC statement lines: deposit 2 matched + 2 unmatched (5.000,25 + 99.000) + 1 marked as interest
 *   (12.345,67, counted apart); withdraw 1 unmatched (15.000,50)
 * 09-Feb: deposit auto 1.000 and pending 2.000; 27-Jan (outside the 14 days): pending 123
 * XYZ: deposit pending 7.000 (ADMIN only)
 * Bank accounts: covered by a statement line, by an upload batch, by a statement day; missing:
 *   ABC DEPO BCA 6660006 (statement of the day before only) and ABC DEPO BRI 4440004 (none);
 *   XYZ DEPO BCA 7770007 (ADMIN only); an inactive account is never listed.
 */

const DAY = "2025-02-10";
const BEFORE = "2025-02-09";
const admin1: SessionUser = { account_id: 1, account_name: "admin", account_role: "ADMIN", account_website: null, website_code: null };
let checkerUser: SessionUser;

const { server, clients: { admin, checker, cs } } = withServer({
  seed: async () => {
    const { websites: [abc], checker: account } = await seedStaff();
    checkerUser = { account_id: account.account_id, account_name: "checker1", account_role: "CHECKER", account_website: abc.website_id, website_code: "ABC" };
  },
  clients: STAFF,
});

async function akun(website: string, jenis: "DEPO" | "WD", bank: string, no: string, status = true) {
  return AkunBank.create({
    akun_bank_website: website,
    akun_bank_jenis_transaksi: jenis,
    akun_bank_bank: bank,
    akun_bank_name: `Holder ${no}`,
    akun_bank_no: no,
    akun_bank_status: status,
    akun_bank_created_by: null,
    akun_bank_last_edited_by: null,
  });
}

beforeAll(async () => {
  const byLine = await akun("ABC", "DEPO", "BCA", "1110001");
  const byBatch = await akun("ABC", "DEPO", "MANDIRI", "2220002");
  const byDay = await akun("ABC", "WD", "BNI", "3330003");
  await akun("ABC", "DEPO", "BRI", "4440004");
  await akun("ABC", "WD", "BCA", "5550005", false);
  const dayBefore = await akun("ABC", "DEPO", "BCA", "6660006");
  await akun("XYZ", "DEPO", "BCA", "7770007");

  const bo = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
  await seedBoDeposit(bo, { depo_amount: 100_000.1, bank_statement_date: DAY, bo_approve: true, bo_match_state: "auto" });
  await seedBoDeposit(bo, { depo_amount: 200_000.2, bank_statement_date: DAY, bo_approve: true, bo_match_state: "auto" });
  await seedBoDeposit(bo, { depo_amount: 50_000.05, bank_statement_date: DAY, bo_approve: true, bo_match_state: "manual" });
  for (const amount of [10_000, 20_000, 30_000.01]) await seedBoDeposit(bo, { depo_amount: amount, bank_statement_date: DAY });
  await seedBoDeposit(bo, { depo_amount: 99_000, bank_statement_date: DAY, bo_match_state: "ambiguous" });
  await seedBoDeposit(bo, { depo_amount: 1_000, bank_statement_date: BEFORE, bo_approve: true, bo_match_state: "auto" });
  await seedBoDeposit(bo, { depo_amount: 2_000, bank_statement_date: BEFORE });
  await seedBoDeposit(bo, { depo_amount: 123, bank_statement_date: "2025-01-27" });
  const wd = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
  await seedBoWithdraw(wd, { wd_amount: 70_000, wd_bank_date: DAY, wd_bo_approve: true, wd_match_state: "auto" });
  await seedBoWithdraw(wd, { wd_amount: 15_000.5, wd_bank_date: DAY });
  const xyz = await seedBatch({ website: "XYZ", target: "bo_deposit", uploadedBy: 1 });
  await seedBoDeposit(xyz, { depo_amount: 7_000, bank_statement_date: DAY });

  // statement lines: the first account is covered by its lines (the batch names no account or date)
  const lines = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1 });
  await seedMutasiDeposit(lines, { mutasi_amount: 100_000.1, mutasi_date: DAY, mutasi_app: true, mutasi_akun_bank_id: byLine.akun_bank_id });
  await seedMutasiDeposit(lines, { mutasi_amount: 200_000.2, mutasi_date: DAY, mutasi_app: true, mutasi_akun_bank_id: byLine.akun_bank_id });
  await seedMutasiDeposit(lines, { mutasi_amount: 5_000.25, mutasi_date: DAY, mutasi_akun_bank_id: byLine.akun_bank_id });
  await seedMutasiDeposit(lines, { mutasi_amount: 99_000, mutasi_date: DAY, mutasi_akun_bank_id: byLine.akun_bank_id });
  await seedMutasiDeposit(lines, { mutasi_amount: 12_345.67, mutasi_date: DAY, mutasi_akun_bank_id: byLine.akun_bank_id, mutasi_mark: "bunga", mutasi_mark_note: "bunga bulanan" });
  await seedMutasiDeposit(lines, { mutasi_amount: 4_000, mutasi_date: BEFORE, mutasi_akun_bank_id: dayBefore.akun_bank_id });
  const wdLines = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1 });
  await seedMutasiWithdraw(wdLines, { mutasiwd_amount: 15_000.5, mutasiwd_date: DAY });
  // the second by an upload batch of that account and date (no lines), the third by a statement day
  await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1, date: DAY, akunBankId: byBatch.akun_bank_id });
  const dayBatch = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1 });
  await StatementDay.create({ day_batch_id: dayBatch.batch_id, day_target: "mutasi_withdraw", day_website: "ABC", day_account: String(byDay.akun_bank_id), day_date: DAY });
});

const text = async (response: Response) => decodeHtml(await response.text());

/** href and text of the link marked data-testid. */
function linkOf(html: string, testId: string): { href: string; text: string } {
  const tag = new RegExp(`<a([^>]*data-testid="${testId}"[^>]*)>([^<]*)</a>`).exec(html);
  if (!tag) throw new Error(`no link ${testId}`);
  return { href: /href="([^"]*)"/.exec(tag[1])![1], text: tag[2] };
}

function chartBar(html: string, date: string, kind: "matched" | "pending"): number {
  const group = new RegExp(`<g data-date="${date}">([\\s\\S]*?)</g>`).exec(html);
  if (!group) throw new Error(`no chart day ${date}`);
  return Number(new RegExp(`data-kind="${kind}" data-cents="(-?\\d+)"`).exec(group[1])![1]);
}

describe("dashboard service", () => {
  it("counts and sums the day's BO rows by state and the unmatched statement lines, per website, the marked lines apart", async () => {
    const dashboard = (await loadDashboard(checkerUser, DAY)) as CheckerDashboard;
    expect(dashboard.kind).toBe("checker");
    expect(dashboard.websites.map((site) => site.website)).toEqual(["ABC"]);
    const [abc] = dashboard.websites;
    expect(abc.deposit).toEqual({
      auto: { count: 2, cents: 30_000_030 },
      manual: { count: 1, cents: 5_000_005 },
      pending: { count: 3, cents: 6_000_001 },
      ambiguous: { count: 1, cents: 9_900_000 },
      all: { count: 7, cents: 50_900_036 },
      unmatchedLines: { count: 2, cents: 10_400_025 },
      markedLines: { count: 1, cents: 1_234_567 },
    });
    expect(abc.withdraw).toEqual({
      auto: { count: 1, cents: 7_000_000 },
      manual: { count: 0, cents: 0 },
      pending: { count: 1, cents: 1_500_050 },
      ambiguous: { count: 0, cents: 0 },
      all: { count: 2, cents: 8_500_050 },
      unmatchedLines: { count: 1, cents: 1_500_050 },
      markedLines: { count: 0, cents: 0 },
    });
  });

  it("lists the active bank accounts without a statement for the day", async () => {
    const checkerView = (await loadDashboard(checkerUser, DAY)) as CheckerDashboard;
    expect(checkerView.missing.map((account) => [account.website, account.jenis, account.bank, account.no])).toEqual([
      ["ABC", "DEPO", "BCA", "6660006"],
      ["ABC", "DEPO", "BRI", "4440004"],
    ]);
    const adminView = (await loadDashboard(admin1, DAY)) as CheckerDashboard;
    expect(adminView.missing.map((account) => account.no)).toEqual(["6660006", "4440004", "7770007"]);
    // the day before: only the account with a line that day is covered
    const before = (await loadDashboard(checkerUser, BEFORE)) as CheckerDashboard;
    expect(before.missing.map((account) => account.no)).toEqual(["1110001", "4440004", "2220002", "3330003"]);
  });

  it("draws 14 days of approved against pending amounts, ending on the day", async () => {
    const dashboard = (await loadDashboard(checkerUser, DAY)) as CheckerDashboard;
    expect(dashboard.chart).toHaveLength(14);
    expect(dashboard.chart[0].date).toBe("2025-01-28");
    expect(dashboard.chart[13]).toEqual({ date: DAY, matched: 42_000_035, pending: 17_400_051 });
    expect(dashboard.chart[12]).toEqual({ date: BEFORE, matched: 100_000, pending: 200_000 });
    expect(dashboard.chart.slice(0, 12).every((day) => day.matched === 0 && day.pending === 0)).toBe(true);
    const adminView = (await loadDashboard(admin1, DAY)) as CheckerDashboard;
    expect(adminView.chart[13].pending).toBe(17_400_051 + 700_000);
    expect(adminView.websites.find((site) => site.website === "XYZ")!.deposit.pending).toEqual({ count: 1, cents: 700_000 });
  });
});

describe("dashboard page", () => {
  it("keeps the greeting and shows every figure as a link to the filtered View BO or View Mutasi", async () => {
    const html = await text(await checker.get(`/?date=${DAY}`));
    expect(html).toContain(">Dashboard</h1>");
    expect(html).toMatch(/>Selamat (Pagi|Siang|Sore|Malam), checker1 \(CHECKER\)\.</);
    expect(html).toContain(`value="${DAY}"`);
    const expected: [string, string, string][] = [
      ["ABC-deposit-auto", `/view-bo?type=depo&website=ABC&status=approve&date=${DAY}`, "2 · Rp 300.000,30"],
      ["ABC-deposit-manual", `/view-bo?type=depo&website=ABC&status=approve&date=${DAY}`, "1 · Rp 50.000,05"],
      ["ABC-deposit-pending", `/view-bo?type=depo&website=ABC&status=pending&date=${DAY}`, "3 · Rp 60.000,01"],
      ["ABC-deposit-ambiguous", `/view-bo?type=depo&website=ABC&status=pending&date=${DAY}`, "1 · Rp 99.000"],
      ["ABC-deposit-all", `/view-bo?type=depo&website=ABC&status=all&date=${DAY}`, "7 · Rp 509.000,36"],
      ["ABC-deposit-lines", `/view-mutasi?type=depo&website=ABC&status=pending&date=${DAY}`, "2 · Rp 104.000,25"],
      ["ABC-withdraw-auto", `/view-bo?type=wd&website=ABC&status=approve&date=${DAY}`, "1 · Rp 70.000"],
      ["ABC-withdraw-manual", `/view-bo?type=wd&website=ABC&status=approve&date=${DAY}`, "0 · Rp 0"],
      ["ABC-withdraw-pending", `/view-bo?type=wd&website=ABC&status=pending&date=${DAY}`, "1 · Rp 15.000,50"],
      ["ABC-withdraw-lines", `/view-mutasi?type=wd&website=ABC&status=pending&date=${DAY}`, "1 · Rp 15.000,50"],
    ];
    for (const [testId, href, shown] of expected) expect(linkOf(html, testId)).toEqual({ href, text: shown });
    expect(html).not.toContain('data-testid="XYZ-deposit-all"');
  });

  it("lists the missing statements and draws the chart as inline SVG", async () => {
    const html = await text(await checker.get(`/?date=${DAY}`));
    const missing = [...html.matchAll(/<li[^>]*data-testid="missing-statement"[^>]*>([^<]*)<\/li>/g)].map((match) => match[1]);
    expect(missing).toEqual(["ABC · Deposit · BCA 6660006 (Holder 6660006)", "ABC · Deposit · BRI 4440004 (Holder 4440004)"]);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*data-testid="reconciliation-chart"/);
    expect(chartBar(html, DAY, "matched")).toBe(42_000_035);
    expect(chartBar(html, DAY, "pending")).toBe(17_400_051);
    expect(chartBar(html, "2025-01-28", "pending")).toBe(0);
    expect(html).not.toMatch(/data-date="2025-01-27"/);
    expect(html).toContain("10-Feb-2025 cocok: Rp 420.000,35");
  });

  it("shows ADMIN every website and the accounts of every website", async () => {
    const html = await text(await admin.get(`/?date=${DAY}`));
    expect(linkOf(html, "XYZ-deposit-pending")).toEqual({ href: `/view-bo?type=depo&website=XYZ&status=pending&date=${DAY}`, text: "1 · Rp 7.000" });
    expect(html).toContain("XYZ · Deposit · BCA 7770007");
  });

  it("defaults to today in Jakarta and says so when every account has its statement", async () => {
    const html = await text(await checker.get("/"));
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect(html).toContain(`value="${today}"`);
    expect(linkOf(html, "ABC-deposit-all").href).toBe(`/view-bo?type=depo&website=ABC&status=all&date=${today}`);
    const bad = await text(await checker.get("/?date=not-a-date"));
    expect(bad).toContain(`value="${today}"`);
  });

  it("shows a CS only the Data Player cards of their website for the day", async () => {
    const response = await cs.get(`/?date=${DAY}`);
    expect(response.status).toBe(200);
    const html = await text(response);
    expect(cardValues(html)).toEqual(["Rp 350.000,35", "Rp 70.000", "Rp 280.000,35", "4"]);
    expect(html).not.toContain("/view-bo?");
    expect(html).not.toContain("/view-mutasi?");
    expect(html).not.toContain("reconciliation-chart");
    expect(html).not.toContain("missing-statement");
    expect(html).toContain(`href="/dataplayer?start=${DAY}&end=${DAY}"`);
  });
});

describe("'Mode ringan' (POST /light-mode)", () => {
  it("sets the cookie, sends pages with no script at all, and clearing it brings the scripts back", async () => {
    const client = new Client(server.url);
    await client.signIn("checker1", "checker-pass-1");
    const normal = await client.get(`/?date=${DAY}`);
    expect(await normal.text()).toContain("<script");

    // the form needs its CSRF token; a foreign redirect target goes home
    const forged = await client.request("/light-mode", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ light: "on", redirectTo: "/" }).toString(),
    });
    expect(forged.status).toBe(403);
    expect(client.cookies.has("light")).toBe(false);
    const on = await client.postForm("/light-mode", { light: "on", redirectTo: "//evil.example/x" }, { csrfFrom: "/" });
    expect(on.status).toBe(302);
    expect(on.headers.get("location")).toBe("/");
    expect(on.headers.getSetCookie().join(";")).toMatch(/light=1;.*HttpOnly/i);

    for (const path of [`/?date=${DAY}`, "/dataplayer", "/view-bo"]) {
      const html = await (await client.get(path)).text();
      expect(html).not.toContain("<script");
      expect(html).not.toContain("modulepreload");
    }
    const menu = decodeHtml(await (await client.get("/")).text());
    expect(menu).toMatch(/<input type="hidden" name="light" value="off"\/>/);
    expect(menu).toContain("Mode ringan: Aktif");

    // a tab or a line break in the path (a clean-room forms audit: '/\t/evil.example' went to another site, '\n' was a 500)
    for (const redirectTo of ["/\t/evil.example", "/view-bo\r\nSet-Cookie: x=1", "/\n/evil.example"]) {
      const tampered = await client.postForm("/theme", { theme: "dark", redirectTo }, { csrfFrom: "/" });
      expect([tampered.status, tampered.headers.get("location")], JSON.stringify(redirectTo)).toEqual([302, "/"]);
    }
    const off = await client.postForm("/light-mode", { light: "off", redirectTo: "/dataplayer" }, { csrfFrom: "/" });
    expect(off.headers.get("location")).toBe("/dataplayer");
    expect(client.cookies.has("light")).toBe(false);
    expect(await (await client.get("/dataplayer")).text()).toContain("<script");
  });
});
