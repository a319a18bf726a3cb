import { describe, expect, it } from "vitest";
import { Website } from "~/models/models.server";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { withServer } from "../support/fixture";

const { server, browser } = withServer({ browser: true });

describe.each(JS_MODES)("/website $name", ({ javaScriptEnabled }) => {
  it("adds a website through the dialog, then removes it through 'Confirm Action'", async () => {
    const code = javaScriptEnabled ? "JSON1" : "NOJS1";
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await signInThroughPage(page, server.url, "admin", "admin-password-1", javaScriptEnabled);
    await page.goto(`${server.url}/website`);
    await settle(page, javaScriptEnabled);

    await page.getByRole("link", { name: "Add Website" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Website" });
    await dialog.waitFor();
    // an empty submit is refused with the spec's message
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => page.getByRole("alert").first().textContent()).toContain("Website Name dan Code wajib diisi.");
    await page.getByLabel("Website Name").fill(`Site ${code}`);
    await page.getByLabel("Website Code").fill(code.toLowerCase());
    if (javaScriptEnabled) expect(await page.getByLabel("Website Code").inputValue()).toBe(code);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe("Website berhasil ditambahkan.");
    await expect.poll(() => page.getByRole("cell", { name: code, exact: true }).count()).toBe(1);
    if (javaScriptEnabled) {
      // the banner stays until the clerk closes it
      await page.getByTestId("notice").getByRole("button", { name: "Tutup" }).click();
      await expect.poll(() => page.getByTestId("notice").count()).toBe(0);
    }

    const row = page.getByRole("row").filter({ hasText: code });
    await row.getByRole("link", { name: "Remove" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm Action" });
    await expect.poll(() => confirm.textContent()).toContain(`Remove website Site ${code} (${code})?`);
    if (javaScriptEnabled) {
      // Escape closes the dialog without removing anything
      await page.keyboard.press("Escape");
      await expect.poll(() => confirm.count()).toBe(0);
      await row.getByRole("link", { name: "Remove" }).click();
    }
    await page.getByRole("button", { name: "Yes, Remove" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toContain("berhasil dihapus");
    await expect.poll(() => page.getByRole("cell", { name: code, exact: true }).count()).toBe(0);
    expect(await Website.findOne({ where: { website_code: code } })).toBeNull();
    await context.close();
  });
});
