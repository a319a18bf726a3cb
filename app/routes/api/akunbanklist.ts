import { requireApiUser } from "~/services/access";
import { akunBankOptions } from "~/services/akun-bank";
import { handleApi } from "~/services/http";
import type { Route } from "./+types/akunbanklist";

/**
 * GET /api/akunbanklist/{websiteCode}/{bank}/{depo|wd}: [{akun_bank_id, akun_bank_name, akun_bank_no}],
 * the website's active accounts, for the upload page (CHECKER and ADMIN, as the upload page).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request, ["ADMIN", "CHECKER"]);
    return Response.json(await akunBankOptions(user, params.websiteCode, params.bank, params.transaction));
  });
}
