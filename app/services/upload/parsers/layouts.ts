import {
  BO_DEPOSIT_COLUMNS,
  BO_WITHDRAW_COLUMNS,
  STATEMENT_COLUMNS,
  type BoDepositField,
  type BoWithdrawField,
  type ColumnTable,
  type StatementField,
} from "./columns";

/**
 * Every file layout an upload accepts: the banks' own exports (FORMATS.md) and our templates.
 * A layout is recognised by its header row, found anywhere in the first lines (bank exports put
 * a preamble above it), never by the file's name.
 */

/** Our template of a layout: the header as we write it, and one realistic example row. */
export interface TemplateSpec {
  columns: readonly { header: string; example: string }[];
}

/** A template's columns in file order, each a header and its example cell. */
const templateOf = (columns: readonly (readonly [header: string, example: string])[]): TemplateSpec => ({
  columns: columns.map(([header, example]) => ({ header, example })),
});

interface LayoutBase<F extends string> {
  id: string;
  label: string;
  columns: ColumnTable<F>;
  /** the header must carry every field of at least one of these sets */
  requiredHeaders: readonly (readonly F[])[];
  /** cells that may not be empty on a data row (amount sides are checked separately) */
  requiredCells: readonly F[];
  /**
   * Header words (as headerKey gives them) that only this bank's own export has. Such a layout
   * is also recognised when it is uploaded under the wrong choice, to say so.
   */
  signature?: readonly string[];
  /** how the layout is recognised, for docs/formats.md */
  detection: string;
  template?: TemplateSpec;
}

export interface StatementLayout extends LayoutBase<StatementField> {
  family: "statement";
  /** DANA writes TXN_AMOUNT in cents */
  amountUnit?: "rupiah" | "cents";
  /** reports listing only one kind of line (e-wallet, QRIS): a line with no direction takes the upload's */
  directionFromTransaction?: boolean;
  /** a positive amount is a credit, a negative one a debit (DANA: refunds are negative) */
  signGivesDirection?: boolean;
  /** a merchant settlement's negative rows are its payments' refunds and reversals (DANA): money that came back, whatever the text */
  debitsAreReturns?: boolean;
  /** KlikBCA Individual: the column after this one has no header and holds CR/DB */
  blankDirectionAfter?: StatementField;
  /** a balance step may be off by this much (a web page that rounds cents); exact files: none */
  balanceToleranceCents?: number;
  /**
   * The bank's portal exports a day's lines oldest or newest first as the clerk chose, and the file
   * has no balance or time to tell which (Mandiri MCM): which of two lines came first is unknown
   */
  rowOrderUnknown?: boolean;
  /** a payment report: its reference column is the payment's transaction id, one row per payment */
  oneRowPerReference?: boolean;
}

export interface BoDepositLayout extends LayoutBase<BoDepositField> {
  family: "bo-deposit";
  /** values for columns the export does not have */
  defaults?: Partial<Record<BoDepositField, string>>;
}

export interface BoWithdrawLayout extends LayoutBase<BoWithdrawField> {
  family: "bo-withdraw";
  defaults?: Partial<Record<BoWithdrawField, string>>;
}

export type Layout = StatementLayout | BoDepositLayout | BoWithdrawLayout;

const AMOUNT_HEADERS: readonly (readonly StatementField[])[] = [["date", "amount"], ["date", "debit", "credit"], ["date", "credit"], ["date", "debit"]];

// ---------------------------------------------------------------------------------------------
// Banks' own exports

export const KLIKBCA_INDIVIDUAL: StatementLayout = {
  family: "statement",
  id: "klikbca-individual",
  label: "KlikBCA Individual CSV",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: [["date", "description", "amount", "balance"]],
  requiredCells: ["date"],
  signature: ["date", "description", "branch", "amount", "balance"],
  blankDirectionAfter: "amount",
  detection:
    "preamble `Account No.,=,...`, header `Date,Description,Branch,Amount,,Balance` (the unnamed column holds CR/DB); descriptions unquoted and read from the right; `PEND` rows pending; footer Starting Balance / Credit / Debet / Ending Balance checked",
};

