import { beforeAll, describe, expect, it } from "vitest";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { seedWebsite } from "../support/db";
import { ADMIN, withServer } from "../support/fixture";
import { seedBatch, seedBoDeposit, seedBoWithdraw } from "../support/seed-data";

/** a past day, opened through the dashboard's address */
const DAY = "2025-02-10";

const { server, browser } = withServer({ browser: true });

beforeAll(async () => {
  await seedWebsite("ABC", "Alpha");
  const bo = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
  await seedBoDeposit(bo, { depo_amount: 100_000, bank_statement_date: DAY, bo_approve: true, bo_match_state: "auto" });
  await seedBoDeposit(bo, { depo_amount: 25_000, bank_statement_date: DAY, bo_approve: false });
  const wd = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
  await seedBoWithdraw(wd, { wd_amount: 60_000, wd_bank_date: DAY, wd_bo_approve: true, wd_match_state: "auto" });
});

describe.each(JS_MODES)("the dashboard's chart as a table $name", ({ javaScriptEnabled }) => {
  it("opens from the keyboard a table of each day's matched and pending amounts, the chart's own figures", async () => {
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInThroughPage(page, server.url, ...ADMIN, javaScriptEnabled);
    await page.goto(`${server.url}/?date=${DAY}`);
    await settle(page, javaScriptEnabled);
    const summary = page.getByText("Tabel nominal per hari");
    await summary.focus();
    await page.keyboard.press("Enter");
    const table = page.getByRole("table", { name: "Nominal BO per hari" });
    await table.waitFor();
    expect(await table.locator("tbody tr").count()).toBe(14);
    const row = table.getByRole("row").filter({ hasText: "10-Feb-2025" });
    expect(await row.getByRole("cell").allTextContents()).toEqual(["10-Feb-2025", "Rp 160.000", "Rp 25.000"]);
    await context.close();
  });
});
