import { redirect } from "react-router";
import { z } from "zod";
import { A_YEAR_IN_SECONDS, preferenceSwitch } from "~/services/http/preference-switch.server";
import type { Route } from "./+types/theme";

const themeForm = z.object({ theme: z.enum(["light", "dark"]), redirectTo: z.string().optional() });

export function loader() {
  return redirect("/");
}

/** The theme toggle: a form post, so the server renders the chosen theme with no flash. */
export async function action({ request }: Route.ActionArgs) {
  return preferenceSwitch(request, themeForm, ({ theme }) => ({ name: "theme", value: theme, maxAge: A_YEAR_IN_SECONDS }));
}
