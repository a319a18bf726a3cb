import IconButton from "@mui/material/IconButton";
import { useFetcher, useLocation } from "react-router";
import { CsrfInput } from "./csrf-input";
import { DarkModeIcon, LightModeIcon } from "./icons";
import type { ThemeMode } from "./theme";

/**
 * A form post to /theme (works without scripts). With scripts the choice is also kept under
 * `theme` in local storage, as the spec says, and the page re-renders without navigating.
 */
export function ThemeToggle({ mode }: { mode: ThemeMode }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const pending = fetcher.formData?.get("theme");
  const current = pending === "dark" || pending === "light" ? pending : mode;
  const next: ThemeMode = current === "dark" ? "light" : "dark";
  return (
    <fetcher.Form
      method="post"
      action="/theme"
      onSubmit={() => {
        try {
          localStorage.setItem("theme", next);
        } catch {
          // storage may be disabled; the cookie still holds the choice
        }
      }}
    >
      <CsrfInput />
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <IconButton type="submit" color="inherit" aria-label={next === "dark" ? "Tema gelap" : "Tema terang"} title="Ganti tema">
        {current === "dark" ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </fetcher.Form>
  );
}
