import { describe, expect, it } from "vitest";
import { DayClose } from "~/models/models.server";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { seedAkunBank } from "../support/db";
import { seedBatch, seedBoDeposit, seedMutasiDeposit } from "../support/seed-data";

/**
 * The Tutup Hari page over HTTP (issue 14, point 4): a day is named by a website of the picker;
 * a website that does not exist has no day to close, on the page or over /api.
 */
const { clients } = withServer({ seed: () => seedStaff(), clients: { admin: STAFF.admin } });

describe("/tutuphari", () => {
  it("shows an existing website's day with its close button, and refuses a website that does not exist", async () => {
    const page = await clients.admin.get("/tutuphari?website=ABC&date=2025-05-14");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="no-blockers"');
    expect(html).toContain(">Tutup Hari</button>");

    const unknown = await (await clients.admin.get("/tutuphari?website=NOPE&date=2025-05-14")).text();
    expect(unknown).toContain("Website tidak ditemukan.");
    expect(unknown).not.toContain('data-testid="day-panel"');
    const api = await clients.admin.request("/api/tutuphari", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ website: "NOPE", date: "2025-05-14" }) });
    expect(api.status).toBe(404);
    expect((await api.json()).message).toBe("Website tidak ditemukan.");
    expect(await DayClose.count({ where: { close_website: "NOPE" } })).toBe(0);
  });

  it("lists each blocker as a link to the screen that settles it, with the close button disabled", async () => {
    const day = "2025-05-20";
    const bo = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
    await seedBoDeposit(bo, { depo_amount: 10_000, bank_statement_date: day, bo_approve: false });
    const lines = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1, date: day });
    await seedMutasiDeposit(lines, { mutasi_amount: 20_000, mutasi_date: day, mutasi_app: false });
    await seedAkunBank({ website: "ABC", bank: "BCA", name: "PT CONTOH", no: "0999888777", jenis: "WD" });
    const html = (await (await clients.admin.get(`/tutuphari?website=ABC&date=${day}`)).text()).replace(/&amp;/g, "&");
    const list = /data-testid="blockers"[^>]*>([\s\S]*?)<\/ul>/.exec(html)![1];
    const links = [...list.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((match) => [match[2], match[1]]);
    expect(links).toEqual([
      ["1 baris BO deposit belum di-approve", `/view-bo?type=depo&website=ABC&status=pending&date=${day}`],
      ["1 baris mutasi deposit belum dicocokkan atau ditandai", `/view-mutasi?type=depo&website=ABC&status=pending&date=${day}`],
      ["Mutasi withdraw BCA 0999888777 belum diupload", "/upload"],
    ]);
    expect(html).toMatch(/<button[^>]*disabled[^>]*>Tutup Hari<\/button>/);
  });

  it("shows a closed day's summary under its download links", async () => {
    const day = "2025-05-22";
    const bo = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
    await seedBoDeposit(bo, { depo_amount: 150_000, bank_statement_date: day, bo_approve: true, bo_match_state: "auto", corporate_bank: "BNI - 5556667" });
    await DayClose.create({ close_website: "ABC", close_date: day, close_closed: true, close_closed_by: "admin", close_closed_at: new Date() });
    const html = await (await clients.admin.get(`/tutuphari?website=ABC&date=${day}`)).text();
    const cells = (testId: string) =>
      [...(new RegExp(`data-testid="${testId}"[^>]*>([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? "").matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((match) => match[1]);
    expect(cells("summary-deposit-none")).toEqual(["Deposit", "(tanpa akun bank)", "1 · Rp 150.000", "0 · Rp 0", "Rp 150.000", "1 · Rp 150.000", "0 · Rp 0", "0 · Rp 0", "-"]);
    expect(cells("summary-total")[2]).toBe("1 · Rp 150.000");
    expect(html).toContain(`href="/export/tutuphari.csv?website=ABC&amp;date=${day}"`);
  });
});
