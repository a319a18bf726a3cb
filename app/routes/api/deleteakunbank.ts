import { requireApiUser } from "~/services/access";
import { deleteAkunBank } from "~/services/akun-bank";
import { handleApi, methodNotAllowed, parseId } from "~/services/http";
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
