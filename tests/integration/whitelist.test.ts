import { afterAll, describe, expect, it } from "vitest";
import { Tracking, WhitelistEntry } from "~/models/models.server";
import { IP_FORMAT_MESSAGE } from "~/services/whitelist/ip-format";
import { Client, decodeHtml } from "../support/client";
import { seedStaff, STAFF, withServer } from "../support/fixture";

// One server for the file; the tests run in order and build on each other: the list starts
// empty (loopback admitted), the admin first adds their own address, then the rest.
const { server, clients: { admin, checker, cs } } = withServer({
  // TRUST_PROXY=1 lets a test client appear from another address (x-forwarded-for); without
  // the header every client is the socket's loopback address
  env: { TRUST_PROXY: "1" },
  seed: () => seedStaff({ ABC: "Alpha" }),
  clients: STAFF,
});

const OWN_IP = "127.0.0.1";
const lockOut = (ip: string) => `Perubahan ini akan memblokir IP Anda sendiri (${ip}). Tambahkan IP Anda ke whitelist terlebih dahulu.`;

const text = async (response: Response) => decodeHtml(await response.text());
const entry = (ip: string) => WhitelistEntry.findOne({ where: { Whitelist_ip: ip } });

describe("whitelist lock-out protection", () => {
  it("refuses a first active entry that is not the admin's own address, through /api and the form", async () => {
    const api = await admin.json("POST", "/api/createwhitelist", { whitelist_ip: "10.0.0.9" });
    expect(api.status).toBe(409);
    expect(await api.json()).toEqual({ status: false, message: lockOut(OWN_IP) });
    const form = await admin.postForm("/whitelist?dialog=add", { intent: "create", whitelist_ip: "10.0.0.9" });
    expect(form.status).toBe(409);
    const html = await text(form);
    expect(html).toContain(lockOut(OWN_IP));
    expect(html).toContain('role="dialog"');
    expect(await WhitelistEntry.count()).toBe(0);
    // the gate still admits the admin
    expect((await admin.get("/api/whitelist")).status).toBe(200);
  });

  it("adds the admin's own address through the form, then other addresses", async () => {
    const own = await admin.postForm("/whitelist?dialog=add", { intent: "create", whitelist_ip: OWN_IP });
    expect(own.status).toBe(302);
    expect(own.headers.get("location")).toBe("/whitelist");
    const page = await text(await admin.get("/whitelist"));
    expect(page).toContain(`IP ${OWN_IP} berhasil ditambahkan ke whitelist.`);
    expect(page).toContain(`>${OWN_IP}</td>`);
    const other = await admin.json("POST", "/api/createwhitelist", { whitelist_ip: "10.0.0.9" });
    expect(other.status).toBe(201);
  });

  it("refuses to deactivate or remove the entry that admits the admin, and allows it for another entry", async () => {
    const own = (await entry(OWN_IP))!;
    const deactivate = await admin.json("PUT", `/api/updatestatuswhitelist/${own.Whitelist_id}`, { Whitelist_status: false });
    expect(deactivate.status).toBe(409);
    expect((await deactivate.json()).message).toBe(lockOut(OWN_IP));
    const remove = await admin.json("DELETE", `/api/deletewhitelist/${own.Whitelist_id}`);
    expect(remove.status).toBe(409);
    // the screen's confirmation shows the reason in the dialog
    const form = await admin.postForm(`/whitelist?remove=${own.Whitelist_id}`, { intent: "remove", Whitelist_id: String(own.Whitelist_id) });
    expect(form.status).toBe(409);
    const html = await text(form);
    expect(html).toContain(`❌ Gagal menghapus whitelist. ${lockOut(OWN_IP)}`);
    expect(html).toContain("Confirm Action");
    expect((await entry(OWN_IP))!.Whitelist_status).toBe(true);
    expect((await admin.get("/whitelist")).status).toBe(200);

    const other = (await entry("10.0.0.9"))!;
    const ok = await admin.json("PUT", `/api/updatestatuswhitelist/${other.Whitelist_id}`, { Whitelist_status: false });
    expect(ok.status).toBe(200);
  });

  it("protects an admin working from a remote address the same way", async () => {
    const created = await admin.json("POST", "/api/createwhitelist", { whitelist_ip: "10.8.8.8" });
    const id = (await created.json()).id as number;
    const remote = new Client(server.url, { "x-forwarded-for": "10.8.8.8" });
    await remote.signIn("admin", "admin-password-1");
    for (const [method, path, body] of [
      ["PUT", `/api/updatestatuswhitelist/${id}`, { Whitelist_status: false }],
      ["DELETE", `/api/deletewhitelist/${id}`, undefined],
    ] as const) {
      const refused = await remote.json(method, path, body);
      expect(refused.status).toBe(409);
      expect((await refused.json()).message).toBe(lockOut("10.8.8.8"));
    }
    expect((await entry("10.8.8.8"))!.Whitelist_status).toBe(true);
    // from loopback (still listed) the same entry can go
    expect((await admin.json("DELETE", `/api/deletewhitelist/${id}`)).status).toBe(200);
  });
});

