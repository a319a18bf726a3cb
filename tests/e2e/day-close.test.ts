import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BoDeposit, DayClose, MatchLink, MutasiDeposit, type UploadBatch } from "~/models/models.server";
import { formatJakartaLong } from "~/services/jakarta-time";
import { formatSpecDate } from "~/services/spec-date";
import { seriousViolations } from "../support/axe";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { ADMIN, CHECKER1, seedStaff, withServer } from "../support/fixture";
import { seedBatch, seedBoDeposit, seedMutasiDeposit } from "../support/seed-data";
import { daysAgo } from "../support/view-pages";

/**
 * Issue 14, point 4 in the browser: a CHECKER closes a day on the Tutup Hari page, an approval of
 * that day in View BO is then refused with the closed-day message, an ADMIN reopens it with a
 * reason, and the approval goes through; and (point 3) a clerk marks a line in View Mutasi and
 * takes the mark off; with scripts and without. A closed day's View BO and View Mutasi say it is
 * closed and offer no change.
 */
let batch: UploadBatch;

const { server, browser } = withServer({
  seed: async () => {
    await seedStaff({ ABC: "Alpha", TT0: "Tutup 0", TT1: "Tutup 1", TT2: "Tutup 2" });
    batch = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
  },
  browser: true,
});

async function signedIn(javaScriptEnabled: boolean, [name, password]: readonly [string, string]): Promise<Page> {
  const page = await (await newContext(browser, javaScriptEnabled)).newPage();
  await signInThroughPage(page, server.url, name, password, javaScriptEnabled);
  return page;
}

async function approveInViewBo(page: Page, javaScriptEnabled: boolean, row: BoDeposit, date: string) {
  await page.goto(`${server.url}/view-bo?type=depo&website=ABC&status=pending&date=${date}`);
  await settle(page, javaScriptEnabled);
  const line = page.locator(`tr[data-row-id="${row.bo_id}"]`);
  await line.getByLabel(`Pilih data #${row.bo_id}`).check();
  await line.getByLabel(`Ket #${row.bo_id}`).fill("transfer masuk");
  await page.getByRole("button", { name: javaScriptEnabled ? "Submit 1 data" : "Submit data", exact: true }).click();
  await page.getByRole("dialog", { name: "Konfirmasi Submit" }).getByRole("button", { name: "Ya, Submit" }).click();
}

describe.each(JS_MODES)("Tutup Hari $name", ({ javaScriptEnabled }) => {
  it("closes a day, whose View BO then says so and offers no approval, and after an ADMIN reopens it with a reason the approval works", async () => {
    const date = daysAgo(javaScriptEnabled ? 1 : 2);
    const shown = formatSpecDate(date, { padDay: true });
    // the BO itself rejected this deposit: it does not keep the day open, but may still be approved by hand
    const row = await seedBoDeposit(batch, { depo_amount: 90_000, bank_statement_date: date, bo_status: "REJECTED", bo_approve: false });
    const checker = await signedIn(javaScriptEnabled, CHECKER1);

    // the dashboard lists the day as open and links to its Tutup Hari page
    await checker.goto(`${server.url}/?date=${date}`);
    await settle(checker, javaScriptEnabled);
    const cell = checker.getByTestId(`close-ABC-${date}`);
    expect(await cell.textContent()).toBe("Terbuka");
    await cell.click();
    await checker.waitForURL(`${server.url}/tutuphari?website=ABC&date=${date}`);
    await settle(checker, javaScriptEnabled);
    await expect.poll(() => checker.getByTestId("day-state").textContent()).toBe("Terbuka");
    expect(await checker.getByTestId("no-blockers").textContent()).toBe("Tidak ada yang menghalangi: hari ini bisa ditutup.");
    await checker.getByRole("button", { name: "Tutup Hari" }).click();
    await expect.poll(() => checker.getByTestId("notice").textContent()).toBe(`Hari ${shown} untuk ABC ditutup.`);
    expect(await checker.getByTestId("day-state").textContent()).toBe("Ditutup");
    expect(await checker.getByTestId("closed-by").textContent()).toMatch(/^Ditutup oleh checker1 pada /);
    expect(await checker.getByRole("button", { name: "Buka Hari" }).count()).toBe(0);
    expect(await DayClose.findOne({ where: { close_website: "ABC", close_date: date } })).toMatchObject({ close_closed: true, close_closed_by: "checker1" });

    // View BO says so and offers no approval
    await checker.goto(`${server.url}/view-bo?type=depo&website=ABC&status=pending&date=${date}`);
    await settle(checker, javaScriptEnabled);
    expect(await checker.getByTestId("day-closed").textContent()).toMatch(new RegExp(`^Hari ${shown} untuk ABC sudah ditutup \\(Tutup Hari\\) oleh checker1 pada `));
    expect(await checker.getByRole("button", { name: /^Submit/ }).count()).toBe(0);
    expect(await checker.getByLabel(`Pilih data #${row.bo_id}`).isDisabled()).toBe(true);

    // an ADMIN reopens it; the reason is required by the form and by the server
    const admin = await signedIn(javaScriptEnabled, ADMIN);
    await admin.goto(`${server.url}/tutuphari?website=ABC&date=${date}`);
    await settle(admin, javaScriptEnabled);
    await admin.getByLabel("Alasan membuka kembali").fill("Approve manual susulan");
    await admin.getByRole("button", { name: "Buka Hari" }).click();
    await expect.poll(() => admin.getByTestId("notice").textContent()).toBe(`Hari ${shown} untuk ABC dibuka kembali.`);
    expect(await admin.getByTestId("day-state").textContent()).toBe("Terbuka");
    expect(await admin.getByTestId("reopened-by").textContent()).toBe("Terakhir dibuka kembali oleh admin: Approve manual susulan");

    await approveInViewBo(checker, javaScriptEnabled, row, date);
    await expect.poll(() => checker.getByTestId("notice").textContent()).toBe("1 data berhasil diapprove.");
    expect(await BoDeposit.findByPk(row.bo_id)).toMatchObject({ bo_approve: true });
    await checker.context().close();
    await admin.context().close();
  });
});

