import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { QueryTypes, type Sequelize } from "sequelize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminAccount, AkunBank, BoDeposit, initModels, UploadBatch, Website } from "~/models/models.server";
import { bulkInsert } from "~/models/bulk-insert.server";
import { createSequelize } from "~/models/db.server";
import { migrateUp } from "~/models/migrate.server";
import { ingestUpload, type UploadReply } from "~/services/upload/ingest/ingest.server";
import { retryOnceIfLost } from "~/services/upload/ingest/retry.server";
import { boDepositColumns, boDepositValues } from "~/services/upload/ingest/row-values";
import { lockWebsiteUploads } from "~/services/upload/ingest/upload-lock.server";
import type { SessionUser } from "~/services/auth/session.server";
import type { BoDepositRow } from "~/services/upload/parsers/index.server";

/**
 * Uploads on a live SQL Server: what the capture tests (tests/mssql/uploads.test.ts) cannot show.
 * Runs only when MSSQL_TEST_URL is set (vitest.config.ts); migrates the database if needed and
 * works in a website of its own, so it leaves other data alone.
 */
const url = process.env.MSSQL_TEST_URL!;
const website = `UP${crypto.randomBytes(4).toString("hex").toUpperCase()}`;
const HEADER =
  "Ticket No,Req Date,App Date,Username,Fullname,Payment Type,Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Description,Reference,Status,Reason,Handler,Website,Player Ref,Player Own Ref";

