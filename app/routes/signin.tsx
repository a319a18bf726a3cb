import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { signIn } from "~/services/auth/sign-in.server";
import { assertCsrf } from "~/services/auth/csrf.server";
import { ServiceError } from "~/services/errors";
import { createSessionCookie, getSessionUser } from "~/services/auth/session.server";
import { CsrfInput } from "~/ui/csrf-input";
import { LOGIN_SUCCESS_MESSAGE } from "~/services/auth/messages";
import { setFlash } from "~/services/http/flash.server";
import { VisibilityIcon, VisibilityOffIcon } from "~/ui/icons";
import { TextInput } from "~/ui/text-input";
import type { Route } from "./+types/signin";

export function meta() {
  return [{ title: "Sign In" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect("/");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  await assertCsrf(formData, request);
  try {
    const account = await signIn({
      account_name: formData.get("account_name"),
      account_password: formData.get("account_password"),
      address: context.clientIp,
    });
    // the spec's success alert shows on the page the clerk lands on
    const headers = new Headers();
    headers.append("Set-Cookie", await createSessionCookie(account, request));
    headers.append("Set-Cookie", await setFlash(request, { severity: "success", message: LOGIN_SUCCESS_MESSAGE }));
    return redirect("/", { headers });
  } catch (error) {
    if (error instanceof ServiceError) return data({ error: `Login failed: ${error.message}` }, { status: error.status });
    throw error;
  }
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/signin";
  const [showPassword, setShowPassword] = useState(false);
  return (
    <Box component="main" sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 2 }}>
      <Paper sx={{ p: 4, width: "100%", maxWidth: 420 }} elevation={2}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Sign In
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Enter your email and password to sign in!
        </Typography>
        {actionData?.error ? (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {actionData.error}
          </Alert>
        ) : null}
        <Form method="post" replace>
          <CsrfInput />
          <TextInput label="Username" name="account_name" autoComplete="username" required autoFocus />
          <TextInput
            label="Password"
            name="account_password"
            type={showPassword ? "text" : "password"}
            autoComplete="current-password"
            required
            endAdornment={
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? "Sembunyikan password" : "Tampilkan password"}
                  onClick={() => setShowPassword((shown) => !shown)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </InputAdornment>
            }
          />
          <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} disabled={busy}>
            {busy ? "Signing in..." : "Sign in"}
          </Button>
        </Form>
      </Paper>
    </Box>
  );
}
