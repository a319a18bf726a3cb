import fs from "node:fs";
import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { UPLOAD_TEMPLATES } from "~/services/upload/parsers/templates";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { withServer } from "../support/fixture";

const { server, browser } = withServer({ browser: true });

function mandiriWorkbook(): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ["Tgl.", "Tgl. Val.", "Rincian Transaksi", "No. Referensi", "Debit", "Kredit", "Saldo", "Branch Code"],
      ["14/05/2025 04:12:26", "14/05/2025", "TRANSFER DARI SITI AMINAH", "REF001", 0, 125000, 1125000, "0001"],
    ]),
    "Sheet1",
  );
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

/** A workbook with no statement in it. */
function unrelatedWorkbook(): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["Nama", "Alamat"], ["Siti", "Jakarta"]]), "Sheet1");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

describe.each(JS_MODES)("Convert Mutasi and templates $name", ({ javaScriptEnabled }) => {
  it("converts a Mandiri workbook into a CSV download with the same base name", async () => {
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await signInThroughPage(page, server.url, "admin", "admin-password-1", javaScriptEnabled);
    await page.goto(`${server.url}/convert-mutasi`);
    await settle(page, javaScriptEnabled);
    expect(await page.getByText("Pilih bank terlebih dahulu untuk menampilkan area upload.").count()).toBe(1);
    await page.locator('select[name="bank"]').selectOption("mandiri");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Pilih" }).click();
    await page.waitForURL(/bank=mandiri/);
    await settle(page, javaScriptEnabled);
    await page.locator('input[name="myfile"]').setInputFiles({ name: "mutasi juni.xlsx", mimeType: "application/octet-stream", buffer: mandiriWorkbook() });
    if (javaScriptEnabled) expect(await page.getByTestId("file-info").textContent()).toMatch(/^mutasi juni\.xlsx \(\d+\.\d KB\) ?$/);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Convert & Download" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("mutasi juni.csv");
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv).toContain("SITI AMINAH");
    if (javaScriptEnabled) {
      await expect.poll(() => page.getByTestId("convert-result").textContent()).toBe("✅ File converted and downloaded successfully!");
    }
    await context.close();
  });

  it("refuses a file that is not a spreadsheet with the spec's message", async () => {
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await signInThroughPage(page, server.url, "admin", "admin-password-1", javaScriptEnabled);
    await page.goto(`${server.url}/convert-mutasi?bank=qris`);
    await settle(page, javaScriptEnabled);
    await page.locator('input[name="myfile"]').setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    // with scripts the drop zone refuses it at once; without, the server answers with the page
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Convert & Download" }).click();
    await expect.poll(() => page.getByText("❌ File harus .xls atau .xlsx", { exact: true }).count()).toBe(1);
    expect(page.url()).toBe(`${server.url}/convert-mutasi?bank=qris`);

    // no file: '❌ Please select a bank and file.'
    await page.goto(`${server.url}/convert-mutasi?bank=qris`);
    await settle(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Convert & Download" }).click();
    await expect.poll(() => page.getByText("❌ Please select a bank and file.", { exact: true }).count()).toBe(1);

    // a workbook the bank's layout does not fit: '❌ Conversion failed.' and the reason
    await page.locator('input[name="myfile"]').setInputFiles({ name: "other.xlsx", mimeType: "application/octet-stream", buffer: unrelatedWorkbook() });
    await page.getByRole("button", { name: "Convert & Download" }).click();
    await expect.poll(() => page.getByTestId("convert-result").textContent()).toMatch(/^❌ Conversion failed\. \S/);
    await context.close();
  });

  it("downloads a template from 'Download Template Upload'", async () => {
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await signInThroughPage(page, server.url, "admin", "admin-password-1", javaScriptEnabled);
    await page.goto(`${server.url}/template`);
    await settle(page, javaScriptEnabled);
    const buttons = await page.getByRole("link").allTextContents();
    for (const label of ["Mutasi BCA", "BNI Internet Banking", "BNI Mobile", "Mandiri", "Mandiri Manual Excel", "BRI Manual Excel", "Auto QR", "Auto TX", "Nexus Pay", "QRIS"]) {
      expect(buttons).toContain(label);
    }
    const template = UPLOAD_TEMPLATES.find((entry) => entry.label === "Mutasi BCA")!;
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Mutasi BCA" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(template.fileName);
    if (javaScriptEnabled) {
      // a download that fails says so
      await page.route(/\/api\/templatemutasiqris$/, (route) => route.fulfill({ status: 500, body: "{}" }));
      await page.getByRole("link", { name: "QRIS", exact: true }).click();
      await expect.poll(() => page.getByTestId("template-failed").textContent()).toBe("❌ Gagal mengunduh file.");
    }
    await context.close();
  });
});
