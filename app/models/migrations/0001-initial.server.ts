import { DataTypes, Op, type QueryInterface } from "sequelize";

/**
 * The first schema: every entity of spec section 3, the upload batch and the BO-to-mutasi
 * match link. Written out in full (not imported from the models) so it never changes
 * after it has run somewhere.
 */
// Every column gets an object of its own: the mssql query generator writes the column's name
// into the object it is given, so one object shared by two tables named both tables' columns
// after the first.
const id = () => ({ type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false });
const now = () => ({ type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW });
const text = (length: number, allowNull = true) => ({ type: DataTypes.STRING(length), allowNull });
const money = (allowNull = false) => ({ type: DataTypes.DECIMAL(18, 2), allowNull });
const flag = (defaultValue: boolean) => ({ type: DataTypes.BOOLEAN, allowNull: false, defaultValue });
const websiteCode = (allowNull = false) => ({
  type: DataTypes.STRING(20),
  allowNull,
  references: { model: "website", key: "website_code" },
});
const batch = () => ({ type: DataTypes.INTEGER, allowNull: false, references: { model: "upload_batch", key: "batch_id" } });

export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.createTable("website", {
    website_id: id(),
    website_name: text(100, false),
    website_code: { type: DataTypes.STRING(20), allowNull: false, unique: true },
    website_created_at: now(),
    website_last_edited_at: now(),
    website_last_edited_by: { type: DataTypes.INTEGER, allowNull: true },
  });

  await qi.createTable("admin_account", {
    account_id: id(),
    account_name: { type: DataTypes.STRING(50), allowNull: false, unique: true },
    account_password: text(255, false),
    account_status: flag(true),
    account_role: text(10, false),
    account_website: { type: DataTypes.INTEGER, allowNull: true, references: { model: "website", key: "website_id" } },
    account_created_by: { type: DataTypes.INTEGER, allowNull: true },
    account_created_at: now(),
    account_last_edited_at: now(),
    account_last_edited_by: { type: DataTypes.INTEGER, allowNull: true },
    account_token_version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
  });
  await qi.addIndex("admin_account", ["account_website"], { name: "admin_account_website" });

  await qi.createTable("whitelist", {
    Whitelist_id: id(),
    Whitelist_ip: { type: DataTypes.STRING(15), allowNull: false, unique: true },
    Whitelist_status: flag(true),
    Whitelist_last_edited_at: now(),
    Whitelist_last_edited_by: { type: DataTypes.INTEGER, allowNull: true },
  });

  await qi.createTable("akun_bank", {
    akun_bank_id: id(),
    akun_bank_website: websiteCode(),
    akun_bank_jenis_transaksi: text(4, false),
    akun_bank_bank: text(20, false),
    akun_bank_name: text(100, false),
    akun_bank_no: text(30, false),
    akun_bank_status: flag(true),
    akun_bank_created_by: { type: DataTypes.INTEGER, allowNull: true },
    akun_bank_created_at: now(),
    akun_bank_last_edited_at: now(),
    akun_bank_last_edited_by: { type: DataTypes.INTEGER, allowNull: true },
  });
  await qi.addIndex("akun_bank", ["akun_bank_website", "akun_bank_bank", "akun_bank_no", "akun_bank_jenis_transaksi"], {
    name: "akun_bank_unique_account",
    unique: true,
  });

  await qi.createTable("tracking", {
    tracking_id: id(),
    tracking_website: text(20),
    tracking_username: text(50, false),
    tracking_role: text(10, false),
    tracking_activity: text(500, false),
    tracking_crated_at: now(),
  });
  await qi.addIndex("tracking", ["tracking_website", "tracking_id"], { name: "tracking_website_id" });
  await qi.addIndex("tracking", ["tracking_username"], { name: "tracking_username" });

  await qi.createTable("login_failure", {
    failure_id: id(),
    failure_scope: text(10, false),
    failure_key: text(100, false),
    failure_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex("login_failure", ["failure_scope", "failure_key", "failure_at"], { name: "login_failure_lookup" });

  await qi.createTable("upload_batch", {
    batch_id: id(),
    batch_kind: text(40, false),
    batch_target: text(20, false),
    batch_website: websiteCode(),
    batch_statement_date: { type: DataTypes.DATEONLY, allowNull: true },
    batch_akun_bank_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "akun_bank", key: "akun_bank_id" },
    },
    batch_file_name: text(255, false),
    batch_sha256: text(64, false),
    batch_row_count: { type: DataTypes.INTEGER, allowNull: false },
    batch_skipped_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    batch_statement_key: text(120),
    batch_uploaded_by: { type: DataTypes.INTEGER, allowNull: false },
    batch_uploaded_at: now(),
  });
  await qi.addIndex("upload_batch", ["batch_website", "batch_target", "batch_sha256"], {
    name: "upload_batch_same_file",
    unique: true,
  });
  await qi.addIndex("upload_batch", ["batch_statement_key"], {
    name: "upload_batch_same_statement",
    unique: true,
    where: { batch_statement_key: { [Op.ne]: null } },
  });
  await qi.addIndex("upload_batch", ["batch_website", "batch_uploaded_at"], { name: "upload_batch_website_time" });

  await qi.createTable("bo_deposit", {
    bo_id: id(),
    bo_batch_id: batch(),
    bo_approve: flag(false),
    ket_app: text(500),
    depo_amount: money(),
    depo_original_amount: money(),
    ticket_no: text(64, false),
    req_date: { type: DataTypes.DATE, allowNull: true },
    app_date: { type: DataTypes.DATE, allowNull: true },
    bank_statement_date: { type: DataTypes.DATEONLY, allowNull: false },
    user_name: text(100, false),
    full_name: text(150, false),
    payment_type: text(50),
    admin_fee: money(true),
    agent_fee: money(true),
    player_fee: money(true),
    nett_amount: money(true),
    player_bank: text(150),
    corporate_bank: text(150),
    bo_desc: text(500),
    bo_ref: text(100),
    bo_status: text(50),
    bo_reason: text(255),
    bo_handler: text(100),
    bo_website: websiteCode(),
    player_ref: text(100),
    player_own_ref: text(100),
    bo_approved_by: { type: DataTypes.INTEGER, allowNull: true },
    bo_match_state: { type: DataTypes.STRING(10), allowNull: false, defaultValue: "none" },
  });
  await qi.addIndex("bo_deposit", ["bo_website", "bank_statement_date", "bo_approve", "bo_id"], { name: "bo_deposit_view" });
  await qi.addIndex("bo_deposit", ["bo_website", "bank_statement_date", "depo_amount"], { name: "bo_deposit_amount" });
  await qi.addIndex("bo_deposit", ["user_name"], { name: "bo_deposit_user" });
  await qi.addIndex("bo_deposit", ["bo_website", "ticket_no"], { name: "bo_deposit_ticket", unique: true });
  await qi.addIndex("bo_deposit", ["bo_batch_id"], { name: "bo_deposit_batch" });

  await qi.createTable("bo_withdraw", {
    wd_bo_id: id(),
    wd_batch_id: batch(),
    wd_bo_approve: flag(false),
    wd_ket_app: text(500),
    wd_amount: money(),
    wd_original_amount: money(),
    wd_ticket_no: text(64, false),
    wd_req_date: { type: DataTypes.DATE, allowNull: true },
    wd_app_date: { type: DataTypes.DATE, allowNull: true },
    wd_bank_date: { type: DataTypes.DATEONLY, allowNull: false },
    wd_brand: text(100),
    wd_fullname: text(150, false),
    wd_player_bank: text(150),
    wd_player_no: text(40),
    wd_nett_amount: money(true),
    wd_corp_bank: text(150),
    wd_username: text(100, false),
    wd_website: websiteCode(),
    wd_remarks: text(500),
    wd_status: text(50),
    wd_handler: text(100),
    wd_ref_code: text(100),
    wd_own_ref_code: text(100),
    wd_last_balance: money(true),
    wd_approved_by: { type: DataTypes.INTEGER, allowNull: true },
    wd_match_state: { type: DataTypes.STRING(10), allowNull: false, defaultValue: "none" },
  });
  await qi.addIndex("bo_withdraw", ["wd_website", "wd_bank_date", "wd_bo_approve", "wd_bo_id"], { name: "bo_withdraw_view" });
  await qi.addIndex("bo_withdraw", ["wd_website", "wd_bank_date", "wd_amount"], { name: "bo_withdraw_amount" });
  await qi.addIndex("bo_withdraw", ["wd_username"], { name: "bo_withdraw_user" });
  await qi.addIndex("bo_withdraw", ["wd_website", "wd_ticket_no"], { name: "bo_withdraw_ticket", unique: true });
  await qi.addIndex("bo_withdraw", ["wd_batch_id"], { name: "bo_withdraw_batch" });

  await qi.createTable("mutasi_deposit", {
    mutasi_id: id(),
    mutasi_batch_id: batch(),
    mutasi_app: flag(false),
    mutasi_ketapp: text(500),
    mutasi_amount: money(),
    mutasi_ticket: text(64),
    mutasi_app_date: { type: DataTypes.DATE, allowNull: true },
    mutasi_player_bank_name: text(150),
    mutasi_corporate_bank: text(150, false),
    mutasi_transaction_id: text(100),
    mutasi_website: websiteCode(),
    mutasi_date: { type: DataTypes.DATEONLY, allowNull: false },
    mutasi_akun_bank_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: "akun_bank", key: "akun_bank_id" } },
    mutasi_description: text(500),
    mutasi_player_account_no: text(40),
    mutasi_balance: money(true),
    mutasi_line_no: { type: DataTypes.INTEGER, allowNull: false },
  });
  await qi.addIndex("mutasi_deposit", ["mutasi_website", "mutasi_date", "mutasi_app", "mutasi_id"], { name: "mutasi_deposit_view" });
  await qi.addIndex("mutasi_deposit", ["mutasi_website", "mutasi_date", "mutasi_amount"], { name: "mutasi_deposit_amount" });
  await qi.addIndex("mutasi_deposit", ["mutasi_transaction_id"], { name: "mutasi_deposit_reference" });
  await qi.addIndex("mutasi_deposit", ["mutasi_batch_id"], { name: "mutasi_deposit_batch" });

  await qi.createTable("mutasi_withdraw", {
    mutasiwd_id: id(),
    mutasiwd_batch_id: batch(),
    mutasiwd_app: flag(false),
    mutasiwd_ketapp: text(500),
    mutasiwd_amount: money(),
    mutasiwd_ticket: text(64),
    mutasiwd_app_date: { type: DataTypes.DATE, allowNull: true },
    mutasiwd_player_bank_name: text(150),
    mutasiwd_corporate_bank: text(150, false),
    mutasiwd_website: websiteCode(),
    mutasiwd_transaction_id: text(100),
    mutasiwd_date: { type: DataTypes.DATEONLY, allowNull: false },
    mutasiwd_akun_bank_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: "akun_bank", key: "akun_bank_id" },
    },
    mutasiwd_description: text(500),
    mutasiwd_player_account_no: text(40),
    mutasiwd_balance: money(true),
    mutasiwd_line_no: { type: DataTypes.INTEGER, allowNull: false },
  });
  await qi.addIndex("mutasi_withdraw", ["mutasiwd_website", "mutasiwd_date", "mutasiwd_app", "mutasiwd_id"], {
    name: "mutasi_withdraw_view",
  });
  await qi.addIndex("mutasi_withdraw", ["mutasiwd_website", "mutasiwd_date", "mutasiwd_amount"], {
    name: "mutasi_withdraw_amount",
  });
  await qi.addIndex("mutasi_withdraw", ["mutasiwd_batch_id"], { name: "mutasi_withdraw_batch" });

  await qi.createTable("match_link", {
    match_id: id(),
    match_kind: text(10, false),
    match_bo_id: { type: DataTypes.INTEGER, allowNull: false },
    match_mutasi_id: { type: DataTypes.INTEGER, allowNull: false },
    match_score: { type: DataTypes.DECIMAL(6, 4), allowNull: false },
    match_reason: text(255, false),
    match_method: text(10, false),
    match_active: flag(true),
    match_created_at: now(),
    match_created_by: { type: DataTypes.INTEGER, allowNull: true },
    match_undone_at: { type: DataTypes.DATE, allowNull: true },
    match_undone_by: { type: DataTypes.INTEGER, allowNull: true },
  });
  await qi.addIndex("match_link", ["match_kind", "match_bo_id"], { name: "match_link_bo" });
  await qi.addIndex("match_link", ["match_kind", "match_mutasi_id"], { name: "match_link_mutasi" });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  for (const table of [
    "match_link",
    "mutasi_withdraw",
    "mutasi_deposit",
    "bo_withdraw",
    "bo_deposit",
    "upload_batch",
    "login_failure",
    "tracking",
    "akun_bank",
    "whitelist",
    "admin_account",
    "website",
  ]) {
    await qi.dropTable(table);
  }
}
