import { beforeAll, describe, expect, it } from "vitest";
import type { BoDeposit, BoWithdraw } from "~/models/models.server";
import { formatSpecDate } from "~/services/spec-date";
import { Client, decodeHtml } from "../support/client";
import { seedAccount, seedWebsite } from "../support/db";
import { ADMIN, CHECKER1, CS1, withServer } from "../support/fixture";
import { seedBatch, seedBoDeposit, seedBoWithdraw } from "../support/seed-data";
import { cellOf, daysAgo, hasElement, rowCells, rowIds, tableHeaders } from "../support/view-pages";

const { server, clients: { admin, checker, checkerXyz, cs } } = withServer({
  seed: async () => {
    const abc = await seedWebsite("ABC", "Alpha");
    const xyz = await seedWebsite("XYZ", "Xylo");
    await seedAccount({ name: "checker1", password: "checker-pass-1", role: "CHECKER", website: abc });
    await seedAccount({ name: "checker2", password: "checker-pass-2", role: "CHECKER", website: xyz });
    await seedAccount({ name: "cs1", password: "cs-pass-1", role: "CS", website: abc });
  },
  clients: { admin: ADMIN, checker: CHECKER1, checkerXyz: ["checker2", "checker-pass-2"], cs: CS1 },
});

const TODAY = daysAgo(0);
const PAGED = daysAgo(1);
const OLD = daysAgo(6);
const todaySpec = formatSpecDate(TODAY, { padDay: false });

let alice: BoDeposit;
let bob: BoDeposit;
let carol: BoDeposit;
let oldRow: BoDeposit;
let xavier: BoDeposit;
let dewi: BoWithdraw;
let paged: BoDeposit[] = [];

beforeAll(async () => {
  const batch = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
  alice = await seedBoDeposit(batch, {
    depo_amount: 150_000,
    bank_statement_date: TODAY,
    user_name: "alice88",
    full_name: "ALICE WONDER",
    ticket_no: "DP-A1",
    payment_type: "BANK TRANSFER",
    admin_fee: 1_500,
    bo_desc: "deposit alice",
    bo_ref: "REF-A1",
    bo_handler: "op1",
    player_ref: "PR-1",
    player_own_ref: "POR-1",
  });
  bob = await seedBoDeposit(batch, { depo_amount: 275_500.5, bank_statement_date: TODAY, user_name: "bobby", full_name: "BOB MARLEY", ticket_no: "DP-B1" });
  carol = await seedBoDeposit(batch, {
    depo_amount: 99_000,
    bank_statement_date: TODAY,
    user_name: "carol",
    full_name: "CAROL KING",
    ticket_no: "DP-C1",
    bo_approve: true,
    ket_app: "sudah dicek",
    app_date: new Date(),
    bo_approved_by: 1,
    bo_match_state: "manual",
  });
  oldRow = await seedBoDeposit(batch, { depo_amount: 10_000, bank_statement_date: OLD, user_name: "oldie", ticket_no: "DP-O1" });
  const pagedBatch = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
  paged = [];
  for (let index = 0; index < 230; index++) {
    paged.push(await seedBoDeposit(pagedBatch, { depo_amount: 1_000 + index, bank_statement_date: PAGED, user_name: `pg${index}` }));
  }
  const xyzBatch = await seedBatch({ website: "XYZ", target: "bo_deposit", uploadedBy: 1 });
  xavier = await seedBoDeposit(xyzBatch, { depo_amount: 150_000, bank_statement_date: TODAY, user_name: "xavier", full_name: "XAVIER X" });
  const wdBatch = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
  dewi = await seedBoWithdraw(wdBatch, {
    wd_amount: 500_000,
    wd_bank_date: TODAY,
    wd_username: "dewi77",
    wd_fullname: "DEWI LESTARI",
    wd_player_bank: "BNI",
    wd_player_no: "0987654321",
    wd_nett_amount: 499_000,
    wd_brand: "BRAND-X",
    wd_corp_bank: "BCA - 555",
    wd_remarks: "cepat",
    wd_status: "PROCESS",
    wd_handler: "op2",
    wd_ref_code: "RC-9",
    wd_own_ref_code: "ORC-9",
    wd_last_balance: 12_345,
    wd_ticket_no: "WD-D1",
  });
}, 120_000);

