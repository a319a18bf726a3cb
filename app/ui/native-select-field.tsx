import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import NativeSelect from "@mui/material/NativeSelect";
import OutlinedInput from "@mui/material/OutlinedInput";
import { useId, type ChangeEvent, type KeyboardEvent, type ReactNode } from "react";

/**
 * A select's handlers that apply a choice made with the pointer (a click on an option) at once,
 * but never one made with the keys: Arrow-Down only moves the choice, and the form's button (or
 * Enter on it) confirms it. A key's change event comes between its keydown and keyup.
 */
export function choiceHandlers(onChoose: (select: HTMLSelectElement) => void) {
  return {
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      event.currentTarget.dataset.keyed = "1";
    },
    onKeyUp: (event: KeyboardEvent<HTMLSelectElement>) => {
      delete event.currentTarget.dataset.keyed;
    },
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      if (!event.currentTarget.dataset.keyed) onChoose(event.currentTarget);
    },
  };
}

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
  onChoose,
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
  /** applies a choice made with the pointer; one made with the keys waits for the form's button */
  onChoose?: (select: HTMLSelectElement) => void;
  disabled?: boolean;
  helperText?: ReactNode;
  margin?: "none" | "dense" | "normal";
  fullWidth?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const chosen = onChoose ? choiceHandlers(onChoose) : null;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} margin={margin} disabled={disabled}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, name, onKeyDown: chosen?.onKeyDown, onKeyUp: chosen?.onKeyUp }}
        value={value}
        defaultValue={defaultValue}
        onChange={chosen?.onChange ?? onChange}
      >
        {children}
      </NativeSelect>
      {helperText ? <FormHelperText>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
