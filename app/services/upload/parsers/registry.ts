import {
  BANK_EXPORTS,
  BCA_PRATINJAU,
  BNI_INTERNET,
  BRI_CMS,
  DANA_SETTLEMENT,
  KLIKBCA_BISNIS,
  KLIKBCA_INDIVIDUAL,
  MANDIRI_MCM,
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
  type BoDepositLayout,
  type BoWithdrawLayout,
  type Layout,
  type StatementLayout,
} from "./layouts";
import { directionOfCode } from "../../review/ledger-direction";
import { boLedger, mutasiLedgerOf } from "../../review/ledgers";
import type { TransactionType, UploadTarget } from "./types";

/**
 * The one registry of upload choices (spec section 2, Upload page). The upload page's steps,
 * the /api upload routes, the template downloads and docs/formats.md all read it; a choice is
 * declared here once and nowhere else.
 */

export const UPLOAD_KEYS = [
  "bo-nexus",
  "bo-lexu",
  "qris-lexu",
  "bca",
  "mandiri",
  "bni-mobile",
  "bni-internet",
  "cimb",
  "bri",
  "mandiri-excel",
  "ovo",
  "dana",
  "linkaja",
  "gopay",
  "qris-manual",
  "autotx",
  "qris",
  "qris_solita",
  "qrisexport",
  "nexuspay",
] as const;
export type UploadKey = (typeof UPLOAD_KEYS)[number];

/** Upload Type of the upload page. */
export type UploadSource = "bo" | "bank";

/** Upload Category of a bank settlement upload. */
export type UploadCategory = "bank" | "ewallet" | "qris" | "qris_solita" | "qrisexport" | "nexuspay" | "manual";

/** akun_bank_bank values (Data Bank). */
export type AkunBankBank = "BCA" | "MANDIRI" | "BNI" | "CIMB" | "BRI" | "OVO" | "DANA" | "LINKAJA" | "GOPAY";

export type UploadFieldName =
  | "myfile"
  | "groups"
  | "depo_edited_by"
  | "depo_created_by"
  | "corporate_bank_name"
  | "corporate_bank_no"
  | "provider"
  | "dates"
  | "transaction";

export interface UploadField {
  name: UploadFieldName;
  required: boolean;
  /** the value this choice always sends (provider of a manual choice, QRIS Manual's account) */
  fixed?: string;
  description: string;
}

export interface UploadVariant {
  transaction: TransactionType;
  path: string;
  target: UploadTarget;
  /** layouts accepted, in detection order */
  layouts: readonly Layout[];
}

export interface UploadKind {
  key: UploadKey;
  /** as the upload page shows it */
  label: string;
  source: UploadSource;
  /** bank uploads: the Upload Category the choice sits under */
  category: UploadCategory | null;
  /** manual choices: the `provider` field's value */
  provider: string | null;
  /** akun_bank_bank value for the account list (GET /api/akunbanklist/{website}/{bank}/{depo|wd}) */
  akunBank: AkunBankBank | null;
  /** an account must be chosen (spec 5: BCA, Mandiri, BNI mobile, BNI internet, CIMB, manual except QRIS) */
  needsAkunBank: boolean;
  /** QRIS Manual: account name and number are fixed to QRIS */
  fixedAkun: { name: string; no: string } | null;
  needsWebsite: boolean;
  /** Tanggal Mutasi (BCA, BNI Mobile, BNI Internet) */
  needsDate: boolean;
  fields: readonly UploadField[];
  variants: Readonly<Partial<Record<TransactionType, UploadVariant>>>;
}

// ---------------------------------------------------------------------------------------------
// Form fields (spec section 3, "Upload form fields")

const MYFILE: UploadField = { name: "myfile", required: true, description: "the CSV file" };
const CREATED_BY: UploadField = {
  name: "depo_created_by",
  required: false,
  description: "uploader's name as the original client sends it; the server records the signed-in account",
};
const EDITED_BY: UploadField = { name: "depo_edited_by", required: false, description: "accepted from the original client, same meaning as depo_created_by" };
const GROUPS: UploadField = { name: "groups", required: true, description: "website code" };
const TRANSACTION: UploadField = { name: "transaction", required: false, description: "`depo` (default) or `wd`" };
const DATES: UploadField = { name: "dates", required: true, description: "Tanggal Mutasi, DD-Mon-YYYY (05-Jan-2025) or YYYY-MM-DD" };
const BANK_NAME: UploadField = { name: "corporate_bank_name", required: true, description: "akun_bank_name of the chosen account" };
const BANK_NO: UploadField = { name: "corporate_bank_no", required: true, description: "akun_bank_no of the chosen account" };

