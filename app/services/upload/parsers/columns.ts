import { cleanCell, headerKeyVariants } from "./text";

/**
 * The columns an upload can carry, each with the header spellings it is known by. Matching is
 * on the header's letters and digits only, so case, spacing and punctuation never matter
 * ('User Name' = 'username' = 'USER_NAME'). Every spelling belongs to one field; where two
 * columns of a file claim the same field, the better-ranked spelling (earlier in its list) wins.
 */

/** How a column's cells are read; `CELL_RULES` says it in words for docs/formats.md. */
export type CellKind = "text" | "amount" | "date" | "datetime" | "direction" | "status" | "number";

export const CELL_RULES: Record<CellKind, string> = {
  text: "text, trimmed",
  amount: "`1.000.000,00`, `1,000,000.00`, `.00`, `Rp 1.234`, `1234.5`, `Rp 150.000,-` (whole rupiah); minus sign or (parentheses) for negative; a `CR`/`DB` suffix gives the direction",
  date: "`DD/MM/YYYY`, `DD/MM/YY`, `DD/MM` (year from the Tanggal Mutasi or the Periode line, nearest to it), `YYYY-MM-DD`, `DD-Mon-YYYY` (English or Indonesian months); a leading `'` or backtick is ignored; a time after the date does not change the day (a statement line keeps it: see Statement times)",
  datetime: "date as above plus a Jakarta time: `DD/MM/YYYY HH:mm[:ss]`, `YYYY-MM-DD HH:mm:ss`, `2024-01-05T10:00:00+07:00`, `04/05/20 12.28.07`, AM/PM",
  direction: "`CR`/`DB`, `C`/`D`, `Cr`/`Db`, `K`/`D`, `Kredit`/`Debit`, `IN`/`OUT`, `MASUK`/`KELUAR`, `DEPOSIT`/`WITHDRAW`, `PAYMENT`/`REFUND`",
  status: "paid (SUCCESS, SUKSES, BERHASIL, PAID, SETTLED, ...) is imported; PENDING/PROSES is counted as pending; GAGAL/FAILED/EXPIRED/CANCEL/REFUND is counted as ignored; anything else is a problem",
  number: "account or phone number: digits kept, anything else dropped",
};

export interface ColumnDef<F extends string> {
  field: F;
  /** the header our templates and docs use */
  label: string;
  /** every spelling known, best first (the label is always included) */
  aliases: readonly string[];
  cell: CellKind;
  /** several columns of this field are joined with a space (Mandiri MCM's two Description columns) */
  multi?: boolean;
  /** the table column's size: longer text is a problem, or cut when `truncate` (free text only) */
  maxLength?: number;
  truncate?: boolean;
}

export interface ColumnMatch<F extends string> {
  field: F;
  index: number;
  header: string;
  rank: number;
}

export class ColumnTable<F extends string> {
  private readonly byKey = new Map<string, { field: F; rank: number }>();
  readonly defs: ReadonlyMap<F, ColumnDef<F>>;

  constructor(defs: readonly ColumnDef<F>[], overrides: Partial<Record<F, readonly string[]>> = {}) {
    const map = new Map<F, ColumnDef<F>>();
    for (const def of defs) {
      map.set(def.field, def);
      [def.label, ...def.aliases].forEach((alias, rank) => this.claim(alias, def.field, rank + 1));
    }
    // a layout's own meaning of a header beats the general one (Mandiri's 'Account No' is our account)
    for (const [field, aliases] of Object.entries(overrides) as [F, readonly string[]][]) {
      for (const alias of aliases) for (const key of headerKeyVariants(alias)) this.byKey.set(key, { field, rank: 0 });
    }
    this.defs = map;
  }

  private claim(alias: string, field: F, rank: number): void {
    for (const key of headerKeyVariants(alias)) {
      const existing = this.byKey.get(key);
      if (existing && existing.field !== field) {
        throw new Error(`header alias "${alias}" claimed by both ${existing.field} and ${field}`);
      }
      if (!existing || existing.rank > rank) this.byKey.set(key, { field, rank });
    }
  }

  /** A copy where the given headers mean something else. */
  withOverrides(overrides: Partial<Record<F, readonly string[]>>): ColumnTable<F> {
    return new ColumnTable([...this.defs.values()], overrides);
  }

  lookup(header: string): { field: F; rank: number } | undefined {
    for (const key of headerKeyVariants(header)) {
      const found = this.byKey.get(key);
      if (found) return found;
    }
    return undefined;
  }

  def(field: F): ColumnDef<F> {
    const def = this.defs.get(field);
    if (!def) throw new Error(`unknown column ${field}`);
    return def;
  }

