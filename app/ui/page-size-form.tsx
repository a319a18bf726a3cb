import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import NativeSelect from "@mui/material/NativeSelect";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Form, useLocation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";

/**
 * 'Show [N] entries per page' as a GET form: the other filters ride along as hidden fields and
 * the page is left out, so a new size starts at page 1. With scripts a change applies at once;
 * without, an Apply button submits it.
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
  const hydrated = useHydrated();
  const id = useId();
  return (
    <Box component={Form} method="get" action={location.pathname} preventScrollReset sx={{ display: "flex", alignItems: "center", gap: 1 }}>
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <Typography variant="body2" component="label" htmlFor={id}>
        Show
      </Typography>
      <NativeSelect
        key={size}
        defaultValue={String(size)}
        inputProps={{ id, name: "size", "aria-label": "entries per page", "data-testid": "page-size" } as Record<string, string>}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {sizes.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </NativeSelect>
      <Typography variant="body2">entries per page</Typography>
      {hydrated ? null : (
        <Button type="submit" size="small" variant="outlined">
          Apply
        </Button>
      )}
    </Box>
  );
}
