import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useState, type MouseEvent, type ReactNode } from "react";
import { exportFailedMessage, exportProgressMessage } from "~/services/exports/messages";

type ExportState = { kind: "busy"; bytes: number } | { kind: "failed"; message: string } | null;

/** The file name the server gave in Content-Disposition, else the path's last part. */
function fileNameOf(disposition: string | null, href: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "");
  if (encoded) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? "");
  return plain ? plain[1] : (new URL(href, window.location.href).pathname.split("/").pop() ?? "export");
}

/**
 * An export download link. Without scripts the browser downloads it and shows its own progress;
 * with scripts the page fetches the file itself and says how much has arrived while the server
 * streams a large export (a clerk otherwise sees nothing happen and clicks again), then saves it
 * under the server's file name. A click with a modifier key is left to the browser.
 */
export function ExportLink({ href, children, size }: { href: string; children: ReactNode; size?: "small" | "medium" }) {
  const [state, setState] = useState<ExportState>(null);
  const busy = state?.kind === "busy";

  async function download() {
    setState({ kind: "busy", bytes: 0 });
    let status: number | null = null;
    try {
      const response = await fetch(href, { credentials: "same-origin" });
      status = response.status;
      if (!response.ok || !response.body) throw new Error("refused");
      const reader = response.body.getReader();
      const parts: Uint8Array<ArrayBuffer>[] = [];
      let bytes = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        bytes += value.byteLength;
        setState({ kind: "busy", bytes });
      }
      const url = URL.createObjectURL(new Blob(parts, { type: response.headers.get("Content-Type") ?? "application/octet-stream" }));
      const anchor = document.createElement("a");
      anchor.href = url;
      anchor.download = fileNameOf(response.headers.get("Content-Disposition"), href);
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      // the browser has taken the file once the click's task is over
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState(null);
    } catch {
      setState({ kind: "failed", message: exportFailedMessage(status !== null && status >= 400 ? status : null) });
    }
  }

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!busy) void download();
  };

  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
      <Button variant="outlined" size={size} component="a" href={href} download onClick={onClick} aria-disabled={busy || undefined}>
        {children}
      </Button>
      {state ? (
        <Box
          component="span"
          role={state.kind === "failed" ? "alert" : "status"}
          data-testid="export-progress"
          sx={{ fontSize: "0.8125rem", color: state.kind === "failed" ? "error.main" : "text.secondary" }}
        >
          {state.kind === "busy" ? exportProgressMessage(state.bytes) : state.message}
        </Box>
      ) : null}
    </Box>
  );
}
