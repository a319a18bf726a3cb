import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BoDeposit, type UploadBatch } from "~/models/models.server";
import { JS_MODES, newContext, settle, signInThroughPage } from "../support/browser";
import { seedStaff, withServer } from "../support/fixture";
import { seedBatch, seedBoDeposit } from "../support/seed-data";
import { daysAgo } from "../support/view-pages";

let batch: UploadBatch;

const TODAY = daysAgo(0);
const CENTS_MESSAGE = "Nominal harus rupiah bulat: di belakang koma hanya boleh ,00 atau .00.";

const { server, browser } = withServer({
  seed: async () => {
    await seedStaff({ ABC: "Alpha" });
    batch = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
  },
  browser: true,
});

const rowOf = (page: Page, id: number) => page.locator(`tr[data-row-id="${id}"]`);

async function openPending(page: Page, user: string, javaScriptEnabled: boolean) {
  await page.goto(`${server.url}/view-bo?type=depo&website=ABC&status=pending&date=${TODAY}&q=${user}`);
  await settle(page, javaScriptEnabled);
}

async function amountOf(id: number) {
  return Number((await BoDeposit.findByPk(id))!.depo_amount);
}

describe.each(JS_MODES)("View BO amount edits $name, at 1366x768", ({ javaScriptEnabled }) => {
  const prefix = javaScriptEnabled ? "amtjs" : "amtnojs";

  async function signedIn() {
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInThroughPage(page, server.url, "checker1", "checker-pass-1", javaScriptEnabled);
    return { context, page };
  }

  it("stores 456000, 456000.00, 456.000, 456.000,00, 456,000.00 and Rp 456.000 as Rp 456.000, shown old → new first", async () => {
    const typed = ["456000", "456000.00", "456.000", "456.000,00", "456,000.00"];
    const user = `${prefix}many`;
    const rows = await Promise.all(typed.map(() => seedBoDeposit(batch, { depo_amount: 400_000, bank_statement_date: TODAY, user_name: user })));
    const { context, page } = await signedIn();
    await openPending(page, user, javaScriptEnabled);
    for (const [index, row] of rows.entries()) {
      const line = rowOf(page, row.bo_id);
      await line.getByLabel(`Pilih data #${row.bo_id}`).check();
      await line.getByLabel(`Ket #${row.bo_id}`).fill("cocok");
      await line.getByLabel(`Depo Amount #${row.bo_id}`).fill(typed[index]);
      if (javaScriptEnabled) await expect.poll(() => page.getByTestId(`amount_${row.bo_id}-preview`).textContent()).toBe("Rp 400.000 → Rp 456.000");
    }
    await page.getByRole("button", { name: javaScriptEnabled ? "Submit 5 data" : "Submit data", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Konfirmasi Submit" });
    for (const row of rows) {
      await expect.poll(() => dialog.textContent()).toContain(`#${row.bo_id} · ${row.ticket_no} · ${user} · Rp 400.000 → Rp 456.000 · Ket: cocok`);
    }
    for (const row of rows) expect(await amountOf(row.bo_id)).toBe(400_000);
    await dialog.getByRole("button", { name: "Ya, Submit" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe("5 data berhasil diapprove.");
    for (const row of rows) expect(await amountOf(row.bo_id)).toBe(456_000);

    // the Update button of one row asks first too, here for 'Rp 456.000'
    const single = await seedBoDeposit(batch, { depo_amount: 400_000, bank_statement_date: TODAY, user_name: user });
    await openPending(page, user, javaScriptEnabled);
    const line = rowOf(page, single.bo_id);
    await line.getByLabel(`Ket #${single.bo_id}`).fill("cocok");
    await line.getByLabel(`Depo Amount #${single.bo_id}`).fill("Rp 456.000");
    await line.getByRole("button", { name: "Update" }).click();
    const ask = page.getByRole("dialog", { name: "Konfirmasi Submit" });
    await expect.poll(() => ask.textContent()).toContain("Rp 400.000 → Rp 456.000");
    expect(await amountOf(single.bo_id)).toBe(400_000);
    await ask.getByRole("button", { name: "Ya, Submit" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe("1 data berhasil diapprove.");
    expect(await amountOf(single.bo_id)).toBe(456_000);
    await context.close();
  });

  it("asks once more before an edit moves the amount more than tenfold", async () => {
    const user = `${prefix}tenfold`;
    const row = await seedBoDeposit(batch, { depo_amount: 45_600_000, bank_statement_date: TODAY, user_name: user });
    const { context, page } = await signedIn();
    await openPending(page, user, javaScriptEnabled);
    const line = rowOf(page, row.bo_id);
    await line.getByLabel(`Ket #${row.bo_id}`).fill("salah ketik di BO");
    await line.getByLabel(`Depo Amount #${row.bo_id}`).fill("456000.00");
    if (javaScriptEnabled) {
      await expect.poll(() => page.getByTestId(`amount_${row.bo_id}-preview`).textContent()).toBe("Rp 45.600.000 → Rp 456.000 (lebih dari 10x)");
    }
    await line.getByRole("button", { name: "Update" }).click();
    const first = page.getByRole("dialog", { name: "Konfirmasi Submit" });
    await expect.poll(() => first.textContent()).toContain("Rp 45.600.000 → Rp 456.000");
    expect(await first.textContent()).toContain("Nominal berubah 10 kali lipat atau lebih.");
    await first.getByRole("button", { name: "Ya, Submit" }).click();
    const second = page.getByRole("dialog", { name: "Konfirmasi Nominal" });
    await expect.poll(() => second.textContent()).toContain("Rp 45.600.000 → Rp 456.000");
    expect(await amountOf(row.bo_id)).toBe(45_600_000);
    expect((await BoDeposit.findByPk(row.bo_id))!.bo_approve).toBe(false);
    await second.getByRole("button", { name: "Ya, nominal sudah benar" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe("1 data berhasil diapprove.");
    expect(await amountOf(row.bo_id)).toBe(456_000);
    await context.close();
  });

  it("refuses cents other than ,00 with a message and keeps what was typed", async () => {
    const user = `${prefix}cents`;
    const row = await seedBoDeposit(batch, { depo_amount: 400_000, bank_statement_date: TODAY, user_name: user });
    const { context, page } = await signedIn();
    await openPending(page, user, javaScriptEnabled);
    const line = rowOf(page, row.bo_id);
    await line.getByLabel(`Ket #${row.bo_id}`).fill("cocok");
    await line.getByLabel(`Depo Amount #${row.bo_id}`).fill("456000,50");
    if (javaScriptEnabled) await expect.poll(() => page.getByTestId(`amount_${row.bo_id}-preview`).textContent()).toBe(CENTS_MESSAGE);
    await line.getByRole("button", { name: "Update" }).click();
    await expect.poll(() => page.getByTestId("notice").textContent()).toBe(CENTS_MESSAGE);
    expect(await rowOf(page, row.bo_id).getByLabel(`Depo Amount #${row.bo_id}`).inputValue()).toBe("456000,50");
    expect(await amountOf(row.bo_id)).toBe(400_000);
    await context.close();
  });
});
