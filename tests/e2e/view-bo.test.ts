import type { Page } from "playwright-core";
import { Op } from "sequelize";
import { describe, expect, it } from "vitest";
import { BoDeposit, Tracking, type UploadBatch } from "~/models/models.server";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { seedAccount, seedWebsite } from "../support/db";
import { seedBatch, seedBoDeposit, seedMutasiDeposit } from "../support/seed-data";
import { withServer } from "../support/fixture";
import { daysAgo } from "../support/view-pages";

let batch: UploadBatch;

const TODAY = daysAgo(0);

const { server, browser } = withServer({
  seed: async () => {
    const abc = await seedWebsite("ABC", "Alpha");
    await seedWebsite("XYZ", "Xylo");
    await seedAccount({ name: "checker1", password: "checker-pass-1", role: "CHECKER", website: abc });
    batch = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
  },
  browser: true,
});

const rowOf = (page: Page, id: number) => page.locator(`tr[data-row-id="${id}"]`);
const tierOf = (page: Page, id: number) => page.getByTestId(`tier-${id}`).textContent();
const reasonOf = (page: Page, id: number) => page.getByTestId(`reason-${id}`).textContent();

describe.each(JS_MODES)("/view-bo $name", ({ javaScriptEnabled }) => {
  it("filters, searches, approves with a note and an edited amount, and deletes", async () => {
    const prefix = javaScriptEnabled ? "js" : "nojs";
    const alpha = await seedBoDeposit(batch, { depo_amount: 200_000, bank_statement_date: TODAY, user_name: `${prefix}alpha`, full_name: "ALPHA PLAYER" });
    const beta = await seedBoDeposit(batch, { depo_amount: 300_000, bank_statement_date: TODAY, user_name: `${prefix}beta`, full_name: "BETA PLAYER" });
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await signInThroughPage(page, server.url, "checker1", "checker-pass-1", javaScriptEnabled);
    await page.goto(`${server.url}/view-bo`);
    await settle(page, javaScriptEnabled);

    // filters: the checker's only website is preselected; a missing status is refused with the spec's message
    expect(await page.getByLabel("Website", { exact: true }).inputValue()).toBe("ABC");
    await page.getByLabel("Date", { exact: true }).fill(TODAY);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => page.getByTestId("filter-message").textContent()).toBe("Lengkapi Website, Status, dan Date dulu.");
    await settle(page, javaScriptEnabled);
    await page.getByLabel("Status Type").selectOption("all");
    await page.getByLabel("Date", { exact: true }).fill(TODAY);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => rowOf(page, alpha.bo_id).count()).toBe(1);
    expect(page.url()).toContain("status=all");
    expect(await page.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(`/export/viewbo.csv?website=ABC&status=all&date=${TODAY}`);
    await settle(page, javaScriptEnabled);

    // search: with scripts it follows the typing; without, the Cari button submits
    await page.getByLabel("Username / Fullname / Nominal").fill(`${prefix}alpha`);
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Cari" }).click();
    await expect.poll(() => page.locator("tr[data-row-id]").count()).toBe(1);
    expect(page.url()).toContain(`q=${prefix}alpha`);
    await settle(page, javaScriptEnabled);

    // approve with a note and an edited amount, through the confirmation
    const row = rowOf(page, alpha.bo_id);
    await row.getByLabel(`Pilih data #${alpha.bo_id}`).check();
    await row.getByLabel(`Ket #${alpha.bo_id}`).fill("transfer cocok");
    await row.getByLabel(`Depo Amount #${alpha.bo_id}`).fill("205000");
    const submit = page.getByRole("button", { name: javaScriptEnabled ? "Submit 1 data" : "Submit data", exact: true });
    await submit.click();
    const dialog = page.getByRole("dialog", { name: "Konfirmasi Submit" });
    await expect.poll(() => dialog.textContent()).toContain(`#${alpha.bo_id} · ${alpha.ticket_no} · ${prefix}alpha · Rp 200.000 → Rp 205.000 · Ket: transfer cocok`);
    await dialog.getByRole("button", { name: "Ya, Submit" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe("1 data berhasil diapprove.");
    await expect.poll(() => row.locator("td").nth(2).textContent()).toMatch(/^Approved/);
    await alpha.reload();
    expect(alpha).toMatchObject({ bo_approve: true, ket_app: "transfer cocok", bo_match_state: "manual" });
    expect(Number(alpha.depo_amount)).toBe(205_000);
    expect(Number(alpha.depo_original_amount)).toBe(200_000);
    expect(await row.getByLabel(`Pilih data #${alpha.bo_id}`).isDisabled()).toBe(true);
    await settle(page, javaScriptEnabled);

    // delete another row, through its confirmation
    await page.getByLabel("Username / Fullname / Nominal").fill(`${prefix}beta`);
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Cari" }).click();
    await expect.poll(() => rowOf(page, beta.bo_id).count()).toBe(1);
    await expect.poll(() => page.locator("tr[data-row-id]").count()).toBe(1);
    await settle(page, javaScriptEnabled);
    await rowOf(page, beta.bo_id).getByLabel(`Pilih data #${beta.bo_id}`).check();
    await page.getByRole("button", { name: javaScriptEnabled ? "Delete 1 data" : "Delete data", exact: true }).click();
    const confirmDelete = page.getByRole("dialog", { name: "Konfirmasi Delete" });
    await expect.poll(() => confirmDelete.textContent()).toContain(`${prefix}beta`);
    await confirmDelete.getByRole("button", { name: "Ya, Delete" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe("1 data berhasil dihapus.");
    await expect.poll(() => rowOf(page, beta.bo_id).count()).toBe(0);
    expect(await BoDeposit.findByPk(beta.bo_id)).toBeNull();
    expect(await Tracking.count({ where: { tracking_activity: { [Op.like]: `Hapus BO deposit #${beta.bo_id} %` }, tracking_username: "checker1" } })).toBe(1);
    await context.close();
  });

  it("shows each row's tier and Indonesian reason, pending or approved by the matcher, also in light mode, and a saran is confirmed with one click", async () => {
    const prefix = javaScriptEnabled ? "js" : "nojs";
    // each mode its own amounts, so the two runs' rows never compete
    const base = javaScriptEnabled ? 100_000 : 500_000;
    const lines = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1 });
    const line = (amount: number, sender: string) =>
      seedMutasiDeposit(lines, { mutasi_amount: amount, mutasi_date: TODAY, mutasi_player_bank_name: sender, mutasi_description: `TRSF E-BANKING CR ${sender}` });
    const row = (amount: number, name: string) => seedBoDeposit(batch, { depo_amount: amount, bank_statement_date: TODAY, user_name: `${prefix}${amount}`, full_name: name });
    const likely = await row(base + 1_000, "BUDI SANTOSO WIJAYA");
    const likelyLine = await line(base + 1_000, "BUDI WIJAYANTO");
    const none = await row(base + 2_000, "DEWI ANGGRAINI");
    const other = await line(base + 2_000, "RUDI HARTONO");
    const sure = await row(base + 3_000, "JOKO SUSILO");
    await line(base + 3_000, "JOKO SUSILO");
    const sureReason = `Alasan: Nama pengirim "JOKO SUSILO" sama, nominal Rp ${(base + 3_000).toLocaleString("id-ID")} sama, masuk di tanggal BO`;

    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await signInThroughPage(page, server.url, "checker1", "checker-pass-1", javaScriptEnabled);
    const url = `${server.url}/view-bo?type=depo&website=ABC&status=all&date=${TODAY}&q=${prefix}`;
    await page.goto(url);
    await settle(page, javaScriptEnabled);
    // before any run the row says why it has no verdict
    await expect.poll(() => tierOf(page, none.bo_id)).toBe("Tidak ada");
    await expect.poll(() => reasonOf(page, none.bo_id)).toBe("Alasan: Belum dicocokkan: belum ada mutasi untuk website dan tanggal ini.");

    await page.getByRole("button", { name: "Reconcile sekarang" }).click();
    await expect.poll(() => tierOf(page, likely.bo_id)).toBe("Saran");
    await expect.poll(() => reasonOf(page, likely.bo_id)).toBe(
      `Alasan: Kemungkinan mutasi #${likelyLine.mutasi_id}: Nama pengirim "BUDI WIJAYANTO" hanya sebagian mirip "BUDI SANTOSO WIJAYA", nominal Rp ${(base + 1_000).toLocaleString("id-ID")} sama, masuk di tanggal BO. Belum otomatis: nama belum cukup mirip.`,
    );
    await expect.poll(() => tierOf(page, none.bo_id)).toBe("Tidak ada");
    await expect.poll(() => reasonOf(page, none.bo_id)).toBe(`Alasan: Tidak ada mutasi yang cocok. Terdekat: #${other.mutasi_id} "RUDI HARTONO" nama beda dari "DEWI ANGGRAINI".`);
    // a row the matcher approved says why too, in the clerk's words
    await expect.poll(() => tierOf(page, sure.bo_id)).toBe("AUTO");
    await expect.poll(() => reasonOf(page, sure.bo_id)).toBe(sureReason);

    // light mode: the same words, server-rendered without any script
    await context.addCookies([{ name: "light", value: "1", url: server.url }]);
    await page.goto(url);
    await page.waitForLoadState("load");
    expect(await page.locator("script").count()).toBe(0);
    await expect.poll(() => tierOf(page, likely.bo_id)).toBe("Saran");
    await expect.poll(() => reasonOf(page, none.bo_id)).toContain(`#${other.mutasi_id} "RUDI HARTONO"`);
    await expect.poll(() => reasonOf(page, sure.bo_id)).toBe(sureReason);

    // the saran's one click approves the row with its line
    await page.getByRole("button", { name: `Konfirmasi mutasi #${likelyLine.mutasi_id}` }).click();
    await expect.poll(() => page.locator(`tr[data-row-id="${likely.bo_id}"] td`).nth(2).textContent()).toMatch(/^Approved/);
    await likely.reload();
    expect(likely).toMatchObject({ bo_approve: true, bo_match_state: "manual" });
    expect(await BoDeposit.count({ where: { bo_id: none.bo_id, bo_approve: false } })).toBe(1);
    await context.close();
  });
});
