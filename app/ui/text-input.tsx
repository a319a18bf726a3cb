import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput, { type OutlinedInputProps } from "@mui/material/OutlinedInput";
import { useId, type ReactNode } from "react";

/**
 * An outlined text field built from MUI's parts. MUI's TextField also bundles Select, Menu and
 * Popover (about 12 KB of gzip JavaScript) that a plain input never needs.
 */
export function TextInput({
  label,
  helperText,
  error,
  fullWidth = true,
  margin = "normal",
  required,
  shrink,
  ...input
}: Omit<OutlinedInputProps, "label" | "margin"> & {
  label: string;
  helperText?: ReactNode;
  margin?: "none" | "dense" | "normal";
  /**
   * keep the label above the field; the default, since without scripts MUI cannot tell a typed
   * value is there and would draw the label over it
   */
  shrink?: boolean;
}) {
  const id = useId();
  const shrunk = shrink ?? true;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} margin={margin} error={error} required={required}>
      <InputLabel htmlFor={id} shrink={shrunk}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} required={required} notched={shrunk} {...input} />
      {helperText ? <FormHelperText>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
