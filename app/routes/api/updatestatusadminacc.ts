import { z } from "zod";
import { setAccountStatus } from "~/services/accounts/accounts.server";
import { accountStatusMessage } from "~/services/accounts/messages";
import { requireApiUser } from "~/services/auth/access.server";
import { flagSchema } from "~/services/http/flag";
import { handleApi, methodNotAllowed, parseId, readJsonBody } from "~/services/http/api";
import type { Route } from "./+types/updatestatusadminacc";

const body = z.object({ account_status: flagSchema });

/** PUT /api/updatestatusadminacc/{id} {account_status} */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "PUT") return methodNotAllowed();
    const user = await requireApiUser(request, ["ADMIN"]);
    const id = parseId(params.id);
    const { account_status } = await readJsonBody(request, body);
    const account = await setAccountStatus(user, id, account_status);
    return Response.json({
      status: true,
      account_id: account.account_id,
      account_status,
      message: accountStatusMessage(account.account_name, account_status),
    });
  });
}

export const loader = methodNotAllowed;
