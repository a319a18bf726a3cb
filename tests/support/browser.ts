import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

/** Debian's Chromium; never a downloaded browser build. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

/** The two ways staff use the product: with JavaScript, and with it off. */
export const JS_MODES = [
  { name: "with JavaScript", javaScriptEnabled: true },
  { name: "without JavaScript", javaScriptEnabled: false },
] as const;

export async function newContext(browser: Browser, javaScriptEnabled: boolean): Promise<BrowserContext> {
  return browser.newContext({ javaScriptEnabled, baseURL: undefined, locale: "id-ID", timezoneId: "Asia/Jakarta" });
}

/** Waits until React has hydrated (with scripts) so clicks reach React's handlers. */
export async function settle(page: Page, javaScriptEnabled: boolean): Promise<void> {
  await page.waitForLoadState("load");
  if (javaScriptEnabled) await page.waitForFunction(() => (window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  if (javaScriptEnabled) await page.waitForLoadState("networkidle");
}

export async function signInThroughPage(page: Page, baseUrl: string, name: string, password: string, javaScriptEnabled: boolean) {
  await page.goto(`${baseUrl}/signin`);
  await settle(page, javaScriptEnabled);
  await page.getByLabel("Username").fill(name);
  await page.locator(`input[name="account_password"]`).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${baseUrl}/`);
  await settle(page, javaScriptEnabled);
  // with scripts the router pushes the URL before React has committed the next page (it renders
  // in a transition): wait for the signed-in shell itself
  await page.getByTestId("sidebar").waitFor({ state: "attached" });
}
