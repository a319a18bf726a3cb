import { describe, expect, it } from "vitest";
import { AdminAccount, Tracking, Website } from "~/models/models.server";
import type { Role } from "~/models/admin-account.server";
import { hashPassword, verifyPassword } from "~/services/auth/password.server";
import { Client, decodeHtml } from "../support/client";
import { seedWebsite } from "../support/db";
import { ADMIN, withServer } from "../support/fixture";

let abc: Website;
let xyz: Website;
let adminId: number;
let checkerId: number;
let csId: number;
let checker2Id: number;
let sharedHash: string;
const SHARED_PASSWORD = "shared-pass-1";

/** An account straight in the database (one hash shared, so seeding stays fast). */
async function seedUser(name: string, role: Role, website: Website | null, active = true): Promise<AdminAccount> {
  return AdminAccount.create({
    account_name: name,
    account_password: sharedHash,
    account_status: active,
    account_role: role,
    account_website: website?.website_id ?? null,
    account_created_by: null,
    account_last_edited_by: null,
  });
}

async function signedIn(name: string, password = SHARED_PASSWORD): Promise<Client> {
  const client = new Client(server.url);
  await client.signIn(name, password);
  return client;
}

const { server, clients: { admin, checker, cs } } = withServer({
  seed: async () => {
    sharedHash = await hashPassword(SHARED_PASSWORD);
    abc = await seedWebsite("ABC", "Alpha");
    xyz = await seedWebsite("XYZ", "Xylo");
    checkerId = (await seedUser("checker1", "CHECKER", abc)).account_id;
    csId = (await seedUser("cs1", "CS", abc)).account_id;
    checker2Id = (await seedUser("checker2", "CHECKER", xyz)).account_id;
    adminId = (await AdminAccount.findOne({ where: { account_name: "admin" } }))!.account_id;
  },
  clients: { admin: ADMIN, checker: ["checker1", SHARED_PASSWORD], cs: ["cs1", SHARED_PASSWORD] },
});

const text = async (response: Response) => decodeHtml(await response.text());
const lastTracking = () => Tracking.findOne({ order: [["tracking_id", "DESC"]] });

describe("the last active ADMIN and an ADMIN's own account", () => {
  it("refuses to deactivate or delete the last active ADMIN, and an ADMIN's own account while another admin is active", async () => {
    // the bootstrap admin is the only ADMIN
    const deactivate = await admin.json("PUT", `/api/updatestatusadminacc/${adminId}`, { account_status: false });
    expect(deactivate.status).toBe(409);
    expect(await deactivate.json()).toEqual({ status: false, message: "Admin aktif terakhir tidak bisa dinonaktifkan." });
    const remove = await admin.json("DELETE", `/api/deleteadminacc/${adminId}`);
    expect(remove.status).toBe(409);
    expect((await remove.json()).message).toBe("Admin aktif terakhir tidak bisa dihapus.");
    // the screen says the same, keeping its confirmation open
    const form = await admin.postForm(`/user?toggle=${adminId}`, { intent: "toggle", account_id: String(adminId), account_status: "false" });
    expect(form.status).toBe(409);
    const formHtml = await text(form);
    expect(formHtml).toContain("❌ Gagal mengubah status. Admin aktif terakhir tidak bisa dinonaktifkan.");
    expect(formHtml).toContain('role="dialog"');

    // an inactive ADMIN does not count
    const inactive = await seedUser("admin-off", "ADMIN", null, false);
    expect((await admin.json("DELETE", `/api/deleteadminacc/${adminId}`)).status).toBe(409);

    // with a second active ADMIN the rule is about one's own account
    const second = await seedUser("admin-two", "ADMIN", null);
    const ownDelete = await admin.json("DELETE", `/api/deleteadminacc/${adminId}`);
    expect(ownDelete.status).toBe(409);
    expect((await ownDelete.json()).message).toBe("Anda tidak bisa menghapus akun Anda sendiri.");
    const ownDeactivate = await admin.json("PUT", `/api/updatestatusadminacc/${adminId}`, { account_status: false });
    expect(ownDeactivate.status).toBe(409);
    expect((await ownDeactivate.json()).message).toBe("Anda tidak bisa menonaktifkan akun Anda sendiri.");
    const ownForm = await admin.postForm(`/user?remove=${adminId}`, { intent: "remove", account_id: String(adminId) });
    expect(ownForm.status).toBe(409);
    expect(await text(ownForm)).toContain('❌ Gagal menghapus akun "admin". Anda tidak bisa menghapus akun Anda sendiri.');

    const stillThere = await AdminAccount.findByPk(adminId);
    expect(stillThere).toMatchObject({ account_status: true, account_token_version: 0 });
    expect((await admin.get("/user")).status).toBe(200);
    for (const account of [second, inactive]) {
      expect((await admin.json("DELETE", `/api/deleteadminacc/${account.account_id}`)).status).toBe(200);
    }
  });
});

