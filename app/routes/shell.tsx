import { Outlet, redirect, useRouteLoaderData } from "react-router";
import { sidebarFor } from "~/services/auth/access.server";
import { greetingAt } from "~/services/shell/greeting";
import { getSessionUser } from "~/services/auth/session.server";
import { AppShell } from "~/ui/app-shell";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/shell";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) throw redirect("/signin");
  const now = new Date();
  return {
    user: { account_name: user.account_name, account_role: user.account_role, website_code: user.website_code },
    greeting: greetingAt(now),
    serverNow: now.toISOString(),
    sidebar: sidebarFor(user.account_role),
  };
}

export default function Shell({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <AppShell
      sidebar={loaderData.sidebar}
      greeting={loaderData.greeting}
      userName={loaderData.user.account_name}
      serverNow={loaderData.serverNow}
      theme={root?.theme ?? "light"}
    >
      <Outlet />
    </AppShell>
  );
}