export const KLIKBCA_BISNIS: StatementLayout = {
  family: "statement",
  id: "klikbca-bisnis",
  label: "KlikBCA Bisnis CSV",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: [["date", "description", "amount", "balance"]],
  requiredCells: ["date"],
  signature: ["tanggaltransaksi", "keterangan", "cabang", "jumlah", "saldo"],
  // the Indonesian-language Individual export shares these headers, with an unnamed CR/DB column
  blankDirectionAfter: "amount",
  detection:
    'header `"Tanggal Transaksi","Keterangan","Cabang","Jumlah","Saldo"` after `No. rekening` / `Periode` lines; `Jumlah` ends in ` DB`/` CR`; `DD/MM` takes its year from Periode; footer Saldo Awal / Mutasi Debet / Mutasi Kredit (with counts) / Saldo Akhir checked',
};

export const BCA_PRATINJAU: StatementLayout = {
  family: "statement",
  id: "bca-pratinjau",
  label: "BCA Pratinjau Data (salinan tabel)",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: [["date", "description", "debit", "credit", "balance"]],
  requiredCells: ["date"],
  signature: ["no", "tanggal", "keterangan", "debit", "kredit", "saldo"],
  balanceToleranceCents: 100,
  detection:
    "tab-separated header `No Tanggal Keterangan Debit Kredit Saldo` copied from the web page; `Rp 1.359.500`, `-` for an empty side; the page rounds cents, so each balance step may be off by up to Rp 1",
};

export const MANDIRI_MCM: StatementLayout = {
  family: "statement",
  id: "mandiri-mcm",
  label: "Mandiri MCM CSV",
  columns: STATEMENT_COLUMNS.withOverrides({ ownAccount: ["Account No"], other: ["Transaction Code"] }),
  requiredHeaders: [["date", "description", "debit", "credit"]],
  requiredCells: ["date"],
  signature: ["accountno", "date", "valdate", "transactioncode", "description", "referenceno", "debit", "credit"],
  detection:
    "header `Account No,Date,Val. Date,Transaction Code,Description,Description,Reference No.,Debit,Credit` (both Description columns joined); dates `DD/MM/YY`; zero written `.00`",
  rowOrderUnknown: true,
};

export const BNI_INTERNET: StatementLayout = {
  family: "statement",
  id: "bni-internet",
  label: "BNI Internet Banking CSV",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: [["date", "description", "debit", "credit"]],
  requiredCells: ["date"],
  signature: ["postdate", "valuedate", "branch", "journal", "description", "debit", "credit"],
  detection: "header `Post Date,Value Date,Branch,Journal,Description,Debit,Credit`; times with dots (`04/05/20 12.28.07`); zero `.00`",
  template: templateOf([
    ["Post Date", "05/01/25 10.15.30"],
    ["Value Date", "05/01/25 10.15.30"],
    ["Branch", "0259"],
    ["Journal", "123456"],
    ["Description", "TRANSFER DARI | PEMINDAHAN DARI 390397011 Sdr BUDI SANTOSO | 7878078081"],
    ["Debit", ".00"],
    ["Credit", "150,000.00"],
  ]),
};

export const BRI_CMS: StatementLayout = {
  family: "statement",
  id: "bri-cms",
  label: "BRI CMS / e-statement CSV",
  columns: STATEMENT_COLUMNS.withOverrides({
    ownAccount: ["NOREK"],
    lineNumber: ["ID", "SEQ"],
    // TLBDS1 and TLBDS2 carry the rest of a transfer's text (a BI-FAST sender, the news): read after TRREMK
    description: ["TRREMK", "TLBDS1", "TLBDS2"],
    descriptionAlt: ["DESK_TRAN"],
    other: ["TRUSER", "KODE_TRAN_TELLER"],
  }),
  requiredHeaders: [["date", "debit", "credit"]],
  requiredCells: ["date"],
  signature: ["tgltran", "mutasidebet", "mutasikredit"],
  detection:
    "header with `TGL_TRAN`, `MUTASI_DEBET`, `MUTASI_KREDIT` (also `SALDO_AWAL_MUTASI`, `SALDO_AKHIR_MUTASI`, `GLSIGN`, `TRREMK`); text from `TRREMK` (else `DESK_TRAN`), then `TLBDS1` and `TLBDS2`; an account `DESK_TRAN` names after KE/DR/DARI or a bank code (`BIFAST 008 8238514166108`, `NBMB KE 656545204187854`) is the other end's, where the text names none; a sender read from `DESK_TRAN` alone (`TRF DARI DENI AGUNG`) is matched as the bank's cut of a longer name",
};