describe("/whitelist screen", () => {
  it("shows 'Table Whitelist' with the spec's columns, 'Add WL' and the row actions for ADMIN", async () => {
    const html = await text(await admin.get("/whitelist"));
    expect(html).toContain("<title>Whitelist</title>");
    expect(html).toContain("Table Whitelist");
    for (const header of ["IP Address", "Status", "Last Edited", "Last Edited By", "Action"]) {
      expect(html).toContain(`>${header}</th>`);
    }
    expect(html).toContain(">Add WL</a>");
    expect(html).toContain(">Remove</a>");
    expect(html).toContain(">Change Status</a>");
    expect(html).toContain(">Active</span>");
    expect(html).toContain(">Inactive</span>");
    expect(html).toContain(">admin</td>");
    expect(html).toMatch(/>\d{1,2} [A-Z][a-z]+ \d{4} pukul \d{2}\.\d{2}\.\d{2}<\/td>/);
    expect(html).toContain(`IP Anda saat ini: ${OWN_IP}`);
    expect(html).toContain("Showing page 1 of 1");
  });

  it("opens 'Add New Whitelist' with the IP Address field, Cancel and Submit", async () => {
    const html = await text(await admin.get("/whitelist?dialog=add"));
    expect(html).toContain('role="dialog"');
    expect(html).toContain("Add New Whitelist");
    expect(html).toContain("IP Address");
    expect(html).toContain('name="whitelist_ip"');
    expect(html).toContain(">Cancel</a>");
    expect(html).toContain(">Submit</button>");
  });

  it("refuses an invalid address with the spec's message, on the form and through /api", async () => {
    for (const ip of ["256.1.1.1", "1.2.3", "1.2.3.4.5", "1234.1.1.1", "abc", "", "1..2.3"]) {
      const response = await admin.json("POST", "/api/createwhitelist", { whitelist_ip: ip });
      expect(response.status, ip).toBe(400);
      expect(await response.json()).toEqual({ status: false, message: IP_FORMAT_MESSAGE });
    }
    expect(IP_FORMAT_MESSAGE).toBe("❌ IP format is invalid. Please use format like 192.168.1.1");
    const form = await admin.postForm("/whitelist?dialog=add", { intent: "create", whitelist_ip: "300.0.0.1" });
    expect(form.status).toBe(400);
    const html = await text(form);
    expect(html).toContain(IP_FORMAT_MESSAGE);
    expect(html).toContain('value="300.0.0.1"');
    expect(await entry("300.0.0.1")).toBeNull();
  });

  it("refuses stray characters instead of stripping them into another address, and stores the address without leading zeros", async () => {
    const stray = await admin.json("POST", "/api/createwhitelist", { whitelist_ip: " 10.0.0.2x1 " });
    expect(stray.status).toBe(400);
    expect(await stray.json()).toEqual({ status: false, message: IP_FORMAT_MESSAGE });
    expect(await entry("10.0.0.21")).toBeNull();
    const spaces = await admin.json("POST", "/api/createwhitelist", { whitelist_ip: " 10.0.0.21 " });
    expect(spaces.status).toBe(201);
    expect(await entry("10.0.0.21")).not.toBeNull();
    const zeros = await admin.json("POST", "/api/createwhitelist", { whitelist_ip: "010.000.000.022" });
    expect(zeros.status).toBe(201);
    expect(await entry("10.0.0.22")).not.toBeNull();
  });

  it("refuses a duplicate address", async () => {
    const first = await admin.json("POST", "/api/createwhitelist", { whitelist_ip: "10.0.0.30" });
    expect(first.status).toBe(201);
    for (const ip of ["10.0.0.30", "10.000.0.30"]) {
      const again = await admin.json("POST", "/api/createwhitelist", { whitelist_ip: ip });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ status: false, message: "IP 10.0.0.30 sudah ada di whitelist." });
    }
    const form = await admin.postForm("/whitelist?dialog=add", { intent: "create", whitelist_ip: "10.0.0.30" });
    expect(form.status).toBe(409);
    expect(await text(form)).toContain("IP 10.0.0.30 sudah ada di whitelist.");
    expect(await WhitelistEntry.count({ where: { Whitelist_ip: "10.0.0.30" } })).toBe(1);
  });

  it("asks 'Confirm Action' before a status change and a removal, then does it", async () => {
    const created = await admin.json("POST", "/api/createwhitelist", { whitelist_ip: "10.0.0.40" });
    const id = (await created.json()).id as number;
    const confirm = await text(await admin.get(`/whitelist?toggle=${id}`));
    expect(confirm).toContain("Confirm Action");
    expect(confirm).toContain("Deactivate whitelist entry for IP 10.0.0.40?");
    expect(confirm).toContain(">Yes, Confirm</button>");
    const toggled = await admin.postForm(`/whitelist?toggle=${id}`, { intent: "toggle", Whitelist_id: String(id), Whitelist_status: "false" });
    expect(toggled.status).toBe(302);
    expect(toggled.headers.get("location")).toBe("/whitelist");
    expect((await WhitelistEntry.findByPk(id))!.Whitelist_status).toBe(false);
    expect(await text(await admin.get("/whitelist"))).toContain("Status IP 10.0.0.40 diubah ke Inactive.");
    expect(await text(await admin.get(`/whitelist?toggle=${id}`))).toContain("Activate whitelist entry for IP 10.0.0.40?");

    const remove = await text(await admin.get(`/whitelist?remove=${id}`));
    expect(remove).toContain("Remove whitelist entry for IP 10.0.0.40?");
    expect(remove).toContain(">Yes, Remove</button>");
    const removed = await admin.postForm(`/whitelist?remove=${id}`, { intent: "remove", Whitelist_id: String(id) });
    expect(removed.status).toBe(302);
    expect(await WhitelistEntry.findByPk(id)).toBeNull();
  });

  it("writes a tracking row for every change", async () => {
    const created = await admin.json("POST", "/api/createwhitelist", { whitelist_ip: "10.0.0.50" });
    const id = (await created.json()).id as number;
    await admin.json("PUT", `/api/updatestatuswhitelist/${id}`, { Whitelist_status: false });
    await admin.json("DELETE", `/api/deletewhitelist/${id}`);
    for (const activity of [
      "Tambah whitelist IP 10.0.0.50",
      "Ubah status whitelist IP 10.0.0.50 menjadi Inactive",
      "Hapus whitelist IP 10.0.0.50",
    ]) {
      const row = await Tracking.findOne({ where: { tracking_activity: activity } });
      expect(row, activity).toMatchObject({ tracking_username: "admin", tracking_role: "ADMIN", tracking_website: null });
    }
  });

  it("shows a CHECKER the list with 'Add WL' and the row actions disabled, and refuses their posts", async () => {
    const html = await text(await checker.get("/whitelist"));
    expect(html).toContain("Table Whitelist");
    expect(html).toContain(`>${OWN_IP}</td>`);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Add WL<\/button>/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Remove<\/button>/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Change Status<\/button>/);
    expect(html).not.toContain(">Add WL</a>");
    const own = (await entry(OWN_IP))!;
    expect(await text(await checker.get("/whitelist?dialog=add"))).not.toContain('role="dialog"');
    expect(await text(await checker.get(`/whitelist?remove=${own.Whitelist_id}`))).not.toContain('role="dialog"');
    const refused = await checker.postForm("/whitelist", { intent: "create", whitelist_ip: "10.0.0.60" });
    expect(refused.status).toBe(403);
    expect(await entry("10.0.0.60")).toBeNull();
  });

  it("keeps a CS out of the screen", async () => {
    const response = await cs.get("/whitelist");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/not-found");
    const post = await cs.postForm("/whitelist", { intent: "create", whitelist_ip: "10.0.0.61" }, { csrfFrom: "/" });
    expect(post.status).toBe(302);
    expect(post.headers.get("location")).toBe("/not-found");
    expect(await entry("10.0.0.61")).toBeNull();
  });
});