  /**
   * Which column of a header row feeds which field. Unknown headers are ignored; for a field
   * claimed twice the better spelling wins (multi fields keep every column, in file order).
   */
  map(cells: readonly string[]): Map<F, ColumnMatch<F>[]> {
    const result = new Map<F, ColumnMatch<F>[]>();
    cells.forEach((cell, index) => {
      const header = cleanCell(cell);
      if (!header) return;
      const found = this.lookup(header);
      if (!found) return;
      const match: ColumnMatch<F> = { field: found.field, index, header, rank: found.rank };
      const existing = result.get(found.field);
      if (!existing) result.set(found.field, [match]);
      else if (this.defs.get(found.field)?.multi) existing.push(match);
      else if (found.rank < existing[0].rank) result.set(found.field, [match]);
    });
    return result;
  }
}

// ---------------------------------------------------------------------------------------------
// Statement (mutasi) columns

export type StatementField =
  | "date"
  | "valueDate"
  | "time"
  | "description"
  | "branch"
  | "amount"
  | "direction"
  | "debit"
  | "credit"
  | "balance"
  | "openingBalance"
  | "senderName"
  | "accountNo"
  | "reference"
  | "status"
  | "username"
  | "wallet"
  | "fee"
  | "descriptionAlt"
  | "ownAccount"
  | "lineNumber"
  | "other";

