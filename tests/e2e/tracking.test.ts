import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { Tracking } from "~/models/models.server";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { seedWebsite } from "../support/db";
import { withServer } from "../support/fixture";

const { server, browser } = withServer({ browser: true });

beforeAll(async () => {
  await seedWebsite("ABC", "Alpha");
  await seedWebsite("XYZ", "Xylo");
  for (let i = 0; i < 30; i++) {
    await Tracking.create({ tracking_website: "ABC", tracking_username: "checker1", tracking_role: "CHECKER", tracking_activity: `Approve deposit ticket A${i}` });
  }
  for (let i = 0; i < 4; i++) {
    await Tracking.create({ tracking_website: "XYZ", tracking_username: `needle_${i}`, tracking_role: "CS", tracking_activity: `Cek member M${i}` });
  }
});

const bodyRows = (page: Page) => page.getByRole("table", { name: "Tracking" }).locator("tbody tr");
const firstIds = async (page: Page) => Number(await bodyRows(page).first().locator("td").first().textContent());
const params = (page: Page) => new URL(page.url()).searchParams;

describe.each(JS_MODES)("/tracking $name", ({ javaScriptEnabled }) => {
  it("pages, changes the page size, searches and picks a website, each change starting again at page 1", async () => {
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await signInThroughPage(page, server.url, "admin", "admin-password-1", javaScriptEnabled);
    await page.goto(`${server.url}/tracking`);
    await settle(page, javaScriptEnabled);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Tracking");
    await expect.poll(() => bodyRows(page).count()).toBe(10);
    const newest = (await Tracking.findOne({ order: [["tracking_id", "DESC"]] }))!;
    expect(await firstIds(page)).toBe(newest.tracking_id);
    const last = Math.ceil((await Tracking.count()) / 10);
    expect(last).toBeGreaterThanOrEqual(4);
    expect(await page.getByRole("navigation", { name: "pagination" }).textContent()).toBe(`Previous12…${last}Next`);

    // Next, then a page number
    await page.getByRole("link", { name: "Next" }).click();
    await expect.poll(() => params(page).get("page")).toBe("2");
    await expect.poll(() => firstIds(page)).toBe(newest.tracking_id - 10);
    await page.getByRole("navigation", { name: "pagination" }).getByRole("link", { name: "3", exact: true }).click();
    await expect.poll(() => params(page).get("page")).toBe("3");

    // 'Show N entries per page'
    await page.getByTestId("page-size").selectOption("5");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => params(page).get("size")).toBe("5");
    expect(params(page).get("page")).toBeNull();
    await expect.poll(() => bodyRows(page).count()).toBe(5);
    expect(await firstIds(page)).toBe(newest.tracking_id);

    // the search box: Ctrl+K focuses it; debounced with scripts (replacing the history entry), 'Cari' without
    await page.getByRole("link", { name: "Next" }).click();
    await expect.poll(() => params(page).get("page")).toBe("2");
    const search = page.locator('input[name="search"][data-search]');
    expect(await search.getAttribute("placeholder")).toBe("Cari username/member…");
    if (javaScriptEnabled) {
      await page.locator("body").click();
      await page.keyboard.press("Control+k");
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("search");
      const historyBefore = await page.evaluate(() => history.length);
      await page.keyboard.type("NEEDLE_", { delay: 50 });
      await expect.poll(() => params(page).get("search")).toBe("NEEDLE_");
      expect(await page.evaluate(() => history.length)).toBe(historyBefore);
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("search");
    } else {
      await search.fill("NEEDLE_");
      await page.getByRole("button", { name: "Cari" }).click();
      await expect.poll(() => params(page).get("search")).toBe("NEEDLE_");
    }
    expect(params(page).get("page")).toBeNull();
    expect(params(page).get("size")).toBe("5");
    await expect.poll(() => bodyRows(page).count()).toBe(4);
    expect(await bodyRows(page).locator("td:nth-child(3)").allTextContents()).toEqual(["needle_3", "needle_2", "needle_1", "needle_0"]);

    // a website keeps the search; nothing of ABC matches
    await page.locator('select[name="website"]').selectOption({ label: "Alpha (ABC)" });
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Cari" }).click();
    await expect.poll(() => params(page).get("website")).toBe("ABC");
    await expect.poll(() => bodyRows(page).textContent()).toBe("No data");
    expect(await page.getByRole("navigation", { name: "pagination" }).count()).toBe(0);

    // clearing the search shows ABC's rows only
    if (javaScriptEnabled) {
      await search.fill("");
      await expect.poll(() => params(page).get("search")).toBeNull();
    } else {
      await search.fill("");
      await page.getByRole("button", { name: "Cari" }).click();
      await expect.poll(() => params(page).get("search") ?? "").toBe("");
    }
    await expect.poll(() => bodyRows(page).count()).toBe(5);
    expect(new Set(await bodyRows(page).locator("td:nth-child(2)").allTextContents())).toEqual(new Set(["ABC"]));
    await context.close();
  });
});
