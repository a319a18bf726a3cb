import fs from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { seedAccount, seedWebsite } from "../support/db";
import { seedBatch, seedBoDeposit, seedBoWithdraw } from "../support/seed-data";
import { withServer } from "../support/fixture";

/**
 * ABC, 05..07-Jan-2025: 25 approved deposits of 1.000,50 each on 05-Jan (players p00..p24, 'andi'
 * among them as p07's name), one approved withdrawal of 3.000,25 on 07-Jan, nothing on 06-Jan.
 * Total Deposit 25.012,50; Total Withdraw 3.000,25; Balance 22.012,25; 26 transactions.
 */
const { server, browser } = withServer({ browser: true });

beforeAll(async () => {
  const abc = await seedWebsite("ABC", "Alpha");
  await seedWebsite("XYZ", "Xylo");
  await seedAccount({ name: "checker1", password: "checker-pass-1", role: "CHECKER", website: abc });
  const bo = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
  for (let i = 0; i < 25; i++) {
    await seedBoDeposit(bo, {
      depo_amount: 1_000.5,
      bank_statement_date: "2025-01-05",
      user_name: i === 7 ? "andi" : `p${String(i).padStart(2, "0")}`,
      bo_handler: "op1",
      player_bank: "BCA - 1234567890",
      bo_approve: true,
      bo_match_state: "auto",
    });
  }
  await seedBoDeposit(bo, { depo_amount: 99_999, bank_statement_date: "2025-01-05", user_name: "pending" });
  const wd = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
  await seedBoWithdraw(wd, { wd_amount: 3_000.25, wd_bank_date: "2025-01-07", wd_username: "andi", wd_handler: "op2", wd_player_bank: "BNI", wd_player_no: "5550001", wd_bo_approve: true, wd_match_state: "manual" });
});

const cards = (page: Page) =>
  Promise.all(["total-deposit", "total-withdraw", "balance", "total-transactions"].map((id) => page.getByTestId(`card-${id}`).locator("p").nth(1).textContent()));
const playerRows = (page: Page) => page.getByRole("table", { name: "Data Player" }).locator("tbody tr");
const params = (page: Page) => new URL(page.url()).searchParams;

/** Console errors and uncaught exceptions of the page (a hydration mismatch shows here). */
const problems = new WeakMap<Page, string[]>();

async function openPage(javaScriptEnabled: boolean): Promise<Page> {
  const context = await newContext(browser, javaScriptEnabled);
  const page = await context.newPage();
  const seen: string[] = [];
  problems.set(page, seen);
  page.on("pageerror", (error) => seen.push(error.message));
  page.on("console", (message) => {
    // a failed response is checked by URL below (the refused range is a deliberate 400)
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) seen.push(message.text());
  });
  page.on("response", (response) => {
    const refused = response.status() === 400 && response.url().includes("start=2025-01-07&end=2025-01-05");
    if (response.status() >= 400 && !refused) seen.push(`${response.status()} ${response.url()}`);
  });
  await signInThroughPage(page, server.url, "checker1", "checker-pass-1", javaScriptEnabled);
  await page.getByTestId("sidebar").getByRole("link", { name: "Data Player" }).click();
  await page.waitForURL(`${server.url}/dataplayer`);
  // with scripts the URL changes before React commits the page (a transition): wait for the page
  await page.getByRole("heading", { level: 1, name: "Data Player" }).waitFor();
  await settle(page, javaScriptEnabled);
  return page;
}

