import { AkunBank } from "~/models/models.server";
import { assertWebsiteAccess } from "../auth/access.server";
import { akunBankOptions, type AkunBankOption } from "../akun-bank/akun-bank.server";
import { ValidationError } from "../errors";
import { assertSafeText } from "../http/input-text";
import { ingestUpload, isCsvFile, type UploadReply } from "./ingest/ingest.server";
import type { SpooledFile } from "./ingest/multipart.server";
import type { SessionUser } from "../auth/session.server";
import { accountLabel, stepHref, stepValuesFrom } from "./step-links";
import { uploadSteps, type UploadSteps } from "./steps";
import { BO_PROVIDERS, UPLOAD_KINDS, uploadKind } from "./parsers/registry";
import { preselectedWebsite } from "../websites/preselect";
import { websiteChoices } from "../websites/websites.server";
import {
  AKUN_BCA_REQUIRED_MESSAGE,
  AKUN_REQUIRED_MESSAGE,
  BANK_UNKNOWN_MESSAGE,
  CSV_REQUIRED_MESSAGE,
  dateRequiredMessage,
  FILE_REQUIRED_MESSAGE,
  MANUAL_UNKNOWN_MESSAGE,
  PROVIDER_REQUIRED_MESSAGE,
  PROVIDER_UNKNOWN_MESSAGE,
  STEPS_INCOMPLETE_MESSAGE,
  WEBSITE_REQUIRED_MESSAGE,
} from "./messages";

export { stepValuesFrom };

/**
 * A choice of the upload form that spec section 5 refuses before anything is uploaded: the page
 * shows its message as it is, where a refusal of the upload itself reads '❌ Upload failed: ...'.
 */
export class UploadFormInvalid extends ValidationError {}

/**
 * Where the upload page must go instead of rendering `steps`, if anywhere: a non-admin's one
 * website is chosen for them (spec: preselected), and a website the user may not pick (another
 * website, or one that does not exist) is dropped from the URL.
 */
export function websiteRedirect(user: SessionUser, steps: UploadSteps, websites: { website_code: string }[]): string | null {
  if (!steps.showWebsite) return null;
  const chosen = steps.values.website;
  if (chosen && websites.some((website) => website.website_code === chosen)) return null;
  const own = preselectedWebsite(user, websites.map((website) => website.website_code));
  if (own) return stepHref(steps.values, "website", own);
  return chosen ? stepHref(steps.values, "website", "") : null;
}

/** What the upload page shows for the steps in its URL. */
export async function uploadPageData(user: SessionUser, steps: UploadSteps) {
  const websites = await websiteChoices(user);
  const redirectTo = websiteRedirect(user, steps, websites);
  let accounts: AkunBankOption[] = [];
  const website = steps.values.website;
  // the account list only for a website the user may pick (checked just above)
  if (!redirectTo && steps.showAccount && steps.kind?.needsAkunBank && website && steps.transaction) {
    accounts = await akunBankOptions(user, website, steps.kind.key, steps.transaction);
  }
  return { websites, accounts, redirectTo };
}

/** 'Akun {bank}' of every choice that asks for an account: with scripts the page shows it, loading, at once. */
export const ACCOUNT_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  UPLOAD_KINDS.filter((kind) => kind.needsAkunBank).map((kind) => [kind.key, accountLabel(kind)]),
);

/**
 * Spec section 5's checks of the upload form, in the order the page makes them: file, provider,
 * website, bank or manual bank, account, date. Returns the choice's /api path and its fields.
 */
export async function checkUploadForm(
  user: SessionUser,
  fields: Record<string, string>,
  file: SpooledFile | null,
): Promise<{ path: string; fields: Record<string, string> }> {
  const invalid = (message: string) => new UploadFormInvalid(message);
  if (!file || (file.size === 0 && !file.name)) throw invalid(FILE_REQUIRED_MESSAGE);
  const raw = stepValuesFrom(fields);
  // a BO export is a CSV (spec); a bank statement is taken as delivered, read by its content
  if (raw.type !== "bank" && !isCsvFile(file)) throw invalid(CSV_REQUIRED_MESSAGE);
  const transaction = raw.tx === "depo" || raw.tx === "wd" ? raw.tx : null;
  if (raw.type === "bo") {
    if (!raw.provider) throw invalid(PROVIDER_REQUIRED_MESSAGE);
    if (!transaction || !(BO_PROVIDERS[transaction] as readonly string[]).includes(raw.provider)) throw invalid(PROVIDER_UNKNOWN_MESSAGE);
  }
  // a bank source, and QRIS Lexu, need the website before the bank is looked at
  if ((raw.type === "bank" || raw.provider === "qris-lexu") && !raw.website) throw invalid(WEBSITE_REQUIRED_MESSAGE);
  if (raw.type === "bank") {
    if (raw.category === "bank" && !isChoice(raw.bank, "bank", transaction)) throw invalid(BANK_UNKNOWN_MESSAGE);
    if (raw.category === "manual" && !isChoice(raw.manual, "manual", transaction)) throw invalid(MANUAL_UNKNOWN_MESSAGE);
  }
  const steps = uploadSteps(raw);
  if (!steps.transaction || !steps.source) throw invalid(STEPS_INCOMPLETE_MESSAGE);
  const kind = steps.kind;
  if (!kind || !steps.complete) throw invalid(STEPS_INCOMPLETE_MESSAGE);

  const apiFields: Record<string, string> = { transaction: steps.transaction };
  if (steps.values.website) apiFields.groups = steps.values.website;
  if (kind.provider) apiFields.provider = kind.provider;
  if (kind.needsAkunBank) {
    const missing = () => invalid(kind.key === "bca" ? AKUN_BCA_REQUIRED_MESSAGE : AKUN_REQUIRED_MESSAGE);
    const id = Number(fields.akun);
    const account = Number.isSafeInteger(id) && id > 0 ? await AkunBank.findByPk(id) : null;
    if (!account) throw missing();
    assertWebsiteAccess(user, account.akun_bank_website);
    // an account of another website or bank is not one of this select's options
    if (account.akun_bank_website !== steps.values.website || account.akun_bank_bank !== kind.akunBank) throw missing();
    apiFields.corporate_bank_name = account.akun_bank_name;
    apiFields.corporate_bank_no = account.akun_bank_no;
  }
  if (kind.needsDate) {
    if (!fields.date?.trim()) throw invalid(dateRequiredMessage(kind.label));
    apiFields.dates = fields.date.trim();
  }
  const path = kind.variants[steps.transaction]?.path;
  if (!path) throw invalid(STEPS_INCOMPLETE_MESSAGE);
  return { path, fields: apiFields };
}

/**
 * The page's own (no-script) upload: the step choices arrive as form fields next to the file.
 * Checks what the page checks (spec section 5), maps the choice to its /api path and fields,
 * and stores the file through the same pipeline as the /api routes.
 */
export async function submitUploadForm(user: SessionUser, fields: Record<string, string>, file: SpooledFile | null): Promise<UploadReply> {
  // the fields and the file's name are stored (batch, log) as sent
  assertSafeText({ ...fields, myfile: file?.name ?? "" });
  const upload = await checkUploadForm(user, fields, file);
  return ingestUpload({ user, path: upload.path, fields: upload.fields, file });
}

function isChoice(key: string | undefined, category: "bank" | "manual", transaction: "depo" | "wd" | null): boolean {
  const kind = key ? uploadKind(key) : undefined;
  return Boolean(kind && kind.category === category && (!transaction || kind.variants[transaction]));
}
