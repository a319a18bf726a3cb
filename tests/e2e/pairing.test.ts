import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BoDeposit, MutasiDeposit, type UploadBatch } from "~/models/models.server";
import { seriousViolations } from "../support/axe";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { seedStaff, withServer } from "../support/fixture";
import { seedBatch, seedBoDeposit, seedMutasiDeposit } from "../support/seed-data";
import { daysAgo } from "../support/view-pages";

/** Issue 13, point 4: a clerk pairs a BO row with a statement line on View BO and View Mutasi, with scripts on and off. */

let boBatch: UploadBatch;
let lineBatch: UploadBatch;
const TODAY = daysAgo(0);

const { server, browser } = withServer({
  seed: async () => {
    await seedStaff({ ABC: "Alpha" });
    boBatch = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
    lineBatch = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1, date: TODAY });
  },
  browser: true,
});

const rowOf = (page: Page, id: number) => page.locator(`tr[data-row-id="${id}"]`);

describe.each(JS_MODES)("View BO pairing by hand $name", ({ javaScriptEnabled }) => {
  const prefix = javaScriptEnabled ? "pairjs" : "pairnojs";

  async function openAs(user: string) {
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInThroughPage(page, server.url, "checker1", "checker-pass-1", javaScriptEnabled);
    await page.goto(`${server.url}/view-bo?type=depo&website=ABC&status=all&date=${TODAY}&q=${user}`);
    await settle(page, javaScriptEnabled);
    return { context, page };
  }

  it("picks the line from the open lines, confirms the amount old → new, and shows the pair as MANUAL", async () => {
    const user = `${prefix}list`;
    const row = await seedBoDeposit(boBatch, { depo_amount: 150_000, bank_statement_date: TODAY, user_name: user });
    const line = await seedMutasiDeposit(lineBatch, { mutasi_amount: 145_000, mutasi_date: TODAY, mutasi_player_bank_name: `SENDER ${prefix.toUpperCase()}` });
    const { context, page } = await openAs(user);
    await rowOf(page, row.bo_id).getByRole("link", { name: `Pasangkan data #${row.bo_id}` }).click();
    const pick = page.getByRole("dialog", { name: `Pasangkan data BO #${row.bo_id} dengan mutasi` });
    await expect.poll(() => pick.textContent()).toContain(`Rp 145.000 · SENDER ${prefix.toUpperCase()}`);
    expect(await seriousViolations(page, javaScriptEnabled)).toEqual([]);
    await pick.getByRole("button", { name: `Pilih #${line.mutasi_id}` }).click();
    const confirm = page.getByRole("dialog", { name: "Konfirmasi Pasangan" });
    await expect.poll(() => confirm.textContent()).toContain("Nominal BO berubah: Rp 150.000 → Rp 145.000");
    expect(await seriousViolations(page, javaScriptEnabled)).toEqual([]);
    expect((await BoDeposit.findByPk(row.bo_id))!.bo_approve).toBe(false);
    await confirm.getByRole("button", { name: "Ya, pasangkan" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe(`Data BO #${row.bo_id} dan mutasi #${line.mutasi_id} berhasil dipasangkan.`);
    await expect.poll(() => rowOf(page, row.bo_id).getByTestId(`pair-${row.bo_id}`).textContent()).toBe(`MANUAL · mutasi #${line.mutasi_id}`);
    const stored = (await BoDeposit.findByPk(row.bo_id))!;
    expect(stored.bo_approve).toBe(true);
    expect(Number(stored.depo_amount)).toBe(145_000);
    expect((await MutasiDeposit.findByPk(line.mutasi_id))!.mutasi_app).toBe(true);
    await context.close();
  });

  it("pairs by a typed mutasi id, asking once more when the amount moves more than tenfold", async () => {
    const user = `${prefix}typed`;
    const row = await seedBoDeposit(boBatch, { depo_amount: 45_600_000, bank_statement_date: TODAY, user_name: user });
    const line = await seedMutasiDeposit(lineBatch, { mutasi_amount: 456_000, mutasi_date: TODAY });
    const { context, page } = await openAs(user);
    await rowOf(page, row.bo_id).getByRole("link", { name: `Pasangkan data #${row.bo_id}` }).click();
    const pick = page.getByRole("dialog", { name: `Pasangkan data BO #${row.bo_id} dengan mutasi` });
    await pick.getByLabel("ID mutasi").fill(String(line.mutasi_id));
    await pick.getByRole("button", { name: "Lanjut" }).click();
    const confirm = page.getByRole("dialog", { name: "Konfirmasi Pasangan" });
    await expect.poll(() => confirm.textContent()).toContain("Nominal berubah 10 kali lipat atau lebih.");
    await confirm.getByRole("button", { name: "Ya, pasangkan" }).click();
    const again = page.getByRole("dialog", { name: "Konfirmasi Nominal" });
    await expect.poll(() => again.textContent()).toContain("Rp 45.600.000 → Rp 456.000");
    expect((await BoDeposit.findByPk(row.bo_id))!.bo_approve).toBe(false);
    await again.getByRole("button", { name: "Ya, nominal sudah benar" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe(`Data BO #${row.bo_id} dan mutasi #${line.mutasi_id} berhasil dipasangkan.`);
    expect(Number((await BoDeposit.findByPk(row.bo_id))!.depo_amount)).toBe(456_000);
    await context.close();
  });
});

describe.each(JS_MODES)("View Mutasi pairing by hand $name", ({ javaScriptEnabled }) => {
  it("picks the BO row from the open rows for a line, shows the line as MANUAL with its BO row, both sides approved", async () => {
    const user = javaScriptEnabled ? "mutpairjs" : "mutpairnojs";
    const amount = javaScriptEnabled ? 61_000 : 62_000;
    const row = await seedBoDeposit(boBatch, { depo_amount: amount, bank_statement_date: TODAY, user_name: user });
    const line = await seedMutasiDeposit(lineBatch, { mutasi_amount: amount, mutasi_date: TODAY, mutasi_player_bank_name: `SENDER ${user.toUpperCase()}` });
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInThroughPage(page, server.url, "checker1", "checker-pass-1", javaScriptEnabled);
    await page.goto(`${server.url}/view-mutasi?type=depo&website=ABC&status=all&date=${TODAY}`);
    await settle(page, javaScriptEnabled);

    await rowOf(page, line.mutasi_id).getByRole("link", { name: `Pasangkan data #${line.mutasi_id}` }).click();
    const pick = page.getByRole("dialog", { name: `Pasangkan mutasi #${line.mutasi_id} dengan data BO` });
    await expect.poll(() => pick.textContent()).toContain(`Pilih #${row.bo_id}`);
    await pick.getByRole("button", { name: `Pilih #${row.bo_id}` }).click();
    const confirm = page.getByRole("dialog", { name: "Konfirmasi Pasangan" });
    await expect.poll(() => confirm.textContent()).toContain(`Nominal sama: Rp ${amount.toLocaleString("id-ID")}`);
    expect((await MutasiDeposit.findByPk(line.mutasi_id))!.mutasi_app).toBe(false);
    await confirm.getByRole("button", { name: "Ya, pasangkan" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe(`Data BO #${row.bo_id} dan mutasi #${line.mutasi_id} berhasil dipasangkan.`);
    await expect.poll(() => rowOf(page, line.mutasi_id).getByTestId(`pair-${line.mutasi_id}`).textContent()).toBe(`MANUAL · BO #${row.bo_id}`);
    expect((await MutasiDeposit.findByPk(line.mutasi_id))!.mutasi_app).toBe(true);
    expect((await BoDeposit.findByPk(row.bo_id))!.bo_approve).toBe(true);
    await context.close();
  });
});
