import { deleteAccount } from "~/services/accounts/accounts.server";
import { accountDeletedMessage } from "~/services/accounts/messages";
import { requireApiUser } from "~/services/auth/access.server";
import { handleApi, methodNotAllowed, parseId } from "~/services/http/api";
import type { Route } from "./+types/deleteadminacc";

/** DELETE /api/deleteadminacc/{id} */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed();
    const user = await requireApiUser(request, ["ADMIN"]);
    const account = await deleteAccount(user, parseId(params.id));
    return Response.json({ status: true, account_id: account.account_id, message: accountDeletedMessage(account.account_name) });
  });
}

export const loader = methodNotAllowed;
