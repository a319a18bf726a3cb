import { z } from "zod";
import { requireApiUser } from "~/services/auth/access.server";
import { reopenDay } from "~/services/day-close/day-close.server";
import { handleApi, methodNotAllowed, readJsonBody } from "~/services/http/api";
import type { Route } from "./+types/bukahari";

const body = z.object({ website: z.unknown(), date: z.unknown(), reason: z.unknown() });

/** POST /api/bukahari {website, date, reason}: an ADMIN reopens a closed day */
export async function action({ request }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request, ["ADMIN", "CHECKER"]);
    const result = await reopenDay(user, await readJsonBody(request, body));
    return Response.json({ status: true, message: result.message });
  });
}

export const loader = methodNotAllowed;
