import fs from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { BoDeposit, MutasiDeposit } from "~/models/models.server";
import { formatSpecDate } from "~/services/spec-date";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { seedWebsite } from "../support/db";
import { seedBatch, seedBoDeposit, seedMutasiDeposit } from "../support/seed-data";
import { withServer } from "../support/fixture";
import { daysAgo } from "../support/view-pages";

const HOUR = 60 * 60 * 1000;
const TODAY = daysAgo(0);
const SHOWN = formatSpecDate(TODAY, { padDay: true });

const { server, browser } = withServer({ browser: true });

beforeAll(async () => {
  for (const [code, name] of [
    ["DJS", "Delete JS"],
    ["DNO", "Delete NoJS"],
    ["EJS", "Export JS"],
    ["ENO", "Export NoJS"],
  ]) {
    await seedWebsite(code, name);
  }
});

async function signedIn(javaScriptEnabled: boolean): Promise<Page> {
  const context = await newContext(browser, javaScriptEnabled);
  const page = await context.newPage();
  await signInThroughPage(page, server.url, "admin", "admin-password-1", javaScriptEnabled);
  return page;
}

describe.each(JS_MODES)("/delete $name", ({ javaScriptEnabled }) => {
  it("deletes a date's fresh uploads of a website through 'Delete Confirmation' and shows the reply", async () => {
    const code = javaScriptEnabled ? "DJS" : "DNO";
    const name = javaScriptEnabled ? "Delete JS" : "Delete NoJS";
    const fresh = await seedBatch({ website: code, target: "bo_deposit", uploadedBy: 1, uploadedAt: new Date(Date.now() - 2 * HOUR) });
    await seedBoDeposit(fresh, { depo_amount: 10_000, bank_statement_date: TODAY });
    await seedBoDeposit(fresh, { depo_amount: 20_000, bank_statement_date: TODAY });
    const statement = await seedBatch({ website: code, target: "mutasi_deposit", uploadedBy: 1, date: TODAY, uploadedAt: new Date(Date.now() - HOUR) });
    await seedMutasiDeposit(statement, { mutasi_amount: 10_000, mutasi_date: TODAY });
    const old = await seedBatch({ website: code, target: "bo_deposit", uploadedBy: 1, uploadedAt: new Date(Date.now() - 25 * HOUR) });
    const kept = await seedBoDeposit(old, { depo_amount: 30_000, bank_statement_date: TODAY });

    const page = await signedIn(javaScriptEnabled);
    await page.goto(`${server.url}/delete`);
    await settle(page, javaScriptEnabled);
    await page.getByRole("heading", { name: "Delete BO / Mutasi (≤ 24 jam)" }).waitFor();
    expect(await page.getByTestId("delete-hint").textContent()).toBe("Hanya data yang berumur 24 jam atau kurang sejak diupload yang bisa dihapus.");
    expect(await page.getByLabel("Tanggal").inputValue()).toBe(TODAY);
    const deleteButton = page.getByRole("button", { name: "Delete", exact: true });
    // with scripts the button waits for a group; without them the server asks for one
    if (javaScriptEnabled) {
      expect(await deleteButton.isDisabled()).toBe(true);
    } else {
      await deleteButton.click();
      await expect.poll(() => page.getByTestId("delete-error").textContent()).toBe("Tanggal dan Website / Group wajib diisi.");
    }
    await page.getByLabel("Website / Group").selectOption(code);
    expect(await page.getByLabel("Website / Group").locator("option:checked").textContent()).toBe(`${code} — ${name}`);
    if (javaScriptEnabled) {
      expect(await deleteButton.isEnabled()).toBe(true);
      // no date, no delete
      await page.getByLabel("Tanggal").fill("");
      expect(await deleteButton.isDisabled()).toBe(true);
      await page.getByLabel("Tanggal").fill(TODAY);
    }
    await deleteButton.click();

    const dialog = page.getByRole("dialog", { name: "Delete Confirmation" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("This action cannot be undone.");
    expect(await dialog.textContent()).toContain("24 hours old or younger since upload");
    expect(await dialog.getByTestId("confirm-date").textContent()).toBe(SHOWN);
    expect(await dialog.getByTestId("confirm-group").textContent()).toBe(`${code} — ${name}`);
    // Cancel closes it, deleting nothing
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await BoDeposit.count({ where: { bo_batch_id: fresh.batch_id } })).toBe(2);
    await settle(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();

    const success = page.getByTestId("delete-success");
    await expect.poll(() => success.count()).toBe(1);
    expect(await success.textContent()).toContain(`Berhasil menghapus 3 data ${code} tanggal ${SHOWN}`);
    const reply = JSON.parse((await page.getByTestId("delete-response").textContent())!);
    expect(reply).toMatchObject({ status: true, deleted: { bo_deposit: 2, bo_withdraw: 0, mutasi_deposit: 1, mutasi_withdraw: 0 }, kept_older: 1 });
    // with scripts the dialog closes once the router has settled after the reply
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await BoDeposit.count({ where: { bo_batch_id: fresh.batch_id } })).toBe(0);
    expect(await MutasiDeposit.count({ where: { mutasi_batch_id: statement.batch_id } })).toBe(0);
    expect(await BoDeposit.findByPk(kept.bo_id)).not.toBeNull();

    // the box stays until the clerk closes it (with scripts, its Tutup button)
    expect(await success.count()).toBe(1);
    if (javaScriptEnabled) {
      await success.getByRole("button", { name: "Tutup" }).click();
      await expect.poll(() => success.count()).toBe(0);
    }

    // only the older row is left: refused, with the server's message in the error box
    await settle(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect.poll(() => page.getByTestId("delete-error").count()).toBe(1);
    expect(await page.getByTestId("delete-error").textContent()).toBe(
      `Tidak ada data yang bisa dihapus: 1 data ${code} tanggal ${SHOWN} diupload lebih dari 24 jam yang lalu dan tidak bisa dihapus.`,
    );
    expect(await BoDeposit.findByPk(kept.bo_id)).not.toBeNull();
    await page.context().close();
  });
});

describe.each(JS_MODES)("export links $name", ({ javaScriptEnabled }) => {
  it("downloads View BO as CSV and Excel from the /export links", async () => {
    const code = javaScriptEnabled ? "EJS" : "ENO";
    const batch = await seedBatch({ website: code, target: "bo_deposit", uploadedBy: 1 });
    const evil = await seedBoDeposit(batch, { depo_amount: 125_000, bank_statement_date: TODAY, full_name: "=1+2" });
    await seedBoDeposit(batch, { depo_amount: 75_000, bank_statement_date: TODAY, bo_approve: true, ket_app: "ok" });

    const page = await signedIn(javaScriptEnabled);
    await page.goto(`${server.url}/view-bo?type=depo&website=${code}&status=all&date=${TODAY}`);
    await settle(page, javaScriptEnabled);

    const csvLink = page.locator(`a[href="/export/viewbo.csv?website=${code}&status=all&date=${TODAY}"]`);
    const [csv] = await Promise.all([page.waitForEvent("download"), csvLink.click()]);
    expect(csv.suggestedFilename()).toBe(`viewbo_${code}_all_${SHOWN}.csv`);
    const csvBytes = fs.readFileSync((await csv.path())!);
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvBytes.subarray(3).toString("utf8").split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines[0].startsWith("No,Status,Ket,Ticket No,")).toBe(true);
    expect(lines[1]).toContain(`1,Pending,,${evil.ticket_no},`);
    expect(lines[1]).toContain(",'=1+2,BANK,125000,");
    expect(lines[2]).toContain("2,Approved,ok,");

    const xlsxLink = page.locator(`a[href="/export/viewbo.xlsx?website=${code}&status=all&date=${TODAY}"]`);
    const [xlsx] = await Promise.all([page.waitForEvent("download"), xlsxLink.click()]);
    expect(xlsx.suggestedFilename()).toBe(`viewbo_${code}_all_${SHOWN}.xlsx`);
    const workbook = XLSX.read(fs.readFileSync((await xlsx.path())!), { type: "buffer" });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0]], { header: 1, defval: null });
    expect(rows).toHaveLength(3);
    expect(rows[1].slice(0, 4)).toEqual([1, "Pending", null, evil.ticket_no]);
    expect(rows[1][8]).toBe("'=1+2");
    expect(rows[1][10]).toBe(125000);
    // the page is still there: a download does not navigate away
    expect(page.url()).toContain("/view-bo?");
    await page.context().close();
  });
});
