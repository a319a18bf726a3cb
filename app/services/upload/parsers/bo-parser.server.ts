import { caseKey } from "~/models/letter-case";
import { ValidationError } from "~/services/errors";
import { parseAmountCell, plainAmountCents } from "./amounts";
import type { BoDepositField, BoWithdrawField, CellKind, ColumnMatch } from "./columns";
import { inferYear, parseWallTime, wallTimeToInstant, wallTimeToJakartaDay, type WallTime } from "./dates";
import type { BoDepositLayout, BoWithdrawLayout, Layout } from "./layouts";
import { MESSAGES } from "./messages";
import { openTable } from "./reader.server";
import { cleanCell, collapseSpaces, isBlankRecord, isExcelScientific } from "./text";
import type { BoDepositRow, BoWithdrawRow, ParseContext, ParseResult, Problem, UploadInput } from "./types";

/** A date and a time with AM/PM, the first two numbers of the date captured: how Excel set to the United States saves a BO time. */
const US_EXCEL_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}\s+\d{1,2}[:.]\d{2}(?:[:.]\d{2})?\s*[AP]\.?M\.?$/i;

const usExcelDate = (text: string) =>
  `Tanggal "${text}" bisa dibaca bulan/tanggal (jam AM/PM: Excel dengan setelan Amerika) atau tanggal/bulan. Ekspor ulang dari BO, atau simpan dengan format dd/mm/yyyy HH:mm`;

/**
 * Reading a BO export into bo_deposit or bo_withdraw rows. Deposit and withdraw differ only in
 * column names, so one reader serves both through a small description of the table's key columns.
 * Times in BO exports are Jakarta wall time; req_date becomes a UTC instant.
 */
export interface BoParseOptions {
  choiceLabel: string;
  foreign: readonly Layout[];
}

type Value = string | number | Date | null;

interface Keys<F extends string> {
  ticket: F;
  amount: F;
  reqDate: F;
  statementDate: F;
  website: F;
  /** used as the website when the file has no website column (withdraw exports name it Brand) */
  websiteFallback?: F;
  /** the player's full name, "" when the file leaves it empty */
  fullName: F;
  /** the row of one line, from its fields' values */
  rowOf: RowBuilder<F, BoDepositRow | BoWithdrawRow>;
}

/** Where a field's value sits among a line's values (FieldReader order), -1 when the file lacks it. */
type SlotOf<F extends string> = (field: F) => number;

/**
 * The rows of a file, each one object literal with its fields written out: a row grown field by
 * field under computed names took a third of the whole parse of a 100k-row export.
 */
type RowBuilder<F extends string, Row> = (slotOf: SlotOf<F>) => (lineNo: number, values: readonly (Value | undefined)[]) => Row;

/** The value a cell's reader made (text, cents, instant), null when empty or not in the file. */
function valueAt<T>(values: readonly (Value | undefined)[], slot: number): T {
  return (slot < 0 ? null : (values[slot] ?? null)) as T;
}

/** A cell that cannot be read; the reason is shown to staff. */
class Unreadable {
  constructor(readonly reason: string) {}
}

/** One field of the row: where its text comes from and how it is read. */
interface FieldReader<F> {
  field: F;
  /** the file's column, or -1 when the layout's default text fills the field */
  index: number;
  /** the column's header as the file spells it, for problems */
  header: string;
  fallback: string;
  read: (text: string) => Value | Unreadable;
}

/**
 * How each kind of cell is read, made once per file. Reading a date-time also leaves its
 * Jakarta day in `day`, so the statement day needs no second pass over the text.
 */
class CellReaders {
  day: string | null = null;

  constructor(
    private readonly statementDate: string | undefined,
    /** a time after this is a misread date (a month taken for a day), not a future request */
    private readonly latest: number,
  ) {}

  readerFor(kind: CellKind, maxLength: number | undefined, truncate: boolean): (text: string) => Value | Unreadable {
    switch (kind) {
      case "amount":
        return (text) => this.amount(text);
      case "date":
        return (text) => this.date(text, false);
      case "datetime":
        return (text) => this.date(text, true);
      case "number":
        return (text) => this.limited(text.replace(/[^0-9]/g, "") || null, maxLength, truncate);
      default:
        return (text) => this.limited(collapseSpaces(text), maxLength, truncate);
    }
  }

  private amount(text: string): number | null | Unreadable {
    const plain = plainAmountCents(text);
    if (plain >= 0) return plain;
    const amount = parseAmountCell(text);
    if (amount.kind === "invalid") return new Unreadable(`Nominal tidak valid: "${text}"`);
    return amount.kind === "amount" ? amount.cents : null;
  }

