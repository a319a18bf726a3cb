import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import { useId, useState } from "react";
import { amountChangeText, isLargeChange, parseTypedAmount } from "~/services/money-input";

/**
 * The amount edit box of a review table. Any way a clerk writes rupiah is accepted (the server
 * reads it with the same parser); with scripts, the box says at once what it will store
 * (`Rp 45.600.000 → Rp 456.000`) or why it cannot. Without scripts the server's confirmation says it.
 */
export function AmountEditBox({
  name,
  label,
  placeholder,
  defaultValue,
  originalCents,
  sx,
}: {
  name: string;
  label: string;
  placeholder: string;
  defaultValue: string;
  originalCents: number;
  sx: SxProps<Theme>;
}) {
  const [text, setText] = useState(defaultValue);
  const hintId = useId();
  const typed = parseTypedAmount(text);
  const hint =
    typed === null
      ? ""
      : !typed.ok
        ? typed.message
        : typed.cents === originalCents
          ? ""
          : `${amountChangeText(originalCents, typed.cents)}${isLargeChange(originalCents, typed.cents) ? " (lebih dari 10x)" : ""}`;
  return (
    <>
      <Box
        component="input"
        name={name}
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        defaultValue={defaultValue}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setText(event.currentTarget.value)}
        aria-label={label}
        aria-describedby={hint ? hintId : undefined}
        aria-invalid={typed !== null && !typed.ok ? true : undefined}
        sx={sx}
      />
      {hint ? (
        <Box
          component="span"
          id={hintId}
          data-testid={`${name}-preview`}
          aria-live="polite"
          sx={{ fontSize: "0.75rem", maxWidth: 200, whiteSpace: "normal", color: typed?.ok ? "text.primary" : "error.main" }}
        >
          {hint}
        </Box>
      ) : null}
    </>
  );
}
