import { redirect } from "react-router";
import { requireScreen } from "~/services/auth/access.server";
import { convertFailure, convertPageUpload } from "~/services/upload/convert/convert-page.server";
import { setFlash } from "~/services/http/flash.server";
import { convertChoice } from "~/services/upload/convert/convert-banks";
import type { Route } from "./+types/convert-mutasi-download";

/**
 * POST /convert-mutasi/download: Convert Mutasi's form without scripts (a resource route: a page
 * action cannot answer a file). The CSV comes back as an attachment, so the browser downloads it
 * and stays on the page; a failure goes back to the page with the spec's message.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "/convert-mutasi");
  const bank = convertChoice(new URL(request.url).searchParams.get("bank") ?? "")?.key;
  try {
    return await convertPageUpload(user, request);
  } catch (error) {
    const failure = convertFailure(error);
    return redirect(bank ? `/convert-mutasi?bank=${bank}` : "/convert-mutasi", {
      headers: { "Set-Cookie": await setFlash(request, { severity: "error", message: failure.message }) },
    });
  }
}

/** A GET here (a reload after a failed post, a bookmark) is the page itself. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireScreen(request, "/convert-mutasi");
  const bank = convertChoice(new URL(request.url).searchParams.get("bank") ?? "")?.key;
  return redirect(bank ? `/convert-mutasi?bank=${bank}` : "/convert-mutasi");
}