describe("the gate follows changes at once", () => {
  it("admits a new active entry immediately, and refuses it again as soon as it is deactivated or removed", async () => {
    const visitor = new Client(server.url, { "x-forwarded-for": "10.3.3.3" });
    // this refusal loads the gate's cache (kept 5 s unless a change drops it)
    expect((await visitor.get("/api/whitelist")).status).toBe(403);
    const created = await admin.json("POST", "/api/createwhitelist", { whitelist_ip: "10.3.3.3" });
    expect(created.status).toBe(201);
    const id = (await created.json()).id as number;
    const admitted = await visitor.get("/api/whitelist");
    expect(admitted.status).toBe(200);
    expect(await admitted.json()).toEqual({ message: "Success" });
    expect((await visitor.get("/signin")).status).toBe(200);

    await admin.json("PUT", `/api/updatestatuswhitelist/${id}`, { Whitelist_status: false });
    expect((await visitor.get("/api/whitelist")).status).toBe(403);
    await admin.json("PUT", `/api/updatestatuswhitelist/${id}`, { Whitelist_status: true });
    expect((await visitor.get("/api/whitelist")).status).toBe(200);
    await admin.json("DELETE", `/api/deletewhitelist/${id}`);
    expect((await visitor.get("/api/whitelist")).status).toBe(403);
  });
});

