import { z } from "zod";
import { requireApiUser } from "~/services/auth/access.server";
import { handleApi, methodNotAllowed, readJsonBody } from "~/services/http/api";
import { markStatementLine } from "~/services/review/line-marks.server";
import type { Route } from "./+types/markmutasi";

const body = z.object({ type: z.enum(["deposit", "withdraw"]).default("deposit"), id: z.coerce.number().int(), mark: z.unknown(), note: z.unknown() });

/** POST /api/markmutasi {type: deposit|withdraw, id, mark, note}: a statement line that is not a player's money */
export async function action({ request }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request, ["ADMIN", "CHECKER"]);
    const input = await readJsonBody(request, body);
    const result = await markStatementLine(user, { side: input.type, id: input.id, mark: input.mark, note: input.note });
    return Response.json({ status: true, message: result.message, mark: result.mark });
  });
}

export const loader = methodNotAllowed;
