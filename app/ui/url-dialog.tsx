import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import { Link, useNavigate } from "react-router";

/**
 * A modal dialog whose open state lives in the URL (?dialog=... / ?confirm=...), so the server
 * renders it and it works without scripts. The backdrop is a link back to `closeHref`; with
 * scripts, Escape closes it too. It takes focus as it opens (without scripts the browser does, by
 * the autofocus attribute, so the dialog rather than the page behind it starts the tab order),
 * keeps Tab inside it, and gives focus back to what opened it when it closes.
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
  const paper = useRef<HTMLDivElement>(null);
  useFocusInside(paper);
  // a layout effect: the listener is in place in the same task that shows the dialog, so an
  // Escape pressed as soon as it appears is heard (a passive effect runs after the browser paints)
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") void navigate(closeHref, { replace: true, preventScrollReset: true });
      if (event.key === "Tab" && paper.current) keepTabInside(event, paper.current);
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
        ref={paper}
        tabIndex={-1}
        autoFocus
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

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

/**
 * On opening: remember what had focus (the link or button that opened the dialog) and move focus
 * to the dialog's first field, or the dialog itself when it has none (a confirmation, so Enter
 * confirms nothing by accident). On closing: give it back, or to the page's content when that
 * control is gone (a removed row).
 */
function useFocusInside(paper: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const dialog = paper.current;
    if (!dialog) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body && !dialog.contains(active) ? active : null;
    const field = dialog.querySelector<HTMLElement>('input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)');
    (field ?? dialog).focus({ preventScroll: true });
    return () => {
      const back = opener?.isConnected ? opener : document.getElementById("konten");
      back?.focus({ preventScroll: true });
    };
  }, [paper]);
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent, dialog: HTMLElement) {
  const inside = focusables(dialog);
  if (inside.length === 0) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const first = inside[0];
  const last = inside[inside.length - 1];
  const active = document.activeElement;
  const outside = !(active instanceof HTMLElement) || !dialog.contains(active);
  if (event.shiftKey && (active === first || active === dialog || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
