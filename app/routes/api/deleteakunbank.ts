import { requireApiUser } from "~/services/auth/access.server";
import { deleteAkunBank } from "~/services/akun-bank/akun-bank.server";
import { handleApi, methodNotAllowed, parseId } from "~/services/http/api";
import type { Route } from "./+types/deleteakunbank";

/** DELETE /api/deleteakunbank/{id}: ADMIN only; refused (409) while uploaded statements use the account. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed();
    const user = await requireApiUser(request, ["ADMIN"]);
    const account = await deleteAkunBank(user, parseId(params.id));
    return Response.json({
      status: true,
      message: `Akun bank ${account.akun_bank_name} (${account.akun_bank_bank} - ${account.akun_bank_no}) berhasil dihapus.`,
    });
  });
}

export const loader = methodNotAllowed;
