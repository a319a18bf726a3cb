import Alert from "@mui/material/Alert";
import { useEffect, useState } from "react";
import type { Notice } from "~/services/http/flash.server";

/**
 * A success or failure banner. With scripts it disappears after `timeoutMs` (spec: 4 s on the
 * account, website and data bank pages, 5 s on the delete page); without scripts it stays.
 */
export function NoticeBanner({ notice, timeoutMs = 4000 }: { notice: Notice | null | undefined; timeoutMs?: number }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    setVisible(true);
    if (!notice) return;
    const timer = setTimeout(() => setVisible(false), timeoutMs);
    return () => clearTimeout(timer);
  }, [notice, timeoutMs]);
  if (!notice || !visible) return null;
  return (
    <Alert severity={notice.severity} sx={{ mb: 2 }} role={notice.severity === "error" ? "alert" : "status"} data-testid="notice">
      {notice.message}
    </Alert>
  );
}
