import type { LineMark } from "~/services/review/line-marks";
import type { UploadTarget } from "~/models/upload-batch.server";
import type { Cents } from "~/services/money";
import type { DirectionCode } from "~/services/review/ledger-direction";

export type { UploadTarget };

/** The upload page's Transaction Type: Deposit (depo) or Withdraw (wd). */
export type TransactionType = DirectionCode;

/** CR: money in (a player's deposit); DB: money out (a withdrawal paid to a player). */
export type Direction = "CR" | "DB";

/** E-wallets recognised as the counterparty of a bank line. */
export type Wallet = "GOPAY" | "OVO" | "SHOPEEPAY" | "DANA" | "LINKAJA";

/** What the file is read as: a number of invalid rows never stops the read, every one is listed. */
export interface Problem {
  /** physical line of the file where the row starts (1-based, header and preamble counted) */
  line: number;
  /** the column's header as the file spells it ('' when the row as a whole is wrong) */
  column: string;
  /** in Indonesian, shown to staff as is */
  reason: string;
}

/** Each line counts once: pending first, then ignored, then other direction, else imported. */
export interface UploadCounts {
  /** rows returned in `rows` */
  imported: number;
  /** statement lines of the other direction (debits in a deposit upload, credits in a withdraw upload) */
  otherDirection: number;
  /** lines not yet booked (BCA `PEND`, a status PENDING): counted, not imported */
  pending: number;
  /** lines deliberately left out: failed or cancelled status, zero amount, bank fee lines */
  ignored: number;
}

/** Totals a bank writes after the lines (KlikBCA, KlikBCA Bisnis); all were checked against the lines. */
export interface StatementFooter {
  openingCents?: Cents;
  closingCents?: Cents;
  creditCents?: Cents;
  debitCents?: Cents;
  creditCount?: number;
  debitCount?: number;
}

/** What a statement's preamble says about itself; the caller may compare it with the chosen akun bank. */
export interface StatementInfo {
  accountNo?: string;
  accountName?: string;
  /** YYYY-MM-DD */
  periodFrom?: string;
  /** YYYY-MM-DD */
  periodTo?: string;
}

export interface ParseResult<Row> {
  target: UploadTarget;
  /** id of the layout detected, e.g. 'klikbca-individual', 'template-bca' */
  layout: string;
  /** its name for messages, e.g. 'KlikBCA Individual CSV' */
  layoutLabel: string;
  /** every row to import, unless `onRows` took them */
  rows: Row[];
  problems: Problem[];
  counts: UploadCounts;
  /** sum of the imported rows' amounts */
  totalCents: Cents;
  /** distinct business dates (YYYY-MM-DD) of the imported rows, sorted */
  dates: string[];
  /** statements: the days of every booked line, whatever its direction (a deposit account's day of only debits is still its day) */
  lineDays?: string[];
  footer?: StatementFooter;
  statement?: StatementInfo;
  /** what the reading corrected or allowed, said to the clerk with the result */
  notes?: string[];
  /** statements: lines of the other direction saying money came back, which the upload weighs against its own lines */
  returned?: ReturnedLine[];
}

/**
 * A line of the direction an upload does not import that says money came back: a payout bounced
 * back to the company's account, or a deposit refunded to the player (returned-lines.server.ts).
 */
export interface ReturnedLine {
  date: string;
  amountCents: Cents;
  /** who the money came back from, or went back to */
  name: string | null;
  accountNo: string | null;
  bookedAt: Date | null;
  description: string;
  /** the line of the file it was read from */
  lineNo: number;
  /** the bank's reference of the line (Mandiri's number before /NAME/): a return quotes its payout's */
  reference: string | null;
  /** the file lists its lines newest first (its balances say so, or its dates run backwards) */
  newestFirst: boolean;
  /** the file says which way its lines run (balances, or dates across days); else only times order them */
  orderKnown: boolean;
  /**
   * The text does not say money came back: a credit on a withdraw account from a person, which may
   * be a payout to that person bounced without the bank's word for it. It only ever doubts a
   * payout of its amount and person (never marks it), and is not reported when none fits.
   */
  unsure?: boolean;
  /** read from an earlier upload of a later day, kept until its line came (upload/ingest/waiting-returns.server.ts) */
  waitingId?: number;
  /** the batch of the upload that kept it: the lines stored by then were weighed then, it reaches only those stored since */
  keptBy?: number;
}

/**
 * One line of a bank or e-wallet statement (mutasi), for mutasi_deposit or mutasi_withdraw.
 * Amounts are integer cents; turn them into DECIMAL strings with centsToDecimal when writing.
 */
