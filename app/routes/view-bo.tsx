import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { Fragment, useCallback, useEffect, useRef, useState } from "react";
import { data, Form, redirect, useLocation } from "react-router";
import { requireScreen } from "~/services/auth/access.server";
import { approveBoRows, LargeChangeUnconfirmed, previewBoChange, type ApprovalPreviewRow } from "~/services/review/approvals.server";
import { confirmCandidate, listCandidates } from "~/services/review/candidates.server";
import { deleteBoRows } from "~/services/review/delete-rows.server";
import { assertCsrf } from "~/services/auth/csrf.server";
import { ServiceError, ValidationError } from "~/services/errors";
import { takeFlash, type Notice } from "~/services/http/flash.server";
import { redirectWithNotice } from "~/services/http/form-action.server";
import { UNKNOWN_ACTION_MESSAGE } from "~/services/http/messages";
import { assertSafeText } from "~/services/http/input-text";
import { lastPage, pageOverflowRedirect, parsePaging } from "~/services/http/paging";
import { reconcileOnDemand } from "~/services/matching/reconcile.server";
import { shownVerdicts } from "~/services/matching/verdicts.server";
import { RECONCILE_MESSAGES, TIER_LABELS } from "~/services/matching/messages";
import { insideEditWindow, parseSpecDate } from "~/services/spec-date";
import { codeOf, DIRECTIONS, directionOfViewType, type DirectionCode } from "~/services/review/ledger-direction";
import { amountLabel, boLedger } from "~/services/review/ledgers";
import { boDisplayRow, type BoDisplayRow } from "~/services/review/view-display";
import { closedDayNotice, openViewScreen } from "~/services/review/view-screen.server";
import { classifySearch, INCOMPLETE_FILTERS_MESSAGE, listView, VIEW_PAGE_SIZE } from "~/services/review/views.server";
import { ClosedDayNotice } from "~/ui/closed-day-notice";
import { CsrfInput } from "~/ui/csrf-input";
import { DialogButtons } from "~/ui/dialog-buttons";
import { NoticeBanner } from "~/ui/notice-banner";
import { PageTitle } from "~/ui/page-title";
import { Pager } from "~/ui/pager";
import { UrlDialog } from "~/ui/url-dialog";
import { withParams } from "~/ui/url";
import {
  ExportButtons,
  exportLinks,
  LoadingText,
  useHydrated,
  ViewFilterPanel,
  ViewSearchForm,
  type ViewFilterValues,
} from "~/ui/view-controls";
import { AmountEditBox } from "~/ui/amount-edit-box";
import { isPairIntent, pairFormAction, pairScreenState, type PairScreenState } from "~/services/review/pair-form.server";
import { LargeChangeNote, PairDialogs, PairLinks } from "~/ui/pair-dialogs";
import { pinnedColumns } from "~/ui/pinned-columns";
import { scrollRegion } from "~/ui/data-table";
import { LARGE_CHANGE_MESSAGE } from "~/services/review/messages";
import type { Route } from "./+types/view-bo";

/**
 * What a decision needs besides the status and the note at the table's start: the amount, the
 * player's names and the row's controls stay on a 1366-pixel screen (ui/pinned-columns.ts).
 */
const DECISION_WIDTHS = { amount: 150, Username: 130, Fullname: 150, Action: 90 } as const;

/** Spec section 9: the submit confirmation lists 5 rows (deposit) or 8 rows (withdraw). */
const CONFIRM_LIST_LENGTH = { depo: 5, wd: 8 } as const;

