import { Op } from "sequelize";
import { describe, expect, it } from "vitest";
import { BoDeposit, BoWithdraw, MutasiDeposit } from "~/models/models.server";
import { formatSpecDate } from "~/services/spec-date";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { seedWebsite } from "../support/db";
import { withServer } from "../support/fixture";
import { seedBatch, seedBoDeposit, seedBoWithdraw, seedMutasiDeposit } from "../support/seed-data";
import { daysAgo } from "../support/view-pages";

const HOUR = 60 * 60 * 1000;
const TODAY = daysAgo(0);
const SHOWN = formatSpecDate(TODAY, { padDay: true });

const { server, browser } = withServer({
  seed: async () => {
    await seedWebsite("SJS", "Summary JS");
    await seedWebsite("SNO", "Summary NoJS");
  },
  browser: true,
});

describe.each(JS_MODES)("/delete says what it will remove $name, at 1366x768", ({ javaScriptEnabled }) => {
  it("confirms with the website, date, kinds, row counts and approved counts in words, then says how many were removed", async () => {
    const code = javaScriptEnabled ? "SJS" : "SNO";
    const name = javaScriptEnabled ? "Summary JS" : "Summary NoJS";
    const recent = new Date(Date.now() - 2 * HOUR);
    const boBatch = await seedBatch({ website: code, target: "bo_deposit", uploadedBy: 1, uploadedAt: recent });
    await seedBoDeposit(boBatch, { depo_amount: 10_000, bank_statement_date: TODAY });
    await seedBoDeposit(boBatch, { depo_amount: 20_000, bank_statement_date: TODAY });
    await seedBoDeposit(boBatch, { depo_amount: 30_000, bank_statement_date: TODAY, bo_approve: true, ket_app: "ok" });
    const wdBatch = await seedBatch({ website: code, target: "bo_withdraw", uploadedBy: 1, uploadedAt: recent });
    await seedBoWithdraw(wdBatch, { wd_amount: 50_000, wd_bank_date: TODAY });
    const statement = await seedBatch({ website: code, target: "mutasi_deposit", uploadedBy: 1, date: TODAY, uploadedAt: recent });
    await seedMutasiDeposit(statement, { mutasi_amount: 10_000, mutasi_date: TODAY });
    await seedMutasiDeposit(statement, { mutasi_amount: 30_000, mutasi_date: TODAY, mutasi_app: true, mutasi_ketapp: "ok" });
    const old = await seedBatch({ website: code, target: "bo_deposit", uploadedBy: 1, uploadedAt: new Date(Date.now() - 30 * HOUR) });
    const kept = await seedBoDeposit(old, { depo_amount: 40_000, bank_statement_date: TODAY });

    // what the database holds, the figures the confirmation must state
    const boRows = await BoDeposit.count({ where: { bo_batch_id: boBatch.batch_id } });
    const boApproved = await BoDeposit.count({ where: { bo_batch_id: boBatch.batch_id, bo_approve: true } });
    const wdRows = await BoWithdraw.count({ where: { wd_batch_id: wdBatch.batch_id } });
    const mutasiRows = await MutasiDeposit.count({ where: { mutasi_batch_id: statement.batch_id } });
    const mutasiApproved = await MutasiDeposit.count({ where: { mutasi_batch_id: statement.batch_id, mutasi_app: true } });

    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInThroughPage(page, server.url, "admin", "admin-password-1", javaScriptEnabled);
    await page.goto(`${server.url}/delete?date=${TODAY}&group=${code}`);
    await settle(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Confirmation" });
    await dialog.waitFor();
    const plan = dialog.getByTestId("delete-plan");
    expect(await plan.locator("p").first().textContent()).toBe(
      `Website ${code} — ${name}, tanggal ${SHOWN}: data BO dan mutasi yang diupload 24 jam terakhir.`,
    );
    expect(await plan.locator("li").allTextContents()).toEqual([
      `BO deposit: ${boRows} baris, ${boApproved} sudah diapprove`,
      `BO withdraw: ${wdRows} baris, 0 sudah diapprove`,
      `Mutasi deposit: ${mutasiRows} baris, ${mutasiApproved} sudah diapprove`,
      "Mutasi withdraw: 0 baris",
    ]);
    const text = await plan.textContent();
    expect(text).toContain(`Total ${boRows + wdRows} baris BO dan ${mutasiRows} baris mutasi akan dihapus, ${boApproved + mutasiApproved} di antaranya sudah diapprove.`);
    expect(text).toContain("Data yang sudah diapprove ikut terhapus");
    expect(text).toContain("1 baris yang diupload lebih dari 24 jam yang lalu tidak dihapus.");
    // asking changed nothing
    expect(await BoDeposit.count({ where: { bo_batch_id: boBatch.batch_id } })).toBe(3);

    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    const success = page.getByTestId("delete-success");
    await expect.poll(() => success.count()).toBe(1);
    expect(await success.textContent()).toContain(`Berhasil menghapus 6 data ${code} tanggal ${SHOWN}`);
    expect(await success.textContent()).toContain("2 di antaranya sudah diapprove.");
    expect(await page.getByTestId("delete-result").locator("li").allTextContents()).toEqual([
      "BO deposit: 3 baris dihapus (1 sudah diapprove)",
      "BO withdraw: 1 baris dihapus",
      "Mutasi deposit: 2 baris dihapus (1 sudah diapprove)",
      "Mutasi withdraw: 0 baris dihapus",
    ]);
    expect(
      await BoDeposit.count({ where: { bo_batch_id: boBatch.batch_id } }) +
        (await BoWithdraw.count({ where: { wd_batch_id: wdBatch.batch_id } })) +
        (await MutasiDeposit.count({ where: { mutasi_batch_id: statement.batch_id } })),
    ).toBe(0);
    expect(await BoDeposit.count({ where: { bo_id: { [Op.eq]: kept.bo_id } } })).toBe(1);
    await context.close();
  });
});