const page = async (client: Client, query: string) => {
  const response = await client.get(`/view-bo?${query}`);
  return { status: response.status, html: decodeHtml(await response.text()) };
};

const DEPOSIT_HEADERS = [
  "",
  "No",
  "Status",
  "Ket",
  "Ticket No",
  "Req Date",
  "App Date",
  "Bank Statement",
  "Username",
  "Fullname",
  "Payment Type",
  "Depo Amount",
  "Admin Fee",
  "Agent Fee",
  "Player Fee",
  "Nett Amount",
  "Player Bank",
  "Corporate Bank",
  "Bo Desc",
  "Bo Ref",
  "Bo Status",
  "Bo Reason",
  "Bo Handler",
  "Bo Website",
  "Player Ref",
  "Player Own Ref",
  "Action",
];

const WITHDRAW_HEADERS = [
  "",
  "No",
  "Status",
  "Ket",
  "Amount",
  "Ticket No",
  "App Date",
  "Mutasi Brand",
  "Player Bank Name",
  "Player Number",
  "Mutasi Amount",
  "Corporate Bank",
  "Username",
  "Fullname",
  "Website",
  "Remarks",
  "WD Status",
  "Handler",
  "Ref Code",
  "Own Ref",
  "Last Balance",
  "Action",
];

describe("/view-bo filters", () => {
  it("shows the filters, preselects a checker's only website and shows no table before a search", async () => {
    const { status, html } = await page(checker, "");
    expect(status).toBe(200);
    for (const label of ["View Type", "View BO Deposit", "View BO Withdraw", "Website", "Status Type", "Select All", "Approve", "Pending", "Date", "Search"]) {
      expect(html).toContain(label);
    }
    expect(html).toMatch(/<option value="ABC" selected="">/);
    expect(html).not.toContain("Lengkapi Website, Status, dan Date dulu.");
    expect(html).not.toContain('aria-label="View BO Deposit"');
    // export buttons are enabled only after a search
    expect(html).not.toContain("/export/viewbo.csv");
    expect(/<button[^>]*disabled=""[^>]*>Export CSV<\/button>/.test(html)).toBe(true);
    expect(/<button[^>]*disabled=""[^>]*>Export Excel<\/button>/.test(html)).toBe(true);
    // ADMIN chooses among all websites, none preselected
    const adminHtml = (await page(admin, "")).html;
    expect(adminHtml).toContain('<option value="XYZ">');
    expect(adminHtml).not.toMatch(/<option value="(ABC|XYZ)" selected="">/);
  });

  it("asks for website, status and date when one is missing", async () => {
    for (const query of [`type=depo&website=ABC&status=&date=${TODAY}`, `type=depo&website=&status=all&date=${TODAY}`, "type=depo&website=ABC&status=all&date="]) {
      const { html } = await page(checker, query);
      expect(html).toContain("Lengkapi Website, Status, dan Date dulu.");
      expect(html).not.toContain('aria-label="View BO Deposit"');
    }
  });
});

