import { requireScreen } from "../auth/access.server";
import { dayClosure } from "../day-close/day-close.server";
import { DAY_CLOSE_MESSAGES } from "../day-close/messages";
import { formatJakartaLong, jakartaDate } from "../jakarta-time";
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

/**
 * The notice of a closed day (Tutup Hari) for the filtered website and date, or null while the day
 * is open: the screens then offer no change the service would refuse.
 */
export async function closedDayNotice(website: string, date: string): Promise<string | null> {
  const closure = await dayClosure(website, date);
  return closure ? DAY_CLOSE_MESSAGES.closedNotice(website.toUpperCase(), date, closure.by, formatJakartaLong(closure.at)) : null;
}
