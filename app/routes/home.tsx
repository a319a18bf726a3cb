import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { requireScreen } from "~/services/access";
import { greetingAt } from "~/services/greeting";
import type { Route } from "./+types/home";

export function meta() {
  return [{ title: "Dashboard" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "/");
  return { greeting: greetingAt(new Date()), name: user.account_name, role: user.account_role };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Dashboard
      </Typography>
      <Typography>
        {loaderData.greeting}, {loaderData.name} ({loaderData.role}).
      </Typography>
    </Paper>
  );
}
