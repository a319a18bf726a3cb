import { deleteApiAction } from "~/services/review/view-api.server";
import type { Route } from "./+types/deleteboid";

/** PUT /api/deleteboid (docs/api.md) */
export async function action({ request }: Route.ActionArgs) {
  return deleteApiAction(request, "deposit");
}
