import type { Direction } from "./ledger-direction";

/**
 * The four ledgers (BO deposit, BO withdraw, mutasi deposit, mutasi withdraw), each described
 * once: its table and columns, which column plays which part (id, website, business date,
 * approval, note, amount...), the fields its /api rows carry, and the screen's columns with their
 * labels in the spec's wording (section 2). The review screens, the exports, the delete screen
 * and the reports all read their columns from here. Browser-safe: the models sit in
 * ledger-models.server.ts.
 */

export type LedgerSide = "bo" | "mutasi";
export type LedgerKey = `${LedgerSide}-${Direction}`;
export type LedgerTable = `${LedgerSide}_${Direction}`;
/** how a field is read and shown: money is DECIMAL rupiah, time a timestamp, day a business date */
export type FieldType = "plain" | "money" | "bool" | "time" | "day";

export interface LedgerColumn {
  /** the screen's and the export's header */
  label: string;
  field: string;
  type: FieldType;
}

interface LedgerBase {
  key: LedgerKey;
  direction: Direction;
  table: LedgerTable;
  /** in tracking lines and messages: 'BO deposit', 'mutasi withdraw' */
  label: string;
  /** the screen table's name, also the export's sheet: 'View BO Deposit' */
  title: string;
  /** /export/<exportName>.csv, the name the view screens link to */
  exportName: string;
  /** the export file name's start (spec section 7): viewbo_..., mutasi_depo_... */
  fileBase: string;
  id: string;
  batch: string;
  website: string;
  /** the business date the views filter by */
  date: string;
  approved: string;
  note: string;
  amount: string;
  ticket: string;
  appDate: string;
  /** the columns the name search looks in */
  search: readonly string[];
  /** every field of an /api row, in the order of spec section 3 */
  fields: readonly (readonly [field: string, type: FieldType])[];
  /** the screen's text columns in the screen's order, between Ket and Action */
  columns: readonly LedgerColumn[];
}

export interface BoLedger extends LedgerBase {
  side: "bo";
  /** the amount as uploaded, kept when a person approves or pairs at another amount */
  originalAmount: string;
  /** the amount a later BO export gives, where it is not originalAmount (null otherwise) */
  latestAmount: string;
  /** the status a later BO export gave while the ticket's day was closed, written when it is opened */
  keptStatus: string;
  /** when the player asked, as the BO says */
  requested: string;
  /** the request time a later BO export gave while the ticket's day was closed, written when it is opened */
  keptRequested: string;
  approvedBy: string;
  matchState: string;
  /** the BO's own status of the ticket (SUCCESS, REJECT...) */
  status: string;
  username: string;
  /** the player's full name as the BO wrote it */
  fullName: string;
  /** Data Player's Operator */
  handler: string;
  /** Data Player's Bank: a deposit has one text, a withdrawal also a number */
  playerBank: string;
  playerBankNo: string | null;
}

export interface MutasiLedger extends LedgerBase {
  side: "mutasi";
  /** the sender or receiver name on the statement line */
  name: string;
  akunBank: string;
  /** a line that is not a player's money (issue 14): its kind and the clerk's note */
  mark: string;
  markNote: string;
  /** the news the parser set apart from the sender's name */
  remark: string;
  /** when the bank booked the line, where its statement says (issue 13, point 2) */
  bookedAt: string;
}

export type Ledger = BoLedger | MutasiLedger;

/** The screen columns as [label, field]; each field's type comes from the ledger's fields. */
function columns(fields: LedgerBase["fields"], labels: readonly (readonly [string, string])[]): LedgerColumn[] {
  const types = new Map(fields);
  return labels.map(([label, field]) => {
    const type = types.get(field);
    if (!type) throw new Error(`ledger column ${label} reads ${field}, which is not a field`);
    return { label, field, type };
  });
}

const BO_DEPOSIT_FIELDS = [
  ["bo_id", "plain"],
  ["bo_approve", "bool"],
  ["ket_app", "plain"],
  ["depo_amount", "money"],
  ["ticket_no", "plain"],
  ["req_date", "time"],
  ["app_date", "time"],
  ["bank_statement_date", "day"],
  ["user_name", "plain"],
  ["full_name", "plain"],
  ["payment_type", "plain"],
  ["admin_fee", "money"],
  ["agent_fee", "money"],
  ["player_fee", "money"],
  ["nett_amount", "money"],
  ["player_bank", "plain"],
  ["corporate_bank", "plain"],
  ["bo_desc", "plain"],
  ["bo_ref", "plain"],
  ["bo_status", "plain"],
  ["bo_reason", "plain"],
  ["bo_handler", "plain"],
  ["bo_website", "plain"],
  ["player_ref", "plain"],
  ["player_own_ref", "plain"],
  ["depo_original_amount", "money"],
  ["bo_approved_by", "plain"],
  ["bo_match_state", "plain"],
  ["depo_bo_latest_amount", "money"],
] as const;

