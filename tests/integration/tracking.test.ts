import { Op } from "sequelize";
import { beforeAll, describe, expect, it } from "vitest";
import { Tracking } from "~/models/models.server";
import { Client, decodeHtml } from "../support/client";
import { seedStaff, STAFF, withServer } from "../support/fixture";

const { server, clients: { admin, checker, cs } } = withServer({ seed: () => seedStaff(), clients: STAFF });

async function seedRows(website: string | null, count: number, activity: (i: number) => string, username = "operator") {
  for (let i = 0; i < count; i++) {
    await Tracking.create({ tracking_website: website, tracking_username: username, tracking_role: "CHECKER", tracking_activity: activity(i) });
  }
}

beforeAll(async () => {
  await seedRows("ABC", 23, (i) => `Approve deposit ticket A${i}`);
  await seedRows("XYZ", 12, (i) => `Approve deposit ticket X${i}`);
  await seedRows(null, 3, (i) => `Tambah website Global${i}`, "root_admin");
  await Tracking.create({ tracking_website: "ABC", tracking_username: "Player_One", tracking_role: "CS", tracking_activity: "Cek member VIP" });
  await Tracking.create({ tracking_website: "ABC", tracking_username: "PlayerXOne", tracking_role: "CS", tracking_activity: "Cek member 50% bonus" });
});

