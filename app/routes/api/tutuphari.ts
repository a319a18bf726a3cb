import { z } from "zod";
import { requireApiUser } from "~/services/auth/access.server";
import { closeDay } from "~/services/day-close/day-close.server";
import { handleApi, methodNotAllowed, readJsonBody } from "~/services/http/api";
import type { Route } from "./+types/tutuphari";

const body = z.object({ website: z.unknown(), date: z.unknown() });

/** POST /api/tutuphari {website, date}: 'Tutup Hari' when nothing blocks the day; 409 with `blockers` otherwise */
export async function action({ request }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request, ["ADMIN", "CHECKER"]);
    const result = await closeDay(user, await readJsonBody(request, body));
    return Response.json({ status: true, message: result.message });
  });
}

export const loader = methodNotAllowed;
