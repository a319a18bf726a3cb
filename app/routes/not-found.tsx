import { data } from "react-router";
import { NotFoundPage, RefusedAddressPage } from "~/ui/not-found-page";
import type { Route } from "./+types/not-found";

/** The whitelist gate sends a refused client here (scripts off): it learns its address and whom to ask. */
export function loader({ context }: Route.LoaderArgs) {
  if (context.scriptsAllowed === false) return data({ refusedIp: context.clientIp || "tidak diketahui" }, { status: 403 });
  return data({ refusedIp: null }, { status: 404 });
}

/**
 * A path no route serves is not found by every method: without an action, a POST here got
 * React Router's 405 page, which names this route's internal id. (An /api path reaching here
 * gets JSON instead: entry.server.tsx.)
 */
export function action() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "ERROR" }];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return loaderData?.refusedIp ? <RefusedAddressPage ip={loaderData.refusedIp} /> : <NotFoundPage />;
}
