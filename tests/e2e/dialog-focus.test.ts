import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { ADMIN, withServer } from "../support/fixture";

const { server, browser } = withServer({ browser: true });

/** The list screens' add dialogs and the link that opens each. */
const DIALOGS = [
  { screen: "/user", opener: "New User", title: "New User" },
  { screen: "/databank", opener: "Add Data Bank", title: "Add New Data Bank" },
  { screen: "/website", opener: "Add Website", title: "Add Website" },
  { screen: "/whitelist", opener: "Add WL", title: "Add New Whitelist" },
] as const;

const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

async function signedIn(javaScriptEnabled: boolean) {
  const context = await newContext(browser, javaScriptEnabled);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInThroughPage(page, server.url, ...ADMIN, javaScriptEnabled);
  return page;
}

describe("dialogs with JavaScript, at 1366x768", () => {
  it.each(DIALOGS)("$screen: the dialog takes focus, keeps it on Tab and Shift+Tab, and gives it back to its opener on Escape", async ({ screen, opener, title }) => {
    const page = await signedIn(true);
    await page.goto(`${server.url}${screen}`);
    await settle(page, true);
    const link = page.getByRole("link", { name: opener, exact: true });
    await link.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: title });
    await dialog.waitFor();
    await expect.poll(() => focusInDialog(page)).toBe(true);
    for (let presses = 0; presses < 15; presses++) {
      await page.keyboard.press("Tab");
      expect(await focusInDialog(page), `Tab ${presses + 1}`).toBe(true);
    }
    for (let presses = 0; presses < 15; presses++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInDialog(page), `Shift+Tab ${presses + 1}`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => !url.searchParams.has("dialog"));
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => link.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

describe.each(JS_MODES)("dialogs opened by their address $name", ({ javaScriptEnabled }) => {
  it.each(DIALOGS)("$screen: the dialog has focus, so the first Tab lands in it, not in the menu behind", async ({ screen, title }) => {
    const page = await signedIn(javaScriptEnabled);
    await page.goto(`${server.url}${screen}?dialog=add`);
    await settle(page, javaScriptEnabled);
    await page.getByRole("dialog", { name: title }).waitFor();
    // the browser runs autofocus at its next rendering step, which a busy machine can hold back past the load event
    await expect.poll(() => focusInDialog(page)).toBe(true);
    await page.keyboard.press("Tab");
    expect(await focusInDialog(page)).toBe(true);
    await page.context().close();
  });
});
