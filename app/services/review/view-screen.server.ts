import { requireScreen } from "../auth/access.server";
import { jakartaDate } from "../jakarta-time";
import { preselectedWebsite } from "../websites/preselect";
import { websiteChoices } from "../websites/websites.server";
import { readViewForm } from "./view-form";

/**
 * How View BO and View Mutasi open: the signed-in user allowed on the screen, the websites they
 * may pick (one preselected for a CHECKER or CS), and the filter form the URL carries, defaulting
 * to today in Jakarta.
 */
export async function openViewScreen(request: Request, screen: "/view-bo" | "/view-mutasi") {
  const user = await requireScreen(request, screen);
  const url = new URL(request.url);
  const choices = await websiteChoices(user);
  const preselected = preselectedWebsite(user, choices.map((website) => website.website_code));
  const websites = choices.map((website) => ({ code: website.website_code, name: website.website_name }));
  return { user, url, params: url.searchParams, websites, ...readViewForm(url.searchParams, { website: preselected, date: jakartaDate() }) };
}
