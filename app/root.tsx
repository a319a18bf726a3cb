import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { parse } from "cookie";
import { useMemo, type ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { commitCsrfToken } from "./services/auth/csrf.server";
import { LIGHT_MODE_COOKIE, parseLightMode } from "./services/shell/light-mode";
import { useCspNonce } from "./ui/csp-nonce";
import { EMOTION_INSERTION_POINT } from "./ui/emotion-cache";
import { NotFoundPage } from "./ui/not-found-page";
import { createAppTheme, parseThemeMode } from "./ui/theme";

export async function loader({ request, context }: Route.LoaderArgs) {
  const cookies = parse(request.headers.get("cookie") ?? "");
  const theme = parseThemeMode(cookies.theme);
  // 'Mode ringan': the page is sent with no script at all (forms and links still work)
  const light = parseLightMode(cookies[LIGHT_MODE_COOKIE]);
  const [csrfToken, csrfCookie] = await commitCsrfToken(request);
  return data(
    { theme, csrfToken, light, scripts: context.scriptsAllowed && !light },
    { headers: csrfCookie ? { "Set-Cookie": csrfCookie } : undefined },
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const mode = root?.theme ?? "light";
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const scripts = root?.scripts ?? true;
  const nonce = useCspNonce();
  return (
    <html lang="id" data-theme={mode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name={EMOTION_INSERTION_POINT} content={EMOTION_INSERTION_POINT} />
        <Meta />
        <Links />
      </head>
      <body>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
        {scripts ? <ScrollRestoration nonce={nonce} /> : null}
        {scripts ? <Scripts nonce={nonce} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta() {
  return [{ title: "Rekonsiliasi Back Office" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "string" && error.data
      ? error.data
      : `${error.status} ${error.statusText}`
    : "Terjadi kesalahan pada server. Silakan coba lagi.";
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main style={{ padding: 32, fontFamily: "system-ui, sans-serif" }}>
      <h1>ERROR</h1>
      <p>{message}</p>
      <a href="/">Back to Home Page</a>
    </main>
  );
}