let sequelize: Sequelize;
let dir: string;
let user: SessionUser;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "mssql-live-uploads-"));
  process.env.DATA_DIR = dir;
  sequelize = initModels(createSequelize({ url, sqliteFile: "" }));
  await migrateUp(sequelize);
  await Website.create({ website_code: website, website_name: `Live ${website}`, website_last_edited_by: null });
  const account = await AdminAccount.create({
    account_name: `live-${website.toLowerCase()}`,
    account_password: "-",
    account_status: true,
    account_role: "ADMIN",
    account_website: null,
    account_created_by: null,
    account_last_edited_by: null,
  });
  user = { account_id: account.account_id, account_name: account.account_name, account_role: "ADMIN", account_website: null, website_code: null };
  await AkunBank.create({
    akun_bank_website: website,
    akun_bank_jenis_transaksi: "DEPO",
    akun_bank_bank: "BCA",
    akun_bank_name: "PT CONTOH JAYA",
    akun_bank_no: "0111222333",
    akun_bank_status: true,
    akun_bank_created_by: null,
    akun_bank_last_edited_by: null,
  });
});
afterAll(async () => {
  await sequelize?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function upload(apiPath: string, content: string, fields: Record<string, string> = {}): Promise<UploadReply> {
  const tempPath = path.join(dir, `${crypto.randomUUID()}.csv`);
  fs.writeFileSync(tempPath, content);
  const file = { name: "upload.csv", mimeType: "text/csv", tempPath, size: content.length, sha256: crypto.createHash("sha256").update(content).digest("hex") };
  return ingestUpload({ user, path: apiPath, fields, file });
}

/** A BO export of one deposit by `name` and the KlikBCA statement of `day` that pays it. */
function depositAndPayment(ticket: string, name: string, day: number) {
  const dd = String(day).padStart(2, "0");
  const bo = `${HEADER}\n${ticket},${dd}/05/2025 10:00:00,,player${day},${name},BANK,100000,0,0,0,100000,BCA - 1234567890,BCA - 0111222333,Deposit,,PENDING,,,${website},,\n`;
  const statement = [
    "Account No.,=,'0111222333",
    "Name,=,PT CONTOH JAYA",
    "Currency,=,IDR",
    "",
    "Date,Description,Branch,Amount,,Balance",
    `'${dd}/05,TRSF E-BANKING CR ${dd}05/FTSCY/WS95031 100000.00${name},'0000,100000.00,CR,1100000.00`,
  ].join("\n");
  const fields = { groups: website, corporate_bank_name: "PT CONTOH JAYA", corporate_bank_no: "0111222333", dates: `${dd}-May-2025` };
  return { bo, statement, fields };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("uploads on a live SQL Server", () => {
  it("a BO upload and the statement that pays it, sent at the same moment, both store and the pair is matched", async () => {
    const { bo, statement, fields } = depositAndPayment("LV-PAIR-1", "JOKO SUSILO", 12);
    const [boReply, statementReply] = await Promise.all([upload("/api/checkdata", bo), upload("/api/mutasiupdepobca", statement, fields)]);
    expect(boReply.status).toBe(false);
    expect(statementReply.status).toBe(false);
    const row = await BoDeposit.findOne({ where: { bo_website: website, ticket_no: "LV-PAIR-1" } });
    expect(row).toMatchObject({ bo_match_state: "auto", bo_approve: true });
  });

  it("an upload waits while another upload of its website holds the lock, then stores", async () => {
    const holder = await sequelize.transaction();
    let settled = false;
    let pending: Promise<UploadReply>;
    try {
      await lockWebsiteUploads(sequelize, holder, website);
      pending = upload("/api/checkdata", depositAndPayment("LV-WAIT-1", "RINA MARLINA", 13).bo);
      void pending.finally(() => (settled = true)).catch(() => undefined);
      await sleep(1_500);
      expect(settled).toBe(false);
    } finally {
      await holder.commit();
    }
    expect(await pending!).toMatchObject({ status: false, inserted: 1 });
  });

  it("two transactions taking two websites' locks in opposite orders: the deadlock victim runs again and both end", async () => {
    const other = `${website}B`;
    const both = (first: string, second: string) =>
      retryOnceIfLost(() =>
        sequelize.transaction(async (transaction) => {
          await lockWebsiteUploads(sequelize, transaction, first);
          await sleep(500);
          await lockWebsiteUploads(sequelize, transaction, second);
        }),
      );
    await expect(Promise.all([both(website, other), both(other, website)])).resolves.toBeDefined();
  });

  it("a bulk-loaded ticket the server equates with a stored one is skipped, and the foreign keys stay trusted", async () => {
    const batch = await UploadBatch.create({
      batch_kind: "bo-nexus",
      batch_target: "bo_deposit",
      batch_website: website,
      batch_statement_date: null,
      batch_akun_bank_id: null,
      batch_file_name: "bulk.csv",
      batch_sha256: crypto.randomBytes(32).toString("hex"),
      batch_row_count: 0,
      batch_skipped_count: 0,
      batch_statement_key: null,
      batch_uploaded_by: user.account_id,
      batch_uploaded_at: new Date(),
    });
    const row = (ticket: string, requested: Date) =>
      boDepositValues(
        {
          ticket_no: ticket, req_date: requested, app_date: null, bank_statement_date: "2025-05-14", user_name: "budi88", full_name: "BUDI SANTOSO",
          payment_type: "BANK", depo_amount: 10_000_000, admin_fee: 0, agent_fee: 0, player_fee: 0, nett_amount: 10_000_000, player_bank: null,
          corporate_bank: "BCA - 0111222333", bo_desc: null, bo_ref: null, bo_status: "PENDING", bo_reason: null, bo_handler: null, bo_website: website,
          player_ref: null, player_own_ref: null,
        } as unknown as BoDepositRow,
        batch.batch_id,
      );
    const late = new Date("2025-05-14T23:59:59.700Z");
    const options = { skipExisting: ["bo_website", "ticket_no"] };
    expect(await sequelize.transaction((t) => bulkInsert(BoDeposit, boDepositColumns, [row("LV-BULK-1", late)], t, options))).toBe(1);
    // SQL Server compares text without trailing spaces: the unique key refuses it, the load skips it
    expect(await sequelize.transaction((t) => bulkInsert(BoDeposit, boDepositColumns, [row("LV-BULK-1 ", late), row("LV-BULK-2", late)], t, options))).toBe(1);

    const stored = await BoDeposit.findOne({ where: { bo_website: website, ticket_no: "LV-BULK-1" } });
    expect(stored?.req_date?.getTime()).toBe(late.getTime());
    const untrusted = await sequelize.query<{ name: string; is_not_trusted: boolean }>(
      "SELECT name, is_not_trusted FROM sys.foreign_keys WHERE parent_object_id = OBJECT_ID('bo_deposit')",
      { type: QueryTypes.SELECT },
    );
    expect(untrusted.length).toBeGreaterThan(0);
    expect(untrusted.filter((key) => key.is_not_trusted)).toEqual([]);
  });
});
