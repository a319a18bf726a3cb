import { z } from "zod";
import { requireApiUser } from "~/services/auth/access.server";
import { deleteUploads } from "~/services/delete-uploads/delete-uploads.server";
import { handleApi, methodNotAllowed, readJsonBody } from "~/services/http/api";
import type { Route } from "./+types/deletebomutasi";

const body = z.object({
  date: z.string().optional(),
  group: z.string().optional(),
});

/**
 * DELETE /api/deletebomutasi {date: '05-Jan-2025', group: website code}: deletes the BO and
 * mutasi rows of that date and website uploaded 24 hours ago or less (docs/api.md).
 * 200 {status: true, message, deleted: {bo_deposit, bo_withdraw, mutasi_deposit, mutasi_withdraw}, kept_older, ...};
 * 400 date or group missing or unreadable; 401; 403 CS or another website; 404 nothing there;
 * 409 only data uploaded more than 24 hours ago.
 */
export async function action({ request }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed();
    const user = await requireApiUser(request, ["ADMIN", "CHECKER"]);
    const input = await readJsonBody(request, body);
    return Response.json(await deleteUploads(user, input));
  });
}

export const loader = methodNotAllowed;
