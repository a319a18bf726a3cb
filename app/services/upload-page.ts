import { AkunBank } from "~/models";
import { assertWebsiteAccess } from "./access";
import { akunBankOptions, type AkunBankOption } from "./akun-bank";
import { ValidationError } from "./errors";
import { ingestUpload, type UploadReply } from "./ingest/ingest";
import type { SpooledFile } from "./ingest/multipart";
import type { SessionUser } from "./session";
import { STEP_PARAMS, uploadSteps, type StepValues, type UploadSteps } from "./upload-steps";
import { getUploadKind, UPLOAD_KEYS } from "./uploads/registry";
import { websiteChoices } from "./websites";

/** What the upload page shows for the steps in its URL. */
export async function uploadPageData(user: SessionUser, steps: UploadSteps) {
  const websites = await websiteChoices(user);
  let accounts: AkunBankOption[] = [];
  const website = steps.values.website;
  if (steps.showAccount && steps.kind?.needsAkunBank && website && steps.transaction) {
    accounts = await akunBankOptions(user, website, steps.kind.key, steps.transaction);
  }
  return { websites, accounts };
}

export function stepValuesFrom(source: URLSearchParams | Record<string, string>): StepValues {
  const get = (key: string) => (source instanceof URLSearchParams ? source.get(key) : source[key]) ?? undefined;
  const values: StepValues = {};
  for (const param of STEP_PARAMS) {
    const value = get(param);
    if (value) values[param] = value;
  }
  return values;
}

/**
 * The page's own (no-script) upload: the step choices arrive as form fields next to the file.
 * Checks what the page checks (spec section 5), maps the choice to its /api path and fields,
 * and stores the file through the same pipeline as the /api routes.
 */
export async function submitUploadForm(user: SessionUser, fields: Record<string, string>, file: SpooledFile | null): Promise<UploadReply> {
  const raw = stepValuesFrom(fields);
  if (raw.type === "bo") {
    if (!raw.provider) throw new ValidationError("❌ Harap pilih BO Provider terlebih dahulu.");
    if (!["bo-nexus", "bo-lexu", "qris-lexu"].includes(raw.provider)) throw new ValidationError("❌ Provider BO tidak dikenali.");
  }
  if (raw.type === "bank") {
    if (raw.category === "bank" && raw.bank && !isKey(raw.bank)) throw new ValidationError("❌ Bank tidak dikenali.");
    if (raw.category === "manual" && raw.manual && !isKey(raw.manual)) throw new ValidationError("❌ Bank manual tidak dikenali.");
    if (!raw.website) throw new ValidationError("❌ Harap pilih website terlebih dahulu.");
  }
  const steps = uploadSteps(raw);
  if (!steps.transaction || !steps.source) throw new ValidationError("❌ Pilih Transaction Type dan Upload Type terlebih dahulu.");
  if (!steps.kind) {
    if (steps.source === "bank" && raw.category === "bank") throw new ValidationError("❌ Bank tidak dikenali.");
    if (steps.source === "bank" && raw.category === "manual") throw new ValidationError("❌ Bank manual tidak dikenali.");
    throw new ValidationError("❌ Lengkapi pilihan upload terlebih dahulu.");
  }
  const kind = steps.kind;
  if (kind.needsWebsite && !steps.values.website) throw new ValidationError("❌ Harap pilih website terlebih dahulu.");
  if (!steps.complete) throw new ValidationError("❌ Lengkapi pilihan upload terlebih dahulu.");

  const apiFields: Record<string, string> = { transaction: steps.transaction };
  if (steps.values.website) apiFields.groups = steps.values.website;
  if (kind.provider) apiFields.provider = kind.provider;
  if (kind.needsAkunBank) {
    const account = fields.akun ? await AkunBank.findByPk(Number(fields.akun)) : null;
    if (!account) throw new ValidationError(kind.key === "bca" ? "Harap pilih akun BCA terlebih dahulu." : "❌ Harap pilih Akun terlebih dahulu.");
    assertWebsiteAccess(user, account.akun_bank_website);
    if (account.akun_bank_website !== steps.values.website) throw new ValidationError("❌ Harap pilih Akun terlebih dahulu.");
    apiFields.corporate_bank_name = account.akun_bank_name;
    apiFields.corporate_bank_no = account.akun_bank_no;
  }
  if (kind.needsDate) {
    if (!fields.date) throw new ValidationError(`Tanggal wajib diisi untuk mutasi ${kind.label}.`);
    apiFields.dates = fields.date;
  }
  const path = kind.variants[steps.transaction]?.path;
  if (!path) throw new ValidationError("❌ Lengkapi pilihan upload terlebih dahulu.");
  return ingestUpload({ user, path, fields: apiFields, file });
}

function isKey(value: string): boolean {
  return (UPLOAD_KEYS as readonly string[]).includes(value) && getUploadKind(value).source === "bank";
}
