import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newContext, settle, signInThroughPage } from "../support/browser";
import { seedWebsite } from "../support/db";
import { ADMIN, withServer } from "../support/fixture";

const { server, browser } = withServer({ browser: true });

beforeAll(async () => {
  await seedWebsite("ABC", "Alpha");
});

/** The selects that once acted on a change: where each is, and the button that confirms it. */
const SELECTS = [
  { screen: "/upload", select: 'select[name="tx"]', button: "Pilih", param: "tx" },
  { screen: "/convert-mutasi", select: 'select[name="bank"]', button: "Pilih", param: "bank" },
  { screen: "/user", select: '[data-testid="page-size"]', button: "Apply", param: "size" },
  { screen: "/tracking", select: 'select[name="website"]', button: "Cari", param: "website" },
  { screen: "/databank", select: 'select[name="website"]', button: "Filter", param: "website" },
] as const;

/** Without scripts these were always plain selects with their button; the keyboard trap was the scripted page's. */
async function signedIn() {
  const context = await newContext(browser, true);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInThroughPage(page, server.url, ...ADMIN, true);
  return page;
}

const buttonOf = (page: Page, select: string, name: string) =>
  page.locator(select).locator("xpath=ancestor::form").getByRole("button", { name, exact: true });

describe("selects with JavaScript, from the keyboard", () => {
  it.each(SELECTS)("$screen: Arrow-Down moves the choice and keeps focus; only the '$button' button applies it", async ({ screen, select, button, param }) => {
    const page = await signedIn();
    await page.goto(`${server.url}${screen}`);
    await settle(page, true);
    const loads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(".data")) loads.push(request.url());
    });
    const field = page.locator(select);
    const before = await field.inputValue();
    await field.focus();
    await page.keyboard.press("ArrowDown");
    const moved = await field.inputValue();
    expect(moved).not.toBe(before);
    await page.waitForLoadState("networkidle");
    expect(loads).toEqual([]);
    expect(new URL(page.url()).searchParams.has(param)).toBe(false);
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    // Tab to the button and confirm with Enter
    const confirm = buttonOf(page, select, button);
    for (let presses = 0; presses < 5 && !(await confirm.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get(param) === moved);
    await page.context().close();
  });
});
