import { z } from "zod";
import { changeAccountPassword } from "~/services/accounts/accounts.server";
import { passwordChangedMessage } from "~/services/accounts/messages";
import { requireApiUser } from "~/services/auth/access.server";
import { handleApi, methodNotAllowed, parseId, readJsonBody } from "~/services/http/api";
import { createSessionCookie } from "~/services/auth/session.server";
import type { Route } from "./+types/updatepassadminacc";

// The seed client sends only account_password, so current_password stays optional here.
const body = z.object({
  account_password: z.unknown().optional(),
  current_password: z.string().nullable().optional(),
});

/**
 * PUT /api/updatepassadminacc/{id} {account_password, current_password?}: ADMIN for any account,
 * CHECKER and CS for their own; a current_password sent is checked. Other sessions of the
 * account end; a caller changing their own password gets a new token cookie and stays signed in.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "PUT") return methodNotAllowed();
    const user = await requireApiUser(request);
    const id = parseId(params.id);
    const { account, self } = await changeAccountPassword(user, id, await readJsonBody(request, body));
    return Response.json(
      { status: true, account_id: account.account_id, message: passwordChangedMessage(account.account_name) },
      { headers: self ? { "Set-Cookie": await createSessionCookie(account, request) } : undefined },
    );
  });
}

export const loader = methodNotAllowed;
