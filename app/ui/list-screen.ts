import { useLocation } from "react-router";
import type { Notice } from "~/services/http/flash.server";
import { withParams } from "./url";

/** What a list screen's action answers when a post fails (form-action.server.ts actionFailure). */
export interface ListFailure {
  intent: string;
  error: string;
  values: Record<string, string>;
}

/**
 * The state a list screen with URL dialogs (Website, Whitelist, Data Bank) shows alike: where a
 * dialog closes to, the failed post if any, and the banner, which gives way while a dialog is
 * open (the dialog shows its own failure).
 */
export function useListScreen(
  loaderData: { notice: Notice | null; adding: boolean; removing: unknown; toggling?: unknown },
  actionData: ListFailure | object | undefined,
) {
  const location = useLocation();
  const failure = actionData && "error" in actionData ? (actionData as ListFailure) : null;
  const dialogOpen = Boolean(loaderData.adding || loaderData.removing || loaderData.toggling);
  const notice: Notice | null = failure ? { severity: "error", message: failure.error } : loaderData.notice;
  return {
    location,
    closeHref: withParams(location, { dialog: null, remove: null, toggle: null }),
    failure,
    createError: failure?.intent === "create" ? failure.error : null,
    banner: dialogOpen ? null : notice,
  };
}
