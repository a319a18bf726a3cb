import path from "node:path";
import type { Browser, Page } from "playwright-core";
import type { Sequelize } from "sequelize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AkunBank, BoDeposit, MutasiDeposit } from "~/models";
import { JS_MODES, launchBrowser, newContext, settle, signInThroughPage } from "../support/browser";
import { openDatabase, seedWebsite } from "../support/db";
import { startServer, type RunningServer } from "../support/server";

const fixtures = path.resolve(import.meta.dirname, "../fixtures/uploads");
let server: RunningServer;
let db: Sequelize;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  db = await openDatabase(server.dataDir);
  for (const code of ["JSON", "NOJS"]) {
    await seedWebsite(code);
    await AkunBank.create({
      akun_bank_website: code,
      akun_bank_jenis_transaksi: "DEPO",
      akun_bank_bank: "BCA",
      akun_bank_name: "PT CONTOH JAYA",
      akun_bank_no: "0111222333",
      akun_bank_status: true,
      akun_bank_created_by: null,
      akun_bank_last_edited_by: null,
    });
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await db?.close();
  await server?.stop();
});

/** Picks an option in a step; without scripts the step's 'Pilih' button submits it. */
async function choose(page: Page, name: string, value: string, javaScriptEnabled: boolean) {
  const select = page.locator(`select[name="${name}"]`);
  await select.selectOption(value);
  if (!javaScriptEnabled) await select.locator("xpath=ancestor::form").getByRole("button", { name: "Pilih" }).click();
  await page.waitForURL((url) => url.searchParams.get(name) === value);
  await settle(page, javaScriptEnabled);
}

async function submit(page: Page, javaScriptEnabled: boolean) {
  await page.getByRole("button", { name: "Submit Upload" }).click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "Konfirmasi Upload" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("File:");
    await dialog.getByRole("button", { name: "Ya, Lanjutkan" }).click();
  }
  const result = page.getByTestId("upload-result");
  await result.waitFor();
  return result;
}

describe.each(JS_MODES)("/upload $name", ({ javaScriptEnabled }) => {
  const website = javaScriptEnabled ? "JSON" : "NOJS";

  it("uploads a BO export and a BCA statement through the steps, then resets the form", async () => {
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await signInThroughPage(page, server.url, "admin", "admin-password-1", javaScriptEnabled);
    await page.goto(`${server.url}/upload`);
    await settle(page, javaScriptEnabled);

    await choose(page, "tx", "depo", javaScriptEnabled);
    await choose(page, "type", "bo", javaScriptEnabled);
    await choose(page, "provider", "bo-nexus", javaScriptEnabled);
    const bo = path.join(fixtures, "bo-nexus-deposit.csv");
    const csv = (await import("node:fs")).readFileSync(bo, "utf8").replace(/,abc,|,ABC,/g, `,${website},`).replace(/DP25/g, `${website}25`);
    await page.locator('input[name="myfile"]').setInputFiles({ name: "bo.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    if (javaScriptEnabled) expect(await page.getByTestId("file-info").textContent()).toMatch(/^bo\.csv \(\d+\.\d KB\)$/);
    const result = await submit(page, javaScriptEnabled);
    await expect.poll(() => result.textContent()).toMatch(/✅ \d+ data berhasil ditambahkan\./);
    expect(await BoDeposit.count({ where: { bo_website: website } })).toBeGreaterThan(0);
    if (javaScriptEnabled) {
      // the form is reset completely: back to the first step
      await expect.poll(() => page.locator("select").count()).toBe(1);
    }

    await page.goto(`${server.url}/upload`);
    await settle(page, javaScriptEnabled);
    await choose(page, "tx", "depo", javaScriptEnabled);
    await choose(page, "type", "bank", javaScriptEnabled);
    await choose(page, "category", "bank", javaScriptEnabled);
    await choose(page, "website", website, javaScriptEnabled);
    await choose(page, "bank", "bca", javaScriptEnabled);
    const account = page.locator('select[name="akun"]');
    await account.selectOption({ label: "PT CONTOH JAYA - 0111222333" });
    await page.locator('input[name="date"]').fill("2025-05-10");
    await page.locator('input[name="myfile"]').setInputFiles(path.join(fixtures, "klikbca-individual.csv"));
    const statement = await submit(page, javaScriptEnabled);
    await expect.poll(() => statement.textContent()).toMatch(/✅ \d+ data berhasil ditambahkan\./);
    expect(await MutasiDeposit.count({ where: { mutasi_website: website } })).toBeGreaterThan(0);
    await context.close();
  });

  it("shows the server's refusal for a file that is not a CSV", async () => {
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await signInThroughPage(page, server.url, "admin", "admin-password-1", javaScriptEnabled);
    await page.goto(`${server.url}/upload?tx=depo&type=bo&provider=bo-nexus`);
    await settle(page, javaScriptEnabled);
    await page.locator('input[name="myfile"]').setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await page.getByRole("button", { name: "Submit Upload" }).click();
    await expect.poll(() => page.getByText(/❌ (Upload failed: )?File harus \.csv/).count()).toBeGreaterThan(0);
    await context.close();
  });
});
