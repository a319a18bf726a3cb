import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, settle, signInThroughPage } from "../support/browser";
import { seedAccount, seedWebsite } from "../support/db";
import { seedBatch, seedBoDeposit } from "../support/seed-data";
import { withServer } from "../support/fixture";
import { daysAgo } from "../support/view-pages";

const TODAY = daysAgo(0);
const PRIMARY = "rgb(30, 79, 163)";

const { server, browser } = withServer({
  seed: async () => {
    const abc = await seedWebsite("ABC", "Alpha");
    await seedAccount({ name: "checker1", password: "checker-pass-1", role: "CHECKER", website: abc });
    const batch = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
    await seedBoDeposit(batch, { depo_amount: 150_000, bank_statement_date: TODAY, user_name: "cspplayer" });
  },
  browser: true,
});

/**
 * Every CSP violation of every document the context loads, from the `securitypolicyviolation`
 * event and from the console ("Refused to ... Content Security Policy").
 */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeFunction("reportCspViolation", (text: string) => seen.push(text));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${location.pathname}`);
    });
  });
  context.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

/** Adds an inline <script> and <style> without the nonce, as an injection would. */
async function injectWithoutNonce(page: Page) {
  return page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.injectedRan = true;";
    document.body.append(script);
    const style = document.createElement("style");
    style.textContent = "body { outline: 7px solid rgb(255, 0, 0) !important; }";
    document.head.append(style);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return {
      ran: (window as unknown as { injectedRan?: boolean }).injectedRan === true,
      outline: getComputedStyle(document.body).outlineStyle,
    };
  });
}

const backgroundOf = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => getComputedStyle(element).backgroundColor);

describe("Content-Security-Policy in the browser, with JavaScript", () => {
  it("runs the app's own scripts and styles (sign-in, client navigation, a dialog) with no violation, and refuses injected ones", async () => {
    const context = await newContext(browser, true);
    const violations = await watchViolations(context);
    const page = await context.newPage();

    // sign-in: styled from the server's inlined CSS, hydrated (the show-password toggle is React's)
    await page.goto(`${server.url}/signin`);
    await settle(page, true);
    expect(await backgroundOf(page, "button[type=submit]")).toBe(PRIMARY);
    const password = page.locator(`input[name="account_password"]`);
    expect(await password.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Tampilkan password" }).click();
    await expect.poll(() => password.getAttribute("type")).toBe("text");
    expect(violations).toEqual([]);

    // the policy is in force: a script or style without the nonce does nothing
    expect(await injectWithoutNonce(page)).toEqual({ ran: false, outline: "none" });
    await expect.poll(() => violations.filter((text) => !text.startsWith("console:")).sort()).toEqual([
      "script-src-elem blocked inline at /signin",
      "style-src-elem blocked inline at /signin",
    ]);
    violations.length = 0;

    // a signed-in page, reached by client-side navigation: the styles Emotion adds in the
    // browser (new page, results table, confirmation dialog) need the nonce too
    await signInThroughPage(page, server.url, "checker1", "checker-pass-1", true);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByTestId("sidebar").getByRole("link", { name: "View BO" }).click();
    await page.waitForURL(`${server.url}/view-bo`);
    await page.getByLabel("Status Type").selectOption("all");
    await page.getByLabel("Date", { exact: true }).fill(TODAY);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const row = page.locator("tr[data-row-id]");
    await expect.poll(() => row.count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.keyboard.press("Control+k");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("[data-search]") !== null || document.activeElement?.hasAttribute("data-search")))
      .toBe(true);

    await row.getByRole("checkbox").check();
    await row.getByLabel(/^Ket #/).fill("cek csp");
    await page.getByRole("button", { name: "Submit 1 data", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Konfirmasi Submit" });
    await dialog.waitFor();
    const paper = await dialog.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, shadow: style.boxShadow };
    });
    expect(paper.background).toBe("rgb(255, 255, 255)");
    expect(paper.shadow).not.toBe("none");
    expect(await backgroundOf(page, "[role=dialog] button:has-text('Ya, Submit')")).toBe(PRIMARY);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);

    expect(violations).toEqual([]);
    await context.close();
  });
});
