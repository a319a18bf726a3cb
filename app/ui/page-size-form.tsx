import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import NativeSelect from "@mui/material/NativeSelect";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Form, useLocation } from "react-router";
import { choiceHandlers } from "./native-select-field";

/**
 * 'Show [N] entries per page' as a GET form: the other filters ride along as hidden fields and
 * the page is left out, so a new size starts at page 1. A size picked with the pointer applies at
 * once (with scripts); one moved to with the keys waits for the Apply button.
 */
export function PageSizeForm({
  sizes,
  size,
  keep = {},
}: {
  sizes: readonly number[];
  size: number;
  /** query parameters to keep (null or "" drops one) */
  keep?: Record<string, string | null>;
}) {
  const location = useLocation();
  const id = useId();
  const choose = choiceHandlers((select) => select.form?.requestSubmit());
  return (
    <Box component={Form} method="get" action={location.pathname} preventScrollReset sx={{ display: "flex", alignItems: "center", gap: 1 }}>
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <Typography variant="body2" component="label" htmlFor={id}>
        Show
      </Typography>
      <NativeSelect
        key={size}
        defaultValue={String(size)}
        inputProps={{ id, name: "size", "aria-label": "entries per page", ...{ "data-testid": "page-size" }, onKeyDown: choose.onKeyDown, onKeyUp: choose.onKeyUp }}
        onChange={choose.onChange}
      >
        {sizes.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </NativeSelect>
      <Typography variant="body2">entries per page</Typography>
      <Button type="submit" size="small" variant="outlined">
        Apply
      </Button>
    </Box>
  );
}
