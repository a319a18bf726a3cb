import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MutasiDeposit, UploadBatch } from "~/models/models.server";
import { newContext, settle, signInThroughPage } from "../support/browser";
import { seedAkunBank, seedWebsite } from "../support/db";
import { withServer } from "../support/fixture";

const fixtures = path.resolve(import.meta.dirname, "../fixtures/uploads");
let accountId: number;

const { server, browser } = withServer({
  seed: async () => {
    await seedWebsite("HLD");
    accountId = (await seedAkunBank({ website: "HLD", bank: "BCA", name: "PT TAHAN DULU", no: "0111222333" })).akun_bank_id;
  },
  browser: true,
});

const STEPS = "tx=depo&type=bank&category=bank&website=HLD&bank=bca";

async function openBcaForm(): Promise<Page> {
  const context = await newContext(browser, false);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInThroughPage(page, server.url, "admin", "admin-password-1", false);
  await page.goto(`${server.url}/upload?${STEPS}`);
  await settle(page, false);
  return page;
}

describe("/upload without JavaScript, at 1366x768", () => {
  it("shows 'Konfirmasi Upload' with file, website, provider, account and date before anything is stored", async () => {
    const page = await openBcaForm();
    await page.getByLabel("Akun BCA").selectOption({ label: "PT TAHAN DULU - 0111222333" });
    await page.locator('input[name="date"][type="date"]').fill("2025-05-09");
    await page.locator('input[name="myfile"]').setInputFiles(path.join(fixtures, "klikbca-individual.csv"));
    const batches = await UploadBatch.count();
    await page.getByRole("button", { name: "Submit Upload" }).click();
    const dialog = page.getByRole("dialog", { name: "Konfirmasi Upload" });
    await dialog.waitFor();
    expect(await dialog.getByTestId("upload-confirm-summary").locator("li").allTextContents()).toEqual([
      "Transaction Type: Deposit",
      "Upload Type: Bank Settlement - Bank",
      "Website: HLD",
      "Bank: BCA",
      "Akun: PT TAHAN DULU - 0111222333",
      "Tanggal Mutasi: 09-May-2025",
      "File: klikbca-individual.csv",
    ]);
    expect(await UploadBatch.count()).toBe(batches);
    // behind the dialog the form keeps the account and the date
    expect(await page.getByLabel("Akun BCA").inputValue()).toBe(String(accountId));
    expect(await page.locator('input[name="date"][type="date"]').inputValue()).toBe("2025-05-09");
    await dialog.getByRole("button", { name: "Ya, Lanjutkan" }).click();
    await expect.poll(() => page.getByTestId("upload-result").textContent()).toMatch(/^✅ \d+ data berhasil ditambahkan\./);
    expect(await MutasiDeposit.count({ where: { mutasi_akun_bank_id: accountId } })).toBeGreaterThan(0);
    await page.context().close();
  });

  it("keeps the website, bank, account and date after a refusal, before and after the confirmation", async () => {
    const page = await openBcaForm();
    // refused before the confirmation: no file
    await page.getByLabel("Akun BCA").selectOption({ label: "PT TAHAN DULU - 0111222333" });
    await page.locator('input[name="date"][type="date"]').fill("2025-05-11");
    await page.getByRole("button", { name: "Submit Upload" }).click();
    await expect.poll(() => page.getByTestId("upload-result").textContent()).toBe("❌ Harap pilih file terlebih dahulu.");
    expect(await page.locator('select[name="website"]').inputValue()).toBe("HLD");
    expect(await page.locator('select[name="bank"]').inputValue()).toBe("bca");
    expect(await page.getByLabel("Akun BCA").inputValue()).toBe(String(accountId));
    expect(await page.locator('input[name="date"][type="date"]').inputValue()).toBe("2025-05-11");

    // refused after it: a file the BCA layout cannot read
    await page.locator('input[name="myfile"]').setInputFiles({ name: "kosong.csv", mimeType: "text/csv", buffer: Buffer.from("bukan,mutasi\n1,2\n") });
    const batches = await UploadBatch.count();
    await page.getByRole("button", { name: "Submit Upload" }).click();
    const dialog = page.getByRole("dialog", { name: "Konfirmasi Upload" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Ya, Lanjutkan" }).click();
    await expect.poll(() => page.getByTestId("upload-result").textContent()).toMatch(/^❌ Upload failed: /);
    expect(await dialog.count()).toBe(0);
    expect(await page.locator('select[name="website"]').inputValue()).toBe("HLD");
    expect(await page.locator('select[name="bank"]').inputValue()).toBe("bca");
    expect(await page.getByLabel("Akun BCA").inputValue()).toBe(String(accountId));
    expect(await page.locator('input[name="date"][type="date"]').inputValue()).toBe("2025-05-11");
    expect(await UploadBatch.count()).toBe(batches);
    await page.context().close();
  });
});
