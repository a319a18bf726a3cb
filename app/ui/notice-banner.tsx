import Alert from "@mui/material/Alert";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Notice } from "~/services/http/flash.server";

/**
 * A success or failure banner. It stays until the clerk closes it (with scripts, its Tutup
 * button) or the next message replaces it: a message that vanished on a timer was gone before a
 * slow reader or a screen reader had it.
 */
export function NoticeBanner({ notice }: { notice: Notice | null | undefined }) {
  const hydrated = useHydrated();
  const [closed, setClosed] = useState<Notice | null>(null);
  // a new message shows even when the last one was closed
  useEffect(() => setClosed(null), [notice]);
  if (!notice || closed === notice) return null;
  return (
    <Alert
      severity={notice.severity}
      sx={{ mb: 2 }}
      role={notice.severity === "error" ? "alert" : "status"}
      data-testid="notice"
      onClose={hydrated ? () => setClosed(notice) : undefined}
      closeText="Tutup"
    >
      {notice.message}
    </Alert>
  );
}
