import { describe, expect, it } from "vitest";
import { AkunBank, Tracking, Website } from "~/models/models.server";
import { Client, decodeHtml } from "../support/client";
import { seedWebsite } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";

const { server, clients: { admin, checker, cs } } = withServer({ seed: () => seedStaff(), clients: STAFF });

const text = async (response: Response) => decodeHtml(await response.text());

describe("/website screen", () => {
  it("shows 'Table Website' with the spec's columns and 'Add Website' for ADMIN", async () => {
    const html = await text(await admin.get("/website"));
    expect(html).toContain("Table Website");
    for (const header of ["Website Name", "Website Code", "Last Edited", "Last Edited By", "Remove"]) {
      expect(html).toContain(`>${header}</th>`);
    }
    expect(html).toContain(">Add Website</a>");
    expect(html).toContain(">Alpha</td>");
  });

  it("creates a website through the form, forcing the code to upper-case letters and digits", async () => {
    const dialog = await text(await admin.get("/website?dialog=add"));
    expect(dialog).toContain('role="dialog"');
    expect(dialog).toContain('placeholder="Contoh: ABC123"');
    const response = await admin.postForm("/website?dialog=add", { intent: "create", website_name: "Gamma Site", website_code: "gm-1 x" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/website");
    const after = await text(await admin.get("/website"));
    expect(after).toContain("Website berhasil ditambahkan.");
    expect(after).toContain(">GM1X</td>");
    // the notice shows once
    expect(await text(await admin.get("/website"))).not.toContain("Website berhasil ditambahkan.");
    const row = await Tracking.findOne({ where: { tracking_activity: "Tambah website Gamma Site (GM1X)" } });
    expect(row).toMatchObject({ tracking_username: "admin", tracking_role: "ADMIN", tracking_website: "GM1X" });
  });

  it("refuses empty fields and a duplicate code with a message, keeping the dialog open and changing nothing", async () => {
    const before = await Website.count();
    const empty = await admin.postForm("/website?dialog=add", { intent: "create", website_name: "  ", website_code: "" });
    expect(empty.status).toBe(400);
    const emptyHtml = await text(empty);
    expect(emptyHtml).toContain("Website Name dan Code wajib diisi.");
    expect(emptyHtml).toContain('role="dialog"');
    const duplicate = await admin.postForm("/website?dialog=add", { intent: "create", website_name: "Again", website_code: "abc" });
    expect(duplicate.status).toBe(409);
    expect(await text(duplicate)).toContain("Website Code ABC sudah dipakai.");
    expect(await Website.count()).toBe(before);
  });

  it("asks 'Remove website {name} ({code})?' and removes a website without data", async () => {
    const website = await seedWebsite("TMP1", "Temporary");
    const confirm = await text(await admin.get(`/website?remove=${website.website_id}`));
    expect(confirm).toContain("Remove website Temporary (TMP1)?");
    expect(confirm).toContain(">Yes, Remove</button>");
    const response = await admin.postForm(`/website?remove=${website.website_id}`, { intent: "remove", website_id: String(website.website_id) });
    expect(response.status).toBe(302);
    expect(await Website.findByPk(website.website_id)).toBeNull();
  });

  it("refuses to remove a website that still has bank accounts or users, saying why", async () => {
    const website = await seedWebsite("BUSY", "Busy Site");
    await AkunBank.create({
      akun_bank_website: "BUSY",
      akun_bank_jenis_transaksi: "DEPO",
      akun_bank_bank: "BCA",
      akun_bank_name: "PT BUSY",
      akun_bank_no: "123",
      akun_bank_status: true,
      akun_bank_created_by: null,
      akun_bank_last_edited_by: null,
    });
    const response = await admin.postForm(`/website?remove=${website.website_id}`, { intent: "remove", website_id: String(website.website_id) });
    expect(response.status).toBe(409);
    expect(await text(response)).toContain("tidak bisa dihapus karena masih memiliki 1 akun bank");
    expect(await Website.findByPk(website.website_id)).not.toBeNull();
    const abc = (await Website.findOne({ where: { website_code: "ABC" } }))!;
    const api = await admin.json("DELETE", `/api/deletewebsite/${abc.website_id}`);
    expect(api.status).toBe(409);
    expect((await api.json()).message).toContain("2 user");
  });

  it("lets a CHECKER read only their own website, with the controls disabled and changes refused", async () => {
    const html = await text(await checker.get("/website"));
    expect(html).toContain(">Alpha</td>");
    expect(html).not.toContain(">Xylo</td>");
    expect(html).not.toContain(">Add Website</a>");
    expect(await text(await checker.get("/website?dialog=add"))).not.toContain('role="dialog"');
    const refused = await checker.postForm("/website", { intent: "create", website_name: "Sneaky", website_code: "SNK" });
    expect(refused.status).toBe(403);
    expect(await Website.findOne({ where: { website_code: "SNK" } })).toBeNull();
  });

  it("keeps a CS out of the screen", async () => {
    const response = await cs.get("/website");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/not-found");
  });
});

describe("website /api routes", () => {
  it("GET /api/websitelist lists every website for ADMIN and only their own for others", async () => {
    const all = await (await admin.get("/api/websitelist")).json();
    expect(all.map((w: { website_code: string }) => w.website_code)).toEqual(expect.arrayContaining(["ABC", "XYZ"]));
    expect(Object.keys(all[0]).sort()).toEqual(["website_code", "website_id", "website_name"]);
    for (const client of [checker, cs]) {
      const own = await (await client.get("/api/websitelist")).json();
      expect(own.map((w: { website_code: string }) => w.website_code)).toEqual(["ABC"]);
    }
    expect((await new Client(server.url).get("/api/websitelist")).status).toBe(401);
  });

  it("GET /api/viewwebsite/{pageSize}/{page} pages with all_data and x-total-count", async () => {
    const total = await Website.count();
    const response = await admin.get("/api/viewwebsite/2/1");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe(String(total));
    const rows = await response.json();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ all_data: total, website_code: expect.any(String), website_last_edited_by_name: expect.any(String) });
    const second = await (await admin.get("/api/viewwebsite/2/2")).json();
    expect(second[0].website_id).not.toBe(rows[0].website_id);
    expect((await cs.get("/api/viewwebsite/10/1")).status).toBe(403);
    expect((await admin.get("/api/viewwebsite/x/1")).status).toBe(400);
  });

  it("POST /api/createwebsite creates for ADMIN and refuses CHECKER and CS", async () => {
    const created = await admin.json("POST", "/api/createwebsite", { website_name: "Delta", website_code: "dl9" });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ status: true, message: "Website berhasil ditambahkan.", id: expect.any(Number) });
    for (const client of [checker, cs]) {
      const refused = await client.json("POST", "/api/createwebsite", { website_name: "Nope", website_code: "NOPE" });
      expect(refused.status).toBe(403);
    }
    const missing = await admin.json("POST", "/api/createwebsite", { website_name: "", website_code: "" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe("Website Name dan Code wajib diisi.");
    expect(await Website.findOne({ where: { website_code: "NOPE" } })).toBeNull();
  });

  it("DELETE /api/deletewebsite/{id} removes for ADMIN only", async () => {
    const website = await seedWebsite("GONE", "Gone");
    expect((await checker.json("DELETE", `/api/deletewebsite/${website.website_id}`)).status).toBe(403);
    const removed = await admin.json("DELETE", `/api/deletewebsite/${website.website_id}`);
    expect(removed.status).toBe(200);
    expect((await removed.json()).status).toBe(true);
    expect((await admin.json("DELETE", `/api/deletewebsite/${website.website_id}`)).status).toBe(404);
  });
});