  private date(text: string, withTime: boolean): string | Date | Unreadable {
    const meridiem = text.length > 12 && (text.endsWith("M") || text.endsWith("m") || text.endsWith(".")) ? US_EXCEL_DATE.exec(text) : null;
    // 11/5/2026 1:24 PM: Excel set to the United States writes the month first; day first, it read as 11 May
    if (meridiem && Number(meridiem[1]) <= 12 && Number(meridiem[1]) !== Number(meridiem[2])) return new Unreadable(usExcelDate(text));
    const wall = parseWallTime(text);
    if (!wall) return new Unreadable(`Tanggal tidak valid: "${text}"`);
    let dated: WallTime & { year: number };
    if (wall.year === null) {
      const year = this.statementDate ? inferYear(wall.month, wall.day, this.statementDate) : null;
      if (year === null) return new Unreadable(`Tanggal tidak valid: "${text}" tanpa tahun`);
      dated = { ...wall, year };
    } else dated = wall as WallTime & { year: number };
    this.day = wallTimeToJakartaDay(dated);
    if (!withTime) return this.day;
    const instant = wallTimeToInstant(dated);
    if (instant.getTime() > this.latest) return new Unreadable(`Tanggal tidak valid: "${text}" (di masa depan)`);
    return instant;
  }

  private limited(value: string | null, maxLength: number | undefined, truncate: boolean): string | null | Unreadable {
    if (value === null || maxLength === undefined || value.length <= maxLength) return value;
    return truncate ? value.slice(0, maxLength) : new Unreadable(`Teks terlalu panjang (maksimal ${maxLength} karakter)`);
  }
}

async function parseBoFile<F extends string, Row extends BoDepositRow | BoWithdrawRow>(
  layouts: readonly (BoDepositLayout | BoWithdrawLayout)[],
  input: UploadInput,
  context: ParseContext,
  options: BoParseOptions,
  keys: Keys<F>,
  target: "bo_deposit" | "bo_withdraw",
): Promise<ParseResult<Row>> {
  const table = await openTable(input, layouts, { choiceLabel: options.choiceLabel, foreign: options.foreign, maxBytes: context.maxBytes });
  const layout = table.layout;
  const columns = layout.columns as unknown as { defs: ReadonlyMap<F, { cell: CellKind; label: string; maxLength?: number; truncate?: boolean }> };
  const fields = table.mapping.fields as Map<F, ColumnMatch<string>[]>;
  const websiteColumn = fields.get(keys.website)?.[0] ?? (keys.websiteFallback ? fields.get(keys.websiteFallback)?.[0] : undefined);
  const chosenWebsite = context.website?.trim().toUpperCase() || null;
  if (!websiteColumn && !chosenWebsite) {
    throw new ValidationError(`❌ Kolom Website tidak ada di file ${options.choiceLabel}: tambahkan kolom Website berisi kode website.`);
  }
  const defaults = (layout.defaults ?? {}) as Partial<Record<F, string>>;
  // what each field reads, worked out once rather than per row
  const readers = new CellReaders(context.statementDate, (context.now ?? new Date()).getTime() + 86_400_000);
  const plan: FieldReader<F>[] = [...columns.defs].map(([field, def]) => {
    const match = fields.get(field)?.[0];
    return {
      field,
      index: match ? match.index : -1,
      header: match?.header ?? def.label,
      fallback: defaults[field] ?? "",
      read: readers.readerFor(def.cell, def.maxLength, def.truncate === true),
    };
  });
  const slot = Object.fromEntries(plan.map(({ field }, index) => [field, index])) as Record<F, number>;
  const required = (layout.requiredCells as readonly F[]).filter((field) => field in slot).map((field) => slot[field]);
  const ticketSlot = slot[keys.ticket];
  const amountSlot = slot[keys.amount];
  const requestSlot = slot[keys.reqDate];
  const statementSlot = slot[keys.statementDate];
  const websiteSlot = slot[keys.website];
  const fullNameSlot = slot[keys.fullName];
  const rowOf = keys.rowOf((field) => slot[field] ?? -1);
  // per field of the row being read: its value, null when empty, undefined when unreadable
  const values: (Value | undefined)[] = new Array(plan.length).fill(null);

  let rows: Row[] = [];
  let imported = 0;
  const problems: Problem[] = [];
  const tickets = new Map<string, number>();
  const dates = new Set<string>();
  let totalCents = 0;
  let dataLines = 0;

  for await (const batch of table.batches) {
    for (const record of batch) {
      const cells = record.cells;
      if (isBlankRecord(cells)) continue;
      dataLines++;
      const line = record.line;
      const before = problems.length;
      let requestDay: string | null = null;

      for (let k = 0; k < plan.length; k++) {
        const reader = plan[k];
        const text = reader.index >= 0 ? cleanCell(cells[reader.index]) : reader.fallback;
        values[k] = null;
        if (text === "") continue;
        const value = reader.read(text);
        if (value instanceof Unreadable) {
          // already a problem: not also an empty required cell
          values[k] = undefined;
          problems.push({ line, column: reader.header, reason: value.reason });
        } else if (isExcelScientific(text)) {
          // 1.23457E+12: Excel kept six digits of a ticket or an account, and two tickets became one
          values[k] = undefined;
          problems.push({ line, column: reader.header, reason: MESSAGES.excelDamaged(text, "BO") });
        } else {
          values[k] = value;
          if (k === requestSlot) requestDay = readers.day;
        }
      }
      for (const k of required) {
        if (values[k] === null) problems.push({ line, column: plan[k].header, reason: "Kolom wajib kosong" });
      }
      const amount = values[amountSlot];
      if (typeof amount === "number" && amount <= 0) {
        problems.push({ line, column: plan[amountSlot].header, reason: `Nominal harus lebih dari 0: "${cleanCell(cells[plan[amountSlot].index])}"` });
      }

      const fileWebsite = websiteColumn ? cleanCell(cells[websiteColumn.index]).toUpperCase() : "";
      if (fileWebsite && chosenWebsite && fileWebsite !== chosenWebsite) {
        problems.push({ line, column: websiteColumn!.header, reason: `Website tidak sesuai: "${fileWebsite}" (dipilih ${chosenWebsite})` });
      } else if (!fileWebsite && !chosenWebsite) {
        problems.push({ line, column: websiteColumn!.header, reason: "Kolom wajib kosong" });
      }

      const ticket = values[ticketSlot];
      if (typeof ticket === "string") {
        const key = caseKey(ticket);
        const earlier = tickets.get(key);
        if (earlier !== undefined) {
          problems.push({ line, column: plan[ticketSlot].header, reason: `Ticket No ganda: "${ticket}" sudah ada di baris ${earlier}` });
        } else tickets.set(key, line);
      }

      if (problems.length > before) continue;
      const day = (values[statementSlot] as string | null) ?? requestDay!;
      // every field as its cell was read (text, cents, instant or null), then what the row works out
      values[statementSlot] = day;
      values[websiteSlot] = fileWebsite || chosenWebsite!;
      values[fullNameSlot] ??= "";
      rows.push(rowOf(line, values) as Row);
      imported++;
      totalCents += amount as number;
      dates.add(day);
    }
    if (context.onRows && rows.length > 0) {
      // after a problem the file will be refused: its rows are not kept either
      if (problems.length === 0) await context.onRows(rows);
      rows = [];
    }
  }
  if (dataLines === 0) throw new ValidationError(MESSAGES.headerOnly);
  if (context.onRows) rows = [];

  return {
    target,
    layout: layout.id,
    layoutLabel: layout.label,
    rows,
    problems,
    counts: { imported, otherDirection: 0, pending: 0, ignored: 0 },
    totalCents,
    dates: [...dates].sort(),
  };
}

