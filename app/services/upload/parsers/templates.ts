import {
  BNI_INTERNET,
  TEMPLATE_AUTOQR,
  TEMPLATE_AUTOTX,
  TEMPLATE_BCA,
  TEMPLATE_BNI_MOBILE,
  TEMPLATE_BO_LEXU_DEPOSIT,
  TEMPLATE_BO_LEXU_WITHDRAW,
  TEMPLATE_BO_NEXUS_DEPOSIT,
  TEMPLATE_BO_NEXUS_WITHDRAW,
  TEMPLATE_CIMB,
  TEMPLATE_MANDIRI,
  TEMPLATE_MANUAL,
  TEMPLATE_NEXUSPAY,
  TEMPLATE_QRIS,
  TEMPLATE_QRIS_LEXU,
  type Layout,
} from "./layouts";
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

const DEPO = "depo" as const;
const WD = "wd" as const;

export const UPLOAD_TEMPLATES: readonly UploadTemplate[] = [
  { key: "mutasi-bca", label: "Mutasi BCA", path: "/api/templatemutasibankbca", fileName: "template-mutasi-bca.csv", layout: TEMPLATE_BCA, uploads: [{ kind: "bca", transaction: DEPO }], specButton: true },
  { key: "bni-internet", label: "BNI Internet Banking", path: "/api/templatemutasibankbniinternetbanking", fileName: "template-mutasi-bni-internet-banking.csv", layout: BNI_INTERNET, uploads: [{ kind: "bni-internet", transaction: DEPO }], specButton: true },
  { key: "bni-mobile", label: "BNI Mobile", path: "/api/templatemutasibankbnimobile", fileName: "template-mutasi-bni-mobile.csv", layout: TEMPLATE_BNI_MOBILE, uploads: [{ kind: "bni-mobile", transaction: DEPO }], specButton: true },
  { key: "mandiri", label: "Mandiri", path: "/api/templatemutasibankmandiri", fileName: "template-mutasi-mandiri.csv", layout: TEMPLATE_MANDIRI, uploads: [{ kind: "mandiri", transaction: DEPO }], specButton: true },
  {
    key: "mandiri-manual",
    label: "Mandiri Manual Excel",
    path: "/api/templatemutasimanual",
    fileName: "template-mutasi-manual.csv",
    layout: TEMPLATE_MANUAL,
    uploads: [
      { kind: "mandiri-excel", transaction: DEPO },
      { kind: "ovo", transaction: DEPO },
      { kind: "dana", transaction: DEPO },
      { kind: "linkaja", transaction: DEPO },
      { kind: "gopay", transaction: DEPO },
      { kind: "qris-manual", transaction: DEPO },
    ],
    specButton: true,
  },
  { key: "bri-manual", label: "BRI Manual Excel", path: "/api/templatemutasimanual", fileName: "template-mutasi-manual.csv", layout: TEMPLATE_MANUAL, uploads: [{ kind: "bri", transaction: DEPO }], specButton: true },
  {
    key: "auto-qr",
    label: "Auto QR",
    path: "/api/templatemutasiautoqr",
    fileName: "template-mutasi-auto-qr.csv",
    layout: TEMPLATE_AUTOQR,
    uploads: [
      { kind: "qris_solita", transaction: DEPO },
      { kind: "qrisexport", transaction: DEPO },
    ],
    specButton: true,
  },
  { key: "auto-tx", label: "Auto TX", path: "/api/templatemutasiautotx", fileName: "template-mutasi-auto-tx.csv", layout: TEMPLATE_AUTOTX, uploads: [{ kind: "autotx", transaction: DEPO }], specButton: true },
  { key: "nexus-pay", label: "Nexus Pay", path: "/api/templatemutasinexuspay", fileName: "template-mutasi-nexus-pay.csv", layout: TEMPLATE_NEXUSPAY, uploads: [{ kind: "nexuspay", transaction: DEPO }], specButton: true },
  { key: "qris", label: "QRIS", path: "/api/templatemutasiqris", fileName: "template-mutasi-qris.csv", layout: TEMPLATE_QRIS, uploads: [{ kind: "qris", transaction: DEPO }], specButton: true },

  { key: "cimb", label: "CIMB", path: "/api/templatemutasibankcimb", fileName: "template-mutasi-cimb.csv", layout: TEMPLATE_CIMB, uploads: [{ kind: "cimb", transaction: DEPO }], specButton: false },
  { key: "bo-nexus-depo", label: "BO Nexus Deposit", path: "/api/templatebonexusdepo", fileName: "template-bo-nexus-deposit.csv", layout: TEMPLATE_BO_NEXUS_DEPOSIT, uploads: [{ kind: "bo-nexus", transaction: DEPO }], specButton: false },
  { key: "bo-nexus-wd", label: "BO Nexus Withdraw", path: "/api/templatebonexuswd", fileName: "template-bo-nexus-withdraw.csv", layout: TEMPLATE_BO_NEXUS_WITHDRAW, uploads: [{ kind: "bo-nexus", transaction: WD }], specButton: false },
  { key: "bo-lexu-depo", label: "BO Lexu Deposit", path: "/api/templatebolexudepo", fileName: "template-bo-lexu-deposit.csv", layout: TEMPLATE_BO_LEXU_DEPOSIT, uploads: [{ kind: "bo-lexu", transaction: DEPO }], specButton: false },
  { key: "bo-lexu-wd", label: "BO Lexu Withdraw", path: "/api/templatebolexuwd", fileName: "template-bo-lexu-withdraw.csv", layout: TEMPLATE_BO_LEXU_WITHDRAW, uploads: [{ kind: "bo-lexu", transaction: WD }], specButton: false },
  { key: "qris-lexu", label: "QRIS Lexu", path: "/api/templateqrislexu", fileName: "template-qris-lexu.csv", layout: TEMPLATE_QRIS_LEXU, uploads: [{ kind: "qris-lexu", transaction: DEPO }], specButton: false },
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