// ---------------------------------------------------------------------------------------------
// Builders

function boKind(
  key: UploadKey,
  label: string,
  variants: Partial<Record<TransactionType, { path: string; layouts: readonly (BoDepositLayout | BoWithdrawLayout)[] }>>,
  needsWebsite: boolean,
): UploadKind {
  const built: Partial<Record<TransactionType, UploadVariant>> = {};
  for (const [transaction, variant] of Object.entries(variants) as [TransactionType, { path: string; layouts: readonly Layout[] }][]) {
    built[transaction] = { transaction, path: variant.path, target: boLedger(directionOfCode(transaction)).table, layouts: variant.layouts };
  }
  return {
    key,
    label,
    source: "bo",
    category: null,
    provider: null,
    akunBank: null,
    needsAkunBank: false,
    fixedAkun: null,
    needsWebsite,
    needsDate: false,
    fields: needsWebsite ? [MYFILE, GROUPS, CREATED_BY, EDITED_BY] : [MYFILE, CREATED_BY, EDITED_BY],
    variants: built,
  };
}

interface BoExport {
  depo: BoDepositLayout;
  wd: BoWithdrawLayout;
}
const NEXUS: BoExport = { depo: TEMPLATE_BO_NEXUS_DEPOSIT, wd: TEMPLATE_BO_NEXUS_WITHDRAW };
const LEXU: BoExport = { depo: TEMPLATE_BO_LEXU_DEPOSIT, wd: TEMPLATE_BO_LEXU_WITHDRAW };

/** A BO's export choice: its own layouts tried first, then the other BO's, so a file from either is read. */
function boExportKind(key: UploadKey, label: string, paths: Record<TransactionType, string>, own: BoExport, other: BoExport): UploadKind {
  return boKind(key, label, { depo: { path: paths.depo, layouts: [own.depo, other.depo] }, wd: { path: paths.wd, layouts: [own.wd, other.wd] } }, false);
}

interface StatementKindSpec {
  key: UploadKey;
  label: string;
  category: UploadCategory;
  path: string;
  layouts: readonly StatementLayout[];
  transactions: readonly TransactionType[];
  akunBank?: AkunBankBank;
  provider?: string;
  fixedAkun?: { name: string; no: string };
  needsDate?: boolean;
}

function statementKind(spec: StatementKindSpec): UploadKind {
  const variants: Partial<Record<TransactionType, UploadVariant>> = {};
  for (const transaction of spec.transactions) {
    variants[transaction] = {
      transaction,
      path: spec.path,
      target: mutasiLedgerOf(directionOfCode(transaction)).table,
      layouts: spec.layouts,
    };
  }
  const needsAkunBank = spec.akunBank !== undefined;
  const fields: UploadField[] = [MYFILE, GROUPS];
  if (needsAkunBank) fields.push(BANK_NAME, BANK_NO);
  if (spec.fixedAkun) {
    fields.push({ ...BANK_NAME, fixed: spec.fixedAkun.name }, { ...BANK_NO, fixed: spec.fixedAkun.no });
  }
  if (spec.provider) fields.push({ name: "provider", required: true, fixed: spec.provider, description: "manual bank / wallet" });
  if (spec.needsDate) fields.push(DATES);
  fields.push(TRANSACTION, CREATED_BY, EDITED_BY);
  return {
    key: spec.key,
    label: spec.label,
    source: "bank",
    category: spec.category,
    provider: spec.provider ?? null,
    akunBank: spec.akunBank ?? null,
    needsAkunBank,
    fixedAkun: spec.fixedAkun ?? null,
    needsWebsite: true,
    needsDate: spec.needsDate ?? false,
    fields,
    variants,
  };
}

const BOTH: readonly TransactionType[] = ["depo", "wd"];
const DEPO_ONLY: readonly TransactionType[] = ["depo"];
const MANUAL_PATH = "/api/mutasiupdepomanual";

// ---------------------------------------------------------------------------------------------
// The registry

