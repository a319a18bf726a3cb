import { z } from "zod";
import { requireApiUser } from "~/services/auth/access.server";
import { setAkunBankStatus } from "~/services/akun-bank/akun-bank.server";
import { akunBankStatusMessage } from "~/services/akun-bank/messages";
import { flagSchema } from "~/services/http/flag";
import { handleApi, methodNotAllowed, parseId, readJsonBody } from "~/services/http/api";
import type { Route } from "./+types/updatestatusakunbank";

const body = z.object({ akun_bank_status: flagSchema });

/** PUT /api/updatestatusakunbank/{id} {akun_bank_status}: ADMIN only. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "PUT") return methodNotAllowed();
    const user = await requireApiUser(request, ["ADMIN"]);
    const id = parseId(params.id);
    const { akun_bank_status } = await readJsonBody(request, body);
    const account = await setAkunBankStatus(user, id, akun_bank_status);
    return Response.json({
      status: true,
      akun_bank_id: account.akun_bank_id,
      akun_bank_status: account.akun_bank_status,
      message: akunBankStatusMessage(account, akun_bank_status),
    });
  });
}

export const loader = methodNotAllowed;