describe("/user screen", () => {
  it("shows 'User' with its breadcrumb, the 'List User' card and the 'Admin Users' table with 'New User' for ADMIN", async () => {
    const html = await text(await admin.get("/user"));
    expect(html).toContain(">User</h1>");
    expect(html).toMatch(/aria-label="breadcrumb"[^>]*><a[^>]*href="\/"[^>]*>Home<\/a> > <span>User<\/span>/);
    expect(html).toContain(">List User</h2>");
    expect(html).toContain('aria-label="Admin Users"');
    for (const header of ["Name", "Role", "Website", "Status", "Created By", "Last Edited At", "Last Edited By", "Action"]) {
      expect(html).toContain(`>${header}</th>`);
    }
    expect(html).toContain(">New User</a>");
    expect(html).toContain(">checker1</td>");
    expect(html).toContain(">Alpha (ABC)</td>");
    expect(html).toContain(">checker2</td>");
    expect(html).not.toContain("scrypt$");
  });

  it("pages with sizes 5, 10 (default), 20, 50, 100", async () => {
    for (let i = 0; i < 8; i++) await seedUser(`pager${i}`, "CS", abc);
    const rowsOf = (html: string) => (html.match(/<tr class="MuiTableRow-root MuiTableRow-hover/g) ?? []).length;
    const byDefault = await text(await admin.get("/user"));
    expect(rowsOf(byDefault)).toBe(10);
    expect(byDefault).toContain('<option value="10" selected="">10</option>');
    for (const size of [5, 20, 50, 100]) expect(byDefault).toContain(`<option value="${size}">${size}</option>`);
    expect(rowsOf(await text(await admin.get("/user?size=5")))).toBe(5);
    expect(rowsOf(await text(await admin.get("/user?size=7")))).toBe(10);
    const total = await AdminAccount.count();
    expect(rowsOf(await text(await admin.get("/user?size=5&page=2")))).toBe(Math.min(5, total - 5));
  });

  it("lets a CHECKER see only their own website's accounts, change only their own password, and nothing else", async () => {
    const html = await text(await checker.get("/user"));
    expect(html).toContain(">checker1</td>");
    expect(html).toContain(">cs1</td>");
    expect(html).not.toContain(">checker2</td>");
    expect(html).not.toContain(">admin</td>");
    expect(html).not.toContain(">New User</a>");
    expect(html).toContain(`href="/user?password=${checkerId}"`);
    expect(html).not.toContain(`href="/user?password=${csId}"`);
    expect(html).not.toContain("?toggle=");
    expect(await text(await checker.get("/user?dialog=add"))).not.toContain('role="dialog"');
    expect(await text(await checker.get(`/user?password=${csId}`))).not.toContain('role="dialog"');
    const create = await checker.postForm("/user", { intent: "create", account_name: "sneaky", account_password: "sneaky-pass-1", account_role: "CS", account_website: String(abc.website_id) });
    expect(create.status).toBe(403);
    expect(await text(create)).toContain("❌ Gagal membuat user. Hanya ADMIN yang boleh membuat user.");
    const toggle = await checker.postForm("/user", { intent: "toggle", account_id: String(csId), account_status: "false" });
    expect(toggle.status).toBe(403);
    const remove = await checker.postForm("/user", { intent: "remove", account_id: String(csId) });
    expect(remove.status).toBe(403);
    // the refusal names nobody: walking the ids must not list every website's staff
    const removeText = await text(remove);
    expect(removeText).toContain("❌ Gagal menghapus akun. Hanya ADMIN yang boleh menghapus user.");
    expect(removeText).not.toContain('"cs1"');
    const adminId = (await AdminAccount.findOne({ where: { account_name: "admin" } }))!.account_id;
    expect(await text(await checker.postForm("/user", { intent: "remove", account_id: String(adminId) }))).not.toContain('"admin"');
    const password = await checker.postForm("/user", { intent: "password", account_id: String(csId), account_password: "other-pass-1" });
    expect(password.status).toBe(403);
    expect(await text(password)).toContain("❌ Gagal memperbarui password. Anda hanya boleh mengubah password akun Anda sendiri.");
    expect(await AdminAccount.findOne({ where: { account_name: "sneaky" } })).toBeNull();
    expect(await AdminAccount.findByPk(csId)).toMatchObject({ account_status: true, account_token_version: 0 });
  });

  it("keeps a CS out of the screen", async () => {
    const response = await cs.get("/user");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/not-found");
  });

  it("creates a user through 'New User': role select ADMIN first and preselected, website from the list, tracking row", async () => {
    const dialog = await text(await admin.get("/user?dialog=add"));
    expect(dialog).toContain('role="dialog"');
    expect(dialog).toMatch(/<select[^>]*name="account_role"[^>]*><option value="ADMIN" selected="">Admin<\/option><option value="CHECKER">Checker<\/option><option value="CS">CS<\/option><\/select>/);
    expect(dialog).toContain(`<option value="${abc.website_id}">Alpha (ABC)</option>`);
    expect(dialog).toContain(`<option value="${xyz.website_id}">Xylo (XYZ)</option>`);

    const response = await admin.postForm("/user?dialog=add", {
      intent: "create",
      account_name: "new.checker",
      account_password: "new-checker-pass",
      account_role: "CHECKER",
      account_website: String(xyz.website_id),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/user");
    const after = await text(await admin.get("/user?size=100"));
    expect(after).toContain("User berhasil dibuat.");
    expect(after).toContain(">new.checker</td>");
    const account = (await AdminAccount.findOne({ where: { account_name: "new.checker" } }))!;
    expect(account).toMatchObject({ account_role: "CHECKER", account_website: xyz.website_id, account_status: true, account_created_by: adminId, account_last_edited_by: adminId });
    expect(account.account_password).not.toContain("new-checker-pass");
    expect(await verifyPassword("new-checker-pass", account.account_password)).toBe(true);
    expect(await lastTracking()).toMatchObject({
      tracking_username: "admin",
      tracking_role: "ADMIN",
      tracking_website: "XYZ",
      tracking_activity: "Tambah user new.checker (role CHECKER, website XYZ)",
    });
  });

  it("without scripts, refuses a CHECKER or CS without a website in the dialog, never echoing the password; an ADMIN gets no website", async () => {
    const missing = await admin.postForm("/user?dialog=add", { intent: "create", account_name: "no.site", account_password: "no-site-pass-1", account_role: "CS", account_website: "" });
    expect(missing.status).toBe(400);
    const html = await text(missing);
    expect(html).toContain("❌ Gagal membuat user. Website wajib dipilih untuk role CHECKER dan CS.");
    expect(html).toContain('role="dialog"');
    expect(html).toContain('value="no.site"');
    expect(html).not.toContain("no-site-pass-1");
    expect(html).toMatch(/<option value="CS" selected="">CS<\/option>/);
    const shortPassword = await admin.postForm("/user?dialog=add", { intent: "create", account_name: "short.pw", account_password: "short", account_role: "ADMIN", account_website: "" });
    expect(shortPassword.status).toBe(400);
    expect(await text(shortPassword)).toContain("❌ Gagal membuat user. Password minimal 10 karakter.");
    expect(await AdminAccount.count({ where: { account_name: ["no.site", "short.pw"] } })).toBe(0);

    const adminWithSite = await admin.postForm("/user?dialog=add", { intent: "create", account_name: "admin.three", account_password: "admin-three-pass", account_role: "ADMIN", account_website: String(abc.website_id) });
    expect(adminWithSite.status).toBe(302);
    expect(await AdminAccount.findOne({ where: { account_name: "admin.three" } })).toMatchObject({ account_role: "ADMIN", account_website: null });
  });

  it("refuses a duplicate username, ignoring case, on the screen and through /api", async () => {
    const before = await AdminAccount.count();
    const form = await admin.postForm("/user?dialog=add", { intent: "create", account_name: "CHECKER1", account_password: "duplicate-pass", account_role: "CHECKER", account_website: String(abc.website_id) });
    expect(form.status).toBe(409);
    expect(await text(form)).toContain("❌ Gagal membuat user. Username CHECKER1 sudah dipakai.");
    const api = await admin.json("POST", "/api/addadminacc", { account_name: "Checker1", account_password: "duplicate-pass", account_status: true, account_role: "CHECKER", account_website: abc.website_id });
    expect(api.status).toBe(409);
    expect(await api.json()).toEqual({ status: false, message: "Username Checker1 sudah dipakai." });
    expect(await AdminAccount.count()).toBe(before);
  });

  it("toggles a status through 'Are you sure?', and deactivation ends that account's sessions", async () => {
    await seedUser("toggle.me", "CHECKER", abc);
    const victim = await signedIn("toggle.me");
    expect((await victim.get("/user")).status).toBe(200);
    const account = (await AdminAccount.findOne({ where: { account_name: "toggle.me" } }))!;
    const confirm = await text(await admin.get(`/user?size=100&toggle=${account.account_id}`));
    expect(confirm).toContain(">Are you sure?</h2>");
    expect(confirm).toContain('Do you want to deactivate the account "toggle.me"?');
    expect(confirm).toContain(">Cancel</a>");
    expect(confirm).toContain(">Yes, Confirm</button>");

    const response = await admin.postForm(`/user?size=100&toggle=${account.account_id}`, { intent: "toggle", account_id: String(account.account_id), account_status: "false" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/user?size=100");
    expect(await text(await admin.get("/user?size=100"))).toContain('Status "toggle.me" diubah ke Inactive.');
    expect(await lastTracking()).toMatchObject({ tracking_username: "admin", tracking_website: "ABC", tracking_activity: "Ubah status user toggle.me menjadi Inactive" });

    // the signed-in client is sent to /signin at its next request, and its /api calls are refused
    const next = await victim.get("/user");
    expect(next.status).toBe(302);
    expect(next.headers.get("location")).toBe("/signin");
    expect((await victim.get("/api/alladminacc/10/1")).status).toBe(401);

    // activating again does not revive the old session
    const activate = await admin.postForm("/user", { intent: "toggle", account_id: String(account.account_id), account_status: "true" });
    expect(activate.status).toBe(302);
    expect(await text(await admin.get("/user"))).toContain('Status "toggle.me" diubah ke Active.');
    expect((await victim.get("/")).status).toBe(302);
    expect((await (await signedIn("toggle.me")).get("/user")).status).toBe(200);
  });

  it("changes a password through the dialog, which ends the account's other sessions; one's own password keeps one signed in", async () => {
    await seedUser("pw.user", "CHECKER", abc);
    const victim = await signedIn("pw.user");
    const account = (await AdminAccount.findOne({ where: { account_name: "pw.user" } }))!;
    const dialog = await text(await admin.get(`/user?size=100&password=${account.account_id}`));
    expect(dialog).toContain(">Change Password</h2>");
    expect(dialog).toContain('Password baru untuk "pw.user"');

    const tooShort = await admin.postForm(`/user?size=100&password=${account.account_id}`, { intent: "password", account_id: String(account.account_id), account_password: "" });
    expect(tooShort.status).toBe(400);
    expect(await text(tooShort)).toContain("❌ Gagal memperbarui password. Password wajib diisi.");

    const response = await admin.postForm(`/user?size=100&password=${account.account_id}`, { intent: "password", account_id: String(account.account_id), account_password: "brand-new-pass" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/user?size=100");
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("token="))).toBe(false);
    expect(await text(await admin.get("/user?size=100"))).toContain('Password untuk "pw.user" telah diperbarui.');
    expect(await lastTracking()).toMatchObject({ tracking_username: "admin", tracking_activity: "Ubah password user pw.user" });

    const next = await victim.get("/");
    expect(next.status).toBe(302);
    expect(next.headers.get("location")).toBe("/signin");
    await expect(signedIn("pw.user")).rejects.toThrow();
    await signedIn("pw.user", "brand-new-pass");

    // a CHECKER changing their own password (giving the current one) stays signed in with a fresh cookie
    const self = await signedIn("pw.user", "brand-new-pass");
    const own = await self.postForm(`/user?password=${account.account_id}`, { intent: "password", account_id: String(account.account_id), current_password: "brand-new-pass", account_password: "own-new-pass-1" }, { csrfFrom: "/user" });
    expect(own.status).toBe(302);
    expect(own.headers.getSetCookie().some((cookie) => cookie.startsWith("token="))).toBe(true);
    const stillIn = await self.get("/user");
    expect(stillIn.status).toBe(200);
    expect(await text(stillIn)).toContain('Password untuk "pw.user" telah diperbarui.');
  });

  it("deletes through the 'Yakin ingin menghapus akun ...?' confirmation, and the last row of page 2 goes back to page 1", async () => {
    // exactly one account on page 2: the smallest page size that fits all but one, then fill up to it
    let total = await AdminAccount.count();
    const size = [5, 10, 20, 50, 100].find((choice) => choice >= total - 1)!;
    let n = 0;
    while (total < size + 1) {
      await seedUser(`filler${n++}`, "CS", xyz);
      total++;
    }
    const last = (await AdminAccount.findOne({ order: [["account_id", "DESC"]] }))!;
    const page2 = await text(await admin.get(`/user?size=${size}&page=2`));
    expect(page2).toContain(`>${last.account_name}</td>`);
    const confirm = await text(await admin.get(`/user?size=${size}&page=2&remove=${last.account_id}`));
    expect(confirm).toContain(`Yakin ingin menghapus akun ${last.account_name}?`);

    const response = await admin.postForm(`/user?size=${size}&page=2&remove=${last.account_id}`, { intent: "remove", account_id: String(last.account_id) });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/user?size=${size}&page=2`);
    const overflow = await admin.get(`/user?size=${size}&page=2`);
    expect(overflow.status).toBe(302);
    expect(overflow.headers.get("location")).toBe(`/user?size=${size}&page=1`);
    const page1 = await text(await admin.get(`/user?size=${size}&page=1`));
    expect(page1).toContain(`Akun "${last.account_name}" berhasil dihapus.`);
    expect(await AdminAccount.findByPk(last.account_id)).toBeNull();
    expect(await lastTracking()).toMatchObject({ tracking_username: "admin", tracking_website: "XYZ", tracking_activity: `Hapus user ${last.account_name}` });

    const gone = await admin.postForm("/user", { intent: "remove", account_id: String(last.account_id) });
    expect(gone.status).toBe(404);
    expect(await text(gone)).toContain("❌ Gagal menghapus akun. Akun tidak ditemukan.");
  });
});

describe("account /api routes", () => {
  const rowKeys = [
    "account_created_at",
    "account_created_by",
    "account_created_by_name",
    "account_id",
    "account_last_edited_at",
    "account_last_edited_by",
    "account_last_edited_by_name",
    "account_name",
    "account_role",
    "account_status",
    "account_website",
    "all_data",
    "website_code",
    "website_name",
  ];

  it("GET /api/alladminacc/{pageSize}/{page} lists without passwords, with all_data and x-total-count, scoped by role", async () => {
    const total = await AdminAccount.count();
    const response = await admin.get("/api/alladminacc/3/1");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe(String(total));
    const rows = await response.json();
    expect(rows).toHaveLength(3);
    expect(Object.keys(rows[0]).sort()).toEqual(rowKeys);
    expect(rows[0]).toMatchObject({ account_id: adminId, account_name: "admin", account_role: "ADMIN", account_website: null, account_status: true, all_data: total });
    expect(JSON.stringify(await (await admin.get("/api/alladminacc/1000/1")).json())).not.toMatch(/password|scrypt/);
    const second = await (await admin.get("/api/alladminacc/3/2")).json();
    expect(second[0].account_id).toBeGreaterThan(rows[2].account_id);
    const checkerRow = (await (await admin.get("/api/alladminacc/1000/1")).json()).find((row: { account_id: number }) => row.account_id === checkerId);
    expect(checkerRow).toMatchObject({ account_website: abc.website_id, website_code: "ABC", website_name: "Alpha" });

    // a CHECKER sees only accounts of their website; a CS only their own
    const mine = await (await checker.get("/api/alladminacc/1000/1")).json();
    expect(new Set(mine.map((row: { website_code: string }) => row.website_code))).toEqual(new Set(["ABC"]));
    expect(mine.map((row: { account_id: number }) => row.account_id)).not.toContain(checker2Id);
    const own = await cs.get("/api/alladminacc/1000/1");
    expect(own.headers.get("x-total-count")).toBe("1");
    expect((await own.json()).map((row: { account_name: string }) => row.account_name)).toEqual(["cs1"]);

    expect((await new Client(server.url).get("/api/alladminacc/10/1")).status).toBe(401);
    expect((await admin.get("/api/alladminacc/0/1")).status).toBe(400);
  });

  it("POST /api/addadminacc creates for ADMIN (creator from the session), refuses CHECKER and CS, and validates", async () => {
    const created = await admin.json("POST", "/api/addadminacc", {
      account_name: "api.cs",
      account_password: "api-cs-pass-1",
      account_status: true,
      account_role: "CS",
      account_website: abc.website_id,
      account_created_by: 99999,
    });
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({ status: true, message: "User berhasil dibuat.", id: expect.any(Number) });
    expect(await AdminAccount.findByPk(body.id)).toMatchObject({ account_name: "api.cs", account_created_by: adminId, account_role: "CS", account_website: abc.website_id });

    for (const client of [checker, cs]) {
      const refused = await client.json("POST", "/api/addadminacc", { account_name: "api.nope", account_password: "api-nope-pass", account_status: true, account_role: "CS", account_website: abc.website_id });
      expect(refused.status).toBe(403);
      expect((await refused.json()).status).toBe(false);
    }
    expect(await AdminAccount.findOne({ where: { account_name: "api.nope" } })).toBeNull();

    const invalid: [object, string][] = [
      [{ account_name: "ab", account_password: "long-enough-1", account_role: "ADMIN" }, "Username 3-50 karakter: huruf, angka, titik, strip (-), atau garis bawah (_)."],
      [{ account_name: "bad name", account_password: "long-enough-1", account_role: "ADMIN" }, "Username 3-50 karakter: huruf, angka, titik, strip (-), atau garis bawah (_)."],
      [{ account_name: "okname", account_role: "ADMIN" }, "Password wajib diisi."],
      [{ account_name: "okname", account_password: "x".repeat(201), account_role: "ADMIN" }, "Password maksimal 200 karakter."],
      [{ account_name: "okname", account_password: "long-enough-1", account_role: "ROOT" }, "Role harus ADMIN, CHECKER, atau CS."],
      [{ account_name: "okname", account_password: "long-enough-1", account_role: "CHECKER", account_website: null }, "Website wajib dipilih untuk role CHECKER dan CS."],
      [{ account_name: "okname", account_password: "long-enough-1", account_role: "CHECKER", account_website: 424242 }, "Website tidak ditemukan."],
    ];
    for (const [input, message] of invalid) {
      const response = await admin.json("POST", "/api/addadminacc", input);
      expect(response.status, message).toBe(400);
      expect(await response.json()).toEqual({ status: false, message });
    }
    expect(await AdminAccount.findOne({ where: { account_name: "okname" } })).toBeNull();
  });

  it("PUT /api/updatestatusadminacc/{id} changes the status for ADMIN only", async () => {
    const target = await seedUser("api.status", "CS", xyz);
    for (const client of [checker, cs]) {
      const refused = await client.json("PUT", `/api/updatestatusadminacc/${target.account_id}`, { account_status: false });
      expect(refused.status).toBe(403);
    }
    expect(await AdminAccount.findByPk(target.account_id)).toMatchObject({ account_status: true, account_token_version: 0 });
    const response = await admin.json("PUT", `/api/updatestatusadminacc/${target.account_id}`, { account_status: false });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: true, message: 'Status "api.status" diubah ke Inactive.' });
    expect(await AdminAccount.findByPk(target.account_id)).toMatchObject({ account_status: false, account_token_version: 1, account_last_edited_by: adminId });
    const back = await admin.json("PUT", `/api/updatestatusadminacc/${target.account_id}`, { account_status: true });
    expect((await back.json()).message).toBe('Status "api.status" diubah ke Active.');
    const missing = await admin.json("PUT", "/api/updatestatusadminacc/987654", { account_status: false });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: false, message: "Akun tidak ditemukan." });
    expect((await admin.json("PUT", `/api/updatestatusadminacc/${target.account_id}`, { account_status: "maybe" })).status).toBe(400);
  });

  it("PUT /api/updatepassadminacc/{id}: ADMIN for anyone, CHECKER and CS for themselves only (staying signed in)", async () => {
    const target = await seedUser("api.pass", "CS", abc);
    const ok = await admin.json("PUT", `/api/updatepassadminacc/${target.account_id}`, { account_password: "api-pass-new-1" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: true, message: 'Password untuk "api.pass" telah diperbarui.' });
    expect(await AdminAccount.findByPk(target.account_id)).toMatchObject({ account_token_version: 1 });

    // a CHECKER may not change another account's password, of their website or another one
    for (const id of [target.account_id, csId, checker2Id, adminId]) {
      const refused = await checker.json("PUT", `/api/updatepassadminacc/${id}`, { account_password: "hijack-pass-1" });
      expect(refused.status).toBe(403);
      expect((await refused.json()).message).toBe("Anda hanya boleh mengubah password akun Anda sendiri.");
    }
    const csRefused = await cs.json("PUT", `/api/updatepassadminacc/${checkerId}`, { account_password: "hijack-pass-1" });
    expect(csRefused.status).toBe(403);

    // their own: the reply carries a new token cookie and the session goes on
    const ownCs = await cs.json("PUT", `/api/updatepassadminacc/${csId}`, { account_password: "cs-new-pass-1" });
    expect(ownCs.status).toBe(200);
    expect(ownCs.headers.getSetCookie().some((cookie) => cookie.startsWith("token="))).toBe(true);
    expect((await cs.get("/api/alladminacc/10/1")).status).toBe(200);
    const ownChecker = await checker.json("PUT", `/api/updatepassadminacc/${checkerId}`, { account_password: "checker-new-pass-1" });
    expect(ownChecker.status).toBe(200);
    expect((await checker.get("/user")).status).toBe(200);
    await signedIn("cs1", "cs-new-pass-1");

    const short = await cs.json("PUT", `/api/updatepassadminacc/${csId}`, { account_password: "short" });
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe("Password minimal 10 karakter.");
    expect((await admin.json("PUT", "/api/updatepassadminacc/987654", { account_password: "whatever-pass" })).status).toBe(404);
  });

  it("DELETE /api/deleteadminacc/{id} removes for ADMIN only", async () => {
    const target = await seedUser("api.delete", "CS", abc);
    for (const client of [checker, cs]) {
      expect((await client.json("DELETE", `/api/deleteadminacc/${target.account_id}`)).status).toBe(403);
    }
    expect(await AdminAccount.findByPk(target.account_id)).not.toBeNull();
    const removed = await admin.json("DELETE", `/api/deleteadminacc/${target.account_id}`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ status: true, message: 'Akun "api.delete" berhasil dihapus.' });
    const again = await admin.json("DELETE", `/api/deleteadminacc/${target.account_id}`);
    expect(again.status).toBe(404);
    expect((await again.json()).message).toBe("Akun tidak ditemukan.");
    expect((await admin.json("DELETE", "/api/deleteadminacc/abc")).status).toBe(400);
  });

  it("writes a tracking row for create, status, password and delete, naming the account's website and never the password", async () => {
    const since = (await lastTracking())!.tracking_id;
    const created = await (await admin.json("POST", "/api/addadminacc", { account_name: "tracked.one", account_password: "tracked-secret-1", account_status: true, account_role: "CHECKER", account_website: xyz.website_id })).json();
    await admin.json("PUT", `/api/updatestatusadminacc/${created.id}`, { account_status: false });
    await admin.json("PUT", `/api/updatepassadminacc/${created.id}`, { account_password: "tracked-secret-2" });
    await admin.json("DELETE", `/api/deleteadminacc/${created.id}`);
    const rows = await Tracking.findAll({ where: { tracking_username: "admin" }, order: [["tracking_id", "ASC"]] });
    const fresh = rows.filter((row) => row.tracking_id > since);
    expect(fresh.map((row) => row.tracking_activity)).toEqual([
      "Tambah user tracked.one (role CHECKER, website XYZ)",
      "Ubah status user tracked.one menjadi Inactive",
      "Ubah password user tracked.one",
      "Hapus user tracked.one",
    ]);
    for (const row of fresh) expect(row).toMatchObject({ tracking_role: "ADMIN", tracking_website: "XYZ" });
    const all = await Tracking.findAll();
    expect(JSON.stringify(all.map((row) => row.tracking_activity))).not.toMatch(/tracked-secret/);
    expect(server.output()).not.toMatch(/tracked-secret/);
  });
});

describe("the password rule and the current password", () => {
  const refusals: [string, string, string][] = [
    ["kasir.satu", "kuda-lari", "Password minimal 10 karakter."],
    ["kasir.satu", "Password123", "Password terlalu umum dan mudah ditebak. Pilih password lain."],
    ["kasir.satu", "bismillah123", "Password terlalu umum dan mudah ditebak. Pilih password lain."],
    ["kasir.satu", "KASIR.SATU", "Password tidak boleh sama dengan nama akun."],
  ];

  it("refuses a short, common or same-as-name password when creating, through /api and the form, and the form says the rule", async () => {
    for (const [name, password, message] of refusals) {
      const api = await admin.json("POST", "/api/addadminacc", { account_name: name, account_password: password, account_status: true, account_role: "CS", account_website: abc.website_id });
      expect(api.status, password).toBe(400);
      expect(await api.json()).toEqual({ status: false, message });
      const form = await admin.postForm("/user?dialog=add", { intent: "create", account_name: name, account_password: password, account_role: "CS", account_website: String(abc.website_id) });
      expect(form.status, password).toBe(400);
      const html = await text(form);
      expect(html).toContain(`❌ Gagal membuat user. ${message}`);
      expect(html).not.toContain(password);
    }
    expect(await AdminAccount.findOne({ where: { account_name: "kasir.satu" } })).toBeNull();
    expect(await text(await admin.get("/user?dialog=add"))).toContain("Minimal 10 karakter, bukan nama akun, bukan password umum.");
  });

  it("refuses the same when a password is changed, through /api and the form, changing nothing", async () => {
    const target = await seedUser("kasir.kedua", "CS", abc);
    for (const [, password, message] of refusals) {
      const asName = password === "KASIR.SATU" ? "Kasir.Kedua" : password;
      const api = await admin.json("PUT", `/api/updatepassadminacc/${target.account_id}`, { account_password: asName });
      expect(api.status, asName).toBe(400);
      expect((await api.json()).message).toBe(message);
      const form = await admin.postForm(`/user?password=${target.account_id}`, { intent: "password", account_id: String(target.account_id), account_password: asName });
      expect(form.status, asName).toBe(400);
      expect(await text(form)).toContain(`❌ Gagal memperbarui password. ${message}`);
    }
    expect(await AdminAccount.findByPk(target.account_id)).toMatchObject({ account_password: sharedHash, account_token_version: 0 });
    expect(await text(await admin.get(`/user?size=100&password=${target.account_id}`))).toContain("Minimal 10 karakter, bukan nama akun, bukan password umum.");
  });

  it("asks for the current password when one changes one's own on the screen; a missing or wrong one changes nothing and ends no session", async () => {
    const account = await seedUser("kasir.tiga", "CHECKER", abc);
    const self = await signedIn("kasir.tiga");
    const elsewhere = await signedIn("kasir.tiga");
    const dialog = await text(await self.get(`/user?size=100&password=${account.account_id}`));
    expect(dialog).toContain("Password saat ini");
    expect(dialog).toContain('name="current_password"');
    // an ADMIN setting someone else's password is not asked for it
    expect(await text(await admin.get(`/user?size=100&password=${account.account_id}`))).not.toContain('name="current_password"');

    const post = (fields: Record<string, string>) =>
      self.postForm(`/user?size=100&password=${account.account_id}`, { intent: "password", account_id: String(account.account_id), account_password: "kasir-baru-2026", ...fields }, { csrfFrom: "/user" });
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(await text(missing)).toContain("❌ Gagal memperbarui password. Password saat ini wajib diisi.");
    const wrong = await post({ current_password: "not-the-password" });
    expect(wrong.status).toBe(400);
    const wrongHtml = await text(wrong);
    expect(wrongHtml).toContain("❌ Gagal memperbarui password. Password saat ini salah.");
    expect(wrongHtml).not.toContain("not-the-password");
    expect(await AdminAccount.findByPk(account.account_id)).toMatchObject({ account_password: sharedHash, account_token_version: 0 });
    for (const client of [self, elsewhere]) expect((await client.get("/user")).status).toBe(200);
    // nor does it count as a failed sign-in
    await signedIn("kasir.tiga");

    const right = await post({ current_password: SHARED_PASSWORD });
    expect(right.status).toBe(302);
    expect((await self.get("/user")).status).toBe(200);
    // the account's other sessions end
    expect((await elsewhere.get("/user")).headers.get("location")).toBe("/signin");
    await signedIn("kasir.tiga", "kasir-baru-2026");
  });

  it("checks current_password on /api when it is sent, and works without it as the seed client calls it", async () => {
    const account = await seedUser("kasir.empat", "CS", abc);
    const self = await signedIn("kasir.empat");
    const wrong = await self.json("PUT", `/api/updatepassadminacc/${account.account_id}`, { account_password: "kasir-empat-baru", current_password: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ status: false, message: "Password saat ini salah." });
    expect(await AdminAccount.findByPk(account.account_id)).toMatchObject({ account_password: sharedHash, account_token_version: 0 });
    const typed = await self.json("PUT", `/api/updatepassadminacc/${account.account_id}`, { account_password: "kasir-empat-baru", current_password: 12345 });
    expect(typed.status).toBe(400);

    const right = await self.json("PUT", `/api/updatepassadminacc/${account.account_id}`, { account_password: "kasir-empat-baru", current_password: SHARED_PASSWORD });
    expect(right.status).toBe(200);
    const without = await self.json("PUT", `/api/updatepassadminacc/${account.account_id}`, { account_password: "kasir-empat-lagi" });
    expect(without.status).toBe(200);
    await signedIn("kasir.empat", "kasir-empat-lagi");
  });
});