describe("/view-bo deposit table", () => {
  it("lists the rows with the spec's columns in order, unpadded dates, Indonesian amounts and export links", async () => {
    const { html } = await page(checker, `type=depo&website=ABC&status=all&date=${TODAY}`);
    expect(tableHeaders(html, "View BO Deposit")).toEqual(DEPOSIT_HEADERS);
    expect(rowIds(html)).toEqual([alice.bo_id, bob.bo_id, carol.bo_id]);
    const cells = rowCells(html, alice.bo_id);
    const at = (header: string) => cells[DEPOSIT_HEADERS.indexOf(header)];
    expect(at("No")).toBe("1");
    // the status with the matcher's tier (no run has judged the row yet), and the link that pairs the row by hand (issue 13, points 3 and 4)
    expect(at("Status")).toBe("Pending Tidak ada Pasangkan");
    expect(at("Ticket No")).toBe("DP-A1");
    expect(at("Bank Statement")).toBe(todaySpec);
    expect(at("Req Date")).toMatch(new RegExp(`^${todaySpec} \\d{2}:\\d{2}:\\d{2}$`));
    expect(at("Username")).toBe("alice88");
    expect(at("Fullname")).toBe("ALICE WONDER");
    expect(at("Payment Type")).toBe("BANK TRANSFER");
    expect(at("Depo Amount")).toBe("150.000");
    expect(at("Admin Fee")).toBe("1.500");
    expect(at("Bo Desc")).toBe("deposit alice");
    expect(at("Bo Ref")).toBe("REF-A1");
    expect(at("Bo Handler")).toBe("op1");
    expect(at("Bo Website")).toBe("ABC");
    expect(at("Player Ref")).toBe("PR-1");
    expect(at("Player Own Ref")).toBe("POR-1");
    expect(at("Action")).toBe("Delete");
    expect(cellOf(html, "View BO Deposit", bob.bo_id, "Depo Amount")).toBe("275.500,50");
    // the approved row shows its note, cannot be selected, edited or deleted
    const carolCells = rowCells(html, carol.bo_id);
    expect(carolCells[DEPOSIT_HEADERS.indexOf("Status")]).toBe("Approved MANUAL");
    expect(carolCells[DEPOSIT_HEADERS.indexOf("Ket")]).toBe("sudah dicek");
    expect(html).not.toContain(`name="ket_${carol.bo_id}"`);
    expect(html).not.toContain(`name="amount_${carol.bo_id}"`);
    expect(hasElement(html, { name: "sel", value: String(carol.bo_id) })).toBe(false);
    expect(hasElement(html, { "aria-label": `Pilih data #${carol.bo_id}`, disabled: "" })).toBe(true);
    expect(hasElement(html, { name: "intent", value: `delete-${carol.bo_id}`, disabled: "" })).toBe(true);
    // pending rows: checkbox, note with Update, amount box
    expect(hasElement(html, { name: "sel", value: String(alice.bo_id) })).toBe(true);
    expect(html).toContain(`name="ket_${alice.bo_id}"`);
    expect(hasElement(html, { name: "intent", value: `update-${alice.bo_id}` })).toBe(true);
    expect(html).toContain(`name="amount_${alice.bo_id}"`);
    expect(html).toContain(`href="/export/viewbo.csv?website=ABC&status=all&date=${TODAY}"`);
    expect(html).toContain(`href="/export/viewbo.xlsx?website=ABC&status=all&date=${TODAY}"`);
    expect(html).toContain("Submit data");
    expect(html).toContain("Delete data");
  });

  it("offers no Update button when the status filter is Approve", async () => {
    const { html } = await page(checker, `type=depo&website=ABC&status=approve&date=${TODAY}`);
    expect(rowIds(html)).toEqual([carol.bo_id]);
    expect(html).not.toContain('value="update-');
    const pending = await page(checker, `type=depo&website=ABC&status=pending&date=${TODAY}`);
    expect(rowIds(pending.html)).toEqual([alice.bo_id, bob.bo_id]);
    expect(hasElement(pending.html, { name: "intent", value: `update-${alice.bo_id}` })).toBe(true);
  });

  it("shows rows outside the edit window read-only", async () => {
    const { html } = await page(checker, `type=depo&website=ABC&status=all&date=${OLD}`);
    expect(rowIds(html)).toEqual([oldRow.bo_id]);
    expect(html).toContain("di luar batas edit");
    expect(html).not.toContain(`name="ket_${oldRow.bo_id}"`);
    expect(html).not.toContain(`name="amount_${oldRow.bo_id}"`);
    expect(hasElement(html, { name: "sel", value: String(oldRow.bo_id) })).toBe(false);
    expect(hasElement(html, { name: "intent", value: `delete-${oldRow.bo_id}`, disabled: "" })).toBe(true);
  });

  it("searches by username or fullname, by nominal, and by ID Tracking, which wins", async () => {
    const base = `type=depo&website=ABC&status=all&date=${TODAY}`;
    expect(rowIds((await page(checker, `${base}&q=ALICE`)).html)).toEqual([alice.bo_id]);
    expect(rowIds((await page(checker, `${base}&q=marley`)).html)).toEqual([bob.bo_id]);
    expect(rowIds((await page(checker, `${base}&q=${encodeURIComponent("150.000")}`)).html)).toEqual([alice.bo_id]);
    expect(rowIds((await page(checker, `${base}&q=alice&id=${carol.bo_id}`)).html)).toEqual([carol.bo_id]);
    expect(rowIds((await page(checker, `${base}&q=nobody-here`)).html)).toEqual([]);
    // the search form carries the filters but no page: a new search starts at page 1
    const { html } = await page(checker, `type=depo&website=ABC&status=all&date=${PAGED}&page=2`);
    const search = /<form[^>]*aria-label="Pencarian"[^>]*>([\s\S]*?)<\/form>/.exec(html)![1];
    expect(search).toContain('name="website" value="ABC"');
    expect(search).toContain(`name="date" value="${PAGED}"`);
    expect(search).toContain("data-search");
    expect(search).not.toContain('name="page"');
  });

  it("pages 100 rows at a time with first, last and a window of page numbers", async () => {
    const base = `type=depo&website=ABC&status=all&date=${PAGED}`;
    const first = (await page(checker, base)).html;
    expect(rowIds(first)).toHaveLength(100);
    expect(first).toContain("Showing page 1 of 3");
    expect(first).toContain(">Previous<");
    expect(first).toContain(">Next<");
    const third = (await page(checker, `${base}&page=3`)).html;
    expect(rowIds(third)).toEqual(paged.slice(200).map((row) => row.bo_id));
    expect(rowCells(third, paged[200].bo_id)[1]).toBe("201");
    expect(third).toContain("Showing page 3 of 3");
    // past the last page goes to the last page
    const beyond = await checker.get(`/view-bo?${base}&page=9`);
    expect(beyond.status).toBe(302);
    expect(beyond.headers.get("location")).toContain("page=3");
  });
});

