import { z } from "zod";
import { requireApiUser } from "~/services/auth/access.server";
import { handleApi, methodNotAllowed, readJsonBody } from "~/services/http/api";
import { unmarkStatementLine } from "~/services/review/line-marks.server";
import type { Route } from "./+types/unmarkmutasi";

const body = z.object({ type: z.enum(["deposit", "withdraw"]).default("deposit"), id: z.coerce.number().int() });

/** POST /api/unmarkmutasi {type: deposit|withdraw, id}: the mark comes off and the line is matched again */
export async function action({ request }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request, ["ADMIN", "CHECKER"]);
    const input = await readJsonBody(request, body);
    const result = await unmarkStatementLine(user, { side: input.type, id: input.id });
    return Response.json({ status: true, message: result.message });
  });
}

export const loader = methodNotAllowed;
