import { z } from "zod";
import { requireApiUser } from "~/services/auth/access.server";
import { createAkunBank } from "~/services/akun-bank/akun-bank.server";
import { AKUN_BANK_CREATED_MESSAGE } from "~/services/akun-bank/messages";
import { handleApi, methodNotAllowed, readJsonBody } from "~/services/http/api";
import type { Route } from "./+types/createakunbank";

// lengths are the service's: it names the field and its column's limit
const field = z.union([z.string(), z.number()]).optional();

/** akun_bank_created_by is accepted and ignored: the creator is the session's account. */
const body = z.object({
  akun_bank_website: field,
  akun_bank_jenis_transaksi: field,
  akun_bank_name: field,
  akun_bank_bank: field,
  akun_bank_no: field,
  akun_bank_created_by: z.unknown().optional(),
});

/** POST /api/createakunbank */
export async function action({ request }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request, ["ADMIN", "CHECKER"]);
    const account = await createAkunBank(user, await readJsonBody(request, body));
    return Response.json(
      { status: true, success: true, id: account.akun_bank_id, message: AKUN_BANK_CREATED_MESSAGE },
      { status: 201 },
    );
  });
}

export const loader = methodNotAllowed;
