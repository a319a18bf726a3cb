import { data, redirect } from "react-router";
import { assertCsrf } from "../auth/csrf.server";
import { ServiceError } from "../errors";
import { setFlash, type Notice } from "./flash.server";

/** Reads a screen's form post: checks the CSRF token and returns the fields and the intent. */
export async function readForm(request: Request): Promise<{ intent: string; fields: Record<string, string> }> {
  const formData = await request.formData();
  await assertCsrf(formData, request);
  const fields: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") fields[key] = value;
  return { intent: fields.intent ?? "", fields };
}

/** Success: redirect (post/redirect/get) to `to` with a notice that shows once. */
export async function redirectWithNotice(request: Request, to: string, notice: Notice) {
  return redirect(to, { headers: { "Set-Cookie": await setFlash(request, notice) } });
}

/**
 * A failed screen action: a ServiceError becomes action data (status as the service says) with
 * the page's message, the intent and what was typed, so the dialog stays open; anything else
 * is rethrown as a server error.
 */
export function actionFailure(error: unknown, intent: string, fields: Record<string, string>, message: (reason: string) => string) {
  if (!(error instanceof ServiceError)) throw error;
  const { csrf: _csrf, ...values } = fields;
  delete values.password;
  delete values.account_password;
  delete values.current_password;
  return data({ intent, error: message(error.message), values }, { status: error.status });
}
