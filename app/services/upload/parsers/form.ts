import { z } from "zod";
import { ValidationError } from "~/services/errors";
import { parseInput } from "~/services/http/api";
import { labelOfCode } from "~/services/review/ledger-direction";
import {
  AKUN_BCA_REQUIRED_MESSAGE,
  AKUN_REQUIRED_MESSAGE,
  BANK_UNKNOWN_MESSAGE,
  dateRequiredMessage,
  MANUAL_UNKNOWN_MESSAGE,
  WEBSITE_REQUIRED_MESSAGE,
} from "../messages";
import { isoDate, parseWallTime } from "./dates";
import { findUploadKind, type UploadKind } from "./registry";
import type { TransactionType, UploadTarget } from "./types";

/**
 * The form fields of an upload POST (spec section 3, "Upload form fields"), checked against
 * what the chosen path needs, with the spec's own messages (section 5). The file itself
 * (myfile) is the caller's: it streams it into parseUpload.
 */
export interface UploadRequest {
  kind: UploadKind;
  transaction: TransactionType;
  target: UploadTarget;
  /** website code (groups), upper case; null for BO Nexus / Lexu, whose rows carry their own */
  website: string | null;
  /** the akun bank chosen (corporate_bank_name / corporate_bank_no); QRIS Manual's is fixed */
  akun: { name: string; no: string } | null;
  /** Tanggal Mutasi, YYYY-MM-DD (BCA, BNI Mobile, BNI Internet) */
  statementDate: string | null;
  /** depo_created_by (or depo_edited_by) as the client sent it */
  createdBy: string | null;
}

const text = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .nullish()
  .transform((value) => value || null);

const FIELDS = z.object({
  groups: text,
  transaction: text,
  provider: text,
  dates: text,
  corporate_bank_name: text,
  corporate_bank_no: text,
  depo_created_by: text,
  depo_edited_by: text,
});

/** `dates` as the original client sends it (05-Jan-2025) or as a date input does (2025-01-05). */
export function parseFormDate(value: string): string | null {
  const wall = parseWallTime(value);
  if (!wall || wall.year === null) return null;
  return isoDate(wall.year, wall.month, wall.day);
}

export function resolveUploadRequest(path: string, rawFields: Record<string, unknown>): UploadRequest {
  const fields = parseInput(FIELDS, rawFields);
  const route = findUploadKind(path, fields.provider);
  if (!route) {
    if (path.toLowerCase().includes("mutasiupdepomanual")) throw new ValidationError(MANUAL_UNKNOWN_MESSAGE);
    throw new ValidationError(BANK_UNKNOWN_MESSAGE);
  }
  const { kind } = route;

  let transaction: TransactionType;
  if (route.transaction) transaction = route.transaction;
  else {
    const requested = (fields.transaction ?? "depo").toLowerCase();
    if (requested !== "depo" && requested !== "wd") throw new ValidationError("❌ Jenis transaksi harus depo atau wd.");
    transaction = requested;
  }
  const variant = kind.variants[transaction];
  if (!variant) throw new ValidationError(`❌ Upload ${kind.label} tidak tersedia untuk ${labelOfCode(transaction)}.`);

  const website = fields.groups ? fields.groups.toUpperCase() : null;
  if (kind.needsWebsite && !website) throw new ValidationError(WEBSITE_REQUIRED_MESSAGE);

  let akun: UploadRequest["akun"] = null;
  if (kind.fixedAkun) akun = { ...kind.fixedAkun };
  else if (kind.needsAkunBank) {
    if (kind.key === "bca" && !fields.corporate_bank_name) throw new ValidationError(AKUN_BCA_REQUIRED_MESSAGE);
    if (!fields.corporate_bank_name || !fields.corporate_bank_no) throw new ValidationError(AKUN_REQUIRED_MESSAGE);
    akun = { name: fields.corporate_bank_name, no: fields.corporate_bank_no };
  }

  let statementDate: string | null = null;
  if (fields.dates) {
    statementDate = parseFormDate(fields.dates);
    if (!statementDate) throw new ValidationError(`❌ Tanggal tidak valid: "${fields.dates}".`);
  }
  if (kind.needsDate && !statementDate) throw new ValidationError(dateRequiredMessage(kind.label));

  return {
    kind,
    transaction,
    target: variant.target,
    website,
    akun,
    statementDate,
    createdBy: fields.depo_created_by ?? fields.depo_edited_by,
  };
}
