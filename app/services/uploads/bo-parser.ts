import { ValidationError } from "~/services/errors";
import { parseAmountCell } from "./amounts";
import type { BoDepositField, BoWithdrawField, CellKind, ColumnMatch } from "./columns";
import { inferYear, parseWallTime, wallTimeToInstant, wallTimeToJakartaDay } from "./dates";
import type { BoDepositLayout, BoWithdrawLayout, Layout } from "./layouts";
import { MESSAGES } from "./messages";
import { openTable } from "./reader";
import { cleanCell, collapseSpaces, isBlankRecord } from "./text";
import type { BoDepositRow, BoWithdrawRow, ParseContext, ParseResult, Problem, UploadInput } from "./types";

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
}

interface CellRead {
  value: Value;
  /** the Jakarta day of a date-time cell */
  day?: string;
}

function readCell(kind: CellKind, text: string, statementDate: string | undefined): CellRead | { reason: string } {
  if (text === "") return { value: null };
  switch (kind) {
    case "amount": {
      const amount = parseAmountCell(text);
      if (amount.kind === "invalid") return { reason: `Nominal tidak valid: "${text}"` };
      return { value: amount.kind === "amount" ? amount.cents : null };
    }
    case "date":
    case "datetime": {
      const wall = parseWallTime(text);
      if (!wall) return { reason: `Tanggal tidak valid: "${text}"` };
      const year = wall.year ?? (statementDate ? inferYear(wall.month, wall.day, statementDate) : null);
      if (year === null) return { reason: `Tanggal tidak valid: "${text}" tanpa tahun` };
      const withYear = { ...wall, year };
      const day = wallTimeToJakartaDay(withYear);
      return kind === "date" ? { value: day, day } : { value: wallTimeToInstant(withYear), day };
    }
    case "number":
      return { value: text.replace(/[^0-9]/g, "") || null };
    default:
      return { value: collapseSpaces(text) };
  }
}

async function parseBoFile<F extends string, Row extends { lineNo: number }>(
  layouts: readonly (BoDepositLayout | BoWithdrawLayout)[],
  input: UploadInput,
  context: ParseContext,
  options: BoParseOptions,
  keys: Keys<F>,
  build: (values: Map<F, Value>, line: number, day: string, website: string) => Row,
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
  // a time after tomorrow is a misread date (a month taken for a day), not a future request
  const latest = (context.now ?? new Date()).getTime() + 86_400_000;
  const values = new Map<F, Value>();
  const plan = [...columns.defs].map(([field, def]) => ({ field, def, match: fields.get(field)?.[0], fallback: defaults[field] ?? "" }));

  const rows: Row[] = [];
  const problems: Problem[] = [];
  const tickets = new Map<string, number>();
  const dates = new Set<string>();
  const websites = new Set<string>();
  let totalCents = 0;
  let dataLines = 0;

  for await (const batch of table.batches) {
    for (const record of batch) {
      if (isBlankRecord(record.cells)) continue;
      dataLines++;
      const line = record.line;
      const before = problems.length;
      values.clear();
      let requestDay: string | null = null;

      for (const { field, def, match, fallback } of plan) {
        const text = match ? cleanCell(record.cells[match.index]) : fallback;
        if (text === "") {
          values.set(field, null);
          continue;
        }
        const read = readCell(def.cell, text, context.statementDate);
        if ("reason" in read) {
          problems.push({ line, column: match?.header ?? def.label, reason: read.reason });
          continue;
        }
        if (typeof read.value === "string" && def.maxLength !== undefined && read.value.length > def.maxLength) {
          if (def.truncate) read.value = read.value.slice(0, def.maxLength);
          else {
            problems.push({ line, column: match?.header ?? def.label, reason: `Teks terlalu panjang (maksimal ${def.maxLength} karakter)` });
            continue;
          }
        }
        if (read.value instanceof Date && read.value.getTime() > latest) {
          problems.push({ line, column: match?.header ?? def.label, reason: `Tanggal tidak valid: "${text}" (di masa depan)` });
          continue;
        }
        values.set(field, read.value);
        if (field === keys.reqDate && read.day) requestDay = read.day;
      }
      for (const field of layout.requiredCells as readonly F[]) {
        if (values.has(field) && values.get(field) === null) {
          problems.push({ line, column: fields.get(field)?.[0]?.header ?? columns.defs.get(field)!.label, reason: "Kolom wajib kosong" });
        }
      }
      const amount = values.get(keys.amount);
      if (typeof amount === "number" && amount <= 0) {
        problems.push({ line, column: fields.get(keys.amount)![0].header, reason: `Nominal harus lebih dari 0: "${cleanCell(record.cells[fields.get(keys.amount)![0].index])}"` });
      }

      const fileWebsite = websiteColumn ? cleanCell(record.cells[websiteColumn.index]).toUpperCase() : "";
      if (fileWebsite && chosenWebsite && fileWebsite !== chosenWebsite) {
        problems.push({ line, column: websiteColumn!.header, reason: `Website tidak sesuai: "${fileWebsite}" (dipilih ${chosenWebsite})` });
      } else if (!fileWebsite && !chosenWebsite) {
        problems.push({ line, column: websiteColumn!.header, reason: "Kolom wajib kosong" });
      }

      const ticket = values.get(keys.ticket);
      if (typeof ticket === "string") {
        const earlier = tickets.get(ticket);
        if (earlier !== undefined) {
          problems.push({ line, column: fields.get(keys.ticket)![0].header, reason: `Ticket No ganda: "${ticket}" sudah ada di baris ${earlier}` });
        } else tickets.set(ticket, line);
      }

      if (problems.length > before) continue;
      const day = (values.get(keys.statementDate) as string | null) ?? requestDay!;
      const website = fileWebsite || chosenWebsite!;
      rows.push(build(values, line, day, website));
      totalCents += amount as number;
      dates.add(day);
      websites.add(website);
    }
  }
  if (dataLines === 0) throw new ValidationError(MESSAGES.headerOnly);

  return {
    target,
    layout: layout.id,
    layoutLabel: layout.label,
    rows,
    problems,
    counts: { imported: rows.length, otherDirection: 0, pending: 0, ignored: 0 },
    totalCents,
    dates: [...dates].sort(),
    websites: [...websites].sort(),
  };
}

