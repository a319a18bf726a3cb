import { updateApiAction } from "~/services/view-api";
import type { Route } from "./+types/updatebosttswd";

/** PUT /api/updatebosttswd (docs/api.md) */
export async function action({ request }: Route.ActionArgs) {
  return updateApiAction(request, "withdraw");
}