/** A BO export's reader for one ledger, told by the names its key columns have there. */
function boFileParser<F extends string, Row extends BoDepositRow | BoWithdrawRow, L extends BoDepositLayout | BoWithdrawLayout>(
  target: "bo_deposit" | "bo_withdraw",
  keys: Keys<F>,
) {
  return (layouts: readonly L[], input: UploadInput, context: ParseContext, options: BoParseOptions): Promise<ParseResult<Row>> =>
    parseBoFile<F, Row>(layouts, input, context, options, keys, target);
}

const boDepositRow: RowBuilder<BoDepositField, BoDepositRow> = (slotOf) => {
  // an object literal of numbers: read in the loop as plain properties
  const at = {
    ticket_no: slotOf("ticket_no"),
    user_name: slotOf("user_name"),
    full_name: slotOf("full_name"),
    depo_amount: slotOf("depo_amount"),
    req_date: slotOf("req_date"),
    app_date: slotOf("app_date"),
    bank_statement_date: slotOf("bank_statement_date"),
    payment_type: slotOf("payment_type"),
    admin_fee: slotOf("admin_fee"),
    agent_fee: slotOf("agent_fee"),
    player_fee: slotOf("player_fee"),
    nett_amount: slotOf("nett_amount"),
    player_bank: slotOf("player_bank"),
    corporate_bank: slotOf("corporate_bank"),
    bo_desc: slotOf("bo_desc"),
    bo_ref: slotOf("bo_ref"),
    bo_status: slotOf("bo_status"),
    bo_reason: slotOf("bo_reason"),
    bo_handler: slotOf("bo_handler"),
    bo_website: slotOf("bo_website"),
    player_ref: slotOf("player_ref"),
    player_own_ref: slotOf("player_own_ref"),
  };
  return (lineNo, values) => ({
    lineNo,
    ticket_no: valueAt(values, at.ticket_no),
    user_name: valueAt(values, at.user_name),
    full_name: valueAt(values, at.full_name),
    depo_amount: valueAt(values, at.depo_amount),
    req_date: valueAt(values, at.req_date),
    app_date: valueAt(values, at.app_date),
    bank_statement_date: valueAt(values, at.bank_statement_date),
    payment_type: valueAt(values, at.payment_type),
    admin_fee: valueAt(values, at.admin_fee),
    agent_fee: valueAt(values, at.agent_fee),
    player_fee: valueAt(values, at.player_fee),
    nett_amount: valueAt(values, at.nett_amount),
    player_bank: valueAt(values, at.player_bank),
    corporate_bank: valueAt(values, at.corporate_bank),
    bo_desc: valueAt(values, at.bo_desc),
    bo_ref: valueAt(values, at.bo_ref),
    bo_status: valueAt(values, at.bo_status),
    bo_reason: valueAt(values, at.bo_reason),
    bo_handler: valueAt(values, at.bo_handler),
    bo_website: valueAt(values, at.bo_website),
    player_ref: valueAt(values, at.player_ref),
    player_own_ref: valueAt(values, at.player_own_ref),
  });
};

