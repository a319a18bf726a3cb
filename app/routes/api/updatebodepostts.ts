import { updateApiAction } from "~/services/review/view-api.server";
import type { Route } from "./+types/updatebodepostts";

/** PUT /api/updatebodepostts (docs/api.md) */
export async function action({ request }: Route.ActionArgs) {
  return updateApiAction(request, "deposit");
}