export const DANA_SETTLEMENT: StatementLayout = {
  family: "statement",
  id: "dana-settlement",
  oneRowPerReference: true,
  label: "DANA settlement CSV",
  columns: STATEMENT_COLUMNS.withOverrides({
    other: ["SETTLEMENT_TXN_ID", "ACQUIREMENT_ID", "MID", "MERCHANT_NAME", "TXN_CURRENCY", "TXN_TYPE"],
  }),
  requiredHeaders: [["date", "amount", "reference"]],
  requiredCells: ["date", "reference"],
  signature: ["txnid", "txnamount"],
  amountUnit: "cents",
  signGivesDirection: true,
  debitsAreReturns: true,
  detection: "semicolon-separated header with `TXN_ID`, `TXN_AMOUNT` (in cents; negative = refund/reversal, a debit) and `SETTLE_DATE` (ISO with +07:00)",
};

// ---------------------------------------------------------------------------------------------
// Our templates (the contract where a bank publishes no layout)

export const TEMPLATE_BCA: StatementLayout = {
  family: "statement",
  id: "template-bca",
  label: "Template Mutasi BCA",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: AMOUNT_HEADERS,
  requiredCells: ["date"],
  detection: "our template: Tanggal, Keterangan, Cabang, Nominal, CR/DB, Saldo (or Debit and Kredit columns)",
  template: templateOf([
    ["Tanggal", "05/01/2025"],
    ["Keterangan", "TRSF E-BANKING CR 0501/FTSCY/WS95031 150000.00 BUDI SANTOSO"],
    ["Cabang", "0000"],
    ["Nominal", "150000.00"],
    ["CR/DB", "CR"],
    ["Saldo", "1150000.00"],
  ]),
};

export const TEMPLATE_MANDIRI: StatementLayout = {
  family: "statement",
  id: "template-mandiri",
  label: "Template Mutasi Mandiri",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: AMOUNT_HEADERS,
  requiredCells: ["date"],
  detection: "our template (also what Convert Mutasi writes): Tanggal, Keterangan, No Referensi, Debit, Kredit, Saldo",
  template: templateOf([
    ["Tanggal", "05/01/2025"],
    ["Keterangan", "TRANSFER DARI 1300012345678 BUDI SANTOSO"],
    ["No Referensi", "2501050001"],
    ["Debit", "0.00"],
    ["Kredit", "150000.00"],
    ["Saldo", "1150000.00"],
  ]),
};

export const TEMPLATE_BNI_MOBILE: StatementLayout = {
  family: "statement",
  id: "template-bni-mobile",
  label: "Template Mutasi BNI Mobile",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: AMOUNT_HEADERS,
  requiredCells: ["date"],
  detection: "our template (also what Convert Mutasi writes from BNIDirect's TRANSACTION INQUIRY): Tanggal, Cabang, No Jurnal, Keterangan, Nominal, Db/Cr, Saldo",
  template: templateOf([
    ["Tanggal", "05/01/2025"],
    ["Cabang", "0259"],
    ["No Jurnal", "123456"],
    ["Keterangan", "TRANSFER DARI | PEMINDAHAN DARI 390397011 Sdr BUDI SANTOSO | 7878078081"],
    ["Nominal", "150000.00"],
    ["Db/Cr", "C"],
    ["Saldo", "1150000.00"],
  ]),
};