export const STATEMENT_COLUMNS = new ColumnTable<StatementField>([
  { field: "date", label: "Tanggal", cell: "date", aliases: ["Date", "Tgl", "Tanggal Transaksi", "Tgl Transaksi", "Transaction Date", "Trx Date", "Txn Date", "Post Date", "Posting Date", "Tanggal Kirim", "Tanggal Mutasi", "TGL_TRAN", "Tanggal Waktu", "Waktu Transaksi", "Tanggal Bayar", "Tanggal Pembayaran", "Settle Date", "Settlement Date", "Transaction Time", "Created At", "Created Date", "Paid At", "Datetime", "Date Time", "Tanggal Jam"] },
  { field: "valueDate", label: "Tgl. Val.", cell: "date", aliases: ["Value Date", "Val. Date", "Tgl Val", "Tanggal Valuta", "Tgl Valuta", "TGL_EFEKTIF", "Effective Date", "Tanggal Efektif"] },
  { field: "time", label: "Jam", cell: "text", aliases: ["Time", "Waktu", "JAM_TRAN", "Jam Transaksi", "Pukul"] },
  { field: "description", label: "Keterangan", cell: "text", multi: true, aliases: ["Description", "Deskripsi", "Rincian Transaksi", "Rincian", "Remark", "Remarks", "Uraian", "Uraian Transaksi", "Berita", "Catatan", "DESK_TRAN", "TRREMK", "Keterangan Transaksi", "Transaction Description", "Narrative", "Detail", "Details", "Note", "Notes", "Transaction Remark"] },
  { field: "branch", label: "Cabang", cell: "text", aliases: ["Branch", "Branch Code", "Kode Cabang", "Kantor Cabang"] },
  { field: "amount", label: "Nominal", cell: "amount", aliases: ["Amount", "Jumlah", "Mutasi", "Nilai", "Jumlah Transaksi", "Transaction Amount", "TXN_AMOUNT", "Amount IDR", "Nominal Transaksi", "Gross Amount", "Gross", "Jumlah Bayar", "Nominal Bayar", "Total", "Total Amount", "Nett", "Net", "Net Amount", "Nett Amount", "Jumlah Bersih"] },
  { field: "direction", label: "CR/DB", cell: "direction", aliases: ["DB/CR", "Db/Cr", "Cr/Db", "D/K", "K/D", "C/D", "D/C", "DR/CR", "CR/DR", "Direction", "Arah", "Jenis Mutasi", "Tipe Mutasi", "Mutasi Type", "Posisi", "GLSIGN", "Tipe", "Type", "Jenis", "Jenis Transaksi", "Transaction Type", "TXN_TYPE", "Debit/Kredit", "Debit/Credit", "Kredit/Debit", "Credit/Debit", "Sign"] },
  { field: "debit", label: "Debit", cell: "amount", aliases: ["Debet", "Mutasi Debet", "Mutasi Debit", "MUTASI_DEBET", "Keluar", "Uang Keluar", "Dana Keluar", "Pengeluaran", "Withdrawal", "Debit Amount", "Debit (IDR)", "DB", "DR", "Nominal Debit", "Jumlah Debit"] },
  { field: "credit", label: "Kredit", cell: "amount", aliases: ["Credit", "Mutasi Kredit", "Mutasi Credit", "MUTASI_KREDIT", "Masuk", "Uang Masuk", "Dana Masuk", "Pemasukan", "Credit Amount", "Credit (IDR)", "CR", "Nominal Kredit", "Jumlah Kredit", "Setoran"] },
  { field: "balance", label: "Saldo", cell: "amount", aliases: ["Balance", "Saldo Akhir", "SALDO_AKHIR_MUTASI", "Ending Balance", "Running Balance", "Saldo Berjalan", "Closing Balance"] },
  { field: "openingBalance", label: "Saldo Awal", cell: "amount", aliases: ["SALDO_AWAL_MUTASI", "Opening Balance", "Starting Balance", "Beginning Balance"] },
  { field: "senderName", label: "Nama Pengirim", cell: "text", aliases: ["Nama", "Name", "Sender Name", "Sender", "Pengirim", "Nama Pembayar", "Pembayar", "Payer", "Payer Name", "Customer Name", "Nama Customer", "Nama Pelanggan", "Nama Nasabah", "Nama Rekening", "Account Name", "Nama Pemilik", "Full Name", "Fullname", "Nama Lengkap", "Nama Penerima", "Penerima", "Receiver Name", "Beneficiary Name", "Nama Player", "Player Name"] },
  { field: "accountNo", label: "No Rekening", cell: "number", aliases: ["No Rek", "Nomor Rekening", "Rekening", "Account No", "Account Number", "No Rekening Pengirim", "Rekening Pengirim", "Rekening Penerima", "No Rekening Penerima", "Beneficiary Account", "No HP", "Nomor HP", "No Handphone", "Nomor Handphone", "Phone", "Phone Number", "MSISDN", "No Telepon", "Nomor Ponsel", "Source Account", "Sender Account"] },
  { field: "reference", label: "No Referensi", cell: "text", aliases: ["Referensi", "Reference", "Reference No", "Reference Number", "Ref", "Ref No", "No Ref", "RRN", "Transaction ID", "Trx ID", "Txn ID", "TXN_ID", "ID Transaksi", "No Transaksi", "Nomor Transaksi", "Kode Transaksi", "Order ID", "No Order", "Invoice", "Invoice No", "No Invoice", "Reference ID", "Payment ID", "Journal", "Journal No", "No Jurnal", "Nomor Jurnal", "Kode Referensi", "ID Referensi", "Transaction Reference", "Trace No"] },
  { field: "status", label: "Status", cell: "status", aliases: ["Status Transaksi", "Transaction Status", "State", "Payment Status", "Status Pembayaran"] },
  { field: "username", label: "Username", cell: "text", aliases: ["User Name", "User", "User ID", "ID Pemain", "Member", "Member ID", "Player ID", "Login", "ID User"] },
  { field: "wallet", label: "E-Wallet", cell: "text", aliases: ["Penerbit", "Issuer", "Wallet", "EWallet", "Channel", "Metode", "Metode Pembayaran", "Payment Method", "Bank", "Nama Bank", "Bank Pengirim", "Acquirer"] },
  { field: "fee", label: "MDR", cell: "amount", aliases: ["Fee", "Biaya", "Biaya Admin", "Admin Fee", "MDR Fee", "Potongan"] },
  { field: "descriptionAlt", label: "Keterangan Singkat", cell: "text", aliases: [] },
  { field: "ownAccount", label: "Rekening Sendiri", cell: "text", aliases: ["Nomor Rekening Perusahaan", "Rekening Perusahaan"] },
  { field: "lineNumber", label: "No", cell: "text", aliases: ["No.", "Nomor", "Seq", "Urut", "No Urut"] },
  // headers a layout recognises and deliberately leaves unused
  { field: "other", label: "(tidak dipakai)", cell: "text", aliases: [] },
]);

// ---------------------------------------------------------------------------------------------
// BO deposit columns (bo_deposit)

export type BoDepositField = Exclude<keyof import("./types").BoDepositRow, "lineNo">;