export interface StatementRow {
  lineNo: number;
  /** business date of the line, YYYY-MM-DD (Asia/Jakarta) */
  date: string;
  /** always positive; the sign is `direction` */
  amountCents: Cents;
  direction: Direction;
  /** the statement's text, spaces collapsed */
  description: string;
  /** the counterparty's name (sender of a credit, receiver of a debit), honorifics stripped, upper case */
  senderName: string | null;
  /** the counterparty's account or phone number when the file carries one */
  accountNo: string | null;
  /** transaction reference (QRIS RRN, Nexus Pay order id, auto TX id, DANA TXN_ID, bank journal / reference no) */
  reference: string | null;
  /** what the sender typed as news (berita: `DEPO PL123X`), apart from the sender's name */
  remark: string | null;
  /** the bank's reference written in the text (`0205/FTSCY/WS95031`, BNI's journal part), beside the file's own reference column */
  textReference: string | null;
  /** the instant the bank booked the line (Jakarta wall time read as UTC), null when the file gives only a date */
  bookedAt: Date | null;
  /** running balance after the line, when the file has one */
  balanceCents: Cents | null;
  /** true only for pending lines, which `rows` holds only with `includePending` */
  pending: boolean;
  /** not a player's money, as the line's own text says (interest, tax, a fee, a refund, a correction) */
  mark?: LineMark | null;
  /** e-wallet the money came from or went to, when recognisable */
  wallet: Wallet | null;
  /** player username, when the report carries it (auto TX, Nexus Pay) */
  username: string | null;
}

/** A bo_deposit row as read from a BO export (columns as the table names them; money in cents). */
export interface BoDepositRow {
  lineNo: number;
  ticket_no: string;
  user_name: string;
  full_name: string;
  depo_amount: Cents;
  /** UTC instant of the request (the file's Jakarta wall time converted) */
  req_date: Date;
  app_date: Date | null;
  /** YYYY-MM-DD: the file's own statement-date column, else the Jakarta day of req_date */
  bank_statement_date: string;
  payment_type: string | null;
  admin_fee: Cents | null;
  agent_fee: Cents | null;
  player_fee: Cents | null;
  nett_amount: Cents | null;
  player_bank: string | null;
  corporate_bank: string | null;
  bo_desc: string | null;
  bo_ref: string | null;
  bo_status: string | null;
  bo_reason: string | null;
  bo_handler: string | null;
  /** website code, upper case */
  bo_website: string;
  player_ref: string | null;
  player_own_ref: string | null;
}

/** A bo_withdraw row as read from a BO export (columns as the table names them; money in cents). */
export interface BoWithdrawRow {
  lineNo: number;
  wd_ticket_no: string;
  wd_username: string;
  wd_fullname: string;
  wd_amount: Cents;
  wd_req_date: Date;
  wd_app_date: Date | null;
  /** YYYY-MM-DD: the file's own statement-date column, else the Jakarta day of wd_req_date */
  wd_bank_date: string;
  wd_brand: string | null;
  wd_player_bank: string | null;
  wd_player_no: string | null;
  wd_nett_amount: Cents | null;
  wd_corp_bank: string | null;
  /** website code, upper case */
  wd_website: string;
  wd_remarks: string | null;
  wd_status: string | null;
  wd_handler: string | null;
  wd_ref_code: string | null;
  wd_own_ref_code: string | null;
  wd_last_balance: Cents | null;
}

export type UploadRow = StatementRow | BoDepositRow | BoWithdrawRow;

/** The bytes of an upload: a stream of chunks (multipart part, file stream) or the whole file. */
export type UploadInput = AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer | Uint8Array> | Buffer | Uint8Array | string;

export interface ParseContext {
  transaction: TransactionType;
  /**
   * The Tanggal Mutasi the user picked (YYYY-MM-DD). Dates without a year (`'DD/MM`) take the
   * year that puts them nearest to it; without it and without a Periode line such dates are invalid.
   */
  statementDate?: string;
  /** Website code chosen on the form (groups): fills, and must agree with, a BO file's website column. */
  website?: string;
  /** Refuse larger files while reading (bytes). */
  maxBytes?: number;
  /** Return pending lines in `rows` too (marked pending: true); they are counted either way. */
  includePending?: boolean;
  /** The present moment (tests); a date more than a day after it is refused as a misread date. */
  now?: Date;
  /**
   * A statement of an akun bank may hold no line at all (a day without a transaction): its header
   * alone is read as that, not refused. Else a file of only a header is refused.
   */
  emptyStatement?: boolean;
  /**
   * Takes the rows as they are read instead of `rows` keeping them (it stays empty): they are
   * handed over in batches, in file order, while the rest is still being read. Rows stop coming
   * at the first problem, since the file will be refused; the reading goes on to list every
   * problem. A statement's balances and footer are checked after its last line, so a refusal
   * may follow rows already handed over: the caller writes them where it can take them back.
   */
  onRows?: (rows: UploadRow[]) => Promise<void>;
}
