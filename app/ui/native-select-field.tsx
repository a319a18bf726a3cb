import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import NativeSelect from "@mui/material/NativeSelect";
import OutlinedInput from "@mui/material/OutlinedInput";
import { useId, type ChangeEvent, type ReactNode } from "react";

/**
 * An outlined, labelled native <select>: it posts with a form without scripts (MUI's Select and
 * Autocomplete need scripts), and it is lighter than TextField.
 */
export function NativeSelectField({
  label,
  name,
  value,
  defaultValue,
  onChange,
  disabled,
  helperText,
  margin = "dense",
  fullWidth = true,
  children,
}: {
  label: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  disabled?: boolean;
  helperText?: ReactNode;
  margin?: "none" | "dense" | "normal";
  fullWidth?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} margin={margin} disabled={disabled}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, name }}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange}
      >
        {children}
      </NativeSelect>
      {helperText ? <FormHelperText>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