describe("/view-bo withdraw table", () => {
  it("shows the spec's columns, Player Bank Name fed from the fullname and Player Number from the player bank", async () => {
    const { html } = await page(checker, `type=wd&website=ABC&status=all&date=${TODAY}`);
    expect(tableHeaders(html, "View BO Withdraw")).toEqual(WITHDRAW_HEADERS);
    const cells = rowCells(html, dewi.wd_bo_id);
    const at = (header: string) => cells[WITHDRAW_HEADERS.indexOf(header)];
    expect(at("Amount")).toBe("500.000");
    expect(at("Ticket No")).toBe("WD-D1");
    expect(at("Mutasi Brand")).toBe("BRAND-X");
    expect(at("Player Bank Name")).toBe("DEWI LESTARI");
    expect(at("Player Number")).toBe("BNI");
    expect(at("Mutasi Amount")).toBe("499.000");
    expect(at("Corporate Bank")).toBe("BCA - 555");
    expect(at("Username")).toBe("dewi77");
    expect(at("Fullname")).toBe("DEWI LESTARI");
    expect(at("Website")).toBe("ABC");
    expect(at("Remarks")).toBe("cepat");
    expect(at("WD Status")).toBe("PROCESS");
    expect(at("Handler")).toBe("op2");
    expect(at("Ref Code")).toBe("RC-9");
    expect(at("Own Ref")).toBe("ORC-9");
    expect(at("Last Balance")).toBe("12.345");
    expect(html).toContain(`name="amount_${dewi.wd_bo_id}"`);
    expect(html).toContain(`href="/export/viewbowd.csv?website=ABC&status=all&date=${TODAY}"`);
    expect(rowIds((await page(checker, `type=wd&website=ABC&status=all&date=${TODAY}&q=500000`)).html)).toEqual([dewi.wd_bo_id]);
  });
});