const BO_WITHDRAW_FIELDS = [
  ["wd_bo_id", "plain"],
  ["wd_bo_approve", "bool"],
  ["wd_ket_app", "plain"],
  ["wd_amount", "money"],
  ["wd_ticket_no", "plain"],
  ["wd_app_date", "time"],
  ["wd_brand", "plain"],
  ["wd_fullname", "plain"],
  ["wd_player_bank", "plain"],
  ["wd_nett_amount", "money"],
  ["wd_corp_bank", "plain"],
  ["wd_username", "plain"],
  ["wd_website", "plain"],
  ["wd_remarks", "plain"],
  ["wd_status", "plain"],
  ["wd_handler", "plain"],
  ["wd_ref_code", "plain"],
  ["wd_own_ref_code", "plain"],
  ["wd_last_balance", "money"],
  ["wd_bank_date", "day"],
  ["wd_req_date", "time"],
  ["wd_player_no", "plain"],
  ["wd_original_amount", "money"],
  ["wd_approved_by", "plain"],
  ["wd_match_state", "plain"],
  ["wd_bo_latest_amount", "money"],
] as const;

/** mutasi_ or mutasiwd_: the two statement tables have the same fields under two prefixes */
function mutasiFields(prefix: "mutasi" | "mutasiwd") {
  return [
    [`${prefix}_id`, "plain"],
    [`${prefix}_app`, "bool"],
    [`${prefix}_ketapp`, "plain"],
    [`${prefix}_amount`, "money"],
    [`${prefix}_ticket`, "plain"],
    [`${prefix}_app_date`, "time"],
    [`${prefix}_player_bank_name`, "plain"],
    [`${prefix}_remark`, "plain"],
    [`${prefix}_reference`, "plain"],
    [`${prefix}_corporate_bank`, "plain"],
    // only the deposit table has it (and shows it as Mutasi Website, below)
    ...(prefix === "mutasi" ? ([["mutasi_transaction_id", "plain"]] as const) : []),
    [`${prefix}_website`, "plain"],
    [`${prefix}_date`, "day"],
    // when the bank booked the line, where its file says (issue 13, point 2)
    [`${prefix}_time`, "time"],
  ] as const satisfies LedgerBase["fields"];
}

function mutasiLedger(direction: Direction): MutasiLedger {
  const deposit = direction === "deposit";
  const p = deposit ? "mutasi" : "mutasiwd";
  const fields = mutasiFields(p);
  return {
    key: `mutasi-${direction}`,
    side: "mutasi",
    direction,
    table: `mutasi_${direction}`,
    label: `mutasi ${direction}`,
    title: deposit ? "View Mutasi Deposit" : "View Mutasi Withdraw",
    exportName: deposit ? "viewmutasi" : "viewmutasiwd",
    fileBase: deposit ? "mutasi_depo" : "mutasi_wd",
    id: `${p}_id`,
    batch: `${p}_batch_id`,
    website: `${p}_website`,
    date: `${p}_date`,
    approved: `${p}_app`,
    note: `${p}_ketapp`,
    amount: `${p}_amount`,
    ticket: `${p}_ticket`,
    appDate: `${p}_app_date`,
    name: `${p}_player_bank_name`,
    akunBank: `${p}_akun_bank_id`,
    mark: `${p}_mark`,
    markNote: `${p}_mark_note`,
    remark: `${p}_remark`,
    bookedAt: `${p}_time`,
    search: [`${p}_player_bank_name`, `${p}_description`],
    fields,
    columns: columns(fields, [
      ["Mutasi Amount", `${p}_amount`],
      ["Ticket No", `${p}_ticket`],
      ["App Date", `${p}_app_date`],
      ["Player Bank Name", `${p}_player_bank_name`],
      // the sender's news and the bank's reference, read apart from the sender's name (issue 13)
      ["Berita", `${p}_remark`],
      ["Referensi Bank", `${p}_reference`],
      ["Corporate Bank", `${p}_corporate_bank`],
      // spec: in the deposit table this column shows the transaction id
      ["Mutasi Website", deposit ? "mutasi_transaction_id" : "mutasiwd_website"],
    ]),
  };
}

