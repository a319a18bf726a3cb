import { z } from "zod";
import { createAccount } from "~/services/accounts/accounts.server";
import { ACCOUNT_CREATED_MESSAGE } from "~/services/accounts/messages";
import { requireApiUser } from "~/services/auth/access.server";
import { handleApi, methodNotAllowed, readJsonBody } from "~/services/http/api";
import type { Route } from "./+types/addadminacc";

// Field rules live in the service; here only the shape. account_created_by is accepted and
// ignored: the creator is the signed-in account.
const body = z.object({
  account_name: z.unknown().optional(),
  account_password: z.unknown().optional(),
  account_status: z.unknown().optional(),
  account_role: z.unknown().optional(),
  account_website: z.unknown().optional(),
  account_created_by: z.unknown().optional(),
});

/** POST /api/addadminacc {account_name, account_password, account_status, account_role, account_website, account_created_by} */
export async function action({ request }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request, ["ADMIN"]);
    const { account_created_by: _ignored, ...input } = await readJsonBody(request, body);
    const account = await createAccount(user, input);
    return Response.json(
      { status: true, success: true, id: account.account_id, message: ACCOUNT_CREATED_MESSAGE },
      { status: 201 },
    );
  });
}

export const loader = methodNotAllowed;
