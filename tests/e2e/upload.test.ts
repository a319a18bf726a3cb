import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { AkunBank, BoDeposit, MutasiDeposit } from "~/models/models.server";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { seedWebsite } from "../support/db";
import { withServer } from "../support/fixture";

const fixtures = path.resolve(import.meta.dirname, "../fixtures/uploads");
const accountIds: Record<string, number> = {};

const { server, browser } = withServer({ browser: true });

beforeAll(async () => {
  for (const code of ["JSON", "NOJS"]) {
    await seedWebsite(code);
    const account = await AkunBank.create({
      akun_bank_website: code,
      akun_bank_jenis_transaksi: "DEPO",
      akun_bank_bank: "BCA",
      akun_bank_name: "PT CONTOH JAYA",
      akun_bank_no: "0111222333",
      akun_bank_status: true,
      akun_bank_created_by: null,
      akun_bank_last_edited_by: null,
    });
    accountIds[code] = account.akun_bank_id;
  }
});

/** Picks an option in a step; without scripts the step's 'Pilih' button submits it. */
async function choose(page: Page, name: string, value: string, javaScriptEnabled: boolean) {
  const select = page.locator(`select[name="${name}"]`);
  await select.selectOption(value);
  if (!javaScriptEnabled) await select.locator("xpath=ancestor::form").getByRole("button", { name: "Pilih" }).click();
  await page.waitForURL((url) => url.searchParams.get(name) === value);
  await settle(page, javaScriptEnabled);
}

/** 'Submit Upload', 'Konfirmasi Upload' (with scripts and without), then 'Ya, Lanjutkan'. Returns the dialog's summary. */
async function submit(page: Page, javaScriptEnabled: boolean): Promise<string | null> {
  await page.getByRole("button", { name: "Submit Upload" }).click();
  const dialog = page.getByRole("dialog", { name: "Konfirmasi Upload" });
  await dialog.waitFor();
  const summary = await dialog.textContent();
  await settle(page, javaScriptEnabled);
  await dialog.getByRole("button", { name: "Ya, Lanjutkan" }).click();
  await page.getByTestId("upload-result").waitFor();
  return summary;
}

async function openUpload(javaScriptEnabled: boolean) {
  const context = await newContext(browser, javaScriptEnabled);
  const page = await context.newPage();
  await signInThroughPage(page, server.url, "admin", "admin-password-1", javaScriptEnabled);
  await page.goto(`${server.url}/upload`);
  await settle(page, javaScriptEnabled);
  return { context, page };
}