export const BO_DEPOSIT_COLUMNS = new ColumnTable<BoDepositField>([
  { field: "ticket_no", label: "Ticket No", cell: "text", maxLength: 64, aliases: ["Ticket", "No Ticket", "Ticket ID", "Tiket", "No Tiket", "Transaction ID", "Trx ID", "ID Transaksi", "No Transaksi", "Kode Transaksi", "Deposit ID", "Order ID", "Invoice", "Invoice No"] },
  { field: "req_date", label: "Req Date", cell: "datetime", aliases: ["Request Date", "Tanggal Request", "Tgl Request", "Request Time", "Waktu Request", "Tanggal", "Date", "Tanggal Deposit", "Tanggal Transaksi", "Transaction Date", "Waktu", "Created At", "Created Date", "Tanggal Dibuat"] },
  { field: "app_date", label: "App Date", cell: "datetime", aliases: ["Approve Date", "Approval Date", "Approved Date", "Approved At", "Tanggal Approve", "Tgl Approve", "Process Date", "Processed At", "Tanggal Proses", "Completed At", "Updated At"] },
  { field: "bank_statement_date", label: "Bank Statement", cell: "date", aliases: ["Bank Statement Date", "Statement Date", "Tanggal Mutasi", "Tgl Mutasi", "Tanggal Statement"] },
  { field: "user_name", label: "Username", cell: "text", maxLength: 100, aliases: ["User Name", "User", "User ID", "Member", "Member ID", "ID Pemain", "Player ID", "Login", "Akun"] },
  { field: "full_name", label: "Fullname", cell: "text", maxLength: 150, aliases: ["Full Name", "Nama Lengkap", "Nama", "Name", "Player Name", "Nama Pemain", "Nama Player", "Member Name", "Account Name", "Nama Rekening", "Nama Pengirim"] },
  { field: "payment_type", label: "Payment Type", cell: "text", maxLength: 50, aliases: ["Payment Method", "Metode", "Metode Pembayaran", "Jenis Pembayaran", "Tipe Pembayaran", "Channel", "Type", "Tipe"] },
  { field: "depo_amount", label: "Depo Amount", cell: "amount", aliases: ["Deposit Amount", "Amount", "Nominal", "Jumlah", "Jumlah Deposit", "Nominal Deposit", "Deposit", "Gross Amount"] },
  { field: "admin_fee", label: "Admin Fee", cell: "amount", aliases: ["Biaya Admin", "Fee Admin", "Fee", "Biaya", "MDR"] },
  { field: "agent_fee", label: "Agent Fee", cell: "amount", aliases: ["Biaya Agen", "Fee Agent", "Fee Agen"] },
  { field: "player_fee", label: "Player Fee", cell: "amount", aliases: ["Biaya Player", "Fee Player", "Biaya Pemain"] },
  { field: "nett_amount", label: "Nett Amount", cell: "amount", aliases: ["Net Amount", "Nett", "Net", "Jumlah Bersih", "Nominal Bersih"] },
  { field: "player_bank", label: "Player Bank", cell: "text", maxLength: 150, aliases: ["Bank Player", "Bank Pemain", "Bank Pengirim", "Sender Bank", "From Bank", "Bank"] },
  { field: "corporate_bank", label: "Corporate Bank", cell: "text", maxLength: 150, aliases: ["Bank Tujuan", "Bank Perusahaan", "Corp Bank", "To Bank", "Destination Bank", "Rekening Tujuan", "Bank Penerima"] },
  { field: "bo_desc", label: "Bo Desc", cell: "text", maxLength: 500, truncate: true, aliases: ["Description", "Desc", "Keterangan", "Deskripsi", "Remark", "Remarks", "Catatan", "Note"] },
  { field: "bo_ref", label: "Bo Ref", cell: "text", maxLength: 100, aliases: ["Reference", "Ref", "Referensi", "No Referensi", "Ref No", "Reference No", "RRN"] },
  { field: "bo_status", label: "Bo Status", cell: "text", maxLength: 50, aliases: ["Status", "Status Transaksi"] },
  { field: "bo_reason", label: "Bo Reason", cell: "text", maxLength: 255, truncate: true, aliases: ["Reason", "Alasan"] },
  { field: "bo_handler", label: "Bo Handler", cell: "text", maxLength: 100, aliases: ["Handler", "Operator", "Admin", "Processed By", "Diproses Oleh", "Approved By"] },
  { field: "bo_website", label: "Website", cell: "text", maxLength: 20, aliases: ["Bo Website", "Web", "Situs", "Site", "Brand", "Group", "Groups", "Kode Website", "Website Code"] },
  { field: "player_ref", label: "Player Ref", cell: "text", maxLength: 100, aliases: ["Player Reference", "Ref Player"] },
  { field: "player_own_ref", label: "Player Own Ref", cell: "text", maxLength: 100, aliases: ["Own Ref", "Own Reference", "Player Own Reference"] },
]);

// ---------------------------------------------------------------------------------------------
// BO withdraw columns (bo_withdraw)

export type BoWithdrawField = Exclude<keyof import("./types").BoWithdrawRow, "lineNo">;

