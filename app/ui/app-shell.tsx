import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useEffect, type ReactNode } from "react";
import { NavLink } from "react-router";
import { JakartaClock } from "./jakarta-clock";
import { ThemeToggle } from "./theme-toggle";
import type { ThemeMode } from "./theme";
import { UserMenu } from "./user-menu";

export interface ShellProps {
  sidebar: { screen: string; label: string }[];
  greeting: string;
  userName: string;
  serverNow: string;
  theme: ThemeMode;
  children: ReactNode;
}

const SIDEBAR_WIDTH = 220;

/** Sidebar, header (theme toggle, Jakarta clock, user menu) and the page. */
export function AppShell({ sidebar, greeting, userName, serverNow, theme, children }: ShellProps) {
  useSearchHotkey();
  return (
    <Box sx={{ display: "flex", minHeight: "100vh" }}>
      {/* the first Tab stop: past the menu and the header straight to the page (works without scripts) */}
      <Box
        component="a"
        href="#konten"
        sx={{
          position: "absolute",
          left: 8,
          top: -48,
          zIndex: 1400,
          px: 2,
          py: 1,
          bgcolor: "background.paper",
          color: "text.primary",
          borderRadius: 1,
          boxShadow: 3,
          "&:focus": { top: 8 },
        }}
      >
        Langsung ke konten
      </Box>
      <Box
        component="nav"
        aria-label="Menu utama"
        data-testid="sidebar"
        sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, bgcolor: "background.paper", borderRight: 1, borderColor: "divider" }}
      >
        <Typography sx={{ px: 2, py: 2, fontWeight: 700 }}>Rekonsiliasi BO</Typography>
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {sidebar.map((item) => (
            <li key={item.screen}>
              <Box
                component={NavLink}
                to={item.screen}
                end={item.screen === "/"}
                sx={{
                  display: "block",
                  px: 2,
                  py: 1,
                  color: "text.primary",
                  textDecoration: "none",
                  "&.active": { bgcolor: "action.selected", fontWeight: 600 },
                  "&:hover": { bgcolor: "action.hover" },
                }}
              >
                {item.label}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
        <Box
          component="header"
          sx={{
            display: "flex",
            alignItems: "center",
            justifyContent: "flex-end",
            gap: 2,
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: "divider",
            bgcolor: "background.paper",
          }}
        >
          <JakartaClock serverNow={serverNow} />
          <ThemeToggle mode={theme} />
          <UserMenu greeting={greeting} user={userName} />
        </Box>
        <Box component="main" id="konten" tabIndex={-1} sx={{ p: 3, flex: 1, "&:focus": { outline: "none" } }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}

/** Ctrl or Cmd + K focuses the page's search box (any input marked data-search). */
function useSearchHotkey() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        const search = document.querySelector<HTMLInputElement>("[data-search] input, input[data-search]");
        if (search) {
          event.preventDefault();
          search.focus();
        }
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
