import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JS_MODES, launchBrowser, newContext, settle, signInThroughPage } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(javaScriptEnabled: boolean, width = 1366): Promise<Page> {
  const context = await newContext(browser, javaScriptEnabled);
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 768 });
  return page;
}

/** The label's box and the box the typed text is drawn in (the input's content box). */
function labelAndText(page: Page, inputSelector: string) {
  return page.evaluate((selector) => {
    const input = document.querySelector<HTMLInputElement>(selector)!;
    const label = document.querySelector<HTMLLabelElement>(`label[for="${input.id}"]`)!;
    const box = input.getBoundingClientRect();
    const style = getComputedStyle(input);
    const text = {
      top: box.top + parseFloat(style.paddingTop),
      bottom: box.bottom - parseFloat(style.paddingBottom),
      left: box.left + parseFloat(style.paddingLeft),
      right: box.right - parseFloat(style.paddingRight),
    };
    const l = label.getBoundingClientRect();
    return { label: { top: l.top, bottom: l.bottom, left: l.left, right: l.right }, text };
  }, inputSelector);
}

const intersects = (a: { top: number; bottom: number; left: number; right: number }, b: typeof a) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe.each(JS_MODES)("keyboard and labels $name", ({ javaScriptEnabled }) => {
  it.each([1366, 1024])("keeps the sign-in labels off the typed text at %i px", async (width) => {
    const page = await open(javaScriptEnabled, width);
    await page.goto(`${server.url}/signin`);
    await settle(page, javaScriptEnabled);
    await page.getByLabel("Username").fill("admin");
    await page.locator('input[name="account_password"]').fill("admin-password-1");
    for (const selector of ['input[name="account_name"]', 'input[name="account_password"]']) {
      const { label, text } = await labelAndText(page, selector);
      expect(intersects(label, text), `${selector} at ${width}`).toBe(false);
    }
    await page.context().close();
  });

  it("says 'Login successful!' on the dashboard after signing in, once", async () => {
    const page = await open(javaScriptEnabled);
    await signInThroughPage(page, server.url, "admin", "admin-password-1", javaScriptEnabled);
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe("Login successful!");
    await page.reload();
    await settle(page, javaScriptEnabled);
    expect(await page.getByTestId("notice").count()).toBe(0);
    await page.context().close();
  });

  it("draws a focus ring around a control reached with Tab", async () => {
    const page = await open(javaScriptEnabled);
    await page.goto(`${server.url}/signin`);
    await settle(page, javaScriptEnabled);
    const button = page.getByRole("button", { name: "Sign in" });
    const box = (await button.boundingBox())!;
    const clip = { x: box.x - 6, y: box.y - 6, width: box.width + 12, height: box.height + 12 };
    const before = await page.screenshot({ clip });
    await page.locator('input[name="account_password"]').focus();
    const focused = () => button.evaluate((element) => element === document.activeElement);
    for (let presses = 0; presses < 10 && !(await focused()); presses++) await page.keyboard.press("Tab");
    expect(await focused()).toBe(true);
    const after = await page.screenshot({ clip });
    expect(after.equals(before)).toBe(false);
    await page.context().close();
  });

  it("offers 'Langsung ke konten' as the first Tab stop, which moves focus to the page's content", async () => {
    const page = await open(javaScriptEnabled);
    await signInThroughPage(page, server.url, "admin", "admin-password-1", javaScriptEnabled);
    await page.goto(`${server.url}/view-bo`);
    await settle(page, javaScriptEnabled);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Langsung ke konten" });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("konten");
    // the next Tab lands inside the content, not in the menu
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
    await page.context().close();
  });
});