export const TEMPLATE_CIMB: StatementLayout = {
  family: "statement",
  id: "template-cimb",
  label: "Template Mutasi CIMB",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: AMOUNT_HEADERS,
  requiredCells: ["date"],
  detection: "our template: Tanggal, Keterangan, No Referensi, Debit, Kredit, Saldo (or Nominal with CR/DB)",
  template: templateOf([
    ["Tanggal", "05/01/2025"],
    ["Keterangan", "TRF DARI BUDI SANTOSO"],
    ["No Referensi", "CIMB2501050001"],
    ["Debit", "0.00"],
    ["Kredit", "150000.00"],
    ["Saldo", "1150000.00"],
  ]),
};

export const TEMPLATE_MANUAL: StatementLayout = {
  family: "statement",
  id: "template-manual",
  label: "Template Mutasi Manual",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: AMOUNT_HEADERS,
  requiredCells: ["date"],
  directionFromTransaction: true,
  detection: "our template for manual bank / wallet entries: Tanggal, Nama Pengirim, No Rekening, Keterangan, Nominal, CR/DB (CR/DB optional: a line without it belongs to the upload's transaction type; a negative amount is a debit)",
  template: templateOf([
    ["Tanggal", "05/01/2025"],
    ["Nama Pengirim", "BUDI SANTOSO"],
    ["No Rekening", "1234567890"],
    ["Keterangan", "Setoran deposit"],
    ["Nominal", "150000"],
    ["CR/DB", "CR"],
  ]),
};

export const TEMPLATE_AUTOTX: StatementLayout = {
  family: "statement",
  id: "template-autotx",
  oneRowPerReference: true,
  label: "Template Auto TX",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: [["date", "amount", "reference"]],
  requiredCells: ["date", "reference"],
  directionFromTransaction: true,
  detection: "our template for e-wallet auto TX reports: Tanggal, Transaction ID, Username, Nama Pengirim, E-Wallet, No HP, Nominal, Status",
  template: templateOf([
    ["Tanggal", "05/01/2025 10:15:30"],
    ["Transaction ID", "ATX250105000123"],
    ["Username", "budi88"],
    ["Nama Pengirim", "BUDI SANTOSO"],
    ["E-Wallet", "DANA"],
    ["No HP", "081234567890"],
    ["Nominal", "150000"],
    ["Status", "SUCCESS"],
  ]),
};

export const TEMPLATE_QRIS: StatementLayout = {
  family: "statement",
  id: "template-qris",
  oneRowPerReference: true,
  label: "Template QRIS",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: [["date", "amount", "reference"]],
  requiredCells: ["date", "reference"],
  directionFromTransaction: true,
  detection: "our template for QRIS merchant reports (also what Convert Mutasi writes): Tanggal, RRN, Nama Pembayar, Penerbit, Nominal, MDR, Status",
  template: templateOf([
    ["Tanggal", "05/01/2025 10:15:30"],
    ["RRN", "501234567890"],
    ["Nama Pembayar", "BUDI SANTOSO"],
    ["Penerbit", "GOPAY"],
    ["Nominal", "150000"],
    ["MDR", "1050"],
    ["Status", "SUCCESS"],
  ]),
};

export const TEMPLATE_AUTOQR: StatementLayout = {
  family: "statement",
  id: "template-autoqr",
  oneRowPerReference: true,
  label: "Template Auto QR",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: [["date", "amount", "reference"]],
  requiredCells: ["date", "reference"],
  directionFromTransaction: true,
  detection: "our template for automatic QR reports (QRIS Solita, QRIS Export): Tanggal, ID Transaksi, Nama Pembayar, Nominal, Status",
  template: templateOf([
    ["Tanggal", "05/01/2025 10:15:30"],
    ["ID Transaksi", "QR250105000123"],
    ["Nama Pembayar", "BUDI SANTOSO"],
    ["Nominal", "150000"],
    ["Status", "SUCCESS"],
  ]),
};