export function meta() {
  return [{ title: "View BO" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { user, url, params, websites, direction, form, asked, chosen } = await openViewScreen(request, "/view-bo");
  const { notice, headers } = await takeFlash(request);
  const base = {
    form,
    websites,
    canUndo: user.account_role === "ADMIN",
    notice,
    message: null as string | null,
    table: null as null | BoTableData,
    pairState: null as null | PairScreenState,
  };
  if (!asked) return data(base, { headers });
  if (!chosen) return data({ ...base, message: INCOMPLETE_FILTERS_MESSAGE }, { headers });
  const { website, status, date } = chosen;

  const ledger = boLedger(direction);
  const { page } = parsePaging(params, [VIEW_PAGE_SIZE], VIEW_PAGE_SIZE);
  let result: Awaited<ReturnType<typeof listView>>;
  try {
    assertSafeText(params);
    result = await listView(user, ledger.key, { website, date, status, search: classifySearch(form.q, form.id) }, { page, pageSize: VIEW_PAGE_SIZE });
  } catch (error) {
    if (error instanceof ServiceError) return data({ ...base, message: error.message }, { status: error.status, headers });
    throw error;
  }
  const overflow = pageOverflowRedirect(url, page, result.total, VIEW_PAGE_SIZE);
  if (overflow) throw redirect(overflow);
  const editWindow = insideEditWindow(date);
  const closed = await closedDayNotice(website, date);
  const ambiguous = result.rows
    .filter((row) => row[ledger.matchState] === "ambiguous" && !row[ledger.approved])
    .map((row) => Number(row[ledger.id]));
  const candidates = await listCandidates(direction, ambiguous);
  const verdicts = await shownVerdicts(ledger, result.rows);
  const rows = result.rows.map((row, index) =>
    boDisplayRow(ledger, row, {
      no: (page - 1) * VIEW_PAGE_SIZE + index + 1,
      // a closed day refuses every change: offered as outside the edit window is
      editWindow: editWindow && !closed,
      candidates: candidates[Number(row[ledger.id])] ?? [],
      verdict: verdicts.get(Number(row[ledger.id])),
    }),
  );
  const table: BoTableData = {
    type: form.type,
    website,
    status,
    date,
    page,
    last: lastPage(result.total, VIEW_PAGE_SIZE),
    total: result.total,
    editWindow,
    closed,
    rows,
    exports: exportLinks(ledger.exportName, { website, status, date }),
  };
  const pairState = await pairScreenState(user, direction, "bo", params, { website, date }, rows.map((row) => row.id), { closed: closed !== null });
  return data({ ...base, table, pairState }, { headers });
}

interface BoTableData {
  type: DirectionCode;
  website: string;
  status: string;
  date: string;
  page: number;
  last: number;
  total: number;
  editWindow: boolean;
  /** the notice of a closed day (Tutup Hari), null while the day is open */
  closed: string | null;
  rows: BoDisplayRow[];
  exports: { csv: string; xlsx: string };
}

/** What the table form posted: the checked rows and every row's note and amount box. */
interface PostedValues {
  sel: string[];
  ket: Record<string, string>;
  amount: Record<string, string>;
}

function postedValues(formData: FormData): PostedValues {
  const values: PostedValues = { sel: [], ket: {}, amount: {} };
  for (const [key, value] of formData) {
    if (typeof value !== "string") continue;
    if (key === "sel") values.sel.push(value);
    else if (key.startsWith("ket_")) values.ket[key.slice(4)] = value;
    else if (key.startsWith("amount_")) values.amount[key.slice(7)] = value;
  }
  values.sel = [...new Set(values.sel)];
  return values;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "/view-bo");
  const formData = await request.formData();
  await assertCsrf(formData, request);
  const intent = String(formData.get("intent") ?? "");
  const kind = directionOfViewType(String(formData.get("type") ?? ""));
  const website = String(formData.get("website") ?? "");
  const date = parseSpecDate(String(formData.get("date") ?? ""));
  const scope = { website, date };
  const values = postedValues(formData);
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  const itemsOf = (ids: string[]) => ids.map((id) => ({ id, note: values.ket[id], amount: values.amount[id] }));
  const done = (message: string, partial: boolean) =>
    redirectWithNotice(request, back, { severity: partial ? "warning" : "success", message });
  try {
    assertSafeText(formData);
    if (intent === "approve") {
      const rows = await previewBoChange(user, kind, scope, { action: "approve", items: itemsOf(values.sel) });
      return data({ kind: "confirm" as const, action: "approve" as const, rows, values });
    }
    if (intent === "approve-confirm") {
      try {
        const outcome = await approveBoRows(user, kind, scope, itemsOf(values.sel), { askBeforeLargeChange: formData.get("large_ok") !== "1" });
        return done(outcome.message, outcome.alreadyApproved.length + outcome.notFound.length > 0);
      } catch (error) {
        if (!(error instanceof LargeChangeUnconfirmed)) throw error;
        const rows = await previewBoChange(user, kind, scope, { action: "approve", items: itemsOf(values.sel) });
        return data({ kind: "confirm" as const, action: "approve" as const, rows, values, large: true });
      }
    }
    if (intent === "delete-confirm") {
      const outcome = await deleteBoRows(user, kind, scope, values.sel);
      return done(outcome.message, outcome.alreadyApproved.length + outcome.notFound.length > 0);
    }
    if (intent === "delete" || /^delete-\d+$/.test(intent)) {
      const ids = intent === "delete" ? values.sel : [intent.slice("delete-".length)];
      const rows = await previewBoChange(user, kind, scope, { action: "delete", ids });
      return data({ kind: "confirm" as const, action: "delete" as const, rows, values: { ...values, sel: ids } });
    }
    if (/^update-\d+$/.test(intent)) {
      const id = intent.slice("update-".length);
      // an edited amount is shown old -> new and confirmed before it is stored
      if (values.amount[id]?.trim()) {
        const rows = await previewBoChange(user, kind, scope, { action: "approve", items: itemsOf([id]) });
        return data({ kind: "confirm" as const, action: "approve" as const, rows, values: { ...values, sel: [id] } });
      }
      const outcome = await approveBoRows(user, kind, scope, itemsOf([id]));
      return done(outcome.message, false);
    }
    const confirm = /^confirm-(\d+)-(\d+)$/.exec(intent);
    if (confirm) {
      const outcome = await confirmCandidate(user, kind, scope, Number(confirm[1]), Number(confirm[2]));
      return done(outcome.message, false);
    }
    if (intent === "reconcile") {
      const summary = await reconcileOnDemand(user, website, date ?? "");
      const side = summary[kind];
      const said = RECONCILE_MESSAGES.onDemand(side.matched, side.left);
      return done(side.takenBack.length > 0 ? `${said} ${RECONCILE_MESSAGES.takenBack(side.takenBack)}` : said, false);
    }
    if (isPairIntent(intent)) {
      const reply = await pairFormAction(user, kind, scope, intent, formData, "bo");
      return reply.kind === "done" ? done(reply.message, false) : data({ ...reply, values });
    }
    throw new ValidationError(UNKNOWN_ACTION_MESSAGE);
  } catch (error) {
    if (error instanceof ServiceError) {
      return data({ kind: "error" as const, error: error.message, values }, { status: error.status });
    }
    throw error;
  }
}

export default function ViewBoPage({ loaderData, actionData }: Route.ComponentProps) {
  const { table, form } = loaderData;
  const failure = actionData?.kind === "error" ? actionData : null;
  const confirm = actionData?.kind === "confirm" ? actionData : null;
  const notice: Notice | null = failure ? { severity: "error", message: failure.error } : loaderData.notice;
  return (
    <Box>
      <PageTitle title="View BO" />
      <ViewFilterPanel
        typeOptions={DIRECTIONS.map((direction) => ({ value: codeOf(direction), label: boLedger(direction).title }))}
        websites={loaderData.websites}
        values={form}
        message={loaderData.message}
        searched={Boolean(table)}
      />
      <NoticeBanner notice={confirm ? null : notice} />
      {table ? (
        <BoTableSection table={table} form={form} canUndo={loaderData.canUndo} values={actionData?.values} pairState={loaderData.pairState} />
      ) : (
        <LoadingText />
      )}
      {table && loaderData.pairState ? (
        <PairDialogs
          subject="bo"
          state={loaderData.pairState}
          reply={actionData?.kind === "pair" ? actionData : null}
          hidden={{ type: table.type, website: table.website, date: table.date }}
        />
      ) : null}
      {confirm && table ? (
        <ConfirmDialog
          type={table.type}
          action={confirm.action}
          rows={confirm.rows}
          values={confirm.values}
          table={table}
          large={"large" in confirm && confirm.large === true}
        />
      ) : null}
    </Box>
  );
}

function BoTableSection({
  table,
  form,
  canUndo,
  values,
  pairState,
}: {
  table: BoTableData;
  form: ViewFilterValues;
  canUndo: boolean;
  values?: PostedValues;
  pairState: PairScreenState | null;
}) {
  const location = useLocation();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [count, setCount] = useState(0);
  const recount = useCallback(() => {
    setCount(formRef.current?.querySelectorAll('input[name="sel"]:checked').length ?? 0);
  }, []);
  useEffect(recount, [table, recount]);
  const onChange = () => recount();
  const toggleAll = (checked: boolean) => {
    formRef.current?.querySelectorAll<HTMLInputElement>('input[name="sel"]:not(:disabled)').forEach((box) => (box.checked = checked));
    recount();
  };
  const ledger = boLedger(directionOfViewType(table.type));
  const textColumns = ledger.columns.map((column) => column.label);
  const amountColumn = amountLabel(ledger);
  const headers = ["", "No", "Status", "Ket", ...textColumns, "Action"];
  const { amount, ...named } = DECISION_WIDTHS;
  const pinned = pinnedColumns([{ label: amountColumn, width: amount }, ...Object.entries(named).map(([label, width]) => ({ label, width }))]);
  const showUpdate = table.status !== "approve";
  const anyEditable = table.rows.some((row) => row.editable);
  const selected = new Set(values?.sel ?? []);
  return (
    <Paper sx={{ p: 2 }}>
      <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
        <ViewSearchForm label="Username / Fullname / Nominal" values={form} />
        <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
          <LoadingText />
          {table.closed ? null : (
            <Form method="post" action={location.pathname + location.search} preventScrollReset>
              <CsrfInput />
              <input type="hidden" name="type" value={table.type} />
              <input type="hidden" name="website" value={table.website} />
              <input type="hidden" name="date" value={table.date} />
              <Button type="submit" name="intent" value="reconcile" size="small" variant="outlined">
                Reconcile sekarang
              </Button>
            </Form>
          )}
          <ExportButtons csv={table.exports.csv} xlsx={table.exports.xlsx} />
        </Box>
      </Box>
      <ClosedDayNotice message={table.closed} />
      {!table.editWindow ? (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          Data tanggal ini di luar batas edit (hari ini sampai 2 hari lalu): hanya bisa dilihat.
        </Typography>
      ) : null}
      <Form
        method="post"
        action={location.pathname + location.search}
        ref={formRef}
        onChange={onChange}
        preventScrollReset
        aria-label="Tabel BO"
      >
        <CsrfInput />
        <input type="hidden" name="type" value={table.type} />
        <input type="hidden" name="website" value={table.website} />
        <input type="hidden" name="date" value={table.date} />
        {table.closed ? null : (
          <Box sx={{ display: "flex", gap: 1, my: 1.5 }}>
            <Button type="submit" name="intent" value="approve" variant="contained" disabled={!anyEditable || (hydrated && count === 0)}>
              {hydrated ? `Submit ${count} data` : "Submit data"}
            </Button>
            <Button type="submit" name="intent" value="delete" variant="outlined" color="error" disabled={!anyEditable || (hydrated && count === 0)}>
              {hydrated ? `Delete ${count} data` : "Delete data"}
            </Button>
          </Box>
        )}
        <TableContainer component={Paper} variant="outlined" {...scrollRegion(ledger.title)}>
          <Table size="small" aria-label={ledger.title} sx={{ "& .MuiTableCell-root": { px: 1 } }}>
            <TableHead>
              <TableRow>
                {headers.map((header, index) => (
                  <TableCell key={header || `col-${index}`} sx={{ fontWeight: 600, whiteSpace: "nowrap", ...pinned(header, true) }}>
                    {index === 0 ? (
                      hydrated && anyEditable ? (
                        <input type="checkbox" aria-label="Pilih semua" onChange={(event) => toggleAll(event.currentTarget.checked)} />
                      ) : null
                    ) : (
                      header
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={headers.length} align="center">
                    No data
                  </TableCell>
                </TableRow>
              ) : (
                table.rows.map((row) => (
                  <Fragment key={row.id}>
                    <TableRow hover data-row-id={row.id}>
                      <TableCell>
                        {row.editable ? (
                          <input
                            type="checkbox"
                            name="sel"
                            value={row.id}
                            defaultChecked={selected.has(String(row.id))}
                            aria-label={`Pilih data #${row.id}`}
                          />
                        ) : (
                          <input type="checkbox" disabled aria-label={`Pilih data #${row.id}`} />
                        )}
                      </TableCell>
                      <TableCell>{row.no}</TableCell>
                      <TableCell>
                        <StatusCell row={row} />
                        <PairLinks id={row.id} open={row.editable} pair={pairState?.pairs[row.id]} canUndo={canUndo && !table.closed} other="mutasi" />
                      </TableCell>
                      <TableCell>
                        {row.editable && showUpdate ? (
                          <Box sx={{ display: "flex", gap: 0.5, alignItems: "center" }}>
                            <Box
                              component="input"
                              name={`ket_${row.id}`}
                              defaultValue={values?.ket[String(row.id)] ?? row.ket}
                              aria-label={`Ket #${row.id}`}
                              maxLength={500}
                              sx={inputSx(160)}
                            />
                            <Button type="submit" name="intent" value={`update-${row.id}`} size="small" variant="outlined">
                              Update
                            </Button>
                          </Box>
                        ) : (
                          row.ket || "-"
                        )}
                      </TableCell>
                      {textColumns.map((column) => (
                        <TableCell key={column} sx={{ whiteSpace: "nowrap", ...pinned(column) }}>
                          {column === amountColumn && row.editable ? (
                            <Box sx={{ display: "flex", flexDirection: "column", gap: 0.5 }}>
                              <span>{row.cells[column]}</span>
                              <AmountEditBox
                                name={`amount_${row.id}`}
                                label={`${amountColumn} #${row.id}`}
                                placeholder={row.amountDigits}
                                defaultValue={values?.amount[String(row.id)] ?? ""}
                                originalCents={row.amountCents}
                                sx={inputSx(DECISION_WIDTHS.amount - 24)}
                              />
                            </Box>
                          ) : (
                            row.cells[column]
                          )}
                        </TableCell>
                      ))}
                      <TableCell sx={pinned("Action")}>
                        {table.closed ? (
                          "-"
                        ) : (
                          <Button
                            type="submit"
                            name="intent"
                            value={`delete-${row.id}`}
                            size="small"
                            color="error"
                            disabled={!row.editable}
                            aria-label={`Delete data #${row.id}`}
                          >
                            Delete
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                    {row.candidates.length || reasonShown(row) ? (
                      <TableRow data-testid={`candidates-${row.id}`}>
                        <TableCell colSpan={headers.length} sx={{ bgcolor: "action.hover" }}>
                          {/* the reason on a line of its own, wrapping under the whole row: the decision columns stay narrow */}
                          {reasonShown(row) ? (
                            <Typography variant="body2" data-testid={`reason-${row.id}`} sx={{ position: "sticky", left: 8, maxWidth: 720, whiteSpace: "normal" }}>
                              {`Alasan: ${row.reason}`}
                            </Typography>
                          ) : null}
                          {row.candidates.length ? <CandidateList row={row} /> : null}
                        </TableCell>
                      </TableRow>
                    ) : null}
                  </Fragment>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Form>
      <Pager
        page={table.page}
        last={table.last}
        neighbours={2}
        hrefFor={(page) => withParams(location, { page })}
      />
    </Paper>
  );
}

function inputSx(width: number) {
  return {
    width,
    px: 1,
    py: 0.5,
    font: "inherit",
    color: "text.primary",
    bgcolor: "background.paper",
    border: 1,
    borderColor: "control.border",
    borderRadius: 1,
  } as const;
}

/** Why the matcher decided as it did: for a pending row, and for a row it approved itself (a person's approval needs none). */
function reasonShown(row: BoDisplayRow): boolean {
  return Boolean(row.reason) && (!row.approved || row.matchState === "auto");
}

function StatusCell({ row }: { row: BoDisplayRow }) {
  const tag =
    row.approved && row.matchState === "auto"
      ? "AUTO"
      : row.approved && row.matchState === "manual"
        ? "MANUAL"
        : !row.approved && row.matchState === "ambiguous" && row.tier !== "saran"
          ? `Ambigu (${row.candidates.length} kandidat)`
          : !row.approved && row.tier
            ? TIER_LABELS[row.tier]
            : null;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: 0.25 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, color: row.approved ? "success.main" : "warning.main" }}>
        {row.approved ? "Approved" : "Pending"}
      </Typography>
      {tag ? (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: "nowrap" }} title={row.reason ?? undefined} data-testid={`tier-${row.id}`}>
          {tag}
        </Typography>
      ) : null}
    </Box>
  );
}

function CandidateList({ row }: { row: BoDisplayRow }) {
  return (
    // the cell spans the whole wide table: the list stays at the visible start of it
    <Box sx={{ position: "sticky", left: 8, maxWidth: 720, whiteSpace: "normal" }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {`Kandidat mutasi untuk data #${row.id}`}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {row.candidates.map((candidate) => (
          <Box component="li" key={candidate.mutasiId} sx={{ py: 0.25 }}>
            <Box component="span" sx={{ mr: 1 }} data-testid={`candidate-${candidate.mutasiId}`}>
              {`mutasi #${candidate.mutasiId} · ${candidate.amount} · ${candidate.senderName} · ${candidate.date} · skor ${candidate.score}`}
            </Box>
            {row.editable && candidate.pending ? (
              <Button type="submit" name="intent" value={`confirm-${row.id}-${candidate.mutasiId}`} size="small" variant="outlined">
                {`Konfirmasi mutasi #${candidate.mutasiId}`}
              </Button>
            ) : !candidate.pending ? (
              <Typography component="span" variant="caption" color="text.secondary">
                (sudah diapprove)
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The confirmation of a submit or delete, rendered by the server from the action's reply (works without scripts). */
function ConfirmDialog({
  type,
  action,
  rows,
  values,
  table,
  large = false,
}: {
  type: DirectionCode;
  action: "approve" | "delete";
  rows: ApprovalPreviewRow[];
  values: PostedValues;
  table: BoTableData;
  /** the second question, asked when an edit moves an amount tenfold or more */
  large?: boolean;
}) {
  const location = useLocation();
  const closeHref = location.pathname + location.search;
  const approve = action === "approve";
  // the second question lists only the rows it is about
  const listed = large ? rows.filter((row) => row.largeChange) : rows;
  const limit = CONFIRM_LIST_LENGTH[type];
  const shown = listed.slice(0, limit);
  return (
    <UrlDialog title={large ? "Konfirmasi Nominal" : approve ? "Konfirmasi Submit" : "Konfirmasi Delete"} closeHref={closeHref} maxWidth={560}>
      <Typography sx={{ mb: 1 }}>
        {large
          ? LARGE_CHANGE_MESSAGE
          : approve
            ? `Submit ${rows.length} data berikut?`
            : `Hapus ${rows.length} data berikut? Data yang dihapus tidak bisa dikembalikan.`}
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 1 }} data-testid="confirm-list">
        {shown.map((row) => (
          <li key={row.id}>
            {`#${row.id} · ${row.ticket} · ${row.username} · ${row.amountChange ?? `Rp ${row.amount}`}${row.note ? ` · Ket: ${row.note}` : ""}`}
            {row.largeChange && !large ? <LargeChangeNote /> : null}
          </li>
        ))}
      </Box>
      {rows.length > shown.length ? <Typography>{`… dan ${rows.length - shown.length} data lainnya`}</Typography> : null}
      <Form method="post" action={closeHref} preventScrollReset>
        <CsrfInput />
        <input type="hidden" name="intent" value={approve ? "approve-confirm" : "delete-confirm"} />
        {large ? <input type="hidden" name="large_ok" value="1" /> : null}
        <input type="hidden" name="type" value={table.type} />
        <input type="hidden" name="website" value={table.website} />
        <input type="hidden" name="date" value={table.date} />
        {rows.map((row) => (
          <Fragment key={row.id}>
            <input type="hidden" name="sel" value={row.id} />
            {approve ? <input type="hidden" name={`ket_${row.id}`} value={values.ket[String(row.id)] ?? ""} /> : null}
            {approve ? <input type="hidden" name={`amount_${row.id}`} value={values.amount[String(row.id)] ?? ""} /> : null}
          </Fragment>
        ))}
        <DialogButtons
          closeHref={closeHref}
          confirmLabel={large ? "Ya, nominal sudah benar" : approve ? "Ya, Submit" : "Ya, Delete"}
          busyLabel={approve ? "Submitting..." : "Deleting..."}
          danger={!approve}
        />
      </Form>
    </UrlDialog>
  );
}
