import { z } from "zod";
import { signIn } from "~/services/auth/sign-in.server";
import { LOGIN_SUCCESS_MESSAGE } from "~/services/auth/messages";
import { handleApi, methodNotAllowed, readJsonBody } from "~/services/http/api";
import { createSessionCookie } from "~/services/auth/session.server";
import type { Route } from "./+types/login";

// the fields themselves are read by signIn, the same for the sign-in page
const loginBody = z.object({ account_name: z.unknown().optional(), account_password: z.unknown().optional() });

/** POST /api/login {account_name, account_password}: sets the same cookie as the sign-in page. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const body = await readJsonBody(request, loginBody);
    const account = await signIn({ ...body, address: context.clientIp });
    return Response.json(
      {
        status: true,
        message: LOGIN_SUCCESS_MESSAGE,
        account: {
          account_id: account.account_id,
          account_name: account.account_name,
          account_role: account.account_role,
          account_website: account.account_website,
        },
      },
      { headers: { "Set-Cookie": await createSessionCookie(account, request) } },
    );
  });
}

export const loader = methodNotAllowed;
