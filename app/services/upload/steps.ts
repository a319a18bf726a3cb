// Pure: the upload page renders its steps with it on the server and in the browser.
import {
  BO_PROVIDERS,
  UPLOAD_CATEGORIES,
  choicesFor,
  getUploadKind,
  type UploadCategory,
  type UploadKey,
  type UploadKind,
} from "./parsers/registry";
import { DIRECTION_CODES } from "../review/ledger-direction";
import type { TransactionType } from "./parsers/types";
import { STEP_PARAMS, type StepValues } from "./step-links";

/*
 * The upload page's eleven steps (spec section 2) as URL parameters, each revealing the next.
 * A step's form carries only the choices before it, so changing a choice drops every later
 * one: the spec's resets (Transaction Type resets everything; Upload Type the category and
 * below; the category bank, account and file; the bank the account).
 */

export { STEP_PARAMS };
export type { StepParam, StepValues } from "./step-links";

export interface UploadSteps {
  values: StepValues;
  transaction: TransactionType | null;
  source: "bo" | "bank" | null;
  providers: UploadKind[];
  categories: { key: UploadCategory; label: string }[];
  banks: UploadKind[];
  manuals: UploadKind[];
  showProvider: boolean;
  showWebsite: boolean;
  showCategory: boolean;
  showBank: boolean;
  showManual: boolean;
  showAutoTx: boolean;
  /** the choice made so far, once the steps name one */
  kind: UploadKind | null;
  showAccount: boolean;
  showDate: boolean;
  /** spec 5: the file area appears only when the combination is complete */
  complete: boolean;
}

function pick<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  return value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Reads the steps from the URL, dropping any choice the earlier ones do not allow. */
export function uploadSteps(raw: StepValues): UploadSteps {
  const values: StepValues = {};
  const transaction = pick(raw.tx, DIRECTION_CODES) ?? null;
  if (transaction) values.tx = transaction;
  const source = transaction ? (pick(raw.type, ["bo", "bank"] as const) ?? null) : null;
  if (source) values.type = source;

  const providers = transaction && source === "bo" ? BO_PROVIDERS[transaction].map(getUploadKind) : [];
  const provider = pick(raw.provider, providers.map((kind) => kind.key));
  if (provider) values.provider = provider;

  const categories = transaction && source === "bank" ? [...UPLOAD_CATEGORIES[transaction]] : [];
  const category = pick(raw.category, categories.map((entry) => entry.key));
  if (category) values.category = category;

  const showWebsite = Boolean(category) || provider === "qris-lexu";
  const website = showWebsite && raw.website ? raw.website.toUpperCase().replace(/[^A-Z0-9]/g, "") : undefined;
  if (website) values.website = website;

  const banks = transaction && category === "bank" && website ? choicesFor("bank", transaction) : [];
  const manuals = transaction && category === "manual" && website ? choicesFor("manual", transaction) : [];
  const bank = pick(raw.bank, banks.map((kind) => kind.key));
  if (bank) values.bank = bank;
  const manual = pick(raw.manual, manuals.map((kind) => kind.key));
  if (manual) values.manual = manual;
  const showAutoTx = transaction === "depo" && category === "ewallet";
  const autotx = showAutoTx ? pick(raw.autotx, ["autotx"] as const) : undefined;
  if (autotx) values.autotx = autotx;

  let kind: UploadKind | null = null;
  if (provider) kind = getUploadKind(provider);
  else if (bank) kind = getUploadKind(bank);
  else if (manual) kind = getUploadKind(manual);
  else if (autotx) kind = getUploadKind("autotx");
  else if (category && ["qris", "qris_solita", "qrisexport", "nexuspay"].includes(category)) {
    kind = transaction ? (choicesFor(category, transaction)[0] ?? null) : null;
  }

  const complete =
    kind !== null &&
    (source === "bo" ? !kind.needsWebsite || Boolean(website) : Boolean(website) && (category !== "ewallet" || Boolean(autotx)));
  const showAccount = complete && kind !== null && (kind.needsAkunBank || kind.fixedAkun !== null);
  if (showAccount && kind?.needsAkunBank && raw.akun && /^\d+$/.test(raw.akun)) values.akun = raw.akun;
  const showDate = complete && Boolean(kind?.needsDate);
  if (showDate && raw.date && /^\d{4}-\d{2}-\d{2}$/.test(raw.date)) values.date = raw.date;

  return {
    values,
    transaction,
    source,
    providers,
    categories,
    banks,
    manuals,
    showProvider: source === "bo",
    showWebsite,
    showCategory: source === "bank",
    showBank: category === "bank" && Boolean(website),
    showManual: category === "manual" && Boolean(website),
    showAutoTx,
    kind,
    showAccount,
    showDate,
    complete,
  };
}

/** What the page needs of a choice: serialisable, and without the parsers the registry carries. */
export interface KindView {
  key: string;
  label: string;
  provider: string | null;
  akunBank: string | null;
  needsAkunBank: boolean;
  fixedAkun: { name: string; no: string } | null;
  needsDate: boolean;
  paths: { depo?: string; wd?: string };
}

export interface StepsView extends Omit<UploadSteps, "providers" | "banks" | "manuals" | "kind"> {
  providers: KindView[];
  banks: KindView[];
  manuals: KindView[];
  kind: KindView | null;
}

function kindView(kind: UploadKind): KindView {
  return {
    key: kind.key,
    label: kind.label,
    provider: kind.provider,
    akunBank: kind.akunBank,
    needsAkunBank: kind.needsAkunBank,
    fixedAkun: kind.fixedAkun,
    needsDate: kind.needsDate,
    paths: { depo: kind.variants.depo?.path, wd: kind.variants.wd?.path },
  };
}

export function stepsView(steps: UploadSteps): StepsView {
  return {
    ...steps,
    providers: steps.providers.map(kindView),
    banks: steps.banks.map(kindView),
    manuals: steps.manuals.map(kindView),
    kind: steps.kind ? kindView(steps.kind) : null,
  };
}

export type { UploadKey };