export const UPLOAD_KINDS: readonly UploadKind[] = [
  boExportKind("bo-nexus", "BO Nexus", { depo: "/api/checkdata", wd: "/api/bowd" }, NEXUS, LEXU),
  boExportKind("bo-lexu", "BO Lexu", { depo: "/api/uploadbolexu", wd: "/api/uploadbowdlexu" }, LEXU, NEXUS),
  boKind("qris-lexu", "QRIS Lexu", { depo: { path: "/api/uploadqris", layouts: [TEMPLATE_QRIS_LEXU] } }, true),

  statementKind({ key: "bca", label: "BCA", category: "bank", path: "/api/mutasiupdepobca", akunBank: "BCA", needsDate: true, transactions: BOTH, layouts: [KLIKBCA_INDIVIDUAL, KLIKBCA_BISNIS, BCA_PRATINJAU, TEMPLATE_BCA] }),
  statementKind({ key: "mandiri", label: "Mandiri", category: "bank", path: "/api/mutasiupdepomdr", akunBank: "MANDIRI", transactions: BOTH, layouts: [MANDIRI_MCM, TEMPLATE_MANDIRI] }),
  statementKind({ key: "bni-mobile", label: "BNI Mobile", category: "bank", path: "/api/mutasiupdepobnimobile", akunBank: "BNI", needsDate: true, transactions: BOTH, layouts: [TEMPLATE_BNI_MOBILE] }),
  statementKind({ key: "bni-internet", label: "BNI Internet Banking", category: "bank", path: "/api/mutasiupdepobniinternetbanking", akunBank: "BNI", needsDate: true, transactions: BOTH, layouts: [BNI_INTERNET] }),
  statementKind({ key: "cimb", label: "CIMB", category: "bank", path: "/api/mutasiupdepocimb", akunBank: "CIMB", transactions: BOTH, layouts: [TEMPLATE_CIMB] }),

  statementKind({ key: "bri", label: "BRI Manual", category: "manual", path: MANUAL_PATH, provider: "BRI", akunBank: "BRI", transactions: BOTH, layouts: [BRI_CMS, TEMPLATE_MANUAL] }),
  statementKind({ key: "mandiri-excel", label: "Mandiri Manual (Excel)", category: "manual", path: MANUAL_PATH, provider: "MANDIRI", akunBank: "MANDIRI", transactions: BOTH, layouts: [MANDIRI_MCM, TEMPLATE_MANDIRI, TEMPLATE_MANUAL] }),
  statementKind({ key: "ovo", label: "OVO", category: "manual", path: MANUAL_PATH, provider: "OVO", akunBank: "OVO", transactions: BOTH, layouts: [TEMPLATE_MANUAL] }),
  statementKind({ key: "dana", label: "DANA", category: "manual", path: MANUAL_PATH, provider: "DANA", akunBank: "DANA", transactions: BOTH, layouts: [DANA_SETTLEMENT, TEMPLATE_MANUAL] }),
  statementKind({ key: "linkaja", label: "Link Aja", category: "manual", path: MANUAL_PATH, provider: "LINKAJA", akunBank: "LINKAJA", transactions: BOTH, layouts: [TEMPLATE_MANUAL] }),
  statementKind({ key: "gopay", label: "Gopay", category: "manual", path: MANUAL_PATH, provider: "GOPAY", akunBank: "GOPAY", transactions: BOTH, layouts: [TEMPLATE_MANUAL] }),
  // QRIS only receives money: no withdraw variant
  statementKind({ key: "qris-manual", label: "QRIS Manual", category: "manual", path: MANUAL_PATH, provider: "QRIS", fixedAkun: { name: "QRIS", no: "QRIS" }, transactions: DEPO_ONLY, layouts: [TEMPLATE_MANUAL] }),

  statementKind({ key: "autotx", label: "Auto Tx", category: "ewallet", path: "/api/mutasiupdepoautotx", transactions: DEPO_ONLY, layouts: [TEMPLATE_AUTOTX] }),
  statementKind({ key: "qris", label: "QRIS", category: "qris", path: "/api/mutasiupdepoqris", transactions: DEPO_ONLY, layouts: [TEMPLATE_QRIS] }),
  statementKind({ key: "qris_solita", label: "QRIS Solita", category: "qris_solita", path: "/api/mutasiupdepoqrissolita", transactions: DEPO_ONLY, layouts: [TEMPLATE_AUTOQR, TEMPLATE_QRIS] }),
  statementKind({ key: "qrisexport", label: "QRIS Export", category: "qrisexport", path: "/api/mutasiupdepoqrisexport", transactions: DEPO_ONLY, layouts: [TEMPLATE_AUTOQR, TEMPLATE_QRIS] }),
  statementKind({ key: "nexuspay", label: "Nexus Pay", category: "nexuspay", path: "/api/nexuspay", transactions: BOTH, layouts: [TEMPLATE_NEXUSPAY] }),
];

