import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BoDeposit, DayClose, MutasiDeposit, type UploadBatch } from "~/models/models.server";
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
 * takes the mark off; with scripts and without.
 */
let batch: UploadBatch;

const { server, browser } = withServer({
  seed: async () => {
    await seedStaff({ ABC: "Alpha" });
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
  it("closes a day, refuses an approval on it, and after an ADMIN reopens it with a reason the approval works", async () => {
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

    await approveInViewBo(checker, javaScriptEnabled, row, date);
    await expect.poll(() => checker.getByRole("alert").filter({ hasText: "Tutup Hari" }).first().textContent()).toContain(`Hari ${shown} untuk ABC sudah ditutup (Tutup Hari)`);
    expect(await BoDeposit.findByPk(row.bo_id)).toMatchObject({ bo_approve: false });

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
  it("axe-core finds no serious or critical violation on an open day with blockers, a closed day and the mark dialog, light and dark", async () => {
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
