import { createTheme } from "@mui/material/styles";

export type ThemeMode = "light" | "dark";

export function parseThemeMode(value: string | undefined | null): ThemeMode {
  return value === "dark" ? "dark" : "light";
}

export function createAppTheme(mode: ThemeMode) {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === "dark" ? "#90caf9" : "#1e4fa3" },
      background: mode === "dark" ? { default: "#0f1419", paper: "#182029" } : { default: "#f4f6f9", paper: "#ffffff" },
    },
    shape: { borderRadius: 6 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif', fontSize: 14 },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: true } },
      MuiTableCell: { styleOverrides: { root: { padding: "6px 10px" } } },
    },
  });
}
