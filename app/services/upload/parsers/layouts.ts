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
  /** KlikBCA Individual: the column after this one has no header and holds CR/DB */
  blankDirectionAfter?: StatementField;
  /** a balance step may be off by this much (a web page that rounds cents); exact files: none */
  balanceToleranceCents?: number;
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
  template: {
    columns: [
      { header: "Post Date", example: "05/01/25 10.15.30" },
      { header: "Value Date", example: "05/01/25 10.15.30" },
      { header: "Branch", example: "0259" },
      { header: "Journal", example: "123456" },
      { header: "Description", example: "TRANSFER DARI | PEMINDAHAN DARI 390397011 Sdr BUDI SANTOSO | 7878078081" },
      { header: "Debit", example: ".00" },
      { header: "Credit", example: "150,000.00" },
    ],
  },
};

export const BRI_CMS: StatementLayout = {
  family: "statement",
  id: "bri-cms",
  label: "BRI CMS / e-statement CSV",
  columns: STATEMENT_COLUMNS.withOverrides({
    ownAccount: ["NOREK"],
    lineNumber: ["ID", "SEQ"],
    descriptionAlt: ["DESK_TRAN"],
    other: ["TRUSER", "KODE_TRAN_TELLER", "TLBDS1", "TLBDS2"],
  }),
  requiredHeaders: [["date", "debit", "credit"]],
  requiredCells: ["date"],
  signature: ["tgltran", "mutasidebet", "mutasikredit"],
  detection:
    "header with `TGL_TRAN`, `MUTASI_DEBET`, `MUTASI_KREDIT` (also `SALDO_AWAL_MUTASI`, `SALDO_AKHIR_MUTASI`, `GLSIGN`, `TRREMK`); text from `TRREMK`, else `DESK_TRAN`",
};

export const DANA_SETTLEMENT: StatementLayout = {
  family: "statement",
  id: "dana-settlement",
  label: "DANA settlement CSV",
  columns: STATEMENT_COLUMNS.withOverrides({
    other: ["SETTLEMENT_TXN_ID", "ACQUIREMENT_ID", "MID", "MERCHANT_NAME", "TXN_CURRENCY", "TXN_TYPE"],
  }),
  requiredHeaders: [["date", "amount", "reference"]],
  requiredCells: ["date", "reference"],
  signature: ["txnid", "txnamount"],
  amountUnit: "cents",
  signGivesDirection: true,
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
  template: {
    columns: [
      { header: "Tanggal", example: "05/01/2025" },
      { header: "Keterangan", example: "TRSF E-BANKING CR 0501/FTSCY/WS95031 150000.00 BUDI SANTOSO" },
      { header: "Cabang", example: "0000" },
      { header: "Nominal", example: "150000.00" },
      { header: "CR/DB", example: "CR" },
      { header: "Saldo", example: "1150000.00" },
    ],
  },
};

export const TEMPLATE_MANDIRI: StatementLayout = {
  family: "statement",
  id: "template-mandiri",
  label: "Template Mutasi Mandiri",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: AMOUNT_HEADERS,
  requiredCells: ["date"],
  detection: "our template (also what Convert Mutasi writes): Tanggal, Keterangan, No Referensi, Debit, Kredit, Saldo",
  template: {
    columns: [
      { header: "Tanggal", example: "05/01/2025" },
      { header: "Keterangan", example: "TRANSFER DARI 1300012345678 BUDI SANTOSO" },
      { header: "No Referensi", example: "2501050001" },
      { header: "Debit", example: "0.00" },
      { header: "Kredit", example: "150000.00" },
      { header: "Saldo", example: "1150000.00" },
    ],
  },
};

export const TEMPLATE_BNI_MOBILE: StatementLayout = {
  family: "statement",
  id: "template-bni-mobile",
  label: "Template Mutasi BNI Mobile",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: AMOUNT_HEADERS,
  requiredCells: ["date"],
  detection: "our template (also what Convert Mutasi writes from BNIDirect's TRANSACTION INQUIRY): Tanggal, Cabang, No Jurnal, Keterangan, Nominal, Db/Cr, Saldo",
  template: {
    columns: [
      { header: "Tanggal", example: "05/01/2025" },
      { header: "Cabang", example: "0259" },
      { header: "No Jurnal", example: "123456" },
      { header: "Keterangan", example: "TRANSFER DARI | PEMINDAHAN DARI 390397011 Sdr BUDI SANTOSO | 7878078081" },
      { header: "Nominal", example: "150000.00" },
      { header: "Db/Cr", example: "C" },
      { header: "Saldo", example: "1150000.00" },
    ],
  },
};

