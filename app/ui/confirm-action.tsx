import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Form, Link, useLocation } from "react-router";
import type { MouseEvent } from "react";
import { CsrfInput } from "./csrf-input";
import { DialogButtons } from "./dialog-buttons";
import { NoticeBanner } from "./notice-banner";
import { UrlDialog } from "./url-dialog";

/**
 * 'Confirm Action': the question, then a form that posts the intent and the row's fields. It is
 * a URL state (see UrlDialog), so it works without scripts.
 */
export function ConfirmActionDialog({
  closeHref,
  error,
  question,
  intent,
  fields,
  confirmLabel,
  busyLabel,
}: {
  closeHref: string;
  error: string | null;
  question: string;
  intent: "remove" | "toggle";
  /** hidden fields naming the row (and, for a toggle, the status it sets, so a repeated post cannot flip it back) */
  fields: Record<string, string | number | boolean>;
  confirmLabel: string;
  busyLabel: string;
}) {
  const location = useLocation();
  return (
    <UrlDialog title="Confirm Action" closeHref={closeHref}>
      {error ? <NoticeBanner notice={{ severity: "error", message: error }} /> : null}
      <Typography sx={{ mb: 3 }}>{question}</Typography>
      <Form method="post" action={location.pathname + location.search} preventScrollReset>
        <CsrfInput />
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ))}
        <DialogButtons closeHref={closeHref} confirmLabel={confirmLabel} busyLabel={busyLabel} danger={intent === "remove"} />
      </Form>
    </UrlDialog>
  );
}

/**
 * A row's action: a link to its confirmation state (`onClick` may ask in place of it with
 * scripts), or a disabled button for a role that may not.
 */
export function RowAction({
  enabled,
  to,
  color,
  onClick,
  children,
}: {
  enabled: boolean;
  to: string;
  color?: "error";
  onClick?: (event: MouseEvent) => void;
  children: string;
}) {
  if (!enabled) {
    return (
      <Button size="small" color={color} disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button size="small" color={color} component={Link} to={to} preventScrollReset onClick={onClick}>
      {children}
    </Button>
  );
}