const boWithdrawRow: RowBuilder<BoWithdrawField, BoWithdrawRow> = (slotOf) => {
  // an object literal of numbers: read in the loop as plain properties
  const at = {
    wd_ticket_no: slotOf("wd_ticket_no"),
    wd_username: slotOf("wd_username"),
    wd_fullname: slotOf("wd_fullname"),
    wd_amount: slotOf("wd_amount"),
    wd_req_date: slotOf("wd_req_date"),
    wd_app_date: slotOf("wd_app_date"),
    wd_bank_date: slotOf("wd_bank_date"),
    wd_brand: slotOf("wd_brand"),
    wd_player_bank: slotOf("wd_player_bank"),
    wd_player_no: slotOf("wd_player_no"),
    wd_nett_amount: slotOf("wd_nett_amount"),
    wd_corp_bank: slotOf("wd_corp_bank"),
    wd_website: slotOf("wd_website"),
    wd_remarks: slotOf("wd_remarks"),
    wd_status: slotOf("wd_status"),
    wd_handler: slotOf("wd_handler"),
    wd_ref_code: slotOf("wd_ref_code"),
    wd_own_ref_code: slotOf("wd_own_ref_code"),
    wd_last_balance: slotOf("wd_last_balance"),
  };
  return (lineNo, values) => ({
    lineNo,
    wd_ticket_no: valueAt(values, at.wd_ticket_no),
    wd_username: valueAt(values, at.wd_username),
    wd_fullname: valueAt(values, at.wd_fullname),
    wd_amount: valueAt(values, at.wd_amount),
    wd_req_date: valueAt(values, at.wd_req_date),
    wd_app_date: valueAt(values, at.wd_app_date),
    wd_bank_date: valueAt(values, at.wd_bank_date),
    wd_brand: valueAt(values, at.wd_brand),
    wd_player_bank: valueAt(values, at.wd_player_bank),
    wd_player_no: valueAt(values, at.wd_player_no),
    wd_nett_amount: valueAt(values, at.wd_nett_amount),
    wd_corp_bank: valueAt(values, at.wd_corp_bank),
    wd_website: valueAt(values, at.wd_website),
    wd_remarks: valueAt(values, at.wd_remarks),
    wd_status: valueAt(values, at.wd_status),
    wd_handler: valueAt(values, at.wd_handler),
    wd_ref_code: valueAt(values, at.wd_ref_code),
    wd_own_ref_code: valueAt(values, at.wd_own_ref_code),
    wd_last_balance: valueAt(values, at.wd_last_balance),
  });
};

export const parseBoDepositFile = boFileParser<BoDepositField, BoDepositRow, BoDepositLayout>("bo_deposit", { ticket: "ticket_no", amount: "depo_amount", reqDate: "req_date", statementDate: "bank_statement_date", website: "bo_website", fullName: "full_name", rowOf: boDepositRow });
export const parseBoWithdrawFile = boFileParser<BoWithdrawField, BoWithdrawRow, BoWithdrawLayout>("bo_withdraw", { ticket: "wd_ticket_no", amount: "wd_amount", reqDate: "wd_req_date", statementDate: "wd_bank_date", website: "wd_website", websiteFallback: "wd_brand", fullName: "wd_fullname", rowOf: boWithdrawRow });
