import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useId, useLayoutEffect, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";

/**
 * A modal dialog whose open state lives in the URL (?dialog=... / ?confirm=...), so the server
 * renders it and it works without scripts. The backdrop is a link back to `closeHref`; with
 * scripts, Escape closes it too.
 */
export function UrlDialog({
  title,
  closeHref,
  children,
  maxWidth = 440,
}: {
  title: string;
  closeHref: string;
  children: ReactNode;
  maxWidth?: number;
}) {
  const navigate = useNavigate();
  const titleId = useId();
  // a layout effect: the listener is in place in the same task that shows the dialog, so an
  // Escape pressed as soon as it appears is heard (a passive effect runs after the browser paints)
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") void navigate(closeHref, { replace: true, preventScrollReset: true });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [closeHref, navigate]);
  return (
    <Box sx={{ position: "fixed", inset: 0, zIndex: 1300, display: "grid", placeItems: "center", p: 2 }}>
      <Box
        component={Link}
        to={closeHref}
        replace
        preventScrollReset
        aria-label="Tutup"
        data-testid="dialog-backdrop"
        sx={{ position: "absolute", inset: 0, bgcolor: "rgba(0,0,0,0.5)" }}
      />
      <Paper
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        elevation={8}
        sx={{ position: "relative", width: "100%", maxWidth, p: 3, maxHeight: "90vh", overflow: "auto" }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