describe.each(JS_MODES)("/dataplayer $name", ({ javaScriptEnabled }) => {
  it("Data Player: refuses End before Start, searches a period, pages, searches a username and downloads the CSV", async () => {
    const page = await openPage(javaScriptEnabled);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Data Player");
    // a CHECKER's website is fixed
    expect(await page.getByRole("combobox", { name: "Website" }).isDisabled()).toBe(true);
    expect(await page.getByRole("combobox", { name: "Website" }).inputValue()).toBe("ABC");

    // End Date before Start Date: refused (before the request with scripts, by the server without)
    await page.getByLabel("Start Date").fill("2025-01-07");
    await page.getByLabel("End Date").fill("2025-01-05");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => page.getByTestId("report-error").textContent()).toBe("End Date tidak boleh lebih kecil dari Start Date.");
    if (javaScriptEnabled) expect(params(page).get("start")).toBeNull();
    await settle(page, javaScriptEnabled);

    await page.getByLabel("Start Date").fill("2025-01-05");
    await page.getByLabel("End Date").fill("2025-01-07");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => params(page).get("end")).toBe("2025-01-07");
    await expect.poll(() => cards(page)).toEqual(["Rp 25.012,50", "Rp 3.000,25", "Rp 22.012,25", "26"]);
    expect(await page.getByTestId("report-error").count()).toBe(0);
    expect(await page.getByTestId("report-basis").textContent()).toContain("sudah di-approve");
    await expect.poll(() => playerRows(page).count()).toBe(26);
    await settle(page, javaScriptEnabled);

    // page size 10: three pages, the last holds the withdrawal
    await page.getByTestId("page-size").selectOption("10");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => params(page).get("size")).toBe("10");
    await expect.poll(() => playerRows(page).count()).toBe(10);
    await settle(page, javaScriptEnabled);
    await page.getByRole("navigation", { name: "pagination" }).getByRole("link", { name: "3", exact: true }).click();
    await expect.poll(() => params(page).get("page")).toBe("3");
    await expect.poll(() => playerRows(page).count()).toBe(6);
    expect(await playerRows(page).last().locator("td").allTextContents()).toEqual(["26", "07-Jan-2025", "op2", "andi", "ABC", "BNI - 5550001", "-", "3.000,25"]);
    await settle(page, javaScriptEnabled);

    // the username search (Ctrl+K focuses it with scripts) starts again at page 1
    const search = page.locator('input[name="search"][data-search]');
    if (javaScriptEnabled) {
      await page.locator("body").click();
      await page.keyboard.press("Control+k");
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("search");
    }
    await search.fill("ANDI");
    await page.getByRole("button", { name: "Cari" }).click();
    await expect.poll(() => params(page).get("search")).toBe("ANDI");
    expect(params(page).get("page")).toBeNull();
    await expect.poll(() => playerRows(page).count()).toBe(2);
    await expect.poll(() => cards(page)).toEqual(["Rp 1.000,50", "Rp 3.000,25", "Rp -1.999,75", "2"]);
    await settle(page, javaScriptEnabled);

    // a username not in the period
    await search.fill("nobody");
    await page.getByRole("button", { name: "Cari" }).click();
    await expect.poll(() => page.getByTestId("empty-note").textContent()).toBe('Username "nobody" tidak ditemukan pada periode 05-Jan-2025 s/d 07-Jan-2025.');
    expect(await playerRows(page).allTextContents()).toEqual(["No data found"]);
    await settle(page, javaScriptEnabled);

    // Export CSV of the period (no search)
    await search.fill("");
    await page.getByRole("button", { name: "Cari" }).click();
    await expect.poll(() => playerRows(page).count()).toBe(10);
    await settle(page, javaScriptEnabled);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toBe("dataplayer_ABC_05-Jan-2025_07-Jan-2025.csv");
    const lines = fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "").split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(27);
    expect(lines[0]).toBe("No,Transaction Date,Operator,Username,Website,Bank Name,Bank No,Deposit,Withdraw");
    expect(lines[26]).toBe("26,07-Jan-2025,op2,andi,ABC,BNI,5550001,0,3000.25");
    expect(page.url()).toContain("/dataplayer?");
    expect(problems.get(page)).toEqual([]);
    await page.context().close();
  });

  it("Game Site: every day of the period with the Total Sum, and the Excel download", async () => {
    const page = await openPage(javaScriptEnabled);
    await page.getByRole("navigation", { name: "Mode" }).getByRole("link", { name: "Game Site" }).click();
    await expect.poll(() => params(page).get("mode")).toBe("gamesite");
    await settle(page, javaScriptEnabled);
    await expect.poll(() => page.getByRole("combobox", { name: "Game Site" }).inputValue()).toBe("ABC");
    await page.getByLabel("Start Date").fill("2025-01-05");
    await page.getByLabel("End Date").fill("2025-01-07");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => params(page).get("start")).toBe("2025-01-05");
    expect(params(page).get("mode")).toBe("gamesite");
    const table = page.getByRole("table", { name: "Game Site" });
    await expect.poll(() => table.locator("tbody tr").count()).toBe(3);
    const rows = await table.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent)));
    expect(rows).toEqual([
      ["05-Jan-2025", "25.012,50", "0", "25", "25.012,50"],
      ["06-Jan-2025", "0", "0", "0", "0"],
      ["07-Jan-2025", "0", "3.000,25", "1", "-3.000,25"],
    ]);
    expect(await page.getByTestId("total-sum").locator("td").allTextContents()).toEqual(["Total Sum", "25.012,50", "3.000,25", "26", "22.012,25"]);
    await settle(page, javaScriptEnabled);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export Excel" }).click()]);
    expect(download.suggestedFilename()).toBe("gamesite_ABC_05-Jan-2025_07-Jan-2025.xlsx");
    const book = XLSX.read(fs.readFileSync((await download.path())!), { type: "buffer" });
    expect(XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 })).toEqual([
      ["Date", "Total Depo", "Total WD", "Total Transaksi", "Balance"],
      ["05-Jan-2025", 25_012.5, 0, 25, 25_012.5],
      ["06-Jan-2025", 0, 0, 0, 0],
      ["07-Jan-2025", 0, 3_000.25, 1, -3_000.25],
      ["Total Sum", 25_012.5, 3_000.25, 26, 22_012.25],
    ]);

    // back to Data Player: the period rides along
    await page.getByRole("navigation", { name: "Mode" }).getByRole("link", { name: "Data Player" }).click();
    await expect.poll(() => params(page).get("mode")).toBeNull();
    expect(params(page).get("start")).toBe("2025-01-05");
    await expect.poll(() => cards(page)).toEqual(["Rp 25.012,50", "Rp 3.000,25", "Rp 22.012,25", "26"]);
    expect(problems.get(page)).toEqual([]);
    await page.context().close();
  });
});