export const TEMPLATE_CIMB: StatementLayout = {
  family: "statement",
  id: "template-cimb",
  label: "Template Mutasi CIMB",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: AMOUNT_HEADERS,
  requiredCells: ["date"],
  detection: "our template: Tanggal, Keterangan, No Referensi, Debit, Kredit, Saldo (or Nominal with CR/DB)",
  template: {
    columns: [
      { header: "Tanggal", example: "05/01/2025" },
      { header: "Keterangan", example: "TRF DARI BUDI SANTOSO" },
      { header: "No Referensi", example: "CIMB2501050001" },
      { header: "Debit", example: "0.00" },
      { header: "Kredit", example: "150000.00" },
      { header: "Saldo", example: "1150000.00" },
    ],
  },
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
  template: {
    columns: [
      { header: "Tanggal", example: "05/01/2025" },
      { header: "Nama Pengirim", example: "BUDI SANTOSO" },
      { header: "No Rekening", example: "1234567890" },
      { header: "Keterangan", example: "Setoran deposit" },
      { header: "Nominal", example: "150000" },
      { header: "CR/DB", example: "CR" },
    ],
  },
};

export const TEMPLATE_AUTOTX: StatementLayout = {
  family: "statement",
  id: "template-autotx",
  label: "Template Auto TX",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: [["date", "amount", "reference"]],
  requiredCells: ["date", "reference"],
  directionFromTransaction: true,
  detection: "our template for e-wallet auto TX reports: Tanggal, Transaction ID, Username, Nama Pengirim, E-Wallet, No HP, Nominal, Status",
  template: {
    columns: [
      { header: "Tanggal", example: "05/01/2025 10:15:30" },
      { header: "Transaction ID", example: "ATX250105000123" },
      { header: "Username", example: "budi88" },
      { header: "Nama Pengirim", example: "BUDI SANTOSO" },
      { header: "E-Wallet", example: "DANA" },
      { header: "No HP", example: "081234567890" },
      { header: "Nominal", example: "150000" },
      { header: "Status", example: "SUCCESS" },
    ],
  },
};

export const TEMPLATE_QRIS: StatementLayout = {
  family: "statement",
  id: "template-qris",
  label: "Template QRIS",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: [["date", "amount", "reference"]],
  requiredCells: ["date", "reference"],
  directionFromTransaction: true,
  detection: "our template for QRIS merchant reports (also what Convert Mutasi writes): Tanggal, RRN, Nama Pembayar, Penerbit, Nominal, MDR, Status",
  template: {
    columns: [
      { header: "Tanggal", example: "05/01/2025 10:15:30" },
      { header: "RRN", example: "501234567890" },
      { header: "Nama Pembayar", example: "BUDI SANTOSO" },
      { header: "Penerbit", example: "GOPAY" },
      { header: "Nominal", example: "150000" },
      { header: "MDR", example: "1050" },
      { header: "Status", example: "SUCCESS" },
    ],
  },
};

export const TEMPLATE_AUTOQR: StatementLayout = {
  family: "statement",
  id: "template-autoqr",
  label: "Template Auto QR",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: [["date", "amount", "reference"]],
  requiredCells: ["date", "reference"],
  directionFromTransaction: true,
  detection: "our template for automatic QR reports (QRIS Solita, QRIS Export): Tanggal, ID Transaksi, Nama Pembayar, Nominal, Status",
  template: {
    columns: [
      { header: "Tanggal", example: "05/01/2025 10:15:30" },
      { header: "ID Transaksi", example: "QR250105000123" },
      { header: "Nama Pembayar", example: "BUDI SANTOSO" },
      { header: "Nominal", example: "150000" },
      { header: "Status", example: "SUCCESS" },
    ],
  },
};

export const TEMPLATE_NEXUSPAY: StatementLayout = {
  family: "statement",
  id: "template-nexuspay",
  label: "Template Nexus Pay",
  columns: STATEMENT_COLUMNS,
  requiredHeaders: [["date", "amount", "reference"]],
  requiredCells: ["date", "reference"],
  directionFromTransaction: true,
  detection: "our template for Nexus Pay reports: Tanggal, Order ID, Username, Nama, Bank, No Rekening, Nominal, Tipe (DEPOSIT/WITHDRAW; without it the upload's type), Status",
  template: {
    columns: [
      { header: "Tanggal", example: "05/01/2025 10:15:30" },
      { header: "Order ID", example: "NP250105000123" },
      { header: "Username", example: "budi88" },
      { header: "Nama", example: "BUDI SANTOSO" },
      { header: "Bank", example: "BCA" },
      { header: "No Rekening", example: "1234567890" },
      { header: "Nominal", example: "150000" },
      { header: "Tipe", example: "DEPOSIT" },
      { header: "Status", example: "SUCCESS" },
    ],
  },
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
  template: {
    columns: [
      { header: "Ticket No", example: "DP2501050001" },
      { header: "Req Date", example: "05/01/2025 10:12:45" },
      { header: "App Date", example: "" },
      { header: "Username", example: "budi88" },
      { header: "Fullname", example: "BUDI SANTOSO" },
      { header: "Payment Type", example: "BANK" },
      { header: "Amount", example: "150000" },
      { header: "Admin Fee", example: "0" },
      { header: "Agent Fee", example: "0" },
      { header: "Player Fee", example: "0" },
      { header: "Nett Amount", example: "150000" },
      { header: "Player Bank", example: "BCA - 1234567890" },
      { header: "Corporate Bank", example: "BCA - 0111222333" },
      { header: "Description", example: "Deposit via BCA" },
      { header: "Reference", example: "" },
      { header: "Status", example: "PENDING" },
      { header: "Reason", example: "" },
      { header: "Handler", example: "" },
      { header: "Website", example: "ABC" },
      { header: "Player Ref", example: "" },
      { header: "Player Own Ref", example: "" },
    ],
  },
};

