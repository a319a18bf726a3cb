import { requireApiUser } from "~/services/auth/access.server";
import { deleteAkunBank } from "~/services/akun-bank/akun-bank.server";
import { akunBankDeletedMessage } from "~/services/akun-bank/messages";
import { handleApi, methodNotAllowed, parseId } from "~/services/http/api";
import type { Route } from "./+types/deleteakunbank";

/** DELETE /api/deleteakunbank/{id}: ADMIN only; refused (409) while uploaded statements use the account. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed();
    const user = await requireApiUser(request, ["ADMIN"]);
    const account = await deleteAkunBank(user, parseId(params.id));
    return Response.json({ status: true, message: akunBankDeletedMessage(account) });
  });
}

export const loader = methodNotAllowed;
