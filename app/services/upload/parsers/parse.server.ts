import { ValidationError } from "~/services/errors";
import { labelOfCode } from "~/services/review/ledger-direction";
import { parseBoDepositFile, parseBoWithdrawFile } from "./bo-parser.server";
import type { BoDepositLayout, BoWithdrawLayout, StatementLayout } from "./layouts";
import { foreignLayouts, getUploadKind, type UploadKey, type UploadKind, type UploadVariant } from "./registry";
import { parseStatementFile } from "./statement-parser.server";
import type { BoDepositRow, BoWithdrawRow, ParseContext, ParseResult, StatementRow, TransactionType, UploadInput } from "./types";

/** The result of parseUpload, by the table it is for. */
export type UploadParseResult =
  | (ParseResult<BoDepositRow> & { target: "bo_deposit" })
  | (ParseResult<BoWithdrawRow> & { target: "bo_withdraw" })
  | (ParseResult<StatementRow> & { target: "mutasi_deposit" | "mutasi_withdraw" });

export function variantOf(kind: UploadKind, transaction: TransactionType): UploadVariant {
  const variant = kind.variants[transaction];
  if (!variant) throw new ValidationError(`❌ Upload ${kind.label} tidak tersedia untuk ${labelOfCode(transaction)}.`);
  return variant;
}

function choiceLabel(kind: UploadKind, transaction: TransactionType): string {
  return kind.source === "bo" ? `${kind.label} ${labelOfCode(transaction)}` : `mutasi ${kind.label}`;
}

/**
 * Read an uploaded file for a choice of the registry. Throws ValidationError for a file that
 * cannot be read at all; otherwise returns every row and every problem (any problem: refuse the file).
 */
export async function parseUpload(kind: UploadKind | UploadKey, input: UploadInput, context: ParseContext): Promise<UploadParseResult> {
  const resolved = typeof kind === "string" ? getUploadKind(kind) : kind;
  const variant = variantOf(resolved, context.transaction);
  const options = { choiceLabel: choiceLabel(resolved, context.transaction), foreign: foreignLayouts(resolved) };
  switch (variant.target) {
    case "bo_deposit":
      return (await parseBoDepositFile(variant.layouts as readonly BoDepositLayout[], input, context, options)) as UploadParseResult;
    case "bo_withdraw":
      return (await parseBoWithdrawFile(variant.layouts as readonly BoWithdrawLayout[], input, context, options)) as UploadParseResult;
    default:
      return (await parseStatementFile(variant.layouts as readonly StatementLayout[], input, context, { ...options, target: variant.target })) as UploadParseResult;
  }
}

/** parseUpload for a statement choice, typed. */
export async function parseStatementUpload(kind: UploadKind | UploadKey, input: UploadInput, context: ParseContext): Promise<ParseResult<StatementRow>> {
  const result = await parseUpload(kind, input, context);
  if (result.target !== "mutasi_deposit" && result.target !== "mutasi_withdraw") throw new Error(`${String(kind)} is not a statement upload`);
  return result;
}

/** parseUpload for a BO deposit choice, typed. */
export async function parseBoDepositUpload(kind: UploadKind | UploadKey, input: UploadInput, context: Omit<ParseContext, "transaction">): Promise<ParseResult<BoDepositRow>> {
  const result = await parseUpload(kind, input, { ...context, transaction: "depo" });
  if (result.target !== "bo_deposit") throw new Error(`${String(kind)} is not a BO deposit upload`);
  return result;
}

/** parseUpload for a BO withdraw choice, typed. */
export async function parseBoWithdrawUpload(kind: UploadKind | UploadKey, input: UploadInput, context: Omit<ParseContext, "transaction">): Promise<ParseResult<BoWithdrawRow>> {
  const result = await parseUpload(kind, input, { ...context, transaction: "wd" });
  if (result.target !== "bo_withdraw") throw new Error(`${String(kind)} is not a BO withdraw upload`);
  return result;
}
