import { requireApiUser } from "~/services/auth/access.server";
import { openDaySummaryExport } from "~/services/day-close/day-summary-export.server";
import { daySummary } from "~/services/day-close/day-summary.server";
import { exportResponse } from "~/services/exports/view-export.server";
import { handleApi, methodNotAllowed } from "~/services/http/api";
import type { Route } from "./+types/ringkasanhari";

/**
 * GET /api/ringkasanhari/{website}/{date}: the day's summary (per account: BO vs statement,
 * approved automatically / by hand, marked lines by kind, difference) as JSON;
 * ?format=csv or ?format=xlsx answers the same summary as a file.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request, ["ADMIN", "CHECKER"]);
    const day = { website: params.website, date: params.date };
    const format = new URL(request.url).searchParams.get("format");
    if (format === "csv" || format === "xlsx") return exportResponse(await openDaySummaryExport(user, format, day));
    return Response.json({ status: true, data: await daySummary(user, day) });
  });
}

export const action = methodNotAllowed;
