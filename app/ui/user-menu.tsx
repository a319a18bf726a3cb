import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import { useEffect, useRef } from "react";
import { Form, useLocation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { CsrfInput } from "./csrf-input";

/**
 * 'Halo {greeting} {user} !' with 'Edit profile' and 'Sign out'. A <details> element opens
 * without scripts; with scripts it also closes on Escape and on a click outside.
 */
export function UserMenu({ greeting, user }: { greeting: string; user: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener("keydown", close);
    document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
    };
  }, []);
  return (
    <Box component="details" ref={menu} sx={{ position: "relative", "& > summary": { listStyle: "none", cursor: "pointer" } }}>
      <Box component="summary" data-testid="user-menu" sx={{ px: 1, py: 0.5, borderRadius: 1, "&::-webkit-details-marker": { display: "none" } }}>
        {`Halo ${greeting} ${user} !`}
      </Box>
      <Paper elevation={4} sx={{ position: "absolute", right: 0, mt: 1, minWidth: 180, p: 1, zIndex: 20 }}>
        <Link href="/user" underline="none" sx={{ display: "block", px: 1.5, py: 1 }}>
          Edit profile
        </Link>
        <LightModeSwitch />
        <Form method="post" action="/signout">
          <CsrfInput />
          <Button type="submit" color="error" fullWidth sx={{ justifyContent: "flex-start" }}>
            Sign out
          </Button>
        </Form>
      </Paper>
    </Box>
  );
}

/**
 * 'Mode ringan' for slow terminals: a plain form post to /light-mode that sets or clears the
 * `light` cookie. reloadDocument makes it a full page load even with scripts, so the next page
 * comes without any script (on) or with its scripts back (off).
 */
function LightModeSwitch() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const location = useLocation();
  const light = root?.light ?? false;
  return (
    <Form method="post" action="/light-mode" reloadDocument>
      <CsrfInput />
      <input type="hidden" name="light" value={light ? "off" : "on"} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <Button
        type="submit"
        fullWidth
        aria-pressed={light}
        data-testid="light-mode"
        title="Halaman tanpa JavaScript, untuk terminal yang lambat"
        sx={{ justifyContent: "flex-start" }}
      >
        {`Mode ringan: ${light ? "Aktif" : "Nonaktif"}`}
      </Button>
    </Form>
  );
}