const BY_KEY = new Map<string, UploadKind>(UPLOAD_KINDS.map((kind) => [kind.key, kind]));

export function uploadKind(key: UploadKey | string): UploadKind | undefined {
  return BY_KEY.get(key);
}

export function getUploadKind(key: UploadKey | string): UploadKind {
  const kind = BY_KEY.get(key);
  if (!kind) throw new Error(`unknown upload kind ${key}`);
  return kind;
}

export function transactionsOf(kind: UploadKind): TransactionType[] {
  return (["depo", "wd"] as const).filter((transaction) => kind.variants[transaction]);
}

/** Bank exports that are not this choice's: recognised only to say the choice is wrong. */
export function foreignLayouts(kind: UploadKind): readonly Layout[] {
  const own = new Set<Layout>(Object.values(kind.variants).flatMap((variant) => variant.layouts));
  return BANK_EXPORTS.filter((layout) => !own.has(layout));
}

function providerKey(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

export interface UploadRoute {
  kind: UploadKind;
  /** fixed by the path for BO uploads; null for statements, whose `transaction` field says it (default depo) */
  transaction: TransactionType | null;
}

/**
 * Which choice a POST to `path` is. The manual path needs its `provider` (BRI, MANDIRI, OVO, DANA,
 * LINKAJA, GOPAY, QRIS); undefined means an unknown path or provider.
 */
export function findUploadKind(path: string, provider?: string | null): UploadRoute | undefined {
  const clean = path.split("?")[0].replace(/\/+$/, "").toLowerCase();
  for (const kind of UPLOAD_KINDS) {
    const variants = Object.values(kind.variants);
    const matching = variants.filter((variant) => variant.path === clean);
    if (matching.length === 0) continue;
    if (kind.provider !== null && providerKey(provider ?? "") !== providerKey(kind.provider)) continue;
    if (kind.source === "bo") return { kind, transaction: matching[0].transaction };
    return { kind, transaction: null };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The upload page's steps (spec section 2)

export const BO_PROVIDERS: Readonly<Record<TransactionType, readonly UploadKey[]>> = {
  depo: ["bo-nexus", "bo-lexu", "qris-lexu"],
  wd: ["bo-nexus", "bo-lexu"],
};

export const UPLOAD_CATEGORIES: Readonly<Record<TransactionType, readonly { key: UploadCategory; label: string }[]>> = {
  depo: [
    { key: "bank", label: "Bank" },
    { key: "ewallet", label: "E-Wallet" },
    { key: "qris", label: "QRIS" },
    { key: "qris_solita", label: "QRIS Solita" },
    { key: "qrisexport", label: "QRIS Export" },
    { key: "nexuspay", label: "Nexus Pay" },
    { key: "manual", label: "Manual Bank / Wallet" },
  ],
  wd: [
    { key: "bank", label: "Bank" },
    { key: "nexuspay", label: "Nexus Pay" },
    { key: "manual", label: "Manual Bank / Wallet" },
  ],
};

/** BO providers of step 3. */
export function boProviders(transaction: TransactionType): UploadKind[] {
  return BO_PROVIDERS[transaction].map(getUploadKind);
}

/** Upload Categories of step 5. */
export function uploadCategories(transaction: TransactionType): readonly { key: UploadCategory; label: string }[] {
  return UPLOAD_CATEGORIES[transaction];
}

/**
 * The choices under a category: the banks of step 6, the manual banks and wallets of step 7,
 * the Auto Tx type of step 10 (E-Wallet), or the category's single choice (QRIS, Nexus Pay...).
 */
export function choicesFor(category: UploadCategory, transaction: TransactionType): UploadKind[] {
  return UPLOAD_KINDS.filter((kind) => kind.category === category && kind.variants[transaction]);
}

export function bankChoices(transaction: TransactionType): UploadKind[] {
  return choicesFor("bank", transaction);
}

export function manualChoices(transaction: TransactionType): UploadKind[] {
  return choicesFor("manual", transaction);
}
