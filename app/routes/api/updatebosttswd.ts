import { updateApiAction } from "~/services/review/view-api.server";
import type { Route } from "./+types/updatebosttswd";

/** PUT /api/updatebosttswd (docs/api.md) */
export async function action({ request }: Route.ActionArgs) {
  return updateApiAction(request, "withdraw");
}
