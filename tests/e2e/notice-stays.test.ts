import { describe, expect, it } from "vitest";
import { newContext, signInThroughPage } from "../support/browser";
import { ADMIN, withServer } from "../support/fixture";

const { server, browser } = withServer({ browser: true });

describe("messages with JavaScript", () => {
  it("stay on the page until the clerk closes them, however long the clerk takes to read", async () => {
    const context = await newContext(browser, true);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    // the page's clock is the test's: a minute passes at once, no waiting
    await page.clock.install();
    await signInThroughPage(page, server.url, ...ADMIN, true);
    const notice = page.getByTestId("notice");
    await expect.poll(() => notice.textContent()).toBe("Login successful!");
    await page.clock.runFor(60_000);
    expect(await notice.isVisible()).toBe(true);
    await notice.getByRole("button", { name: "Tutup" }).click();
    await notice.waitFor({ state: "detached" });
    await context.close();
  });
});
