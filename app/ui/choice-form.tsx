import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { ReactNode } from "react";
import { Form, useNavigate } from "react-router";
import { NativeSelectField } from "./native-select-field";

/**
 * A GET form of one select (first option '-- Pilih {label} --') that follows a choice at once
 * with scripts, and a 'Pilih' button that confirms it: a choice made with the keys, or any
 * without scripts. The fields kept from earlier choices ride along hidden.
 */
export function ChoiceForm({
  action,
  label,
  name,
  value,
  kept = [],
  hrefOf,
  children,
}: {
  action: string;
  label: string;
  name: string;
  value: string | undefined;
  kept?: readonly (readonly [string, string])[];
  /** where a choice leads when scripts follow it at once */
  hrefOf: (chosen: string) => string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Box component={Form} method="get" action={action} preventScrollReset sx={{ display: "flex", gap: 1, alignItems: "center" }}>
      {kept.map(([field, keptValue]) => (
        <input key={field} type="hidden" name={field} value={keptValue} />
      ))}
      <NativeSelectField
        key={value ?? ""}
        label={label}
        name={name}
        defaultValue={value ?? ""}
        onChoose={(select) => navigate(hrefOf(select.value), { preventScrollReset: true })}
      >
        <option value="">{`-- Pilih ${label} --`}</option>
        {children}
      </NativeSelectField>
      <Button type="submit" variant="outlined">
        Pilih
      </Button>
    </Box>
  );
}
