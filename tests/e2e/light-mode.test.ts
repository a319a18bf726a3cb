import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BoDeposit } from "~/models/models.server";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { seedAccount, seedWebsite } from "../support/db";
import { seedBatch, seedBoDeposit } from "../support/seed-data";
import { withServer } from "../support/fixture";
import { daysAgo } from "../support/view-pages";

const TODAY = daysAgo(0);

const { server, browser } = withServer({
  seed: async () => {
    const abc = await seedWebsite("ABC", "Alpha");
    await seedAccount({ name: "checker1", password: "checker-pass-1", role: "CHECKER", website: abc });
  },
  browser: true,
});

/** <script> elements in the HTML the server sent for the current URL (what the browser received). */
async function scriptTagsSent(page: Page): Promise<number> {
  const html = await page.evaluate(async () => (await fetch(location.href, { credentials: "same-origin" })).text()).catch(() => null);
  return html === null ? -1 : (html.match(/<script\b/g) ?? []).length;
}

async function switchLightMode(page: Page, expected: "Aktif" | "Nonaktif") {
  await page.getByTestId("user-menu").click();
  const button = page.getByTestId("light-mode");
  await button.click();
  await page.waitForLoadState("load");
  await page.getByTestId("user-menu").click();
  await expect.poll(() => page.getByTestId("light-mode").textContent()).toBe(`Mode ringan: ${expected}`);
  await page.getByTestId("user-menu").click();
}

describe.each(JS_MODES)("'Mode ringan' $name", ({ javaScriptEnabled }) => {
  it("sends pages without any script, keeps forms working (theme, approving a BO row), and switching it off brings scripts back", async () => {
    const prefix = javaScriptEnabled ? "js" : "nojs";
    const batch = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
    const row = await seedBoDeposit(batch, { depo_amount: 125_000, bank_statement_date: TODAY, user_name: `${prefix}light` });
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await signInThroughPage(page, server.url, "checker1", "checker-pass-1", javaScriptEnabled);
    expect(await page.locator("script").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("light-mode").textContent()).toBe("Mode ringan: Nonaktif");

    // on: the page comes back (the same URL) with no <script> at all
    await switchLightMode(page, "Aktif");
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.locator("script").count()).toBe(0);
    expect((await context.cookies()).find((cookie) => cookie.name === "light")?.value).toBe("1");
    if (javaScriptEnabled) {
      expect(await page.evaluate(() => (window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules)).toBeUndefined();
      expect(await scriptTagsSent(page)).toBe(0);
    }

    // a form action still works: the theme toggle posts and comes back dark, still without scripts
    expect(await page.locator("html").getAttribute("data-theme")).toBe("light");
    await page.getByRole("button", { name: "Tema gelap" }).click();
    await expect.poll(() => page.locator("html").getAttribute("data-theme")).toBe("dark");
    expect(await page.locator("script").count()).toBe(0);

    // and so does approving a BO row on View BO, through its server-rendered confirmation
    await page.goto(`${server.url}/view-bo?type=depo&website=ABC&status=pending&date=${TODAY}&q=${prefix}light`);
    await page.waitForLoadState("load");
    expect(await page.locator("script").count()).toBe(0);
    const tr = page.locator(`tr[data-row-id="${row.bo_id}"]`);
    await tr.getByLabel(`Pilih data #${row.bo_id}`).check();
    await tr.getByLabel(`Ket #${row.bo_id}`).fill("cek mode ringan");
    await page.getByRole("button", { name: "Submit data", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Konfirmasi Submit" });
    await dialog.getByRole("button", { name: "Ya, Submit" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe("1 data berhasil diapprove.");
    await row.reload();
    expect(row).toMatchObject({ bo_approve: true, ket_app: "cek mode ringan" });
    expect(await page.locator("script").count()).toBe(0);

    // off: scripts are back (and with JavaScript the app hydrates again)
    await switchLightMode(page, "Nonaktif");
    expect(new URL(page.url()).pathname).toBe("/view-bo");
    expect(await page.locator("script").count()).toBeGreaterThan(0);
    expect((await context.cookies()).find((cookie) => cookie.name === "light")).toBeUndefined();
    await settle(page, javaScriptEnabled);
    expect(await page.locator("html").getAttribute("data-theme")).toBe("dark");
    await context.close();
    expect(await BoDeposit.count({ where: { user_name: `${prefix}light`, bo_approve: true } })).toBe(1);
  });
});