describe("whitelist /api routes", () => {
  it("GET /api/viewwhitelist/{pageSize}/{page} pages with the spec's fields, all_data and x-total-count", async () => {
    const total = await WhitelistEntry.count();
    const response = await admin.get("/api/viewwhitelist/2/1");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe(String(total));
    const rows = await response.json();
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]).sort()).toEqual([
      "Whitelist_id",
      "Whitelist_ip",
      "Whitelist_last_edited_at",
      "Whitelist_last_edited_by",
      "Whitelist_last_edited_by_name",
      "Whitelist_status",
      "all_data",
    ]);
    expect(rows[0]).toMatchObject({ Whitelist_ip: OWN_IP, Whitelist_status: true, Whitelist_last_edited_by_name: "admin", all_data: total });
    const second = await (await admin.get("/api/viewwhitelist/2/2")).json();
    expect(second[0].Whitelist_id).not.toBe(rows[0].Whitelist_id);
    expect((await checker.get("/api/viewwhitelist/100/1")).status).toBe(200);
    expect((await cs.get("/api/viewwhitelist/100/1")).status).toBe(403);
    expect((await new Client(server.url).get("/api/viewwhitelist/100/1")).status).toBe(401);
    expect((await admin.get("/api/viewwhitelist/x/1")).status).toBe(400);
  });

  it("POST /api/createwhitelist creates for ADMIN and refuses CHECKER and CS", async () => {
    const created = await admin.json("POST", "/api/createwhitelist", { whitelist_ip: "10.0.0.70" });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({
      status: true,
      success: true,
      id: expect.any(Number),
      message: "IP 10.0.0.70 berhasil ditambahkan ke whitelist.",
    });
    expect(await entry("10.0.0.70")).toMatchObject({ Whitelist_status: true });
    for (const client of [checker, cs]) {
      const refused = await client.json("POST", "/api/createwhitelist", { whitelist_ip: "10.0.0.71" });
      expect(refused.status).toBe(403);
      expect((await refused.json()).status).toBe(false);
    }
    expect(await entry("10.0.0.71")).toBeNull();
  });

  it("PUT /api/updatestatuswhitelist/{id} changes the status for ADMIN and refuses CHECKER and CS", async () => {
    const target = (await entry("10.0.0.70"))!;
    for (const client of [checker, cs]) {
      expect((await client.json("PUT", `/api/updatestatuswhitelist/${target.Whitelist_id}`, { Whitelist_status: false })).status).toBe(403);
    }
    expect((await entry("10.0.0.70"))!.Whitelist_status).toBe(true);
    const changed = await admin.json("PUT", `/api/updatestatuswhitelist/${target.Whitelist_id}`, { Whitelist_status: false });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ status: true, Whitelist_status: false, message: "Status IP 10.0.0.70 diubah ke Inactive." });
    expect((await entry("10.0.0.70"))!.Whitelist_status).toBe(false);
    expect((await admin.json("PUT", `/api/updatestatuswhitelist/${target.Whitelist_id}`, { Whitelist_status: "maybe" })).status).toBe(400);
    expect((await admin.json("PUT", "/api/updatestatuswhitelist/999999", { Whitelist_status: true })).status).toBe(404);
  });

  it("DELETE /api/deletewhitelist/{id} removes for ADMIN and refuses CHECKER and CS", async () => {
    const target = (await entry("10.0.0.70"))!;
    for (const client of [checker, cs]) {
      expect((await client.json("DELETE", `/api/deletewhitelist/${target.Whitelist_id}`)).status).toBe(403);
    }
    expect(await entry("10.0.0.70")).not.toBeNull();
    const removed = await admin.json("DELETE", `/api/deletewhitelist/${target.Whitelist_id}`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ status: true, message: "IP 10.0.0.70 berhasil dihapus dari whitelist." });
    expect((await admin.json("DELETE", `/api/deletewhitelist/${target.Whitelist_id}`)).status).toBe(404);
  });
});