describe.each(JS_MODES)("/upload $name", ({ javaScriptEnabled }) => {
  const website = javaScriptEnabled ? "JSON" : "NOJS";

  it("uploads a BO Nexus deposit export through the steps, shows the result and resets the form", async () => {
    const { context, page } = await openUpload(javaScriptEnabled);
    expect(await page.getByTestId("convert-notice").textContent()).toContain("Convert Mutasi");
    await choose(page, "tx", "depo", javaScriptEnabled);
    await choose(page, "type", "bo", javaScriptEnabled);
    // with scripts the URL changes before the next step is drawn: poll
    await expect.poll(() => page.locator('select[name="provider"] option').allTextContents()).toEqual(["-- Pilih BO Provider --", "BO Nexus", "BO Lexu", "QRIS Lexu"]);
    expect(await page.locator('input[name="myfile"]').count()).toBe(0);
    await choose(page, "provider", "bo-nexus", javaScriptEnabled);
    const csv = fs
      .readFileSync(path.join(fixtures, "bo-nexus-deposit.csv"), "utf8")
      .replace(/,abc,|,ABC,/g, `,${website},`)
      .replace(/DP25/g, `${website}25`);
    await page.locator('input[name="myfile"]').setInputFiles({ name: "bo.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    if (javaScriptEnabled) expect(await page.getByTestId("file-info").textContent()).toMatch(/^bo\.csv \(\d+\.\d KB\) ?$/);
    const summary = await submit(page, javaScriptEnabled);
    expect(summary).toContain("Transaction Type: Deposit");
    expect(summary).toContain("Upload Type: Upload BO - BO Nexus");
    expect(summary).toContain("File: bo.csv");
    await expect.poll(() => page.getByTestId("upload-result").textContent()).toMatch(/^✅ 3 data berhasil ditambahkan\./);
    expect(await BoDeposit.count({ where: { bo_website: website } })).toBe(3);
    // the form is reset completely: back to the first step
    await expect.poll(() => page.locator("select").count()).toBe(1);
    if (javaScriptEnabled) expect(await page.getByTestId("upload-progress").textContent()).toBe("100%");
    await context.close();
  });

  it("uploads a BCA statement with its account and Tanggal Mutasi 09-May-2025", async () => {
    const { context, page } = await openUpload(javaScriptEnabled);
    await choose(page, "tx", "depo", javaScriptEnabled);
    await choose(page, "type", "bank", javaScriptEnabled);
    await choose(page, "category", "bank", javaScriptEnabled);
    await choose(page, "website", website, javaScriptEnabled);
    await choose(page, "bank", "bca", javaScriptEnabled);
    const account = page.getByLabel("Akun BCA");
    await expect.poll(() => account.locator("option").allTextContents()).toEqual(["-- Pilih Akun BCA --", "PT CONTOH JAYA - 0111222333"]);
    await account.selectOption({ label: "PT CONTOH JAYA - 0111222333" });
    // Tanggal Mutasi defaults to today (Jakarta)
    expect(await page.locator('input[name="date"]').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.locator('input[name="date"]').fill("2025-05-09");
    await page.locator('input[name="myfile"]').setInputFiles(path.join(fixtures, "klikbca-individual.csv"));
    const summary = await submit(page, javaScriptEnabled);
    expect(summary).toContain("Upload Type: Bank Settlement - Bank");
    expect(summary).toContain(`Website: ${website}`);
    expect(summary).toContain("Bank: BCA");
    expect(summary).toContain("Akun: PT CONTOH JAYA - 0111222333");
    expect(summary).toContain("Tanggal Mutasi: 09-May-2025");
    expect(summary).toContain("File: klikbca-individual.csv");
    await expect.poll(() => page.getByTestId("upload-result").textContent()).toMatch(/^✅ \d+ data berhasil ditambahkan\./);
    const stored = await MutasiDeposit.findAll({ where: { mutasi_website: website } });
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((row) => row.mutasi_akun_bank_id === accountIds[website])).toBe(true);
    await expect.poll(() => page.locator("select").count()).toBe(1);

    // the same statement day again: nothing stored, the spec's notice
    await page.goto(`${server.url}/upload?tx=depo&type=bank&category=bank&website=${website}&bank=bca`);
    await settle(page, javaScriptEnabled);
    await page.getByLabel("Akun BCA").selectOption({ label: "PT CONTOH JAYA - 0111222333" });
    await page.locator('input[name="date"]').fill("2025-05-09");
    await page.locator('input[name="myfile"]').setInputFiles(path.join(fixtures, "klikbca-individual.csv"));
    await submit(page, javaScriptEnabled);
    await expect.poll(() => page.getByTestId("upload-result").textContent()).toMatch(/^ℹ️ Data sudah ada untuk tanggal [^.]+\.$/);
    expect(await MutasiDeposit.count({ where: { mutasi_website: website } })).toBe(stored.length);
    await context.close();
  });

  it("refuses a file that is not a CSV, and an upload without an account, with the spec's messages", async () => {
    const { context, page } = await openUpload(javaScriptEnabled);
    await page.goto(`${server.url}/upload?tx=depo&type=bo&provider=bo-nexus`);
    await settle(page, javaScriptEnabled);
    await page.locator('input[name="myfile"]').setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    // with scripts the drop zone refuses it at once; without, the server does
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Submit Upload" }).click();
    await expect.poll(() => page.getByText("❌ File harus .csv", { exact: true }).count()).toBe(1);

    await page.goto(`${server.url}/upload?tx=depo&type=bank&category=bank&website=${website}&bank=bca`);
    await settle(page, javaScriptEnabled);
    await page.locator('input[name="myfile"]').setInputFiles(path.join(fixtures, "klikbca-individual.csv"));
    await page.getByRole("button", { name: "Submit Upload" }).click();
    await expect.poll(() => page.getByText("Harap pilih akun BCA terlebih dahulu.", { exact: true }).count()).toBe(1);
    // no dialog, nothing sent; the choices are still there
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await page.locator('select[name="bank"]').inputValue()).toBe("bca");
    await context.close();
  });

  if (javaScriptEnabled) {
    it("takes a dropped file, shows its name and size, and removes it", async () => {
      const { context, page } = await openUpload(true);
      await page.goto(`${server.url}/upload?tx=wd&type=bo&provider=bo-lexu`);
      await settle(page, true);
      const drop = await page.evaluateHandle(() => {
        const transfer = new DataTransfer();
        transfer.items.add(new File(["a".repeat(2048)], "dropped.csv", { type: "text/csv" }));
        return transfer;
      });
      await page.getByTestId("drop-zone").dispatchEvent("drop", { dataTransfer: drop });
      expect(await page.getByTestId("file-info").textContent()).toBe("dropped.csv (2.0 KB)");
      // the dropped file is the form's file too
      expect(await page.locator('input[name="myfile"]').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("dropped.csv");
      await page.getByRole("button", { name: "Remove" }).click();
      expect(await page.getByTestId("file-info").count()).toBe(0);
      await page.getByRole("button", { name: "Submit Upload" }).click();
      await expect.poll(() => page.getByText("❌ Harap pilih file terlebih dahulu.", { exact: true }).count()).toBe(1);
      // 'Batal' closes the dialog without uploading
      await page.locator('input[name="myfile"]').setInputFiles({ name: "x.csv", mimeType: "text/csv", buffer: Buffer.from("a\n") });
      await page.getByRole("button", { name: "Submit Upload" }).click();
      await page.getByRole("dialog", { name: "Konfirmasi Upload" }).getByRole("button", { name: "Batal" }).click();
      expect(await page.getByRole("dialog").count()).toBe(0);
      expect(await page.getByTestId("upload-result").count()).toBe(0);
      await context.close();
    });

    it("says 'Loading' in the account select while the account list is fetched", async () => {
      const { context, page } = await openUpload(true);
      await page.goto(`${server.url}/upload?tx=depo&type=bank&category=bank&website=${website}`);
      await settle(page, true);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/upload\.data/, async (route) => {
        await held;
        await route.continue();
      });
      await page.locator('select[name="bank"]').selectOption("bca");
      const loading = page.getByLabel("Akun BCA");
      await expect.poll(() => loading.locator("option").allTextContents()).toEqual(["Loading"]);
      expect(await loading.isDisabled()).toBe(true);
      release();
      await expect.poll(() => page.getByLabel("Akun BCA").locator("option").allTextContents()).toEqual(["-- Pilih Akun BCA --", "PT CONTOH JAYA - 0111222333"]);
      await context.close();
    });
  }
});
