import { createTheme } from "@mui/material/styles";

export type ThemeMode = "light" | "dark";

export function parseThemeMode(value: string | undefined | null): ThemeMode {
  return value === "dark" ? "dark" : "light";
}

export function createAppTheme(mode: ThemeMode) {
  // the ripple is off, so keyboard focus needs its own mark: a ring at 3:1 or more against the
  // page and paper in both modes, drawn by CSS so it shows without scripts too
  const ring = mode === "dark" ? "#90caf9" : "#1e4fa3";
  const dark = mode === "dark";
  return createTheme({
    palette: {
      mode,
      primary: { main: dark ? "#90caf9" : "#1e4fa3" },
      // 'Pending' and the Delete buttons' text: 4.5:1 or more against the paper in both modes
      warning: { main: dark ? "#ffa726" : "#a64d00" },
      error: { main: dark ? "#f77066" : "#d32f2f" },
      // a filled button's text: the one of white and black that reaches 4.5:1, not MUI's 3:1
      contrastThreshold: 4.5,
      background: dark ? { default: "#0f1419", paper: "#182029" } : { default: "#f4f6f9", paper: "#ffffff" },
      control: { border: controlBorder(mode) },
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
      // a field's outline at 3:1 against page and paper (MUI's is about 1.7:1)
      MuiOutlinedInput: { styleOverrides: { notchedOutline: { borderColor: controlBorder(mode) } } },
      // the hint under a field that cannot be changed still has to be read
      MuiFormHelperText: { styleOverrides: { root: { "&.Mui-disabled": { color: dark ? "rgba(255,255,255,0.7)" : "rgba(0,0,0,0.6)" } } } },
    },
  });
}

/** The border of a form control: 3:1 or more against the page and the paper of its mode. */
export function controlBorder(mode: ThemeMode): string {
  return mode === "dark" ? "#6b7785" : "#7a7f87";
}

declare module "@mui/material/styles" {
  interface Palette {
    control: { border: string };
  }
  interface PaletteOptions {
    control?: { border: string };
  }
}
