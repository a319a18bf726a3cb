import { deleteApiAction } from "~/services/review/view-api.server";
import type { Route } from "./+types/deleteboidwd";

/** PUT /api/deleteboidwd (docs/api.md) */
export async function action({ request }: Route.ActionArgs) {
  return deleteApiAction(request, "withdraw");
}
