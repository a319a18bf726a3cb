import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { AkunBank } from "~/models/models.server";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { seedAccount, seedWebsite } from "../support/db";
import { seedBatch, seedBoDeposit, seedBoWithdraw, seedMutasiDeposit } from "../support/seed-data";
import { withServer } from "../support/fixture";
import { daysAgo } from "../support/view-pages";

/** a past day: the dashboard is opened on it through its date form */
const DAY = "2025-02-10";
const TODAY = daysAgo(0);

const { server, browser } = withServer({ browser: true });

beforeAll(async () => {
  const abc = await seedWebsite("ABC", "Alpha");
  await seedAccount({ name: "checker1", password: "checker-pass-1", role: "CHECKER", website: abc });
  await seedAccount({ name: "cs1", password: "cs-pass-1", role: "CS", website: abc });
  const covered = await AkunBank.create({ akun_bank_website: "ABC", akun_bank_jenis_transaksi: "DEPO", akun_bank_bank: "BCA", akun_bank_name: "PT ALPHA", akun_bank_no: "1110001", akun_bank_status: true, akun_bank_created_by: null, akun_bank_last_edited_by: null });
  await AkunBank.create({ akun_bank_website: "ABC", akun_bank_jenis_transaksi: "WD", akun_bank_bank: "BNI", akun_bank_name: "PT ALPHA WD", akun_bank_no: "2220002", akun_bank_status: true, akun_bank_created_by: null, akun_bank_last_edited_by: null });

  const bo = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
  await seedBoDeposit(bo, { depo_amount: 100_000, bank_statement_date: DAY, bo_approve: true, bo_match_state: "auto" });
  await seedBoDeposit(bo, { depo_amount: 40_000.5, bank_statement_date: DAY, bo_approve: true, bo_match_state: "manual" });
  await seedBoDeposit(bo, { depo_amount: 25_000, bank_statement_date: DAY, user_name: "pending_player" });
  await seedBoDeposit(bo, { depo_amount: 33_000, bank_statement_date: DAY, bo_match_state: "ambiguous" });
  // today: a pending row to approve from the dashboard's link
  await seedBoDeposit(bo, { depo_amount: 12_000, bank_statement_date: TODAY, user_name: "today_player" });
  const wd = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
  await seedBoWithdraw(wd, { wd_amount: 60_000, wd_bank_date: DAY, wd_bo_approve: true, wd_match_state: "auto" });
  const lines = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1 });
  await seedMutasiDeposit(lines, { mutasi_amount: 100_000, mutasi_date: DAY, mutasi_app: true, mutasi_akun_bank_id: covered.akun_bank_id });
  await seedMutasiDeposit(lines, { mutasi_amount: 7_500, mutasi_date: DAY, mutasi_akun_bank_id: covered.akun_bank_id });
});

const figure = (page: Page, id: string) => page.getByTestId(id).textContent();

describe.each(JS_MODES)("the dashboard $name", ({ javaScriptEnabled }) => {
  it("shows a CHECKER the day's figures, the missing statements and the chart; a figure opens the filtered View BO", async () => {
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await signInThroughPage(page, server.url, "checker1", "checker-pass-1", javaScriptEnabled);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Dashboard");
    await expect.poll(() => figure(page, "ABC-deposit-pending")).toBe("1 · Rp 12.000");
    expect(await page.getByLabel("Tanggal").inputValue()).toBe(TODAY);

    await page.getByLabel("Tanggal").fill(DAY);
    await page.getByRole("button", { name: "Tampilkan" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("date")).toBe(DAY);
    await expect.poll(() => figure(page, "ABC-deposit-auto")).toBe("1 · Rp 100.000");
    expect(await figure(page, "ABC-deposit-manual")).toBe("1 · Rp 40.000,50");
    expect(await figure(page, "ABC-deposit-pending")).toBe("1 · Rp 25.000");
    expect(await figure(page, "ABC-deposit-ambiguous")).toBe("1 · Rp 33.000");
    expect(await figure(page, "ABC-deposit-all")).toBe("4 · Rp 198.000,50");
    expect(await figure(page, "ABC-deposit-lines")).toBe("1 · Rp 7.500");
    expect(await figure(page, "ABC-withdraw-auto")).toBe("1 · Rp 60.000");
    // the WD account has no statement that day; the DEPO account's lines cover it
    expect(await page.getByTestId("missing-statement").allTextContents()).toEqual(["ABC · Withdraw · BNI 2220002 (PT ALPHA WD)"]);
    const chart = page.getByTestId("reconciliation-chart");
    expect(await chart.isVisible()).toBe(true);
    expect(await chart.locator(`g[data-date="${DAY}"] rect[data-kind="matched"] title`).textContent()).toBe("10-Feb-2025 cocok: Rp 200.000,50");
    expect(await chart.locator(`g[data-date="${DAY}"] rect[data-kind="pending"] title`).textContent()).toBe("10-Feb-2025 pending: Rp 58.000");
    expect(await chart.locator("g[data-date]").count()).toBe(14);
    await settle(page, javaScriptEnabled);

    // a figure is a link to View BO with the same filters
    await page.getByTestId("ABC-deposit-pending").click();
    await page.waitForURL(`${server.url}/view-bo?type=depo&website=ABC&status=pending&date=${DAY}`);
    await settle(page, javaScriptEnabled);
    // View BO's pending holds the pending and the ambiguous row
    await expect.poll(() => page.locator("tr[data-row-id]").count()).toBe(2);
    expect((await page.locator("tr[data-row-id]").allTextContents()).join(" ")).toContain("pending_player");
    await page.goBack();
    await settle(page, javaScriptEnabled);
    await page.getByTestId("ABC-deposit-lines").click();
    await page.waitForURL(`${server.url}/view-mutasi?type=depo&website=ABC&status=pending&date=${DAY}`);
    await context.close();
  });

  it("shows a CS the Data Player cards of their website for the day", async () => {
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await signInThroughPage(page, server.url, "cs1", "cs-pass-1", javaScriptEnabled);
    await expect.poll(() => page.getByTestId("card-total-deposit").count()).toBe(1);
    await page.getByLabel("Tanggal").fill(DAY);
    await page.getByRole("button", { name: "Tampilkan" }).click();
    await expect.poll(() => page.getByTestId("card-total-deposit").locator("p").nth(1).textContent()).toBe("Rp 140.000,50");
    expect(await page.getByTestId("card-total-withdraw").locator("p").nth(1).textContent()).toBe("Rp 60.000");
    expect(await page.getByTestId("card-balance").locator("p").nth(1).textContent()).toBe("Rp 80.000,50");
    expect(await page.getByTestId("card-total-transactions").locator("p").nth(1).textContent()).toBe("3");
    expect(await page.getByTestId("reconciliation-chart").count()).toBe(0);
    expect(await page.locator('a[href^="/view-bo"]').count()).toBe(0);
    await page.getByRole("link", { name: "Buka Data Player" }).click();
    await page.waitForURL(`${server.url}/dataplayer?start=${DAY}&end=${DAY}`);
    await context.close();
  });
});
