import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

/** '12.3 KB': the size the drop zone shows beside the file name. */
export function sizeInKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * One file, by drag-and-drop or a click on the zone (with scripts), or a plain file input
 * (without). The native input keeps the chosen file either way (a dropped file is put into it),
 * so a form post or `new FormData(form)` carries it. `accepts` says whether a file may be
 * chosen; a refused file is not kept and `onRefused` gets it.
 */
export function FileDropZone({
  name,
  accept,
  hint,
  inputLabel,
  file,
  onChange,
  accepts,
  onRefused,
  disabled = false,
}: {
  name: string;
  accept: string;
  hint: string;
  inputLabel: string;
  file: File | null;
  onChange: (file: File | null) => void;
  accepts: (file: File) => boolean;
  onRefused: (file: File) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const scripted = useHydrated();
  const [dragging, setDragging] = useState(false);
  // the parent clears the file after an upload: clear the input with it
  useEffect(() => {
    if (!file && input.current) input.current.value = "";
  }, [file]);

  const choose = (files: FileList | null, fromDrop: boolean) => {
    const chosen = files?.[0] ?? null;
    if (!chosen) return;
    if (!accepts(chosen)) {
      if (input.current) input.current.value = "";
      onRefused(chosen);
      return;
    }
    if (fromDrop && input.current && files) {
      try {
        // one file only: a DataTransfer holding just the first
        const transfer = new DataTransfer();
        transfer.items.add(chosen);
        input.current.files = transfer.files;
      } catch {
        // older browsers: the parent's state still holds the file
      }
    }
    onChange(chosen);
  };
  const open = () => {
    if (!disabled) input.current?.click();
  };

  return (
    <Box
      data-testid="drop-zone"
      role={scripted ? "button" : undefined}
      tabIndex={scripted && !disabled ? 0 : undefined}
      aria-label={scripted ? hint : undefined}
      onClick={scripted ? open : undefined}
      onKeyDown={(event: KeyboardEvent) => {
        if (scripted && (event.key === "Enter" || event.key === " ")) {
          event.preventDefault();
          open();
        }
      }}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) choose(event.dataTransfer.files, true);
      }}
      sx={{
        mt: 2,
        p: 3,
        border: "2px dashed",
        borderColor: dragging ? "primary.main" : "divider",
        bgcolor: dragging ? "action.hover" : undefined,
        borderRadius: 1,
        textAlign: "center",
        cursor: scripted && !disabled ? "pointer" : undefined,
      }}
    >
      <Typography variant="body2" sx={{ mb: scripted ? 0 : 1 }}>
        {hint}
      </Typography>
      {/* with scripts the zone is the control: the input stays in the form, out of sight */}
      <input
        ref={input}
        type="file"
        name={name}
        accept={accept}
        aria-label={inputLabel}
        disabled={disabled}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => choose(event.target.files, false)}
        style={scripted ? { display: "none" } : undefined}
      />
      {file ? (
        <Box
          sx={{ mt: 1, display: "flex", gap: 1, justifyContent: "center", alignItems: "center" }}
          onClick={(event) => event.stopPropagation()}
        >
          <span data-testid="file-info">{`${file.name} (${sizeInKb(file.size)})`}</span>
          <Button
            size="small"
            color="error"
            disabled={disabled}
            onClick={() => {
              if (input.current) input.current.value = "";
              onChange(null);
            }}
          >
            Remove
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
