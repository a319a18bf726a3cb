import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { newContext, settle, signInThroughPage } from "../support/browser";
import { seedWebsite } from "../support/db";
import { ADMIN, withServer } from "../support/fixture";
import { seedBatch, seedBoDeposit } from "../support/seed-data";
import { daysAgo } from "../support/view-pages";

const TODAY = daysAgo(0);
const { server, browser } = withServer({ browser: true });

beforeAll(async () => {
  await seedWebsite("ABC", "Alpha");
  const bo = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
  await seedBoDeposit(bo, { depo_amount: 456_000, bank_statement_date: TODAY, bo_approve: false, user_name: "progress_player" });
});

describe("a long export with JavaScript", () => {
  it("says it is being prepared while the server answers, then saves the file under the server's name", async () => {
    const context = await newContext(browser, true);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInThroughPage(page, server.url, ...ADMIN, true);
    await page.goto(`${server.url}/view-bo?type=depo&website=ABC&status=all&date=${TODAY}`);
    await settle(page, true);
    // the server's answer is held until the test has seen the busy state: a slow export, without a stopwatch
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/export/viewbo.csv*", async (route) => {
      await held;
      await route.continue();
    });
    const downloaded = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const progress = page.getByTestId("export-progress");
    await expect.poll(() => progress.textContent()).toMatch(/^Menyiapkan file export… [\d.]+ KB diterima$/);
    expect(await progress.getAttribute("role")).toBe("status");
    release();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^viewbo_.*\.csv$/);
    expect(fs.readFileSync((await download.path())!, "utf8")).toContain("progress_player");
    await progress.waitFor({ state: "detached" });
    await context.close();
  });
});
