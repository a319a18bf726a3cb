import { beforeAll, describe, expect, it } from "vitest";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { seriousViolations } from "../support/axe";
import { ADMIN, withServer } from "../support/fixture";
import { seedWebsite } from "../support/db";
import { seedBatch, seedBoDeposit, seedMutasiDeposit } from "../support/seed-data";
import { daysAgo } from "../support/view-pages";

const TODAY = daysAgo(0);
const VIEW = `website=ABC&status=all&date=${TODAY}`;

/** Every screen, with a table or a dialog showing where it has one. */
const SCREENS = [
  "/",
  "/upload",
  "/convert-mutasi",
  `/view-bo?type=depo&${VIEW}`,
  `/view-bo?type=wd&${VIEW}`,
  `/view-mutasi?type=depo&${VIEW}`,
  "/dataplayer",
  `/dataplayer?website=ABC&from=${TODAY}&to=${TODAY}`,
  "/delete",
  "/user",
  "/user?dialog=add",
  "/databank",
  "/website",
  "/whitelist",
  "/whitelist?dialog=add",
  "/tracking",
  "/template",
];

const { server, browser } = withServer({ browser: true });

beforeAll(async () => {
  await seedWebsite("ABC", "Alpha");
  const bo = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
  await seedBoDeposit(bo, { depo_amount: 456_000, bank_statement_date: TODAY, bo_approve: false });
  await seedBoDeposit(bo, { depo_amount: 100_000, bank_statement_date: TODAY, bo_approve: true, bo_match_state: "auto" });
  const lines = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1, date: TODAY });
  await seedMutasiDeposit(lines, { mutasi_amount: 456_000, mutasi_date: TODAY, mutasi_app: false });
});

/** WCAG's contrast ratio of two CSS colours (rgb()/rgba() over an opaque background). */
function contrast(foreground: string, background: string): number {
  const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
  const [br, bg, bb] = channels(background);
  const [fr, fg, fb, alpha = 1] = channels(foreground);
  const mixed = [fr * alpha + br * (1 - alpha), fg * alpha + bg * (1 - alpha), fb * alpha + bb * (1 - alpha)];
  const luminance = ([r, g, b]: number[]) => {
    const linear = (value: number) => (value / 255 <= 0.03928 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const [high, low] = [luminance(mixed), luminance([br, bg, bb])].sort((a, b) => b - a);
  return (high + 0.05) / (low + 0.05);
}

describe.each(["light", "dark"] as const)("contrast in the %s theme", (theme) => {
  it("draws form-control borders at 3:1 and 'Pending' at 4.5:1 against the paper", async () => {
    const context = await newContext(browser, true);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInThroughPage(page, server.url, ...ADMIN, true);
    await context.addCookies([{ name: "theme", value: theme, url: server.url }]);
    await page.goto(`${server.url}/view-bo?type=depo&${VIEW}`);
    await settle(page, true);
    const paper = await page.locator(".MuiPaper-root").first().evaluate((element) => getComputedStyle(element).backgroundColor);
    const colors = await page.evaluate(() => ({
      outline: getComputedStyle(document.querySelector(".MuiOutlinedInput-notchedOutline")!).borderTopColor,
      box: getComputedStyle(document.querySelector('input[name^="ket_"]')!).borderTopColor,
      pending: getComputedStyle([...document.querySelectorAll("p")].find((element) => element.textContent === "Pending")!).color,
    }));
    expect(contrast(colors.outline, paper)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.box, paper)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.pending, paper)).toBeGreaterThanOrEqual(4.5);
    await context.close();
  });
});

describe.each(JS_MODES)("axe-core on every screen $name, at 1366x768", ({ javaScriptEnabled }) => {
  for (const theme of ["light", "dark"] as const) {
    it(`finds no serious or critical violation, ${theme} theme`, async () => {
      const context = await newContext(browser, javaScriptEnabled);
      const page = await context.newPage();
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(`${server.url}/signin`);
      await settle(page, javaScriptEnabled);
      const found: Record<string, unknown[]> = {};
      const check = async (screen: string) => {
        const violations = await seriousViolations(page, javaScriptEnabled);
        if (violations.length) found[screen] = violations;
      };
      await check("/signin");
      await signInThroughPage(page, server.url, ...ADMIN, javaScriptEnabled);
      await context.addCookies([{ name: "theme", value: theme, url: server.url }]);
      for (const screen of SCREENS) {
        await page.goto(`${server.url}${screen}`);
        await settle(page, javaScriptEnabled);
        await check(screen);
      }
      expect(found).toEqual({});
      await context.close();
    });
  }
});