describe("/view-bo access", () => {
  it("refuses a CHECKER another website's rows, showing no data", async () => {
    const { status, html } = await page(checker, `type=depo&website=XYZ&status=all&date=${TODAY}`);
    expect(status).toBe(403);
    expect(html).toContain("Akses ditolak");
    expect(html).not.toContain("xavier");
    expect(rowIds(html)).toEqual([]);
    // the other website's own checker sees it
    expect(rowIds((await page(checkerXyz, `type=depo&website=XYZ&status=all&date=${TODAY}`)).html)).toEqual([xavier.bo_id]);
    // ADMIN sees every website
    expect(rowIds((await page(admin, `type=depo&website=XYZ&status=all&date=${TODAY}`)).html)).toEqual([xavier.bo_id]);
  });

  it("keeps a CS out of the screen and signed-out users at /signin", async () => {
    const response = await cs.get(`/view-bo?type=depo&website=ABC&status=all&date=${TODAY}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/not-found");
    const anonymous = await new Client(server.url).get("/view-bo");
    expect(anonymous.headers.get("location")).toBe("/signin");
  });
});

describe("GET /api/viewbo and /api/viewbowd", () => {
  const DEPOSIT_FIELDS = [
    "bo_id",
    "bo_approve",
    "ket_app",
    "depo_amount",
    "ticket_no",
    "req_date",
    "app_date",
    "bank_statement_date",
    "user_name",
    "full_name",
    "payment_type",
    "admin_fee",
    "agent_fee",
    "player_fee",
    "nett_amount",
    "player_bank",
    "corporate_bank",
    "bo_desc",
    "bo_ref",
    "bo_status",
    "bo_reason",
    "bo_handler",
    "bo_website",
    "player_ref",
    "player_own_ref",
    "all_data",
  ];
  const WITHDRAW_FIELDS = [
    "wd_bo_id",
    "wd_bo_approve",
    "wd_ket_app",
    "wd_amount",
    "wd_ticket_no",
    "wd_app_date",
    "wd_brand",
    "wd_fullname",
    "wd_player_bank",
    "wd_nett_amount",
    "wd_corp_bank",
    "wd_username",
    "wd_website",
    "wd_remarks",
    "wd_status",
    "wd_handler",
    "wd_ref_code",
    "wd_own_ref_code",
    "wd_last_balance",
    "all_data",
  ];

  it("answers a page of deposit rows with the spec's field names, all_data, x-total-count and '5-Jan-2025' dates", async () => {
    const response = await checker.get(`/api/viewbo/${todaySpec}/ABC/all/2/1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe("3");
    const rows = await response.json();
    expect(rows).toHaveLength(2);
    for (const field of DEPOSIT_FIELDS) expect(rows[0]).toHaveProperty(field);
    expect(rows[0]).toMatchObject({
      bo_id: alice.bo_id,
      bo_approve: false,
      ket_app: null,
      depo_amount: 150000,
      ticket_no: "DP-A1",
      bank_statement_date: todaySpec,
      user_name: "alice88",
      full_name: "ALICE WONDER",
      admin_fee: 1500,
      bo_website: "ABC",
      all_data: 3,
    });
    expect(rows[0].bank_statement_date).toMatch(/^[1-9]\d?-[A-Z][a-z]{2}-\d{4}$/);
    expect(rows[0].req_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(rows[1].depo_amount).toBe(275500.5);
    const second = await (await checker.get(`/api/viewbo/${todaySpec}/ABC/all/2/2`)).json();
    expect(second.map((row: { bo_id: number }) => row.bo_id)).toEqual([carol.bo_id]);
    expect(second[0]).toMatchObject({ bo_approve: true, ket_app: "sudah dicek", all_data: 3 });
    // the status values and the other date forms
    const pending = await checker.get(`/api/viewbo/${formatSpecDate(TODAY, { padDay: true })}/abc/pending/100/1`);
    expect(pending.headers.get("x-total-count")).toBe("2");
    const approved = await (await checker.get(`/api/viewbo/${TODAY}/ABC/approve/100/1`)).json();
    expect(approved.map((row: { bo_id: number }) => row.bo_id)).toEqual([carol.bo_id]);
  });

  it("answers withdraw rows with the spec's field names", async () => {
    const response = await checker.get(`/api/viewbowd/${todaySpec}/ABC/all/100/1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe("1");
    const [row] = await response.json();
    for (const field of WITHDRAW_FIELDS) expect(row).toHaveProperty(field);
    expect(row).toMatchObject({
      wd_bo_id: dewi.wd_bo_id,
      wd_bo_approve: false,
      wd_amount: 500000,
      wd_fullname: "DEWI LESTARI",
      wd_player_bank: "BNI",
      wd_nett_amount: 499000,
      wd_last_balance: 12345,
      wd_bank_date: todaySpec,
      all_data: 1,
    });
  });

  it("refuses bad paths with 400, CS with 403, a checker's other website with 403 and no rows, and no session with 401", async () => {
    for (const path of [
      `/api/viewbo/32-Jan-2025/ABC/all/100/1`,
      `/api/viewbo/${todaySpec}/ABC/maybe/100/1`,
      `/api/viewbo/${todaySpec}/ABC/all/5000/1`,
      `/api/viewbo/${todaySpec}/ABC/all/100/0`,
    ]) {
      const response = await checker.get(path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).status).toBe(false);
    }
    expect((await cs.get(`/api/viewbo/${todaySpec}/ABC/all/100/1`)).status).toBe(403);
    const foreign = await checker.get(`/api/viewbo/${todaySpec}/XYZ/all/100/1`);
    expect(foreign.status).toBe(403);
    const body = await foreign.json();
    expect(body.status).toBe(false);
    expect(JSON.stringify(body)).not.toContain("xavier");
    expect((await new Client(server.url).get(`/api/viewbo/${todaySpec}/ABC/all/100/1`)).status).toBe(401);
    expect((await admin.get(`/api/viewbo/${todaySpec}/XYZ/all/100/1`)).headers.get("x-total-count")).toBe("1");
  });
});

describe("GET /api/searchbo and /api/searchbowd", () => {
  it("searches by id, nominal and string", async () => {
    const ids = async (path: string) => {
      const response = await checker.get(path);
      expect(response.status, path).toBe(200);
      const rows = await response.json();
      expect(response.headers.get("x-total-count")).toBe(String(rows.length));
      if (rows.length) expect(rows[0].all_data).toBe(rows.length);
      return rows.map((row: { bo_id?: number; wd_bo_id?: number }) => row.bo_id ?? row.wd_bo_id);
    };
    expect(await ids(`/api/searchbo/${todaySpec}/ABC/all/id/${bob.bo_id}/100/1`)).toEqual([bob.bo_id]);
    expect(await ids(`/api/searchbo/${todaySpec}/ABC/all/nominal/150.000/100/1`)).toEqual([alice.bo_id]);
    expect(await ids(`/api/searchbo/${todaySpec}/ABC/all/string/wonder/100/1`)).toEqual([alice.bo_id]);
    expect(await ids(`/api/searchbo/${todaySpec}/ABC/pending/string/${encodeURIComponent("carol")}/100/1`)).toEqual([]);
    expect(await ids(`/api/searchbowd/${todaySpec}/ABC/all/string/dewi/100/1`)).toEqual([dewi.wd_bo_id]);
    expect(await ids(`/api/searchbowd/${todaySpec}/ABC/all/nominal/500000/100/1`)).toEqual([dewi.wd_bo_id]);
    // a row of another website is not found by its id
    expect(await ids(`/api/searchbo/${todaySpec}/ABC/all/id/${xavier.bo_id}/100/1`)).toEqual([]);
    expect((await checker.get(`/api/searchbo/${todaySpec}/ABC/all/fuzzy/x/100/1`)).status).toBe(400);
    expect((await checker.get(`/api/searchbo/${todaySpec}/ABC/all/id/abc/100/1`)).status).toBe(400);
    expect((await checker.get(`/api/searchbo/${todaySpec}/XYZ/all/string/xavier/100/1`)).status).toBe(403);
  });
});