export const TEMPLATE_NEXUSPAY: StatementLayout = {
  family: "statement",
  id: "template-nexuspay",
  oneRowPerReference: true,
  label: "Template Nexus Pay",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: [["date", "amount", "reference"]],
  requiredCells: ["date", "reference"],
  directionFromTransaction: true,
  detection: "our template for Nexus Pay reports: Tanggal, Order ID, Username, Nama, Bank, No Rekening, Nominal, Tipe (DEPOSIT/WITHDRAW; without it the upload's type), Status",
  template: templateOf([
    ["Tanggal", "05/01/2025 10:15:30"],
    ["Order ID", "NP250105000123"],
    ["Username", "budi88"],
    ["Nama", "BUDI SANTOSO"],
    ["Bank", "BCA"],
    ["No Rekening", "1234567890"],
    ["Nominal", "150000"],
    ["Tipe", "DEPOSIT"],
    ["Status", "SUCCESS"],
  ]),
};

// ---------------------------------------------------------------------------------------------
// BO exports (no public layout: our templates are the contract, headers matched tolerantly)

const BO_DEPOSIT_REQUIRED: readonly BoDepositField[] = ["ticket_no", "user_name", "full_name", "depo_amount", "req_date"];

export const TEMPLATE_BO_NEXUS_DEPOSIT: BoDepositLayout = {
  family: "bo-deposit",
  id: "template-bo-nexus-depo",
  label: "Template BO Nexus Deposit",
  columns: BO_DEPOSIT_COLUMNS,
  requiredHeaders: [BO_DEPOSIT_REQUIRED],
  requiredCells: BO_DEPOSIT_REQUIRED,
  detection: "BO Nexus deposit export: Ticket No, Req Date, Username, Fullname, Amount and Website required; the other bo_deposit columns optional",
  template: templateOf([
    ["Ticket No", "DP2501050001"],
    ["Req Date", "05/01/2025 10:12:45"],
    ["App Date", ""],
    ["Username", "budi88"],
    ["Fullname", "BUDI SANTOSO"],
    ["Payment Type", "BANK"],
    ["Amount", "150000"],
    ["Admin Fee", "0"],
    ["Agent Fee", "0"],
    ["Player Fee", "0"],
    ["Nett Amount", "150000"],
    ["Player Bank", "BCA - 1234567890"],
    ["Corporate Bank", "BCA - 0111222333"],
    ["Description", "Deposit via BCA"],
    ["Reference", ""],
    ["Status", "PENDING"],
    ["Reason", ""],
    ["Handler", ""],
    ["Website", "ABC"],
    ["Player Ref", ""],
    ["Player Own Ref", ""],
  ]),
};

export const TEMPLATE_BO_LEXU_DEPOSIT: BoDepositLayout = {
  family: "bo-deposit",
  id: "template-bo-lexu-depo",
  label: "Template BO Lexu Deposit",
  columns: BO_DEPOSIT_COLUMNS,
  requiredHeaders: [BO_DEPOSIT_REQUIRED],
  requiredCells: BO_DEPOSIT_REQUIRED,
  detection: "BO Lexu deposit export: No Transaksi, Tanggal Request, Username, Nama Lengkap, Jumlah and Situs required",
  template: templateOf([
    ["No Transaksi", "LX-DP-000123"],
    ["Tanggal Request", "2025-01-05 10:12:45"],
    ["Tanggal Approve", ""],
    ["Username", "budi88"],
    ["Nama Lengkap", "BUDI SANTOSO"],
    ["Metode", "Bank Transfer"],
    ["Jumlah", "150.000"],
    ["Biaya Admin", "0"],
    ["Bank Pengirim", "BCA"],
    ["Bank Tujuan", "BCA"],
    ["Keterangan", ""],
    ["Referensi", ""],
    ["Status", "Pending"],
    ["Alasan", ""],
    ["Operator", ""],
    ["Situs", "ABC"],
  ]),
};

const QRIS_LEXU_REQUIRED: readonly BoDepositField[] = ["ticket_no", "user_name", "depo_amount", "req_date"];

