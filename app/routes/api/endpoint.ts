import { methodNotAllowed } from "~/services/http/api";
import { endpointNameOf } from "./endpoint-paths";
import { ENDPOINTS } from "./endpoints.server";
import type { Route } from "./+types/endpoint";

/**
 * Every path of ENDPOINT_PATHS: app/routes.ts registers each here, and the route pattern the
 * router matched names the table row that answers. A method the row does not take is a 405,
 * whether the router calls the loader (GET, HEAD) or the action.
 */
function dispatch(request: Request, params: Route.LoaderArgs["params"], pattern: string): Promise<Response> | Response {
  const name = endpointNameOf(pattern);
  // a path registered here without a row is a wiring mistake, not a caller's
  if (!name) throw new Error(`no /api endpoint registered for ${pattern}`);
  const endpoint = ENDPOINTS[name];
  const method = request.method === "HEAD" ? "GET" : request.method;
  if (method !== endpoint.method) return methodNotAllowed();
  return endpoint.handle(request, params);
}

export function loader({ request, params, pattern }: Route.LoaderArgs) {
  return dispatch(request, params, pattern);
}

export function action({ request, params, pattern }: Route.ActionArgs) {
  return dispatch(request, params, pattern);
}