export const LEDGERS: { readonly [K in LedgerKey]: K extends `bo-${string}` ? BoLedger : MutasiLedger } = {
  "bo-deposit": {
    key: "bo-deposit",
    side: "bo",
    direction: "deposit",
    table: "bo_deposit",
    label: "BO deposit",
    title: "View BO Deposit",
    exportName: "viewbo",
    fileBase: "viewbo",
    id: "bo_id",
    batch: "bo_batch_id",
    website: "bo_website",
    date: "bank_statement_date",
    approved: "bo_approve",
    note: "ket_app",
    amount: "depo_amount",
    originalAmount: "depo_original_amount",
    latestAmount: "depo_bo_latest_amount",
    keptStatus: "depo_bo_kept_status",
    requested: "req_date",
    keptRequested: "depo_bo_kept_req_date",
    ticket: "ticket_no",
    appDate: "app_date",
    approvedBy: "bo_approved_by",
    matchState: "bo_match_state",
    status: "bo_status",
    username: "user_name",
    fullName: "full_name",
    handler: "bo_handler",
    playerBank: "player_bank",
    playerBankNo: null,
    search: ["user_name", "full_name"],
    fields: BO_DEPOSIT_FIELDS,
    columns: columns(BO_DEPOSIT_FIELDS, [
      ["Ticket No", "ticket_no"],
      ["Req Date", "req_date"],
      ["App Date", "app_date"],
      ["Bank Statement", "bank_statement_date"],
      ["Username", "user_name"],
      ["Fullname", "full_name"],
      ["Payment Type", "payment_type"],
      ["Depo Amount", "depo_amount"],
      ["Admin Fee", "admin_fee"],
      ["Agent Fee", "agent_fee"],
      ["Player Fee", "player_fee"],
      ["Nett Amount", "nett_amount"],
      ["Player Bank", "player_bank"],
      ["Corporate Bank", "corporate_bank"],
      ["Bo Desc", "bo_desc"],
      ["Bo Ref", "bo_ref"],
      ["Bo Status", "bo_status"],
      ["Bo Reason", "bo_reason"],
      ["Bo Handler", "bo_handler"],
      ["Bo Website", "bo_website"],
      ["Player Ref", "player_ref"],
      ["Player Own Ref", "player_own_ref"],
    ]),
  },
  "bo-withdraw": {
    key: "bo-withdraw",
    side: "bo",
    direction: "withdraw",
    table: "bo_withdraw",
    label: "BO withdraw",
    title: "View BO Withdraw",
    exportName: "viewbowd",
    fileBase: "viewbowd",
    id: "wd_bo_id",
    batch: "wd_batch_id",
    website: "wd_website",
    date: "wd_bank_date",
    approved: "wd_bo_approve",
    note: "wd_ket_app",
    amount: "wd_amount",
    originalAmount: "wd_original_amount",
    latestAmount: "wd_bo_latest_amount",
    keptStatus: "wd_bo_kept_status",
    requested: "wd_req_date",
    keptRequested: "wd_bo_kept_req_date",
    ticket: "wd_ticket_no",
    appDate: "wd_app_date",
    approvedBy: "wd_approved_by",
    matchState: "wd_match_state",
    status: "wd_status",
    username: "wd_username",
    fullName: "wd_fullname",
    handler: "wd_handler",
    playerBank: "wd_player_bank",
    playerBankNo: "wd_player_no",
    search: ["wd_username", "wd_fullname"],
    fields: BO_WITHDRAW_FIELDS,
    columns: columns(BO_WITHDRAW_FIELDS, [
      ["Amount", "wd_amount"],
      ["Ticket No", "wd_ticket_no"],
      ["App Date", "wd_app_date"],
      ["Mutasi Brand", "wd_brand"],
      // the original client feeds these two columns from the fullname and player-bank fields;
      // reproduced on purpose so the screen and its export read as they always did (spec section 2)
      ["Player Bank Name", "wd_fullname"],
      ["Player Number", "wd_player_bank"],
      ["Mutasi Amount", "wd_nett_amount"],
      ["Corporate Bank", "wd_corp_bank"],
      ["Username", "wd_username"],
      ["Fullname", "wd_fullname"],
      ["Website", "wd_website"],
      ["Remarks", "wd_remarks"],
      ["WD Status", "wd_status"],
      ["Handler", "wd_handler"],
      ["Ref Code", "wd_ref_code"],
      ["Own Ref", "wd_own_ref_code"],
      ["Last Balance", "wd_last_balance"],
    ]),
  },
  "mutasi-deposit": mutasiLedger("deposit"),
  "mutasi-withdraw": mutasiLedger("withdraw"),
};

export const LEDGER_KEYS = Object.keys(LEDGERS) as LedgerKey[];

export function boLedger(direction: Direction): BoLedger {
  return LEDGERS[`bo-${direction}`];
}

export function mutasiLedgerOf(direction: Direction): MutasiLedger {
  return LEDGERS[`mutasi-${direction}`];
}

/** The ledger stored in a table (an upload batch's target). */
export function ledgerOfTable(table: LedgerTable): Ledger {
  return LEDGER_KEYS.map((key) => LEDGERS[key]).find((ledger) => ledger.table === table)!;
}

/** The screen's label of the ledger's amount column: 'Depo Amount', 'Amount', 'Mutasi Amount'. */
export function amountLabel(ledger: Ledger): string {
  return ledger.columns.find((column) => column.field === ledger.amount)!.label;
}

/**
 * What going back to pending clears on a row: approval, note, approval time, and on a BO row who
 * approved and how it matched, on a statement line the ticket it was paired with. Undoing an
 * automatic match and deleting the other side of a match both write exactly this.
 */
export function pendingValues(ledger: Ledger): Record<string, unknown> {
  return ledger.side === "bo"
    ? { [ledger.approved]: false, [ledger.note]: null, [ledger.appDate]: null, [ledger.approvedBy]: null, [ledger.matchState]: "none" }
    : { [ledger.approved]: false, [ledger.note]: null, [ledger.ticket]: null, [ledger.appDate]: null };
}