export const TEMPLATE_QRIS_LEXU: BoDepositLayout = {
  family: "bo-deposit",
  id: "template-qris-lexu",
  label: "Template QRIS Lexu",
  columns: BO_DEPOSIT_COLUMNS,
  requiredHeaders: [QRIS_LEXU_REQUIRED],
  requiredCells: QRIS_LEXU_REQUIRED,
  defaults: { payment_type: "QRIS" },
  detection: "QRIS Lexu export: Tanggal, No Transaksi, Username, Nominal required (Nama, Fee, Nett, RRN, Status optional); the website comes from the form",
  template: templateOf([
    ["Tanggal", "2025-01-05 10:12:45"],
    ["No Transaksi", "LX-QR-000123"],
    ["Username", "budi88"],
    ["Nama", "BUDI SANTOSO"],
    ["Nominal", "150000"],
    ["Fee", "1050"],
    ["Nett", "148950"],
    ["RRN", "501234567890"],
    ["Status", "SUCCESS"],
  ]),
};

const BO_WITHDRAW_REQUIRED: readonly BoWithdrawField[] = ["wd_ticket_no", "wd_username", "wd_fullname", "wd_amount", "wd_req_date"];

export const TEMPLATE_BO_NEXUS_WITHDRAW: BoWithdrawLayout = {
  family: "bo-withdraw",
  id: "template-bo-nexus-wd",
  label: "Template BO Nexus Withdraw",
  columns: BO_WITHDRAW_COLUMNS,
  requiredHeaders: [BO_WITHDRAW_REQUIRED],
  requiredCells: BO_WITHDRAW_REQUIRED,
  detection: "BO Nexus withdraw export: Ticket No, Req Date, Username, Fullname, Amount and Website (or Brand) required",
  template: templateOf([
    ["Ticket No", "WD2501050001"],
    ["Req Date", "05/01/2025 11:02:10"],
    ["App Date", ""],
    ["Username", "budi88"],
    ["Fullname", "BUDI SANTOSO"],
    ["Amount", "500000"],
    ["Nett Amount", "500000"],
    ["Player Bank", "BCA"],
    ["Player Account No", "1234567890"],
    ["Corporate Bank", "BCA - 0111222333"],
    ["Brand", "ABC"],
    ["Website", "ABC"],
    ["Remarks", ""],
    ["Status", "PENDING"],
    ["Handler", ""],
    ["Ref Code", ""],
    ["Own Ref Code", ""],
    ["Last Balance", "1250000"],
  ]),
};

export const TEMPLATE_BO_LEXU_WITHDRAW: BoWithdrawLayout = {
  family: "bo-withdraw",
  id: "template-bo-lexu-wd",
  label: "Template BO Lexu Withdraw",
  columns: BO_WITHDRAW_COLUMNS,
  requiredHeaders: [BO_WITHDRAW_REQUIRED],
  requiredCells: BO_WITHDRAW_REQUIRED,
  detection: "BO Lexu withdraw export: No Transaksi, Tanggal Request, Username, Nama Lengkap, Jumlah and Situs required",
  template: templateOf([
    ["No Transaksi", "LX-WD-000123"],
    ["Tanggal Request", "2025-01-05 11:02:10"],
    ["Tanggal Approve", ""],
    ["Username", "budi88"],
    ["Nama Lengkap", "BUDI SANTOSO"],
    ["Jumlah", "500.000"],
    ["Bank Penerima", "BCA"],
    ["No Rekening", "1234567890"],
    ["Bank Asal", "BCA"],
    ["Situs", "ABC"],
    ["Keterangan", ""],
    ["Status", "Pending"],
    ["Operator", ""],
    ["Referensi", ""],
  ]),
};

/** Exports that belong to one bank only: recognised under any choice, to tell a wrong choice apart. */
export const BANK_EXPORTS: readonly StatementLayout[] = [KLIKBCA_INDIVIDUAL, KLIKBCA_BISNIS, MANDIRI_MCM, BNI_INTERNET, BRI_CMS, DANA_SETTLEMENT];
