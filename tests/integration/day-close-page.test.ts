import { describe, expect, it } from "vitest";
import { DayClose } from "~/models/models.server";
import { seedStaff, STAFF, withServer } from "../support/fixture";

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
});
