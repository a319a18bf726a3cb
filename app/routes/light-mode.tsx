import { redirect } from "react-router";
import { z } from "zod";
import { A_YEAR_IN_SECONDS, preferenceSwitch } from "~/services/http/preference-switch.server";
import { LIGHT_MODE_COOKIE } from "~/services/shell/light-mode";
import type { Route } from "./+types/light-mode";

const lightForm = z.object({ light: z.enum(["on", "off"]), redirectTo: z.string().optional() });

export function loader() {
  return redirect("/");
}

/**
 * The 'Mode ringan' switch of the user menu: sets or clears the `light` cookie and goes back to
 * the page it came from, which the server then renders with no script (on) or with its scripts
 * again (off). With scripts the switch is a normal navigation (reloadDocument): the next page is
 * a full load.
 */
export async function action({ request }: Route.ActionArgs) {
  return preferenceSwitch(request, lightForm, ({ light }) => ({
    name: LIGHT_MODE_COOKIE,
    value: light === "on" ? "1" : "",
    httpOnly: true,
    maxAge: light === "on" ? A_YEAR_IN_SECONDS : 0,
  }));
}
