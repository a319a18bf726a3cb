import { describe, expect, it } from "vitest";
import { AdminAccount, AkunBank, Tracking, UploadBatch } from "~/models/models.server";
import { Client, decodeHtml } from "../support/client";
import { seedWebsite } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";

const { server, clients: { admin, checker, cs } } = withServer({ seed: () => seedStaff(), clients: STAFF });

const text = async (response: Response) => decodeHtml(await response.text());

let seq = 0;
/** A bank account written straight into the database (the tests of one route need others to exist). */
async function seedAkunBank(options: { website?: string; bank?: string; jenis?: "DEPO" | "WD"; name?: string; no?: string; active?: boolean } = {}) {
  seq += 1;
  return AkunBank.create({
    akun_bank_website: options.website ?? "ABC",
    akun_bank_jenis_transaksi: options.jenis ?? "DEPO",
    akun_bank_bank: options.bank ?? "BCA",
    akun_bank_name: options.name ?? `Seed ${seq}`,
    akun_bank_no: options.no ?? `9000${seq}`,
    akun_bank_status: options.active ?? true,
    akun_bank_created_by: null,
    akun_bank_last_edited_by: null,
  });
}

const validBody = (overrides: Record<string, unknown> = {}) => ({
  akun_bank_website: "ABC",
  akun_bank_jenis_transaksi: "DEPO",
  akun_bank_name: "PT Api",
  akun_bank_bank: "BRI",
  akun_bank_no: "5550001",
  akun_bank_created_by: 999,
  ...overrides,
});

