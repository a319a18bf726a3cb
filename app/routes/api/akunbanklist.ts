import { z } from "zod";
import { AKUN_BANK_LENGTH } from "~/models/akun-bank.server";
import { WEBSITE_LENGTH } from "~/models/website.server";
import { requireApiUser } from "~/services/auth/access.server";
import { akunBankOptions } from "~/services/akun-bank/akun-bank.server";
import { handleApi, methodNotAllowed, parseParams } from "~/services/http/api";
import { safeText } from "~/services/http/input-text";
import type { Route } from "./+types/akunbanklist";

const pathSchema = z.object({
  websiteCode: safeText(WEBSITE_LENGTH.website_code),
  bank: safeText(AKUN_BANK_LENGTH.akun_bank_bank),
  // depo or wd, read by the service; never stored as typed
  transaction: safeText(),
});

/**
 * GET /api/akunbanklist/{websiteCode}/{bank}/{depo|wd}: [{akun_bank_id, akun_bank_name, akun_bank_no}],
 * the website's active accounts, for the upload page (CHECKER and ADMIN, as the upload page).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request, ["ADMIN", "CHECKER"]);
    const { websiteCode, bank, transaction } = parseParams(params, pathSchema);
    return Response.json(await akunBankOptions(user, websiteCode, bank, transaction));
  });
}

export const action = methodNotAllowed;
