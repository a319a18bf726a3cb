/**
 * Uploads: the pure parsing layer (no database, no HTTP). The ingest pipeline builds on this.
 *
 * Registry (registry.ts) — every upload choice of the upload page, declared once:
 *   UPLOAD_KINDS, getUploadKind(key), findUploadKind(path, provider?) -> { kind, transaction | null }
 *   (BO paths fix the transaction; statement paths read the `transaction` field, default depo).
 *   A kind has label, source (bo | bank), category, provider, akunBank, needsAkunBank, fixedAkun,
 *   needsWebsite, needsDate, fields, and variants.depo / variants.wd = { path, target, layouts }.
 *   Page steps: boProviders(tx), uploadCategories(tx), choicesFor(category, tx), bankChoices(tx),
 *   manualChoices(tx).
 *
 * Form (form.ts) — resolveUploadRequest(path, fields) checks the multipart fields against the
 *   choice (spec 5 messages) and gives { kind, transaction, target, website, akun, statementDate }.
 *
 * Parsing (parse.ts) — parseUpload(kind, input, context) -> UploadParseResult, discriminated by
 *   `target` (bo_deposit | bo_withdraw | mutasi_deposit | mutasi_withdraw); typed variants
 *   parseStatementUpload / parseBoDepositUpload / parseBoWithdrawUpload.
 *   input: AsyncIterable<Buffer | Uint8Array> (a multipart file stream), a Buffer, or a string;
 *   it is decoded (text-decoder.server.ts) and tokenised incrementally (only the first 64K
 *   characters are buffered); a statement's rows reach `onRows` in batches as they are read.
 *   context: { transaction, statementDate? (YYYY-MM-DD), website? (groups), maxBytes?, includePending?, now? }.
 *   Result: { target, layout, layoutLabel, rows, problems, counts, totalCents, dates, websites,
 *   footer?, statement? }. Money is integer cents (centsToDecimal before writing DECIMAL columns);
 *   BO times are UTC Dates converted from Jakarta wall time. `problems` lists every invalid row as
 *   { line, column, reason } — any problem means: refuse the whole file (cap the list when
 *   replying). counts: each statement line counts once — pending, else ignored (failed status,
 *   zero, bank fee), else otherDirection, else imported. A file that cannot be read at all throws
 *   ValidationError with the message to show (empty, header only, binary, too large, unknown
 *   layout or wrong choice, footer or running balance not adding up).
 *
 * Templates (templates.ts) — UPLOAD_TEMPLATES (spec buttons plus CIMB and the BO exports),
 *   findTemplate(path), templateCsv(template).
 *
 * Convert Mutasi (convert.ts) — convertSpreadsheet(bank, buffer, fileName) -> { csv, fileName,
 *   rowCount, sheet }; checks the bytes (spreadsheet-guard.ts), opens the workbook in a worker
 *   thread with memory and time limits, writes the bank's upload template. CONVERT_CHOICES and
 *   findConvertChoice(path) map the /api/uploadfix... paths.
 *
 * Browser code: registry.ts, layouts.ts and templates.ts are plain data and safe to import in a
 *   component; this index also pulls in the worker and node: modules, so import it on the server only.
 *
 * Names — one normaliser, the matcher's (matching/engine/names.ts): displayName (the stored sender,
 *   honorifics dropped) and normaliseName. formatsMarkdown() renders docs/formats.md.
 */
export type {
  BoDepositRow,
  BoWithdrawRow,
  Direction,
  ParseContext,
  ParseResult,
  Problem,
  StatementFooter,
  StatementInfo,
  StatementRow,
  TransactionType,
  UploadCounts,
  UploadInput,
  UploadRow,
  UploadTarget,
  Wallet,
} from "./types";

export {
  BO_PROVIDERS,
  UPLOAD_CATEGORIES,
  UPLOAD_KEYS,
  UPLOAD_KINDS,
  bankChoices,
  boProviders,
  choicesFor,
  findUploadKind,
  getUploadKind,
  manualChoices,
  transactionsOf,
  uploadCategories,
  uploadKind,
} from "./registry";
export type { AkunBankBank, UploadCategory, UploadField, UploadFieldName, UploadKey, UploadKind, UploadRoute, UploadSource, UploadVariant } from "./registry";

export { resolveUploadRequest, parseFormDate } from "./form";
export type { UploadRequest } from "./form";

export { parseUpload, parseStatementUpload, parseBoDepositUpload, parseBoWithdrawUpload, variantOf } from "./parse.server";
export type { UploadParseResult } from "./parse.server";
export { MESSAGES as UPLOAD_MESSAGES } from "./messages";

export { UPLOAD_TEMPLATES, findTemplate, templateCsv, templatesFor } from "./templates";
export type { UploadTemplate } from "./templates";

export { CONVERT_CHOICES, CONVERT_BANK_KEYS, convertChoice, findConvertChoice } from "../convert/convert-banks";
export type { ConvertBank, ConvertChoice } from "../convert/convert-banks";
export { convertSpreadsheet, csvFileName, CONVERT_MESSAGES, DEFAULT_CONVERT_OPTIONS } from "../convert/convert.server";
export type { ConvertOptions, ConvertResult } from "../convert/convert.server";
export { inspectSpreadsheet } from "../convert/spreadsheet-guard";

export { displayName, normaliseName } from "~/services/matching/engine/names";
export { extractCounterparty, walletOf } from "./counterparty";
export { formatsMarkdown } from "./formats-doc";