describe.each(JS_MODES)("marks in View Mutasi $name", ({ javaScriptEnabled }) => {
  it("a clerk marks a line as not a player's money with a note, sees the mark, and takes it off", async () => {
    const date = daysAgo(0);
    const statement = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1, date });
    const line = await seedMutasiDeposit(statement, { mutasi_amount: 6_500, mutasi_date: date, mutasi_description: "BIAYA ADM BULANAN", mutasi_app: false });
    const checker = await signedIn(javaScriptEnabled, CHECKER1);
    await checker.goto(`${server.url}/view-mutasi?type=depo&website=ABC&status=all&date=${date}`);
    await settle(checker, javaScriptEnabled);
    await checker.getByRole("link", { name: `Tandai mutasi #${line.mutasi_id}` }).click();
    const dialog = checker.getByRole("dialog", { name: `Tandai mutasi #${line.mutasi_id}` });
    await dialog.waitFor();
    await settle(checker, javaScriptEnabled);
    await dialog.getByLabel("Tanda").selectOption("biaya");
    await dialog.getByLabel("Keterangan").fill("biaya admin bulanan");
    await dialog.getByRole("button", { name: "Tandai" }).click();
    await expect.poll(() => checker.getByTestId("notice").textContent()).toBe("Baris ditandai sebagai biaya; tidak ikut dicocokkan.");
    expect(await checker.getByTestId(`mark-${line.mutasi_id}`).textContent()).toContain("Ditandai: biayabiaya admin bulanan");
    expect(await MutasiDeposit.findByPk(line.mutasi_id)).toMatchObject({ mutasi_mark: "biaya", mutasi_mark_note: "biaya admin bulanan" });
    await settle(checker, javaScriptEnabled);

    await checker.getByTestId(`mark-${line.mutasi_id}`).getByRole("link", { name: "Hapus tanda" }).click();
    const undo = checker.getByRole("dialog", { name: `Hapus tanda mutasi #${line.mutasi_id}` });
    await undo.waitFor();
    await settle(checker, javaScriptEnabled);
    await undo.getByRole("button", { name: "Hapus tanda" }).click();
    await expect.poll(() => checker.getByTestId("notice").textContent()).toBe("Tanda dihapus; baris kembali ikut dicocokkan.");
    expect(await checker.getByTestId(`mark-${line.mutasi_id}`).count()).toBe(0);
    expect(await MutasiDeposit.findByPk(line.mutasi_id)).toMatchObject({ mutasi_mark: null });
    await checker.context().close();
  });
});