export const TEMPLATE_BO_LEXU_DEPOSIT: BoDepositLayout = {
  family: "bo-deposit",
  id: "template-bo-lexu-depo",
  label: "Template BO Lexu Deposit",
  columns: BO_DEPOSIT_COLUMNS,
  requiredHeaders: [BO_DEPOSIT_REQUIRED],
  requiredCells: BO_DEPOSIT_REQUIRED,
  detection: "BO Lexu deposit export: No Transaksi, Tanggal Request, Username, Nama Lengkap, Jumlah and Situs required",
  template: {
    columns: [
      { header: "No Transaksi", example: "LX-DP-000123" },
      { header: "Tanggal Request", example: "2025-01-05 10:12:45" },
      { header: "Tanggal Approve", example: "" },
      { header: "Username", example: "budi88" },
      { header: "Nama Lengkap", example: "BUDI SANTOSO" },
      { header: "Metode", example: "Bank Transfer" },
      { header: "Jumlah", example: "150.000" },
      { header: "Biaya Admin", example: "0" },
      { header: "Bank Pengirim", example: "BCA" },
      { header: "Bank Tujuan", example: "BCA" },
      { header: "Keterangan", example: "" },
      { header: "Referensi", example: "" },
      { header: "Status", example: "Pending" },
      { header: "Alasan", example: "" },
      { header: "Operator", example: "" },
      { header: "Situs", example: "ABC" },
    ],
  },
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
  template: {
    columns: [
      { header: "Tanggal", example: "2025-01-05 10:12:45" },
      { header: "No Transaksi", example: "LX-QR-000123" },
      { header: "Username", example: "budi88" },
      { header: "Nama", example: "BUDI SANTOSO" },
      { header: "Nominal", example: "150000" },
      { header: "Fee", example: "1050" },
      { header: "Nett", example: "148950" },
      { header: "RRN", example: "501234567890" },
      { header: "Status", example: "SUCCESS" },
    ],
  },
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
  template: {
    columns: [
      { header: "Ticket No", example: "WD2501050001" },
      { header: "Req Date", example: "05/01/2025 11:02:10" },
      { header: "App Date", example: "" },
      { header: "Username", example: "budi88" },
      { header: "Fullname", example: "BUDI SANTOSO" },
      { header: "Amount", example: "500000" },
      { header: "Nett Amount", example: "500000" },
      { header: "Player Bank", example: "BCA" },
      { header: "Player Account No", example: "1234567890" },
      { header: "Corporate Bank", example: "BCA - 0111222333" },
      { header: "Brand", example: "ABC" },
      { header: "Website", example: "ABC" },
      { header: "Remarks", example: "" },
      { header: "Status", example: "PENDING" },
      { header: "Handler", example: "" },
      { header: "Ref Code", example: "" },
      { header: "Own Ref Code", example: "" },
      { header: "Last Balance", example: "1250000" },
    ],
  },
};

export const TEMPLATE_BO_LEXU_WITHDRAW: BoWithdrawLayout = {
  family: "bo-withdraw",
  id: "template-bo-lexu-wd",
  label: "Template BO Lexu Withdraw",
  columns: BO_WITHDRAW_COLUMNS,
  requiredHeaders: [BO_WITHDRAW_REQUIRED],
  requiredCells: BO_WITHDRAW_REQUIRED,
  detection: "BO Lexu withdraw export: No Transaksi, Tanggal Request, Username, Nama Lengkap, Jumlah and Situs required",
  template: {
    columns: [
      { header: "No Transaksi", example: "LX-WD-000123" },
      { header: "Tanggal Request", example: "2025-01-05 11:02:10" },
      { header: "Tanggal Approve", example: "" },
      { header: "Username", example: "budi88" },
      { header: "Nama Lengkap", example: "BUDI SANTOSO" },
      { header: "Jumlah", example: "500.000" },
      { header: "Bank Penerima", example: "BCA" },
      { header: "No Rekening", example: "1234567890" },
      { header: "Bank Asal", example: "BCA" },
      { header: "Situs", example: "ABC" },
      { header: "Keterangan", example: "" },
      { header: "Status", example: "Pending" },
      { header: "Operator", example: "" },
      { header: "Referensi", example: "" },
    ],
  },
};

/** Exports that belong to one bank only: recognised under any choice, to tell a wrong choice apart. */
export const BANK_EXPORTS: readonly StatementLayout[] = [KLIKBCA_INDIVIDUAL, KLIKBCA_BISNIS, MANDIRI_MCM, BNI_INTERNET, BRI_CMS, DANA_SETTLEMENT];
