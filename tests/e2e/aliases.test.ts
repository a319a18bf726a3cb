import { describe, expect, it } from "vitest";
import { PlayerAlias } from "~/models/models.server";
import { seriousViolations } from "../support/axe";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { seedStaff, withServer } from "../support/fixture";

/** Issue 13, point 5: an ADMIN lists the aliases pairing taught and removes a wrong one, with scripts on and off. */

const { server, browser } = withServer({
  seed: () => seedStaff({ ABC: "Alpha" }),
  browser: true,
});

describe.each(JS_MODES)("Alias Pemain $name", ({ javaScriptEnabled }) => {
  it("lists a website's aliases and removes one after a confirmation, with no serious accessibility violation", async () => {
    const username = javaScriptEnabled ? "PLJS01" : "PLNOJS01";
    const alias = await PlayerAlias.create({
      alias_website: "ABC",
      alias_username: username,
      alias_kind: "name",
      alias_key: "SITI AMINAH",
      alias_shown: "SITI AMINAH",
      alias_confirmed_by: "checker1",
      alias_confirmed_at: new Date(),
    });
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await signInThroughPage(page, server.url, "admin", "admin-password-1", javaScriptEnabled);
    await page.getByTestId("sidebar").getByRole("link", { name: "Alias Pemain" }).click();
    await settle(page, javaScriptEnabled);
    await page.locator(`select[name="website"]`).selectOption("ABC");
    await page.getByRole("button", { name: "Tampilkan" }).click();
    await page.waitForURL(`${server.url}/alias?website=ABC`);
    await expect.poll(() => page.getByRole("table", { name: "Alias Pemain" }).textContent()).toContain(`${username}DepositNama pengirimSITI AMINAHchecker1`);
    expect(await seriousViolations(page, javaScriptEnabled)).toEqual([]);
    await page.getByRole("link", { name: `Hapus alias #${alias.alias_id}` }).click();
    const dialog = page.getByRole("dialog", { name: "Hapus Alias" });
    await expect.poll(() => dialog.textContent()).toContain(`Hapus alias "SITI AMINAH" milik ${username}?`);
    expect(await seriousViolations(page, javaScriptEnabled)).toEqual([]);
    expect(await PlayerAlias.findByPk(alias.alias_id)).not.toBeNull();
    await dialog.getByRole("button", { name: "Ya, hapus" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe(`Alias "SITI AMINAH" milik ${username} dihapus.`);
    expect(await PlayerAlias.findByPk(alias.alias_id)).toBeNull();
    expect(page.url()).toBe(`${server.url}/alias?website=ABC`);
    await context.close();
  });
});