describe("Tutup Hari in 'Mode ringan'", () => {
  it("is sent without any script and still closes a day by its form", async () => {
    const date = daysAgo(5);
    const checker = await signedIn(true, CHECKER1);
    await checker.context().addCookies([{ name: "light", value: "1", url: server.url }]);
    await checker.goto(`${server.url}/tutuphari?website=ABC&date=${date}`);
    expect(await checker.locator("script").count()).toBe(0);
    await checker.getByRole("button", { name: "Tutup Hari" }).click();
    await expect.poll(() => checker.getByTestId("notice").textContent()).toBe(`Hari ${formatSpecDate(date, { padDay: true })} untuk ABC ditutup.`);
    expect(await checker.locator("script").count()).toBe(0);
    expect(await checker.getByRole("link", { name: "Export Excel" }).getAttribute("href")).toBe(`/export/tutuphari.xlsx?website=ABC&date=${date}`);
    await checker.context().close();
  });
});

describe.each(JS_MODES)("accessibility of Tutup Hari and the mark dialog $name", ({ javaScriptEnabled }) => {
  it("axe-core finds no serious or critical violation on an open day with blockers, a closed day (Tutup Hari and View BO) and the mark dialog, light and dark", async () => {
    const open = daysAgo(javaScriptEnabled ? 6 : 7);
    const closed = daysAgo(javaScriptEnabled ? 8 : 9);
    await seedBoDeposit(batch, { depo_amount: 10_000, bank_statement_date: open, bo_approve: false });
    const statement = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1, date: open });
    const line = await seedMutasiDeposit(statement, { mutasi_amount: 10_000, mutasi_date: open, mutasi_app: false });
    await DayClose.create({ close_website: "ABC", close_date: closed, close_closed: true, close_closed_by: "checker1", close_closed_at: new Date() });
    const page = await signedIn(javaScriptEnabled, ADMIN);
    await page.setViewportSize({ width: 1366, height: 768 });
    const found: Record<string, unknown[]> = {};
    for (const theme of ["light", "dark"]) {
      await page.context().addCookies([{ name: "theme", value: theme, url: server.url }]);
      const screens = [
        [`/tutuphari?website=ABC&date=${open}`, '[data-testid="blockers"]'],
        [`/tutuphari?website=ABC&date=${closed}`, '[data-testid="closed-by"]'],
        [`/view-bo?type=depo&website=ABC&status=all&date=${closed}`, '[data-testid="day-closed"]'],
        [`/view-mutasi?type=depo&website=ABC&status=all&date=${open}&mark=${line.mutasi_id}`, '[role="dialog"] select[name="mark"]'],
      ];
      for (const [screen, shown] of screens) {
        await page.goto(`${server.url}${screen}`);
        await settle(page, javaScriptEnabled);
        expect(await page.locator(shown).count(), screen).toBe(1);
        const violations = await seriousViolations(page, javaScriptEnabled);
        if (violations.length) found[`${theme} ${screen}`] = violations;
      }
    }
    expect(found).toEqual({});
    await page.context().close();
  });
});

/** Each way a clerk sees the screens: with scripts, without, and 'Mode ringan' (no script sent). */
const SCREEN_MODES = [...JS_MODES.map((mode) => ({ ...mode, light: false })), { name: "in 'Mode ringan'", javaScriptEnabled: true, light: true }] as const;