export const BO_WITHDRAW_COLUMNS = new ColumnTable<BoWithdrawField>([
  { field: "wd_ticket_no", label: "Ticket No", cell: "text", maxLength: 64, aliases: ["Ticket", "No Ticket", "Ticket ID", "Tiket", "No Tiket", "Transaction ID", "Trx ID", "ID Transaksi", "No Transaksi", "Kode Transaksi", "Withdraw ID", "Order ID", "Invoice", "Invoice No"] },
  { field: "wd_req_date", label: "Req Date", cell: "datetime", aliases: ["Request Date", "Tanggal Request", "Tgl Request", "Request Time", "Waktu Request", "Tanggal", "Date", "Tanggal Withdraw", "Tanggal Transaksi", "Transaction Date", "Waktu", "Created At", "Created Date"] },
  { field: "wd_app_date", label: "App Date", cell: "datetime", aliases: ["Approve Date", "Approval Date", "Approved Date", "Approved At", "Tanggal Approve", "Tgl Approve", "Process Date", "Processed At", "Tanggal Proses", "Completed At", "Updated At"] },
  { field: "wd_bank_date", label: "Bank Statement", cell: "date", aliases: ["Bank Statement Date", "Bank Date", "Statement Date", "Tanggal Mutasi", "Tgl Mutasi"] },
  { field: "wd_username", label: "Username", cell: "text", maxLength: 100, aliases: ["User Name", "User", "User ID", "Member", "Member ID", "ID Pemain", "Player ID", "Login", "Akun"] },
  { field: "wd_fullname", label: "Fullname", cell: "text", maxLength: 150, aliases: ["Full Name", "Nama Lengkap", "Nama", "Name", "Player Name", "Nama Pemain", "Nama Player", "Member Name", "Account Name", "Nama Rekening", "Nama Penerima"] },
  { field: "wd_amount", label: "Amount", cell: "amount", aliases: ["WD Amount", "Withdraw Amount", "Nominal", "Jumlah", "Jumlah Withdraw", "Nominal Withdraw", "Withdraw"] },
  { field: "wd_nett_amount", label: "Nett Amount", cell: "amount", aliases: ["Net Amount", "Nett", "Net", "Jumlah Bersih", "Nominal Bersih"] },
  { field: "wd_player_bank", label: "Player Bank", cell: "text", maxLength: 150, aliases: ["Bank Player", "Bank Pemain", "Bank Penerima", "Bank Tujuan", "Player Bank Name", "Bank", "Nama Bank"] },
  { field: "wd_player_no", label: "Player Account No", cell: "number", maxLength: 40, aliases: ["Player No", "Player Number", "Player Account", "Player Bank No", "No Rekening", "No Rek", "Nomor Rekening", "Rekening", "Account No", "Account Number", "No Rekening Pemain", "Rekening Tujuan"] },
  { field: "wd_corp_bank", label: "Corporate Bank", cell: "text", maxLength: 150, aliases: ["Corp Bank", "Bank Perusahaan", "Bank Asal", "From Bank", "Source Bank", "Rekening Asal"] },
  { field: "wd_brand", label: "Brand", cell: "text", maxLength: 100, aliases: ["Mutasi Brand", "Merek"] },
  { field: "wd_website", label: "Website", cell: "text", maxLength: 20, aliases: ["WD Website", "Web", "Situs", "Site", "Group", "Groups", "Kode Website", "Website Code"] },
  { field: "wd_remarks", label: "Remarks", cell: "text", maxLength: 500, truncate: true, aliases: ["Remark", "Keterangan", "Catatan", "Description", "Deskripsi", "Note"] },
  { field: "wd_status", label: "WD Status", cell: "text", maxLength: 50, aliases: ["Status", "Status Transaksi", "Status Withdraw"] },
  { field: "wd_handler", label: "Handler", cell: "text", maxLength: 100, aliases: ["Operator", "Admin", "Processed By", "Diproses Oleh", "Approved By"] },
  { field: "wd_ref_code", label: "Ref Code", cell: "text", maxLength: 100, aliases: ["Reference", "Ref", "Referensi", "No Referensi", "Ref No", "Reference No", "Reference Code"] },
  { field: "wd_own_ref_code", label: "Own Ref Code", cell: "text", maxLength: 100, aliases: ["Own Ref", "Own Reference", "Own Ref No"] },
  { field: "wd_last_balance", label: "Last Balance", cell: "amount", aliases: ["Saldo Terakhir", "Balance", "Saldo", "Saldo Akhir", "Player Balance"] },
]);
