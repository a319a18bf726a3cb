import { z } from "zod";
import { changeAccountPassword } from "~/services/accounts";
import { requireApiUser } from "~/services/access";
import { handleApi, methodNotAllowed, parseId, readJsonBody } from "~/services/http";
import { createSessionCookie } from "~/services/session";
import type { Route } from "./+types/updatepassadminacc";

const body = z.object({ account_password: z.unknown().optional() });

/**
 * PUT /api/updatepassadminacc/{id} {account_password}: ADMIN for any account, CHECKER and CS for
 * their own. Other sessions of the account end; a caller changing their own password gets a new
 * token cookie and stays signed in.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "PUT") return methodNotAllowed();
    const user = await requireApiUser(request);
    const id = parseId(params.id);
    const { account_password } = await readJsonBody(request, body);
    const { account, self } = await changeAccountPassword(user, id, account_password);
    return Response.json(
      { status: true, account_id: account.account_id, message: `Password untuk "${account.account_name}" telah diperbarui.` },
      { headers: self ? { "Set-Cookie": await createSessionCookie(account, request) } : undefined },
    );
  });
}