describe.each(SCREEN_MODES.map((mode, index) => ({ ...mode, index })))("a closed day on View BO and View Mutasi $name", ({ javaScriptEnabled, light, index }) => {
  it("shows who closed it and when, and offers none of the changes an open day offers", async () => {
    // a website of its own per mode: the days and their rows do not meet
    const website = `TT${index}`;
    const closed = daysAgo(1);
    const open = daysAgo(0);
    const closedAt = new Date("2026-11-24T10:15:00Z");
    const boBatch = await seedBatch({ website, target: "bo_deposit", uploadedBy: 1 });
    const lineBatch = await seedBatch({ website, target: "mutasi_deposit", uploadedBy: 1, date: closed });
    const seedDay = async (date: string) => {
      const pending = await seedBoDeposit(boBatch, { depo_amount: 15_000, bank_statement_date: date, bo_match_state: "ambiguous" });
      const candidate = await seedMutasiDeposit(lineBatch, { mutasi_amount: 15_000, mutasi_date: date });
      const marked = await seedMutasiDeposit(lineBatch, { mutasi_amount: 1_000, mutasi_date: date, mutasi_mark: "biaya", mutasi_mark_note: "biaya admin" });
      const paid = await seedBoDeposit(boBatch, { depo_amount: 25_000, bank_statement_date: date, bo_approve: true, ket_app: "MANUAL", app_date: new Date(), bo_match_state: "manual" });
      const paidLine = await seedMutasiDeposit(lineBatch, { mutasi_amount: 25_000, mutasi_date: date, mutasi_app: true, mutasi_ticket: paid.ticket_no });
      const link = (bo: number, mutasi: number, method: "candidate" | "manual") =>
        MatchLink.create({ match_kind: "deposit", match_bo_id: bo, match_mutasi_id: mutasi, match_score: 0.8, match_reason: method, match_method: method, match_created_by: null, match_undone_at: null, match_undone_by: null });
      await link(pending.bo_id, candidate.mutasi_id, "candidate");
      await link(paid.bo_id, paidLine.mutasi_id, "manual");
      return { pending, candidate, marked, paid };
    };
    const shut = await seedDay(closed);
    const openDay = await seedDay(open);
    await DayClose.create({ close_website: website, close_date: closed, close_closed: true, close_closed_by: "checker1", close_closed_at: closedAt });

    const page = await signedIn(javaScriptEnabled, ADMIN);
    if (light) await page.context().addCookies([{ name: "light", value: "1", url: server.url }]);
    const viewBo = async (date: string) => {
      await page.goto(`${server.url}/view-bo?type=depo&website=${website}&status=all&date=${date}`);
      await settle(page, javaScriptEnabled && !light);
      if (light) expect(await page.locator("script").count()).toBe(0);
    };
    const viewMutasi = async (date: string) => {
      await page.goto(`${server.url}/view-mutasi?type=depo&website=${website}&status=all&date=${date}`);
      await settle(page, javaScriptEnabled && !light);
    };
    const offered = async (ids: { pending: BoDeposit; paid: BoDeposit }) => ({
      notice: await page.getByTestId("day-closed").count(),
      reconcile: await page.getByRole("button", { name: "Reconcile sekarang" }).count(),
      submit: await page.getByRole("button", { name: /^Submit/ }).count(),
      update: await page.getByRole("button", { name: "Update" }).count(),
      delete: await page.getByRole("button", { name: `Delete data #${ids.pending.bo_id}` }).count(),
      pair: await page.getByRole("link", { name: `Pasangkan data #${ids.pending.bo_id}` }).count(),
      undo: await page.getByRole("link", { name: `Batalkan pasangan data #${ids.paid.bo_id}` }).count(),
      confirm: await page.getByRole("button", { name: /^Konfirmasi mutasi/ }).count(),
    });

    // the open day, for contrast: every change is there
    await viewBo(open);
    expect(await offered(openDay)).toEqual({ notice: 0, reconcile: 1, submit: 1, update: 1, delete: 1, pair: 1, undo: 1, confirm: 1 });
    await viewBo(closed);
    expect(await page.getByTestId("day-closed").textContent()).toBe(
      `Hari ${formatSpecDate(closed, { padDay: true })} untuk ${website} sudah ditutup (Tutup Hari) oleh checker1 pada ${formatJakartaLong(closedAt)}: data tidak bisa diubah.`,
    );
    expect(await offered(shut)).toEqual({ notice: 1, reconcile: 0, submit: 0, update: 0, delete: 0, pair: 0, undo: 0, confirm: 0 });
    expect(await page.getByLabel(`Pilih data #${shut.pending.bo_id}`).isDisabled()).toBe(true);

    const lineOffers = async (ids: { candidate: MutasiDeposit; marked: MutasiDeposit }) => ({
      notice: await page.getByTestId("day-closed").count(),
      mark: await page.getByRole("link", { name: `Tandai mutasi #${ids.candidate.mutasi_id}` }).count(),
      unmark: await page.getByTestId(`mark-${ids.marked.mutasi_id}`).getByRole("link", { name: "Hapus tanda" }).count(),
      pair: await page.getByRole("link", { name: `Pasangkan data #${ids.candidate.mutasi_id}` }).count(),
      undo: await page.getByRole("link", { name: /^Batalkan pasangan/ }).count(),
    });
    await viewMutasi(open);
    expect(await lineOffers(openDay)).toEqual({ notice: 0, mark: 1, unmark: 1, pair: 1, undo: 1 });
    await viewMutasi(closed);
    expect(await page.getByTestId("day-closed").textContent()).toContain(`Hari ${formatSpecDate(closed, { padDay: true })} untuk ${website} sudah ditutup (Tutup Hari) oleh checker1`);
    expect(await lineOffers(shut)).toEqual({ notice: 1, mark: 0, unmark: 0, pair: 0, undo: 0 });
    // the mark itself is still shown, only not offered for removal
    expect(await page.getByTestId(`mark-${shut.marked.mutasi_id}`).textContent()).toContain("Ditandai: biaya");
    await page.context().close();
  });
});
