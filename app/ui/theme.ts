import { createTheme } from "@mui/material/styles";

export type ThemeMode = "light" | "dark";

export function parseThemeMode(value: string | undefined | null): ThemeMode {
  return value === "dark" ? "dark" : "light";
}

export function createAppTheme(mode: ThemeMode) {
  // the ripple is off, so keyboard focus needs its own mark: a ring at 3:1 or more against the
  // page and paper in both modes, drawn by CSS so it shows without scripts too
  const ring = mode === "dark" ? "#90caf9" : "#1e4fa3";
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === "dark" ? "#90caf9" : "#1e4fa3" },
      background: mode === "dark" ? { default: "#0f1419", paper: "#182029" } : { default: "#f4f6f9", paper: "#ffffff" },
    },
    shape: { borderRadius: 6 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif', fontSize: 14 },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          ":where(a, button, input, select, textarea, summary, [tabindex]):focus-visible, .Mui-focusVisible": {
            outline: `3px solid ${ring}`,
            outlineOffset: 2,
          },
        },
      },
      MuiButtonBase: { defaultProps: { disableRipple: true } },
      MuiTableCell: { styleOverrides: { root: { padding: "6px 10px" } } },
    },
  });
}
