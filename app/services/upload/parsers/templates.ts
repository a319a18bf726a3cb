import * as layouts from "./layouts";
import type { Layout } from "./layouts";
import type { UploadKey } from "./registry";
import { csvLine } from "./text";
import type { TransactionType } from "./types";

/**
 * Template downloads (spec: 'Download Template Upload'). Each is a layout's header and one
 * example row, so a template filled in is exactly what that choice's parser reads.
 */
export interface UploadTemplate {
  key: string;
  /** the button's label */
  label: string;
  path: string;
  fileName: string;
  layout: Layout;
  /** the upload choices it serves, with the transaction type to test it under */
  uploads: readonly { kind: UploadKey; transaction: TransactionType }[];
  /** one of the spec's ten buttons; the others (CIMB, BO exports) are ours */
  specButton: boolean;
}

/** The upload choices a template serves, tested under one transaction type. */
const depo = (...kinds: UploadKey[]) => kinds.map((kind) => ({ kind, transaction: "depo" as const }));
const wd = (...kinds: UploadKey[]) => kinds.map((kind) => ({ kind, transaction: "wd" as const }));

export const UPLOAD_TEMPLATES: readonly UploadTemplate[] = [
  { key: "mutasi-bca", label: "Mutasi BCA", path: "/api/templatemutasibankbca", fileName: "template-mutasi-bca.csv", layout: layouts.TEMPLATE_BCA, uploads: depo("bca"), specButton: true },
  { key: "bni-internet", label: "BNI Internet Banking", path: "/api/templatemutasibankbniinternetbanking", fileName: "template-mutasi-bni-internet-banking.csv", layout: layouts.BNI_INTERNET, uploads: depo("bni-internet"), specButton: true },
  { key: "bni-mobile", label: "BNI Mobile", path: "/api/templatemutasibankbnimobile", fileName: "template-mutasi-bni-mobile.csv", layout: layouts.TEMPLATE_BNI_MOBILE, uploads: depo("bni-mobile"), specButton: true },
  { key: "mandiri", label: "Mandiri", path: "/api/templatemutasibankmandiri", fileName: "template-mutasi-mandiri.csv", layout: layouts.TEMPLATE_MANDIRI, uploads: depo("mandiri"), specButton: true },
  { key: "mandiri-manual", label: "Mandiri Manual Excel", path: "/api/templatemutasimanual", fileName: "template-mutasi-manual.csv", layout: layouts.TEMPLATE_MANUAL, uploads: depo("mandiri-excel", "ovo", "dana", "linkaja", "gopay", "qris-manual"), specButton: true },
  { key: "bri-manual", label: "BRI Manual Excel", path: "/api/templatemutasimanual", fileName: "template-mutasi-manual.csv", layout: layouts.TEMPLATE_MANUAL, uploads: depo("bri"), specButton: true },
  { key: "auto-qr", label: "Auto QR", path: "/api/templatemutasiautoqr", fileName: "template-mutasi-auto-qr.csv", layout: layouts.TEMPLATE_AUTOQR, uploads: depo("qris_solita", "qrisexport"), specButton: true },
  { key: "auto-tx", label: "Auto TX", path: "/api/templatemutasiautotx", fileName: "template-mutasi-auto-tx.csv", layout: layouts.TEMPLATE_AUTOTX, uploads: depo("autotx"), specButton: true },
  { key: "nexus-pay", label: "Nexus Pay", path: "/api/templatemutasinexuspay", fileName: "template-mutasi-nexus-pay.csv", layout: layouts.TEMPLATE_NEXUSPAY, uploads: depo("nexuspay"), specButton: true },
  { key: "qris", label: "QRIS", path: "/api/templatemutasiqris", fileName: "template-mutasi-qris.csv", layout: layouts.TEMPLATE_QRIS, uploads: depo("qris"), specButton: true },

  { key: "cimb", label: "CIMB", path: "/api/templatemutasibankcimb", fileName: "template-mutasi-cimb.csv", layout: layouts.TEMPLATE_CIMB, uploads: depo("cimb"), specButton: false },
  { key: "bo-nexus-depo", label: "BO Nexus Deposit", path: "/api/templatebonexusdepo", fileName: "template-bo-nexus-deposit.csv", layout: layouts.TEMPLATE_BO_NEXUS_DEPOSIT, uploads: depo("bo-nexus"), specButton: false },
  { key: "bo-nexus-wd", label: "BO Nexus Withdraw", path: "/api/templatebonexuswd", fileName: "template-bo-nexus-withdraw.csv", layout: layouts.TEMPLATE_BO_NEXUS_WITHDRAW, uploads: wd("bo-nexus"), specButton: false },
  { key: "bo-lexu-depo", label: "BO Lexu Deposit", path: "/api/templatebolexudepo", fileName: "template-bo-lexu-deposit.csv", layout: layouts.TEMPLATE_BO_LEXU_DEPOSIT, uploads: depo("bo-lexu"), specButton: false },
  { key: "bo-lexu-wd", label: "BO Lexu Withdraw", path: "/api/templatebolexuwd", fileName: "template-bo-lexu-withdraw.csv", layout: layouts.TEMPLATE_BO_LEXU_WITHDRAW, uploads: wd("bo-lexu"), specButton: false },
  { key: "qris-lexu", label: "QRIS Lexu", path: "/api/templateqrislexu", fileName: "template-qris-lexu.csv", layout: layouts.TEMPLATE_QRIS_LEXU, uploads: depo("qris-lexu"), specButton: false },
];

/** The template a GET path serves (the manual path serves one file for two buttons). */
export function findTemplate(path: string): UploadTemplate | undefined {
  const clean = path.split("?")[0].replace(/\/+$/, "").toLowerCase();
  return UPLOAD_TEMPLATES.find((template) => template.path === clean);
}

export function templatesFor(kind: UploadKey): UploadTemplate[] {
  return UPLOAD_TEMPLATES.filter((template) => template.uploads.some((upload) => upload.kind === kind));
}


/** The CSV a template button downloads: header and example row, CRLF as Excel writes it. */
export function templateCsv(template: UploadTemplate | Layout): string {
  const layout = "layout" in template ? template.layout : template;
  if (!layout.template) throw new Error(`layout ${layout.id} has no template`);
  const columns = layout.template.columns;
  return `${csvLine(columns.map((column) => column.header))}\r\n${csvLine(columns.map((column) => column.example))}\r\n`;
}
