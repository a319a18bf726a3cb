import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BoDeposit } from "~/models/models.server";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { seedAccount, seedWebsite } from "../support/db";
import { seedBatch, seedBoDeposit, seedMutasiDeposit } from "../support/seed-data";
import { withServer } from "../support/fixture";
import { daysAgo } from "../support/view-pages";

const TODAY = daysAgo(0);

const { server, browser } = withServer({
  seed: async () => {
    const abc = await seedWebsite("ABC", "Alpha");
    await seedAccount({ name: "checker1", password: "checker-pass-1", role: "CHECKER", website: abc });
  },
  browser: true,
});

const tierOf = (page: Page, id: number) => page.getByTestId(`tier-${id}`).textContent();
const reasonOf = (page: Page, id: number) => page.getByTestId(`reason-${id}`).textContent();

describe.each(JS_MODES)("View BO tiers and reasons $name", ({ javaScriptEnabled }) => {
  it("shows each pending row's tier and Indonesian reason, also in light mode, and a saran is confirmed with one click", async () => {
    const prefix = javaScriptEnabled ? "js" : "nojs";
    // each mode its own amounts, so the two runs' rows never compete
    const base = javaScriptEnabled ? 100_000 : 500_000;
    const bos = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
    const lines = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1 });
    const line = (amount: number, sender: string) =>
      seedMutasiDeposit(lines, { mutasi_amount: amount, mutasi_date: TODAY, mutasi_player_bank_name: sender, mutasi_description: `TRSF E-BANKING CR ${sender}` });
    const row = (amount: number, name: string) => seedBoDeposit(bos, { depo_amount: amount, bank_statement_date: TODAY, user_name: `${prefix}${amount}`, full_name: name });
    const likely = await row(base + 1_000, "BUDI SANTOSO WIJAYA");
    const likelyLine = await line(base + 1_000, "BUDI WIJAYANTO");
    const none = await row(base + 2_000, "DEWI ANGGRAINI");
    const other = await line(base + 2_000, "RUDI HARTONO");

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

    // light mode: the same words, server-rendered without any script
    await context.addCookies([{ name: "light", value: "1", url: server.url }]);
    await page.goto(url);
    await page.waitForLoadState("load");
    expect(await page.locator("script").count()).toBe(0);
    await expect.poll(() => tierOf(page, likely.bo_id)).toBe("Saran");
    await expect.poll(() => reasonOf(page, none.bo_id)).toContain(`#${other.mutasi_id} "RUDI HARTONO"`);

    // the saran's one click approves the row with its line
    await page.getByRole("button", { name: `Konfirmasi mutasi #${likelyLine.mutasi_id}` }).click();
    await expect.poll(() => page.locator(`tr[data-row-id="${likely.bo_id}"] td`).nth(2).textContent()).toMatch(/^Approved/);
    await likely.reload();
    expect(likely).toMatchObject({ bo_approve: true, bo_match_state: "manual" });
    expect(await BoDeposit.count({ where: { bo_id: none.bo_id, bo_approve: false } })).toBe(1);
    await context.close();
  });
});
