import { describe, expect, it } from "vitest";
import { AkunBank } from "~/models/models.server";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { seedWebsite } from "../support/db";
import { withServer } from "../support/fixture";

const { server, browser } = withServer({
  seed: async () => {
    await seedWebsite("ABC", "Alpha");
    await seedWebsite("XYZ", "Xylo");
  },
  browser: true,
});

describe.each(JS_MODES)("/databank $name", ({ javaScriptEnabled }) => {
  it("adds a bank account through 'Add New Data Bank', filters by website, deactivates and removes it", async () => {
    const name = javaScriptEnabled ? "PT E2E Script" : "PT E2E Plain";
    const number = javaScriptEnabled ? "12345" : "67890";
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await signInThroughPage(page, server.url, "admin", "admin-password-1", javaScriptEnabled);
    await page.goto(`${server.url}/databank`);
    await settle(page, javaScriptEnabled);
    expect(await page.getByRole("heading", { name: "Table Data Bank" }).count()).toBe(1);

    await page.getByRole("link", { name: "Add Data Bank" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Data Bank" });
    await dialog.waitFor();
    // an empty submit is refused with the spec's message (by the page with scripts, by the server without)
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => dialog.getByRole("alert").textContent()).toBe("Semua field wajib diisi.");

    await page.locator('select[name="akun_bank_website"]').selectOption("ABC");
    await page.locator('select[name="akun_bank_jenis_transaksi"]').selectOption(javaScriptEnabled ? "DEPO" : "WD");
    await page.locator('select[name="akun_bank_bank"]').selectOption("LINKAJA");
    await page.locator('input[name="akun_bank_name"]').fill(`  ${name} `);
    const numberInput = page.locator('input[name="akun_bank_no"]');
    await numberInput.fill(`${number.slice(0, 2)}-x ${number.slice(2)}`);
    if (javaScriptEnabled) expect(await numberInput.inputValue()).toBe(number);
    await page.getByRole("dialog", { name: "Add New Data Bank" }).getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe("Akun bank berhasil dibuat.");
    const row = page.getByRole("row").filter({ hasText: name });
    await expect.poll(() => row.getByRole("cell").allTextContents()).toEqual([
      "ABC",
      javaScriptEnabled ? "DEPO" : "WD",
      "LINKAJA",
      name,
      number,
      "Active",
      expect.stringMatching(/^\d{1,2} \S+ \d{4} pukul \d{2}\.\d{2}\.\d{2}$/),
      "admin",
      "DeactivateRemove",
    ]);
    if (javaScriptEnabled) {
      // the blue notice stays until the clerk closes it
      await page.getByTestId("notice").getByRole("button", { name: "Tutup" }).click();
      await expect.poll(() => page.getByTestId("notice").count()).toBe(0);
    }

    // the website filter: XYZ hides the row, ABC shows it again
    const filter = page.locator('select[name="website"]');
    await filter.selectOption("XYZ");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/website=XYZ/);
    await expect.poll(() => page.getByRole("cell", { name: "No data" }).count()).toBe(1);
    await page.locator('select[name="website"]').selectOption("ABC");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/website=ABC/);
    await expect.poll(() => row.count()).toBe(1);

    await row.getByRole("link", { name: "Deactivate" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm Action" });
    await expect.poll(() => confirm.textContent()).toContain(`Deactivate bank account ${name} (${number})?`);
    await confirm.getByRole("button", { name: "Yes, Confirm" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe(`Status akun bank ${name} (${number}) diubah ke Inactive.`);
    await expect.poll(() => row.getByTestId("status").textContent()).toBe("Inactive");
    expect(await row.getByRole("link", { name: "Activate" }).count()).toBe(1);
    expect((await AkunBank.findOne({ where: { akun_bank_name: name } }))!.akun_bank_status).toBe(false);

    await row.getByRole("link", { name: "Remove" }).click();
    await expect.poll(() => confirm.textContent()).toContain(`Remove bank account ${name} (LINKAJA - ${number})?`);
    if (javaScriptEnabled) {
      await page.keyboard.press("Escape");
      await expect.poll(() => confirm.count()).toBe(0);
      await row.getByRole("link", { name: "Remove" }).click();
    }
    await confirm.getByRole("button", { name: "Yes, Remove" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe(`Akun bank ${name} (LINKAJA - ${number}) berhasil dihapus.`);
    await expect.poll(() => row.count()).toBe(0);
    expect(await AkunBank.findOne({ where: { akun_bank_name: name } })).toBeNull();
    await context.close();
  });
});