const text = (value: Value | undefined) => (typeof value === "string" ? value : null);
const cents = (value: Value | undefined) => (typeof value === "number" ? value : null);
const instant = (value: Value | undefined) => (value instanceof Date ? value : null);

export function parseBoDepositFile(
  layouts: readonly BoDepositLayout[],
  input: UploadInput,
  context: ParseContext,
  options: BoParseOptions,
): Promise<ParseResult<BoDepositRow>> {
  const keys: Keys<BoDepositField> = { ticket: "ticket_no", amount: "depo_amount", reqDate: "req_date", statementDate: "bank_statement_date", website: "bo_website" };
  return parseBoFile(layouts, input, context, options, keys, (v, lineNo, day, website): BoDepositRow => ({
    lineNo,
    ticket_no: text(v.get("ticket_no"))!,
    user_name: text(v.get("user_name"))!,
    full_name: text(v.get("full_name")) ?? "",
    depo_amount: cents(v.get("depo_amount"))!,
    req_date: instant(v.get("req_date"))!,
    app_date: instant(v.get("app_date")),
    bank_statement_date: day,
    payment_type: text(v.get("payment_type")),
    admin_fee: cents(v.get("admin_fee")),
    agent_fee: cents(v.get("agent_fee")),
    player_fee: cents(v.get("player_fee")),
    nett_amount: cents(v.get("nett_amount")),
    player_bank: text(v.get("player_bank")),
    corporate_bank: text(v.get("corporate_bank")),
    bo_desc: text(v.get("bo_desc")),
    bo_ref: text(v.get("bo_ref")),
    bo_status: text(v.get("bo_status")),
    bo_reason: text(v.get("bo_reason")),
    bo_handler: text(v.get("bo_handler")),
    bo_website: website,
    player_ref: text(v.get("player_ref")),
    player_own_ref: text(v.get("player_own_ref")),
  }), "bo_deposit");
}

export function parseBoWithdrawFile(
  layouts: readonly BoWithdrawLayout[],
  input: UploadInput,
  context: ParseContext,
  options: BoParseOptions,
): Promise<ParseResult<BoWithdrawRow>> {
  const keys: Keys<BoWithdrawField> = {
    ticket: "wd_ticket_no",
    amount: "wd_amount",
    reqDate: "wd_req_date",
    statementDate: "wd_bank_date",
    website: "wd_website",
    websiteFallback: "wd_brand",
  };
  return parseBoFile(layouts, input, context, options, keys, (v, lineNo, day, website): BoWithdrawRow => ({
    lineNo,
    wd_ticket_no: text(v.get("wd_ticket_no"))!,
    wd_username: text(v.get("wd_username"))!,
    wd_fullname: text(v.get("wd_fullname")) ?? "",
    wd_amount: cents(v.get("wd_amount"))!,
    wd_req_date: instant(v.get("wd_req_date"))!,
    wd_app_date: instant(v.get("wd_app_date")),
    wd_bank_date: day,
    wd_brand: text(v.get("wd_brand")),
    wd_player_bank: text(v.get("wd_player_bank")),
    wd_player_no: text(v.get("wd_player_no")),
    wd_nett_amount: cents(v.get("wd_nett_amount")),
    wd_corp_bank: text(v.get("wd_corp_bank")),
    wd_website: website,
    wd_remarks: text(v.get("wd_remarks")),
    wd_status: text(v.get("wd_status")),
    wd_handler: text(v.get("wd_handler")),
    wd_ref_code: text(v.get("wd_ref_code")),
    wd_own_ref_code: text(v.get("wd_own_ref_code")),
    wd_last_balance: cents(v.get("wd_last_balance")),
  }), "bo_withdraw");
}