describe("ranges and IPv6", () => {
  const created: number[] = [];
  const add = async (ip: string) => {
    const response = await admin.json("POST", "/api/createwhitelist", { whitelist_ip: ip });
    const body = await response.json();
    if (response.status === 201) created.push(body.id);
    return { status: response.status, body };
  };
  const gate = (ip: string) => new Client(server.url, { "x-forwarded-for": ip }).get("/api/whitelist");

  it("stores 192.168.1.0/24 typed on the form as that range, not as 192.168.1.24, and lists it", async () => {
    const form = await admin.postForm("/whitelist?dialog=add", { intent: "create", whitelist_ip: "192.168.1.0/24" });
    expect(form.status).toBe(302);
    const stored = (await entry("192.168.1.0/24"))!;
    expect(stored).not.toBeNull();
    created.push(stored.Whitelist_id);
    expect(await entry("192.168.1.24")).toBeNull();
    const page = await text(await admin.get("/whitelist"));
    expect(page).toContain("IP 192.168.1.0/24 berhasil ditambahkan ke whitelist.");
    expect(page).toContain(">192.168.1.0/24</td>");
    expect(await text(await admin.get("/whitelist?dialog=add"))).toContain("rentang CIDR (192.168.1.0/24), atau IPv6");
  });

  it("admits exactly the addresses inside an active range, IPv4 and IPv6, and stops when it is deactivated", async () => {
    expect((await add("10.4.4.0/24")).status).toBe(201);
    const v6 = await add("2001:DB8:0:0::/32");
    expect(v6).toMatchObject({ status: 201, body: { message: "IP 2001:db8::/32 berhasil ditambahkan ke whitelist." } });
    for (const inside of ["10.4.4.0", "10.4.4.77", "10.4.4.255", "2001:db8::1", "2001:db8:ffff:1::5"]) {
      const response = await gate(inside);
      expect(response.status, inside).toBe(200);
      expect(await response.json()).toEqual({ message: "Success" });
    }
    for (const outside of ["10.4.5.1", "10.4.3.255", "192.168.2.1", "2001:db9::1", "2001:db7:ffff::1"]) {
      expect((await gate(outside)).status, outside).toBe(403);
    }
    // a single IPv6 address admits only itself
    expect((await add("2001:db9::7")).status).toBe(201);
    expect((await gate("2001:0db9:0000::7")).status).toBe(200);
    expect((await gate("2001:db9::8")).status).toBe(403);

    const range = (await entry("10.4.4.0/24"))!;
    await admin.json("PUT", `/api/updatestatuswhitelist/${range.Whitelist_id}`, { Whitelist_status: false });
    expect((await gate("10.4.4.77")).status).toBe(403);
  });

  it("refuses a malformed range or IPv6 address with a message saying what to type, through /api and the form", async () => {
    const refusals: [string, string][] = [
      ["192.168.1.0/33", "❌ Prefix rentang IPv4 harus /0 sampai /32, misalnya 192.168.1.0/24."],
      ["192.168.1.5/24", "❌ Rentang 192.168.1.5/24 tidak valid: bagian setelah prefix harus nol. Gunakan 192.168.1.0/24."],
      ["2001:db8::/129", "❌ Prefix rentang IPv6 harus /0 sampai /128, misalnya 2001:db8::/32."],
      ["2001:db8::1::2", "❌ Format IPv6 tidak valid. Gunakan format seperti 2001:db8::1 atau 2001:db8::/32."],
      ["300.1.1.0/24", IP_FORMAT_MESSAGE],
    ];
    const before = await WhitelistEntry.count();
    for (const [ip, message] of refusals) {
      const api = await admin.json("POST", "/api/createwhitelist", { whitelist_ip: ip });
      expect(api.status, ip).toBe(400);
      expect(await api.json()).toEqual({ status: false, message });
      const form = await admin.postForm("/whitelist?dialog=add", { intent: "create", whitelist_ip: ip });
      expect(form.status, ip).toBe(400);
      expect(await text(form)).toContain(message);
    }
    expect(await WhitelistEntry.count()).toBe(before);
  });

  it("refuses a duplicate range whatever its spelling", async () => {
    const again = await add("192.168.001.000/24");
    expect(again).toEqual({ status: 409, body: { status: false, message: "IP 192.168.1.0/24 sudah ada di whitelist." } });
  });

  it("keeps an admin admitted by a range from locking themselves out, and lets a single entry go while the range covers it", async () => {
    const remote = new Client(server.url, { "x-forwarded-for": "10.7.7.7" });
    expect((await add("10.7.7.7")).status).toBe(201);
    await remote.signIn("admin", "admin-password-1");
    expect((await remote.json("POST", "/api/createwhitelist", { whitelist_ip: "10.7.0.0/16" })).status).toBe(201);
    created.push((await entry("10.7.0.0/16"))!.Whitelist_id);
    // the single entry may go: the range still admits 10.7.7.7
    const single = (await entry("10.7.7.7"))!;
    expect((await remote.json("DELETE", `/api/deletewhitelist/${single.Whitelist_id}`)).status).toBe(200);
    // the range may not: nothing else would admit 10.7.7.7
    const range = (await entry("10.7.0.0/16"))!;
    const refused = await remote.json("PUT", `/api/updatestatuswhitelist/${range.Whitelist_id}`, { Whitelist_status: false });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(lockOut("10.7.7.7"));
    expect((await remote.get("/whitelist")).status).toBe(200);
  });

  afterAll(async () => {
    for (const id of created) await admin.json("DELETE", `/api/deletewhitelist/${id}`);
  });
});
