import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigation, useSubmit } from "react-router";
import { ExportLink } from "./export-link";
import { NativeSelectField } from "./native-select-field";
import { SelectOptions, type SelectOption } from "./select-options";
import { TextInput } from "./text-input";

/**
 * The pieces View BO and View Mutasi share. Pure UI: no server code, so the page's JavaScript
 * stays small. Filters and search are GET forms (the URL holds the state), so they work
 * without scripts; with scripts the search follows the typing after 400 ms.
 */

export interface ViewFilterValues {
  type: string;
  website: string;
  status: string;
  date: string;
  q: string;
  id: string;
}

export type { SelectOption };

export const STATUS_OPTIONS: SelectOption[] = [
  { value: "all", label: "Select All" },
  { value: "approve", label: "Approve" },
  { value: "pending", label: "Pending" },
];

/** True once React has hydrated the page (false in the server's HTML and with scripts off). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The filter card of View BO and View Mutasi: the filter form, 'Lengkapi Website, Status, dan
 * Date dulu.' when a filter is missing, and the export buttons disabled until a search.
 */
export function ViewFilterPanel({
  typeOptions,
  websites,
  values,
  message,
  searched,
}: {
  typeOptions: SelectOption[];
  websites: { code: string; name: string }[];
  values: ViewFilterValues;
  message: string | null;
  searched: boolean;
}) {
  return (
    <Paper sx={{ p: 2, mb: 2 }}>
      <ViewFilterForm typeLabel="View Type" typeOptions={typeOptions} websites={websites} values={values} />
      {message ? (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }} data-testid="filter-message">
          {message}
        </Alert>
      ) : null}
      {searched ? null : (
        <Box sx={{ mt: 2 }}>
          <ExportButtons csv={null} xlsx={null} />
        </Box>
      )}
    </Paper>
  );
}

/** View Type, Website, Status Type, Date, then Search: a GET form; a new search starts at page 1. */
export function ViewFilterForm({
  typeLabel,
  typeOptions,
  websites,
  values,
}: {
  typeLabel: string;
  typeOptions: SelectOption[];
  websites: { code: string; name: string }[];
  values: ViewFilterValues;
}) {
  const location = useLocation();
  return (
    <Form method="get" action={location.pathname} aria-label="Filter">
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "center" }}>
        <Box sx={{ width: 200 }}>
          <NativeSelectField label={typeLabel} name="type" defaultValue={values.type}>
            <SelectOptions options={typeOptions} />
          </NativeSelectField>
        </Box>
        <Box sx={{ width: 220 }}>
          <NativeSelectField label="Website" name="website" defaultValue={values.website}>
            <SelectOptions placeholder="-- Pilih Website --" options={websites.map((website) => ({ value: website.code, label: `${website.code} - ${website.name}` }))} />
          </NativeSelectField>
        </Box>
        <Box sx={{ width: 170 }}>
          <NativeSelectField label="Status Type" name="status" defaultValue={values.status}>
            <SelectOptions placeholder="-- Pilih Status --" options={STATUS_OPTIONS} />
          </NativeSelectField>
        </Box>
        <Box sx={{ width: 180 }}>
          <TextInput label="Date" name="date" type="date" defaultValue={values.date} margin="dense" size="small" />
        </Box>
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Box>
    </Form>
  );
}

/**
 * The table's search: Username / Fullname / Nominal and the ID Tracking box (digits only, takes
 * priority). Carries the filters along; leaves the page out, so a search starts at page 1.
 */
export function ViewSearchForm({
  label,
  values,
}: {
  label: string;
  values: ViewFilterValues;
}) {
  const location = useLocation();
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const schedule = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), 400);
  };
  return (
    <Form
      method="get"
      action={location.pathname}
      aria-label="Pencarian"
      preventScrollReset
      onChange={(event) => schedule(event.currentTarget)}
      onSubmit={() => clearTimeout(timer.current)}
    >
      {(["type", "website", "status", "date"] as const).map((key) => (
        <input key={key} type="hidden" name={key} value={values[key]} />
      ))}
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "center" }}>
        <Box sx={{ width: 280 }}>
          <TextInput label={label} name="q" defaultValue={values.q} margin="dense" size="small" data-search type="search" />
        </Box>
        <Box sx={{ width: 160 }}>
          <TextInput
            label="ID Tracking"
            name="id"
            defaultValue={values.id}
            margin="dense"
            size="small"
            inputProps={{ inputMode: "numeric" }}
            onChange={(event) => {
              const input = event.target as HTMLInputElement;
              const digits = input.value.replace(/\D/g, "");
              if (digits !== input.value) input.value = digits;
            }}
          />
        </Box>
        <Button type="submit" variant="outlined">
          Cari
        </Button>
      </Box>
    </Form>
  );
}

/** Export CSV / Export Excel: download links once a search has run (ExportLink), disabled before. */
export function ExportButtons({ csv, xlsx }: { csv: string | null; xlsx: string | null }) {
  return (
    <Box sx={{ display: "flex", gap: 1 }}>
      <ExportButton href={csv} label="Export CSV" />
      <ExportButton href={xlsx} label="Export Excel" />
    </Box>
  );
}

function ExportButton({ href, label }: { href: string | null; label: string }) {
  return href ? (
    <ExportLink href={href} size="small">
      {label}
    </ExportLink>
  ) : (
    <Button variant="outlined" size="small" disabled>
      {label}
    </Button>
  );
}

/** 'Loading' while the page's data is being fetched (scripts only: without them the browser shows its own progress). */
export function LoadingText() {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "loading" || navigation.location?.pathname !== location.pathname) return null;
  return (
    <Typography role="status" variant="body2" color="text.secondary" data-testid="loading">
      Loading
    </Typography>
  );
}

/** The export links of a view: /export/<kind>.<csv|xlsx>?website=..&status=..&date=.. */
export function exportLinks(kind: string, filters: { website: string; status: string; date: string }) {
  const query = new URLSearchParams({ website: filters.website, status: filters.status, date: filters.date }).toString();
  return { csv: `/export/${kind}.csv?${query}`, xlsx: `/export/${kind}.xlsx?${query}` };
}