describe("/databank screen", () => {
  it("shows 'Table Data Bank' with the spec's columns, the website filter, 'No data' and one page", async () => {
    const html = await text(await admin.get("/databank"));
    expect(html).toContain("<title>Data Bank</title>");
    expect(html).toContain("Table Data Bank");
    for (const header of [
      "Website",
      "Jenis Transaksi",
      "Bank",
      "Account Name",
      "Account Number",
      "Status",
      "Last Edited",
      "Last Edited By",
      "Action",
    ]) {
      expect(html).toContain(`>${header}</th>`);
    }
    expect(html).toContain(">Add Data Bank</a>");
    expect(html).toContain(">No data</td>");
    expect(html).toContain("Showing page 1 of 1");
    // ADMIN's filter is an enabled native select with every website
    expect(html).toMatch(/<select[^>]*name="website"/);
    expect(html).not.toMatch(/<select[^>]*name="website"[^>]*disabled/);
    expect(html).toContain('<option value="XYZ">Xylo (XYZ)</option>');
  });

  it("opens 'Add New Data Bank' with the spec's fields and choices", async () => {
    const html = await text(await admin.get("/databank?dialog=add"));
    expect(html).toContain('role="dialog"');
    expect(html).toContain("Add New Data Bank");
    expect(html).toContain("-- No Website --");
    expect(html).toMatch(/<option value=""[^>]*>-- Pilih Jenis Transaksi --<\/option>/);
    expect(html).toContain('<option value="DEPO">Deposit</option>');
    expect(html).toContain('<option value="WD">Withdraw</option>');
    expect(html).toMatch(/<option value=""[^>]*>Pilih bank \/ wallet<\/option>/);
    for (const [value, label] of [
      ["BCA", "BCA"],
      ["BRI", "BRI"],
      ["MANDIRI", "MANDIRI"],
      ["BNI", "BNI"],
      ["CIMB", "CIMB"],
      ["OVO", "OVO"],
      ["DANA", "DANA"],
      ["LINKAJA", "LinkAja"],
      ["GOPAY", "GoPay"],
    ]) {
      expect(html).toContain(`<option value="${value}">${label}</option>`);
    }
    for (const name of ["akun_bank_website", "akun_bank_jenis_transaksi", "akun_bank_bank", "akun_bank_name", "akun_bank_no"]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain(">Cancel</a>");
    expect(html).toContain(">Submit</button>");
  });

  it("creates an account through the form: upper-cased, digits only, a blue notice, the creator from the session", async () => {
    const response = await admin.postForm("/databank?dialog=add&website=ABC", {
      intent: "create",
      akun_bank_website: "ABC",
      akun_bank_jenis_transaksi: " depo ",
      akun_bank_bank: " bca ",
      akun_bank_name: "  PT Alpha Satu  ",
      akun_bank_no: "12-34 56x",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/databank?website=ABC");
    const created = await AkunBank.findOne({ where: { akun_bank_name: "PT Alpha Satu" } });
    const adminId = (await AdminAccount.findOne({ where: { account_name: "admin" } }))!.account_id;
    expect(created).toMatchObject({
      akun_bank_website: "ABC",
      akun_bank_jenis_transaksi: "DEPO",
      akun_bank_bank: "BCA",
      akun_bank_no: "123456",
      akun_bank_status: true,
      akun_bank_created_by: adminId,
      akun_bank_last_edited_by: adminId,
    });
    const html = await text(await admin.get("/databank?website=ABC"));
    // the blue (info) notice
    expect(html).toMatch(/<div[^>]*class="[^"]*MuiAlert-colorInfo[^"]*"[^>]*data-testid="notice"/);
    expect(html).toContain("Akun bank berhasil dibuat.");
    expect(html).toContain(">PT Alpha Satu</td>");
    expect(html).toContain(">123456</td>");
    expect(html).toContain(">Active</span>");
    expect(html).toContain(">admin</td>");
    expect(html).toMatch(/>\d{1,2} [A-Z][a-z]+ \d{4} pukul \d{2}\.\d{2}\.\d{2}<\/td>/);
  });

  it("refuses missing fields (after trimming) with 'Semua field wajib diisi.', keeping the dialog and what was typed", async () => {
    const before = await AkunBank.count();
    const response = await admin.postForm("/databank?dialog=add", {
      intent: "create",
      akun_bank_website: "ABC",
      akun_bank_jenis_transaksi: "WD",
      akun_bank_bank: "BNI",
      akun_bank_name: "   ",
      akun_bank_no: "777",
    });
    expect(response.status).toBe(400);
    const html = await text(response);
    expect(html).toContain("Semua field wajib diisi.");
    expect(html).not.toContain("❌ Gagal membuat akun bank. Semua field wajib diisi.");
    expect(html).toContain('role="dialog"');
    expect(html).toContain('value="777"');
    for (const missing of ["akun_bank_website", "akun_bank_jenis_transaksi", "akun_bank_bank", "akun_bank_name", "akun_bank_no"]) {
      const api = await admin.json("POST", "/api/createakunbank", validBody({ [missing]: " " }));
      expect(api.status, missing).toBe(400);
      expect(await api.json()).toEqual({ status: false, message: "Semua field wajib diisi." });
    }
    // a number with no digit at all is missing too
    const letters = await admin.json("POST", "/api/createakunbank", validBody({ akun_bank_no: "abc" }));
    expect((await letters.json()).message).toBe("Semua field wajib diisi.");
    expect(await AkunBank.count()).toBe(before);
  });

  it("refuses a duplicate account (same website, bank, number and Jenis Transaksi), on the form and through /api", async () => {
    await seedAkunBank({ website: "ABC", bank: "MANDIRI", no: "4440001", jenis: "DEPO", name: "PT Dup" });
    const api = await admin.json("POST", "/api/createakunbank", validBody({ akun_bank_bank: "mandiri", akun_bank_no: "444-0001", akun_bank_jenis_transaksi: "depo" }));
    expect(api.status).toBe(409);
    expect(await api.json()).toEqual({ status: false, message: "Akun bank MANDIRI 4440001 (DEPO) sudah ada untuk website ABC." });
    const form = await admin.postForm("/databank?dialog=add", {
      intent: "create",
      akun_bank_website: "ABC",
      akun_bank_jenis_transaksi: "DEPO",
      akun_bank_bank: "MANDIRI",
      akun_bank_name: "PT Dup Lagi",
      akun_bank_no: "4440001",
    });
    expect(form.status).toBe(409);
    expect(await text(form)).toContain("❌ Gagal membuat akun bank. Akun bank MANDIRI 4440001 (DEPO) sudah ada untuk website ABC.");
    // the same number for withdrawals, or on another website, is another account
    expect((await admin.json("POST", "/api/createakunbank", validBody({ akun_bank_bank: "MANDIRI", akun_bank_no: "4440001", akun_bank_jenis_transaksi: "WD" }))).status).toBe(201);
    expect((await admin.json("POST", "/api/createakunbank", validBody({ akun_bank_website: "XYZ", akun_bank_bank: "MANDIRI", akun_bank_no: "4440001" }))).status).toBe(201);
    expect(await AkunBank.count({ where: { akun_bank_no: "4440001" } })).toBe(3);
  });

  it("refuses an unknown website, bank or Jenis Transaksi", async () => {
    const website = await admin.json("POST", "/api/createakunbank", validBody({ akun_bank_website: "NOPE" }));
    expect(website.status).toBe(404);
    expect((await website.json()).message).toBe("Website NOPE tidak ditemukan.");
    expect((await admin.json("POST", "/api/createakunbank", validBody({ akun_bank_bank: "PAYPAL" }))).status).toBe(400);
    expect((await admin.json("POST", "/api/createakunbank", validBody({ akun_bank_jenis_transaksi: "BOTH" }))).status).toBe(400);
  });

  it("asks 'Confirm Action' before deactivating, activating and removing, then does it with tracking rows", async () => {
    const account = await seedAkunBank({ website: "ABC", bank: "BNI", name: "PT Toggle", no: "1212" });
    const id = account.akun_bank_id;
    const deactivate = await text(await admin.get(`/databank?toggle=${id}&website=ABC`));
    expect(deactivate).toContain("Confirm Action");
    expect(deactivate).toContain("Deactivate bank account PT Toggle (1212)?");
    expect(deactivate).toContain(">Yes, Confirm</button>");
    expect(deactivate).toContain(">Cancel</a>");
    const off = await admin.postForm(`/databank?toggle=${id}&website=ABC`, { intent: "toggle", akun_bank_id: String(id), akun_bank_status: "false" });
    expect(off.status).toBe(302);
    expect(off.headers.get("location")).toBe("/databank?website=ABC");
    expect((await AkunBank.findByPk(id))!.akun_bank_status).toBe(false);
    const after = await text(await admin.get("/databank?website=ABC"));
    expect(after).toContain("Status akun bank PT Toggle (1212) diubah ke Inactive.");
    expect(after).toContain(">Inactive</span>");
    expect(after).toContain(">Activate</a>");
    expect(await text(await admin.get(`/databank?toggle=${id}&website=ABC`))).toContain("Activate bank account PT Toggle (1212)?");

    const remove = await text(await admin.get(`/databank?remove=${id}&website=ABC`));
    expect(remove).toContain("Remove bank account PT Toggle (BNI - 1212)?");
    expect(remove).toContain(">Yes, Remove</button>");
    const removed = await admin.postForm(`/databank?remove=${id}&website=ABC`, { intent: "remove", akun_bank_id: String(id) });
    expect(removed.status).toBe(302);
    expect(await AkunBank.findByPk(id)).toBeNull();
    expect(await text(await admin.get("/databank?website=ABC"))).toContain("Akun bank PT Toggle (BNI - 1212) berhasil dihapus.");

    for (const activity of [
      "Ubah status akun bank BNI 1212 (DEPO) menjadi Inactive",
      "Hapus akun bank BNI 1212 (DEPO) a.n. PT Toggle",
    ]) {
      expect(await Tracking.findOne({ where: { tracking_activity: activity } }), activity).toMatchObject({
        tracking_username: "admin",
        tracking_role: "ADMIN",
        tracking_website: "ABC",
      });
    }
  });

  it("writes a tracking row when an account is created", async () => {
    const created = await admin.json("POST", "/api/createakunbank", validBody({ akun_bank_bank: "OVO", akun_bank_no: "0812", akun_bank_name: "PT Ovo" }));
    expect(created.status).toBe(201);
    const row = await Tracking.findOne({ where: { tracking_activity: "Tambah akun bank OVO 0812 (DEPO) a.n. PT Ovo untuk website ABC" } });
    expect(row).toMatchObject({ tracking_username: "admin", tracking_role: "ADMIN", tracking_website: "ABC" });
  });

  it("will not remove an account that uploaded statements use, and suggests deactivating it", async () => {
    const account = await seedAkunBank({ website: "ABC", bank: "CIMB", name: "PT Used", no: "3131" });
    const adminId = (await AdminAccount.findOne({ where: { account_name: "admin" } }))!.account_id;
    await UploadBatch.create({
      batch_kind: "cimb",
      batch_target: "mutasi_deposit",
      batch_website: "ABC",
      batch_statement_date: "2025-01-05",
      batch_akun_bank_id: account.akun_bank_id,
      batch_file_name: "cimb.csv",
      batch_sha256: "a".repeat(64),
      batch_row_count: 0,
      batch_statement_key: null,
      batch_uploaded_by: adminId,
    });
    const api = await admin.json("DELETE", `/api/deleteakunbank/${account.akun_bank_id}`);
    expect(api.status).toBe(409);
    const message = (await api.json()).message as string;
    expect(message).toBe(
      "Akun bank PT Used (CIMB - 3131) tidak bisa dihapus karena sudah dipakai oleh 1 upload. Nonaktifkan akun ini sebagai gantinya.",
    );
    const form = await admin.postForm(`/databank?remove=${account.akun_bank_id}&website=ABC`, {
      intent: "remove",
      akun_bank_id: String(account.akun_bank_id),
    });
    expect(form.status).toBe(409);
    const html = await text(form);
    expect(html).toContain(`❌ Gagal menghapus akun bank. ${message}`);
    expect(html).toContain("Remove bank account PT Used (CIMB - 3131)?");
    expect(await AkunBank.findByPk(account.akun_bank_id)).not.toBeNull();
    // deactivating is allowed
    expect((await admin.json("PUT", `/api/updatestatusakunbank/${account.akun_bank_id}`, { akun_bank_status: false })).status).toBe(200);
  });

  it("pages by 10 rows with 'Showing page X of N', Previous, numbers and Next", async () => {
    await seedWebsite("PGN", "Paging");
    for (let index = 0; index < 11; index++) await seedAkunBank({ website: "PGN", name: `PT Page ${String(index).padStart(2, "0")}` });
    const first = await text(await admin.get("/databank?website=PGN"));
    expect(first).toContain("Showing page 1 of 2");
    expect(first.match(/>PT Page \d\d<\/td>/g)).toHaveLength(10);
    expect(first).toContain('href="/databank?website=PGN&page=2"');
    expect(first).toContain(">Previous</button>");
    expect(first).toContain(">Next</a>");
    const second = await text(await admin.get("/databank?website=PGN&page=2"));
    expect(second).toContain("Showing page 2 of 2");
    expect(second.match(/>PT Page \d\d<\/td>/g)).toEqual([">PT Page 10</td>"]);
    // a page past the last one goes back to the last one
    const past = await admin.get("/databank?website=PGN&page=5");
    expect(past.status).toBe(302);
    expect(past.headers.get("location")).toBe("/databank?website=PGN&page=2");
  });

  it("shows a CHECKER their own website, fixed and disabled, with 'Add Data Bank' enabled and the row actions disabled", async () => {
    await seedAkunBank({ website: "XYZ", name: "PT Xylo Hidden" });
    const html = await text(await checker.get("/databank?website=XYZ"));
    expect(html).not.toContain("PT Xylo Hidden");
    expect(html).toContain(">PT Alpha Satu</td>");
    expect(html).toMatch(/<select[^>]*disabled=""[^>]*name="website"|<select[^>]*name="website"[^>]*disabled=""/);
    expect(html).toMatch(/<option value="ABC" selected="">Alpha \(ABC\)<\/option>/);
    expect(html).not.toContain('<option value="XYZ"');
    expect(html).toContain(">Add Data Bank</a>");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Remove<\/button>/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Deactivate<\/button>/);
    const dialog = await text(await checker.get("/databank?dialog=add"));
    expect(dialog).toContain('value="Alpha (ABC)"');
    expect(dialog).toContain('<input type="hidden" name="akun_bank_website" value="ABC"/>');
    expect(dialog).not.toMatch(/<select[^>]*name="akun_bank_website"/);
  });

  it("lets a CHECKER add for their own website only; another website is refused with 403 and tells nothing", async () => {
    const own = await checker.postForm("/databank?dialog=add", {
      intent: "create",
      akun_bank_website: "ABC",
      akun_bank_jenis_transaksi: "WD",
      akun_bank_bank: "DANA",
      akun_bank_name: "PT Checker",
      akun_bank_no: "0855",
    });
    expect(own.status).toBe(302);
    const checkerId = (await AdminAccount.findOne({ where: { account_name: "checker1" } }))!.account_id;
    expect(await AkunBank.findOne({ where: { akun_bank_name: "PT Checker" } })).toMatchObject({ akun_bank_website: "ABC", akun_bank_created_by: checkerId });
    expect((await checker.json("POST", "/api/createakunbank", validBody({ akun_bank_no: "0866" }))).status).toBe(201);

    const replies = [];
    for (const website of ["XYZ", "NOPE"]) {
      const refused = await checker.json("POST", "/api/createakunbank", validBody({ akun_bank_website: website, akun_bank_no: "0877" }));
      expect(refused.status, website).toBe(403);
      replies.push(await refused.json());
    }
    // an existing and an unknown website get the same answer
    expect(replies[0]).toEqual(replies[1]);
    expect(replies[0].status).toBe(false);
    const form = await checker.postForm("/databank?dialog=add", {
      intent: "create",
      akun_bank_website: "XYZ",
      akun_bank_jenis_transaksi: "WD",
      akun_bank_bank: "DANA",
      akun_bank_name: "PT Sneaky",
      akun_bank_no: "0888",
    });
    expect(form.status).toBe(403);
    expect(await AkunBank.count({ where: { akun_bank_no: ["0877", "0888"] } })).toBe(0);
  });

  it("refuses a CHECKER's status change and removal through the form", async () => {
    const account = (await AkunBank.findOne({ where: { akun_bank_name: "PT Alpha Satu" } }))!;
    const toggle = await checker.postForm("/databank", { intent: "toggle", akun_bank_id: String(account.akun_bank_id), akun_bank_status: "false" });
    expect(toggle.status).toBe(403);
    const remove = await checker.postForm("/databank", { intent: "remove", akun_bank_id: String(account.akun_bank_id) });
    expect(remove.status).toBe(403);
    expect(await AkunBank.findByPk(account.akun_bank_id)).toMatchObject({ akun_bank_status: true });
  });

  it("keeps a CS out of the screen", async () => {
    const response = await cs.get("/databank");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/not-found");
  });
});

describe("bank account /api routes", () => {
  it("GET /api/viewakunbank/{website}/{pageSize}/{page}: the spec's fields, all_data, x-total-count; scope by role", async () => {
    const total = await AkunBank.count({ where: { akun_bank_website: "ABC" } });
    const response = await admin.get("/api/viewakunbank/ABC/2/1");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe(String(total));
    const rows = await response.json();
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]).sort()).toEqual([
      "akun_bank_bank",
      "akun_bank_created_by",
      "akun_bank_id",
      "akun_bank_jenis_transaksi",
      "akun_bank_last_edited_at",
      "akun_bank_last_edited_by",
      "akun_bank_last_edited_by_name",
      "akun_bank_name",
      "akun_bank_no",
      "akun_bank_status",
      "akun_bank_website",
      "all_data",
    ]);
    expect(rows.every((row: { akun_bank_website: string }) => row.akun_bank_website === "ABC")).toBe(true);
    expect(rows[0].all_data).toBe(total);
    const second = await (await admin.get("/api/viewakunbank/ABC/2/2")).json();
    expect(second[0].akun_bank_id).not.toBe(rows[0].akun_bank_id);
    // a name where the editor is known, the id where not
    const created = await (await admin.get("/api/viewakunbank/abc/1000/1")).json();
    expect(created.find((row: { akun_bank_name: string }) => row.akun_bank_name === "PT Alpha Satu").akun_bank_last_edited_by_name).toBe("admin");

    const all = await admin.get("/api/viewakunbank/all/1000/1");
    expect(Number(all.headers.get("x-total-count"))).toBe(await AkunBank.count());

    const own = await checker.get("/api/viewakunbank/ABC/100/1");
    expect(own.status).toBe(200);
    expect(own.headers.get("x-total-count")).toBe(String(total));
    for (const path of ["/api/viewakunbank/XYZ/100/1", "/api/viewakunbank/NOPE/100/1", "/api/viewakunbank/all/100/1"]) {
      const refused = await checker.get(path);
      expect(refused.status, path).toBe(403);
      expect((await refused.json()).status).toBe(false);
    }
    expect((await cs.get("/api/viewakunbank/ABC/100/1")).status).toBe(403);
    expect((await new Client(server.url).get("/api/viewakunbank/ABC/100/1")).status).toBe(401);
    expect((await admin.get("/api/viewakunbank/ABC/x/1")).status).toBe(400);
  });

  it("POST /api/createakunbank answers {status, success, id, message} 201 for ADMIN and CHECKER, 403 for CS", async () => {
    const created = await admin.json("POST", "/api/createakunbank", validBody({ akun_bank_no: 5550099, akun_bank_bank: "gopay" }));
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toEqual({ status: true, success: true, id: expect.any(Number), message: "Akun bank berhasil dibuat." });
    const adminId = (await AdminAccount.findOne({ where: { account_name: "admin" } }))!.account_id;
    // akun_bank_created_by of the body (999) is ignored: the creator is the session's account
    expect(await AkunBank.findByPk(body.id)).toMatchObject({ akun_bank_bank: "GOPAY", akun_bank_no: "5550099", akun_bank_created_by: adminId });
    const refused = await cs.json("POST", "/api/createakunbank", validBody({ akun_bank_no: "5550100" }));
    expect(refused.status).toBe(403);
    expect(await AkunBank.findOne({ where: { akun_bank_no: "5550100" } })).toBeNull();
    expect((await admin.json("POST", "/api/createakunbank", "not json")).status).toBe(400);
  });

  it("GET /api/akunbanklist/{websiteCode}/{bank}/{depo|wd}: active accounts by name, with the upload bank mapping", async () => {
    await seedWebsite("LST", "Listing");
    const zeta = await seedAkunBank({ website: "LST", bank: "BCA", jenis: "DEPO", name: "Zeta", no: "1" });
    const alpha = await seedAkunBank({ website: "LST", bank: "BCA", jenis: "DEPO", name: "Alpha", no: "2" });
    await seedAkunBank({ website: "LST", bank: "BCA", jenis: "DEPO", name: "Inactive", no: "3", active: false });
    await seedAkunBank({ website: "LST", bank: "BCA", jenis: "WD", name: "Withdraw", no: "4" });
    const mandiri = await seedAkunBank({ website: "LST", bank: "MANDIRI", jenis: "DEPO", name: "Mandiri", no: "5" });
    const bni = await seedAkunBank({ website: "LST", bank: "BNI", jenis: "WD", name: "Bni", no: "6" });
    const linkaja = await seedAkunBank({ website: "LST", bank: "LINKAJA", jenis: "DEPO", name: "Link", no: "7" });

    const response = await admin.get("/api/akunbanklist/LST/bca/depo");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { akun_bank_id: alpha.akun_bank_id, akun_bank_name: "Alpha", akun_bank_no: "2" },
      { akun_bank_id: zeta.akun_bank_id, akun_bank_name: "Zeta", akun_bank_no: "1" },
    ]);
    const ids = async (path: string) => ((await (await admin.get(path)).json()) as { akun_bank_id: number }[]).map((row) => row.akun_bank_id);
    expect(await ids("/api/akunbanklist/LST/mandiri-excel/depo")).toEqual([mandiri.akun_bank_id]);
    expect(await ids("/api/akunbanklist/LST/mandiri/depo")).toEqual([mandiri.akun_bank_id]);
    expect(await ids("/api/akunbanklist/LST/bni-mobile/wd")).toEqual([bni.akun_bank_id]);
    expect(await ids("/api/akunbanklist/LST/bni-internet/wd")).toEqual([bni.akun_bank_id]);
    expect(await ids("/api/akunbanklist/LST/linkaja/depo")).toEqual([linkaja.akun_bank_id]);
    expect(await ids("/api/akunbanklist/LST/bni-mobile/depo")).toEqual([]);
    expect((await admin.get("/api/akunbanklist/LST/bca/both")).status).toBe(400);
    expect((await admin.get("/api/akunbanklist/LST/paypal/depo")).status).toBe(400);

    // CHECKER: own website only; CS may not call it (the upload page is CHECKER and ADMIN)
    const own = await checker.get("/api/akunbanklist/ABC/bca/depo");
    expect(own.status).toBe(200);
    expect((await own.json()).map((row: { akun_bank_name: string }) => row.akun_bank_name)).toContain("PT Alpha Satu");
    const other = await checker.get("/api/akunbanklist/LST/bca/depo");
    expect(other.status).toBe(403);
    expect((await other.json()).status).toBe(false);
    expect((await cs.get("/api/akunbanklist/ABC/bca/depo")).status).toBe(403);
  });

  it("PUT /api/updatestatusakunbank/{id} changes the status for ADMIN only", async () => {
    const account = await seedAkunBank({ name: "PT Status", no: "6161" });
    for (const client of [checker, cs]) {
      const refused = await client.json("PUT", `/api/updatestatusakunbank/${account.akun_bank_id}`, { akun_bank_status: false });
      expect(refused.status).toBe(403);
    }
    expect((await AkunBank.findByPk(account.akun_bank_id))!.akun_bank_status).toBe(true);
    const changed = await admin.json("PUT", `/api/updatestatusakunbank/${account.akun_bank_id}`, { akun_bank_status: false });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({
      status: true,
      akun_bank_id: account.akun_bank_id,
      akun_bank_status: false,
      message: "Status akun bank PT Status (6161) diubah ke Inactive.",
    });
    expect((await AkunBank.findByPk(account.akun_bank_id))!.akun_bank_status).toBe(false);
    expect((await admin.json("PUT", `/api/updatestatusakunbank/${account.akun_bank_id}`, {})).status).toBe(400);
    expect((await admin.json("PUT", "/api/updatestatusakunbank/999999", { akun_bank_status: true })).status).toBe(404);
  });

  it("DELETE /api/deleteakunbank/{id} removes for ADMIN only", async () => {
    const account = await seedAkunBank({ name: "PT Gone", no: "7171" });
    for (const client of [checker, cs]) {
      expect((await client.json("DELETE", `/api/deleteakunbank/${account.akun_bank_id}`)).status).toBe(403);
    }
    expect(await AkunBank.findByPk(account.akun_bank_id)).not.toBeNull();
    const removed = await admin.json("DELETE", `/api/deleteakunbank/${account.akun_bank_id}`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ status: true, message: "Akun bank PT Gone (BCA - 7171) berhasil dihapus." });
    expect((await admin.json("DELETE", `/api/deleteakunbank/${account.akun_bank_id}`)).status).toBe(404);
  });
});