const text = async (response: Response) => decodeHtml(await response.text());
const idsIn = (html: string) => [...html.matchAll(/<tr class="MuiTableRow-root MuiTableRow-hover[^"]*"[^>]*><td[^>]*>(\d+)<\/td>/g)].map((m) => Number(m[1]));

describe("/tracking screen", () => {
  it("shows 'Tracking' with the website choice (ALL first), the search box, the spec's columns, newest first, 10 a page", async () => {
    const html = await text(await admin.get("/tracking"));
    expect(html).toContain(">Tracking</h1>");
    expect(html).toMatch(/<select[^>]*name="website"[^>]*><option value="ALL" selected="">Semua website<\/option><option value="ABC">Alpha \(ABC\)<\/option><option value="XYZ">Xylo \(XYZ\)<\/option><\/select>/);
    expect(html).toMatch(/<input[^>]*placeholder="Cari username\/member…"[^>]*data-search=""/);
    expect(html).toContain(">Cari username/member…</label>");
    for (const header of ["ID", "Website", "Username", "Role", "Activity", "Created At"]) expect(html).toContain(`>${header}</th>`);
    const ids = idsIn(html);
    const newest = await Tracking.findAll({ order: [["tracking_id", "DESC"]], limit: 10 });
    expect(ids).toEqual(newest.map((row) => row.tracking_id));
    expect(html).toContain(">Show</label>");
    expect(html).toContain(">entries per page</p>");
    expect(html).toContain('<option value="10" selected="">10</option>');
    expect(html).toMatch(/pukul \d{2}\.\d{2}\.\d{2}/);
  });

  it("ALL includes rows without a website; a website choice shows only that website", async () => {
    const all = await text(await admin.get("/tracking?size=100"));
    expect(all).toContain(">Tambah website Global0</td>");
    const abc = await text(await admin.get("/tracking?website=ABC&size=100"));
    const ids = idsIn(abc);
    const expected = await Tracking.findAll({ where: { tracking_website: "ABC" }, order: [["tracking_id", "DESC"]] });
    expect(ids).toEqual(expected.map((row) => row.tracking_id));
    expect(abc).toContain('<option value="ABC" selected="">Alpha (ABC)</option>');
    expect(abc).not.toContain(">Approve deposit ticket X0</td>");
    expect(abc).not.toContain(">Tambah website Global0</td>");
  });

  it("searches username and activity ignoring case, takes _ and % literally, and says 'No data' when nothing matches", async () => {
    const byActivity = await text(await admin.get("/tracking?search=TICKET+x1&size=100"));
    expect(idsIn(byActivity).length).toBe(3); // X1, X10, X11
    expect(byActivity).toContain('value="TICKET x1"');
    const byUser = await text(await admin.get("/tracking?search=player_one"));
    expect(byUser).toContain(">Player_One</td>");
    expect(byUser).not.toContain(">PlayerXOne</td>");
    const percent = await text(await admin.get(`/tracking?search=${encodeURIComponent("50%")}`));
    expect(idsIn(percent).length).toBe(1);
    const none = await text(await admin.get("/tracking?search=zzz-nothing"));
    expect(none).toContain(">No data</td>");
    expect(none).not.toContain('aria-label="pagination"');
  });

  it("pages with first, last, one neighbour and ellipses; a page past the end goes to the last one", async () => {
    const total = await Tracking.count();
    const last = Math.ceil(total / 5);
    expect(last).toBeGreaterThanOrEqual(7);
    const html = await text(await admin.get("/tracking?size=5&page=4"));
    const nav = /<nav[^>]*aria-label="pagination"[^>]*>(.*?)<\/nav>/s.exec(html)![1];
    const labels = [...nav.matchAll(/>(Previous|Next|\d+|…)<\/(a|button|span)>/g)].map((m) => m[1]);
    expect(labels).toEqual(["Previous", "1", "…", "3", "4", "5", "…", String(last), "Next"]);
    expect(nav).toContain('aria-current="page"');
    expect(nav).toContain('href="/tracking?size=5&page=5"');
    expect(nav).not.toContain("Showing page");
    const past = await admin.get("/tracking?size=5&page=999");
    expect(past.status).toBe(302);
    expect(past.headers.get("location")).toBe(`/tracking?size=5&page=${last}`);
  });

  it("fixes a CHECKER to their own website, shown as text, whatever the URL says", async () => {
    const html = await text(await checker.get("/tracking?website=XYZ&size=100"));
    expect(html).toContain("Website: ABC");
    expect(html).not.toContain('name="website"');
    expect(html).not.toContain(">Approve deposit ticket X0</td>");
    expect(html).toContain(">Approve deposit ticket A0</td>");
  });

  it("keeps a CS out of the screen", async () => {
    const response = await cs.get("/tracking");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/not-found");
  });
});

describe("tracking /api routes", () => {
  const keys = ["all_data", "tracking_activity", "tracking_crated_at", "tracking_id", "tracking_role", "tracking_username", "tracking_website"];

  it("GET /api/tracking/{websiteCode}/{pageSize}/{page}: rows newest first with all_data and x-total-count", async () => {
    const total = await Tracking.count({ where: { tracking_website: "ABC" } });
    const response = await admin.get("/api/tracking/ABC/5/1");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe(String(total));
    const rows = await response.json();
    expect(rows).toHaveLength(5);
    expect(Object.keys(rows[0]).sort()).toEqual(keys);
    expect(rows[0]).toMatchObject({ tracking_website: "ABC", all_data: total, tracking_crated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const ids = rows.map((row: { tracking_id: number }) => row.tracking_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page2 = await (await admin.get("/api/tracking/abc/5/2")).json();
    expect(page2[0].tracking_id).toBeLessThan(ids[4]);

    const all = await admin.get("/api/tracking/ALL/1000/1");
    expect(all.headers.get("x-total-count")).toBe(String(await Tracking.count()));
    expect((await all.json()).some((row: { tracking_website: string | null }) => row.tracking_website === null)).toBe(true);

    const own = await checker.get("/api/tracking/ABC/10/1");
    expect(own.status).toBe(200);
    expect(own.headers.get("x-total-count")).toBe(String(await Tracking.count({ where: { tracking_website: "ABC" } })));
  });

  it("refuses a CHECKER naming another website or ALL, a CS, and a caller without a session", async () => {
    for (const path of ["/api/tracking/XYZ/10/1", "/api/tracking/ALL/10/1", "/api/searchtracking/XYZ/ticket/10/1"]) {
      const refused = await checker.get(path);
      expect(refused.status, path).toBe(403);
      const body = await refused.json();
      expect(body.status).toBe(false);
      expect(JSON.stringify(body)).not.toContain("ticket X");
      expect(refused.headers.get("x-total-count")).toBeNull();
    }
    for (const path of ["/api/tracking/ABC/10/1", "/api/searchtracking/ABC/ticket/10/1"]) {
      expect((await cs.get(path)).status).toBe(403);
      expect((await new Client(server.url).get(path)).status).toBe(401);
    }
    expect((await admin.get("/api/tracking/ABC/0/1")).status).toBe(400);
  });

  it("GET /api/searchtracking/{websiteCode}/{term}/{pageSize}/{page} matches an URL-encoded term in username or activity, ignoring case", async () => {
    const response = await admin.get(`/api/searchtracking/ABC/${encodeURIComponent("DEPOSIT ticket a2")}/10/1`);
    expect(response.status).toBe(200);
    const rows = await response.json();
    expect(rows.map((row: { tracking_activity: string }) => row.tracking_activity).sort()).toEqual([
      "Approve deposit ticket A2",
      "Approve deposit ticket A20",
      "Approve deposit ticket A21",
      "Approve deposit ticket A22",
    ]);
    expect(response.headers.get("x-total-count")).toBe("4");
    expect(Object.keys(rows[0]).sort()).toEqual(keys);
    const byUser = await (await admin.get("/api/searchtracking/ALL/ROOT_ADMIN/10/1")).json();
    expect(byUser).toHaveLength(3);
    const percent = await (await admin.get(`/api/searchtracking/ABC/${encodeURIComponent("50%")}/10/1`)).json();
    expect(percent.map((row: { tracking_username: string }) => row.tracking_username)).toEqual(["PlayerXOne"]);
    const own = await checker.get(`/api/searchtracking/ABC/${encodeURIComponent("member")}/10/1`);
    expect(own.status).toBe(200);
    expect(own.headers.get("x-total-count")).toBe(String(await Tracking.count({ where: { tracking_website: "ABC", tracking_activity: { [Op.like]: "%member%" } } })));
  });
});
