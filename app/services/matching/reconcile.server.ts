import { Op, QueryTypes, type Transaction } from "sequelize";
import { AkunBank, BoDeposit, BoWithdraw, MatchLink, MutasiDeposit, MutasiWithdraw } from "~/models/models.server";
import { bulkInsert } from "~/models/bulk-insert.server";
import { updateRows } from "~/models/update-rows.server";
import {
  reconcileDeposits,
  reconcileWithdrawals,
  type BoDepositCandidate,
  type BoWithdrawCandidate,
  type MutasiDepositCandidate,
  type MutasiWithdrawCandidate,
  type ReconcileResult,
} from "./engine";
import { lockWebsiteUploads } from "../upload/ingest/upload-lock.server";
import { attachAliases } from "./aliases.server";
import { refusedInBo } from "./bo-status";
import { assertDaysOpen, closedDates } from "../day-close/day-close.server";
import { dateOfDay, dayNumber } from "./engine/days";
import { collectGarbage } from "./memory.server";
import { verdictsOf, type RowVerdict } from "./engine/verdicts";
import { writeVerdicts } from "./verdicts.server";
import { keepNearest, nameOtherAmounts } from "./nearest-named.server";
import { DEPOSIT_DAY_LAG } from "./engine/deposits";
import { WITHDRAW_DAY_LAG } from "./engine/withdrawals";
import { toCents } from "../money";
import { assertRole, assertWebsiteAccess } from "../auth/access.server";
import { actorOf } from "../activity-log/actor";
import { ValidationError } from "../errors";
import type { SessionUser } from "../auth/session.server";
import { recordActivity, type Actor } from "../activity-log/record.server";
import { INCOMPLETE_FILTERS_MESSAGE } from "../review/views.server";
import type { Direction } from "../review/ledger-direction";
import { boLedger, mutasiLedgerOf } from "../review/ledgers";
import { normaliseWebsiteCode } from "../websites/website-code";

/**
 * Runs the matching engine over what is stored for a website and some business dates, and
 * writes its decisions: sure matches approve the BO row and its statement line together,
 * ambiguous rows get their candidates, and automatic matches the engine no longer finds best
 * are taken back. Manual approvals are final and never touched; a pair an ADMIN undid is never
 * proposed again (its BO row and line are judged anew without it).
 *
 * Deterministic over the stored data: the engine sees every open row and every automatic match
 * of the window (the dates, the day before and the day after: late transfers land a day later),
 * so the order in which files were uploaded does not change the outcome.
 */
export interface ReconcileScope {
  website: string;
  dates: string[];
}

export interface SideSummary {
  matched: number;
  ambiguous: number;
  /** automatic matches taken back because a better assignment was found */
  superseded: number;
}

export interface ReconcileSummary {
  deposit: SideSummary;
  withdraw: SideSummary;
}

interface Side {
  kind: Direction;
  bo: {
    model: typeof BoDeposit | typeof BoWithdraw;
    table: string;
    id: string;
    website: string;
    date: string;
    approve: string;
    state: string;
    note: string;
    appDate: string;
    approvedBy: string;
    ticket: string;
    amount: string;
    /** the back office's own status of the ticket */
    status: string;
    fullName: string;
    username: string;
    corporate: string;
    references: string[];
    playerAccountNo: string | null;
    /** when the player asked (req_date), against when the bank booked the line */
    requestedAt: string;
  };
  mutasi: {
    model: typeof MutasiDeposit | typeof MutasiWithdraw;
    table: string;
    id: string;
    website: string;
    date: string;
    app: string;
    ticket: string;
    appDate: string;
    note: string;
    amount: string;
    name: string;
    description: string;
    akunBank: string;
    reference: string;
    accountNo: string;
    /** a line marked as not a player's money (review/line-marks.ts) is never matched */
    mark: string;
    /** when the bank booked the line, where the statement says (parsers/booked-time.ts) */
    bookedAt: string;
  };
}

/**
 * A side of the books: the BO ledger and the statement ledger of one direction (their shared
 * columns from ledgers.ts), plus the columns only matching reads.
 */
function sideOf(
  kind: Direction,
  bo: Pick<Side["bo"], "model" | "status" | "fullName" | "corporate" | "references" | "playerAccountNo" | "requestedAt">,
  mutasi: Pick<Side["mutasi"], "model" | "description" | "reference" | "accountNo" | "mark" | "bookedAt">,
): Side {
  const b = boLedger(kind);
  const m = mutasiLedgerOf(kind);
  return {
    kind,
    bo: {
      ...bo,
      table: b.table,
      id: b.id,
      website: b.website,
      date: b.date,
      approve: b.approved,
      state: b.matchState,
      note: b.note,
      appDate: b.appDate,
      approvedBy: b.approvedBy,
      ticket: b.ticket,
      amount: b.amount,
      username: b.username,
    },
    mutasi: {
      ...mutasi,
      table: m.table,
      id: m.id,
      website: m.website,
      date: m.date,
      app: m.approved,
      ticket: m.ticket,
      appDate: m.appDate,
      note: m.note,
      amount: m.amount,
      name: m.name,
      akunBank: m.akunBank,
    },
  };
}

const DEPOSIT = sideOf(
  "deposit",
  { model: BoDeposit, status: "bo_status", fullName: "full_name", corporate: "corporate_bank", references: ["bo_ref", "player_ref", "player_own_ref"], playerAccountNo: "player_bank", requestedAt: "req_date" },
  { model: MutasiDeposit, description: "mutasi_description", reference: "mutasi_transaction_id", accountNo: "mutasi_player_account_no", mark: "mutasi_mark", bookedAt: "mutasi_time" },
);

const WITHDRAW = sideOf(
  "withdraw",
  { model: BoWithdraw, status: "wd_status", fullName: "wd_fullname", corporate: "wd_corp_bank", references: ["wd_ref_code", "wd_own_ref_code"], playerAccountNo: "wd_player_no", requestedAt: "wd_req_date" },
  { model: MutasiWithdraw, description: "mutasiwd_description", reference: "mutasiwd_transaction_id", accountNo: "mutasiwd_player_account_no", mark: "mutasiwd_mark", bookedAt: "mutasiwd_time" },
);

export async function reconcileStored(
  scope: ReconcileScope,
  options: { transaction?: Transaction; actor?: Actor; now?: Date } = {},
): Promise<ReconcileSummary> {
  const run = async (transaction: Transaction) => {
    const now = options.now ?? new Date();
    // a closed day (Tutup Hari) is final: its rows and lines are neither read nor decided again
    const days = windowOf(scope.dates);
    const closed = new Set(await closedDates(scope.website, days, transaction));
    const window = days.filter((date) => !closed.has(date));
    const deposit = await reconcileSide(DEPOSIT, scope, window, transaction, now);
    const withdraw = await reconcileSide(WITHDRAW, scope, window, transaction, now);
    const changed = deposit.matched + deposit.ambiguous + deposit.superseded + withdraw.matched + withdraw.ambiguous + withdraw.superseded;
    if (options.actor && changed > 0) {
      await recordActivity(
        { ...options.actor, website: scope.website },
        `Rekonsiliasi ${scope.website} ${scope.dates.join(", ")}: deposit ${deposit.matched} cocok, ${deposit.ambiguous} perlu dicek; withdraw ${withdraw.matched} cocok, ${withdraw.ambiguous} perlu dicek`,
        transaction,
      );
    }
    return { deposit, withdraw };
  };
  if (options.transaction) return run(options.transaction);
  const sequelize = BoDeposit.sequelize!;
  // a run of its own (reconcile now) takes its turn with the website's uploads, as they do with each other
  return sequelize.transaction(async (transaction) => {
    await lockWebsiteUploads(sequelize, transaction, scope.website);
    return run(transaction);
  });
}

/**
 * The reconcile-now button of View BO: ADMIN and CHECKER, for a website they may see and a date,
 * logged as the user's action.
 */
export async function reconcileOnDemand(user: SessionUser, website: string, date: string): Promise<ReconcileSummary> {
  assertRole(user, ["ADMIN", "CHECKER"]);
  const code = normaliseWebsiteCode(website);
  if (!code || !date) throw new ValidationError(INCOMPLETE_FILTERS_MESSAGE);
  assertWebsiteAccess(user, code);
  await assertDaysOpen(code, [date]);
  return reconcileStored({ website: code, dates: [date] }, { actor: actorOf(user, code) });
}

/** The dates, the day before and the day after each. */
function windowOf(dates: string[]): string[] {
  const days = new Set<number>();
  for (const date of dates) for (const offset of [-1, 0, 1]) days.add(dayNumber(date) + offset);
  return [...days].sort((a, b) => a - b).map(dateOfDay);
}

/** Digits of a corporate account named in BO text such as "BCA - 1234567890 - PT X" (the longest run of 6 or more). */
export function corporateAccountDigits(text: unknown): string | null {
  if (typeof text !== "string") return null;
  const runs = text.match(/\d{6,}/g);
  if (!runs) return null;
  return runs.reduce((longest, run) => (run.length > longest.length ? run : longest));
}

type Row = Record<string, unknown>;

/** Rows a query of the window brings back at most: the window itself may hold 300k lines. */
const PAGE_ROWS = 5_000;

/**
 * The rows of one (website, date, approved) part of the window, a page at a time in id order,
 * along the tables' (website, date, approve, id) index: no query holds the whole window, and
 * each page is reduced to what the engine needs before the next is read.
 */
async function eachRow(
  model: Side["bo"]["model"] | Side["mutasi"]["model"],
  keys: { id: string; website: string; date: string; approved: string },
  where: { website: string; date: string; approved: boolean; extra?: Record<string, unknown> },
  attributes: string[],
  transaction: Transaction,
  visit: (row: Row) => void,
): Promise<void> {
  let after = 0;
  for (;;) {
    const page = (await (model as typeof MutasiDeposit).findAll({
      where: { [keys.website]: where.website, [keys.date]: where.date, [keys.approved]: where.approved, [keys.id]: { [Op.gt]: after }, ...where.extra },
      attributes,
      order: [[keys.id, "ASC"]],
      limit: PAGE_ROWS,
      raw: true,
      transaction,
    })) as unknown as Row[];
    for (const row of page) visit(row);
    if (page.length < PAGE_ROWS) return;
    after = page[page.length - 1][keys.id] as number;
  }
}

/** Names of 'tidak ada' rows looked up in one query; more, and the window's open lines are read once instead. */
const NAMES_PER_QUERY = 500;

/** Open BO rows the engine takes at a time, with the lines of their amounts. */
const RANGE_BO_ROWS = 2_000;
/**
 * Lines after which the ranges done are collected (see collectGarbage): a collection costs about
 * 50 ms, the garbage of 20k lines matched about 100 MB of heap.
 */
const COLLECT_AFTER_LINES = 15_000;

interface AmountRange {
  lowest: number;
  highest: number;
  amounts: Set<number>;
  bos: BoCandidate[];
}

/** The BO rows cut into runs of whole amounts, in amount order, each of about RANGE_BO_ROWS rows. */
function amountRanges(bos: BoCandidate[]): AmountRange[] {
  const sorted = [...bos].sort((a, b) => a.amountCents - b.amountCents);
  const ranges: AmountRange[] = [];
  let current: AmountRange | null = null;
  for (const row of sorted) {
    const amount = row.amountCents;
    if (!current || (current.bos.length >= RANGE_BO_ROWS && amount !== current.highest)) {
      current = { lowest: amount, highest: amount, amounts: new Set(), bos: [] };
      ranges.push(current);
    }
    current.highest = amount;
    current.amounts.add(amount);
    current.bos.push(row);
  }
  return ranges;
}

/** What the run needs of an open BO row besides its candidate: to write its decision. */
interface OpenBo {
  state: unknown;
  ticket: unknown;
}

/** `window`: the scope's dates, the day before and the day after each, closed days left out. */
async function reconcileSide(side: Side, scope: ReconcileScope, window: string[], transaction: Transaction, now: Date): Promise<SideSummary> {
  const { bo, mutasi } = side;
  const sequelize = bo.model.sequelize!;
  const none = { matched: 0, ambiguous: 0, superseded: 0 };
  if (window.length === 0) return none;

  // with no statement line in the window there is nothing to match: a 100k-row BO upload need
  // not be read back at all
  const anyLine = await (mutasi.model as typeof MutasiDeposit).findOne({
    where: { [mutasi.website]: scope.website, [mutasi.date]: { [Op.in]: window } },
    attributes: [mutasi.id],
    raw: true,
    transaction,
  });
  if (!anyLine) return none;

  const links = (await sequelize.query(
    `SELECT match_id, match_bo_id, match_mutasi_id, match_method, match_active, match_undone_by
       FROM match_link
      WHERE match_kind = ?
        AND (match_bo_id IN (SELECT ${bo.id} FROM ${bo.table} WHERE ${bo.website} = ? AND ${bo.date} IN (${window.map(() => "?").join(",")}))
          OR match_mutasi_id IN (SELECT ${mutasi.id} FROM ${mutasi.table} WHERE ${mutasi.website} = ? AND ${mutasi.date} IN (${window.map(() => "?").join(",")})))`,
    { replacements: [side.kind, scope.website, ...window, scope.website, ...window], type: QueryTypes.SELECT, transaction },
  )) as { match_id: number; match_bo_id: number; match_mutasi_id: number; match_method: string; match_active: unknown; match_undone_by: number | null }[];
  // pairs an ADMIN undid: never proposed again, while their rows and lines stay open to the rest
  const undoneByAdmin = new Map<number, number[]>();
  for (const link of links) {
    if (link.match_undone_by === null || link.match_undone_by === undefined) continue;
    const refused = undoneByAdmin.get(link.match_bo_id);
    if (refused) refused.push(link.match_mutasi_id);
    else undoneByAdmin.set(link.match_bo_id, [link.match_mutasi_id]);
  }

  const accountNos = new Map(
    (await AkunBank.findAll({ where: { akun_bank_website: scope.website }, attributes: ["akun_bank_id", "akun_bank_no", "akun_bank_bank"], raw: true, transaction })).map(
      (account) => [account.akun_bank_id, { no: account.akun_bank_no, bank: account.akun_bank_bank }],
    ),
  );

  // BO rows pending, and those matched automatically, to be decided again; open unless the back
  // office refused the ticket
  const boIds = new Set<number>();
  const openBo = new Map<number, OpenBo>();
  const boCandidates: BoCandidate[] = [];
  const boAttributes = [
    bo.id, bo.website, bo.date, bo.state, bo.ticket, bo.amount, bo.status, bo.fullName, bo.username, bo.corporate, bo.requestedAt,
    ...bo.references, ...(bo.playerAccountNo ? [bo.playerAccountNo] : []),
  ];
  const visitBo = (row: Row) => {
    const id = row[bo.id] as number;
    boIds.add(id);
    if (refusedInBo(row[bo.status])) return;
    openBo.set(id, { state: row[bo.state], ticket: row[bo.ticket] });
    const candidate = boCandidate(side, row);
    const refused = undoneByAdmin.get(id);
    if (refused) candidate.refusedLines = refused;
    boCandidates.push(candidate);
  };
  const boKeys = { id: bo.id, website: bo.website, date: bo.date, approved: bo.approve };
  for (const date of window) {
    await eachRow(bo.model, boKeys, { website: scope.website, date, approved: false }, boAttributes, transaction, visitBo);
    await eachRow(bo.model, boKeys, { website: scope.website, date, approved: true, extra: { [bo.state]: "auto" } }, boAttributes, transaction, visitBo);
  }
  if (boIds.size === 0) return none;
  // what people taught by pairing by hand: the players' confirmed senders (issue 13, point 5)
  await attachAliases(scope.website, boCandidates, transaction);

  const autoByBo = new Map<number, { linkId: number; mutasiId: number }>();
  const autoMutasiOfScope = new Set<number>();
  for (const link of links) {
    const active = link.match_active === true || link.match_active === 1;
    if (active && link.match_method === "auto" && boIds.has(link.match_bo_id)) {
      autoByBo.set(link.match_bo_id, { linkId: link.match_id, mutasiId: link.match_mutasi_id });
      autoMutasiOfScope.add(link.match_mutasi_id);
    }
  }

  // open lines: not approved, or approved only by one of those automatic matches. Every pair
  // the engine makes has one amount on both sides (its candidates, its groups and its amount
  // rarity all stay within an amount), so the engine runs over a range of amounts at a time with
  // the same outcome, holding only that range's lines; a line of an amount no open BO row has
  // could change nothing and is not read at all.
  const lineAttributes = [
    mutasi.id, mutasi.website, mutasi.date, mutasi.amount, mutasi.name, mutasi.description, mutasi.akunBank, mutasi.reference, mutasi.accountNo, mutasi.bookedAt,
  ];
  const autoLines: Row[] = [];
  const autoIds = [...autoMutasiOfScope];
  for (let start = 0; start < autoIds.length; start += 500) {
    autoLines.push(
      ...((await (mutasi.model as typeof MutasiDeposit).findAll({
        where: { [mutasi.id]: { [Op.in]: autoIds.slice(start, start + 500) }, [mutasi.website]: scope.website, [mutasi.date]: { [Op.in]: window }, [mutasi.app]: true },
        attributes: lineAttributes,
        raw: true,
        transaction,
      })) as unknown as Row[]),
    );
  }
  // an automatic pair whose line the window does not hold (a closed day, or the day after the
  // window's last) stays as it is: deciding its row without its line would take the pair back
  const heldLines = new Set(autoLines.map((row) => row[mutasi.id] as number));
  for (const [boId, current] of autoByBo) {
    if (heldLines.has(current.mutasiId)) continue;
    autoByBo.delete(boId);
    openBo.delete(boId);
  }
  const decided = boCandidates.filter((candidate) => openBo.has(candidate.id));
  const lineKeys = { id: mutasi.id, website: mutasi.website, date: mutasi.date, approved: mutasi.app };
  const result = emptyResult();
  const verdicts: RowVerdict[] = [];
  const maxDayLag = side.kind === "deposit" ? DEPOSIT_DAY_LAG : WITHDRAW_DAY_LAG;
  const nearestKept = new Map<number, LineCandidate>();
  let linesSinceCollection = 0;
  for (const range of amountRanges(decided)) {
    const lines: LineCandidate[] = [];
    const visitLine = (row: Row) => {
      const amountCents = toCents(row[mutasi.amount] as number | string);
      if (range.amounts.has(amountCents)) lines.push(lineCandidate(side, row, amountCents, accountNos));
    };
    // half a cent either side: the column may hold the amount as a binary fraction
    const amount = { [mutasi.amount]: { [Op.between]: [(range.lowest - 0.5) / 100, (range.highest + 0.5) / 100] } };
    for (const date of window) {
      await eachRow(mutasi.model, lineKeys, { website: scope.website, date, approved: false, extra: { ...amount, [mutasi.mark]: null } }, lineAttributes, transaction, visitLine);
    }
    for (const row of autoLines) visitLine(row);
    const part = lines.length === 0 ? emptyResult() : runSide(side, range.bos, lines);
    const rangeVerdicts = verdictsOf(side.kind, range.bos, lines, part, maxDayLag);
    keepNearest(rangeVerdicts, lines, nearestKept);
    verdicts.push(...rangeVerdicts);
    result.matches.push(...part.matches);
    result.ambiguous.push(...part.ambiguous);
    linesSinceCollection += lines.length;
    if (linesSinceCollection >= COLLECT_AFTER_LINES) {
      collectGarbage();
      linesSinceCollection = 0;
    }
  }
  await nameOtherAmounts({
    side: side.kind,
    maxDayLag,
    verdicts,
    rows: decided,
    kept: nearestKept,
    matches: result.matches,
    linesNamed: async (names) => {
      const found: LineCandidate[] = [];
      const take = (row: Row) => found.push(lineCandidate(side, row, toCents(row[mutasi.amount] as number | string), accountNos));
      const open = { [mutasi.mark]: null };
      if (names.length <= NAMES_PER_QUERY) {
        const where = { [mutasi.name]: { [Op.in]: names } };
        for (const date of window) await eachRow(mutasi.model, lineKeys, { website: scope.website, date, approved: false, extra: { ...open, ...where } }, lineAttributes, transaction, take);
      } else {
        // a day of many rows without a line: one pass over the window's open lines, not a query per few hundred names
        const wanted = new Set(names);
        const visit = (row: Row) => {
          if (wanted.has(row[mutasi.name] as string)) take(row);
        };
        for (const date of window) await eachRow(mutasi.model, lineKeys, { website: scope.website, date, approved: false, extra: open }, lineAttributes, transaction, visit);
      }
      return found;
    },
  });
  // decisions in BO id order, as one run over every amount gives them
  result.matches.sort((a, b) => a.boId - b.boId);
  result.ambiguous.sort((a, b) => a.boId - b.boId);

  const matchByBo = new Map(result.matches.map((match) => [match.boId, match]));

  // 1. automatic matches the engine no longer makes go back to pending
  const superseded = [...autoByBo].filter(([boId, current]) => matchByBo.get(boId)?.mutasiId !== current.mutasiId);
  await updateRows(MatchLink, { key: "match_id", shared: { match_active: false, match_undone_at: now } }, superseded.map(([, current]) => [current.linkId]), transaction);
  await updateRows(
    bo.model as never,
    { key: bo.id, shared: { [bo.approve]: false, [bo.state]: "none", [bo.note]: null, [bo.appDate]: null, [bo.approvedBy]: null }, where: { [bo.state]: "auto" } },
    superseded.map(([boId]) => [boId]),
    transaction,
  );
  await updateRows(
    mutasi.model as never,
    { key: mutasi.id, shared: { [mutasi.app]: false, [mutasi.ticket]: null, [mutasi.appDate]: null, [mutasi.note]: null } },
    superseded.map(([, current]) => [current.mutasiId]),
    transaction,
  );

  // 2. new automatic matches approve both rows together; the row's note is the clerk's reason
  const fresh = result.matches.filter((match) => autoByBo.get(match.boId)?.mutasiId !== match.mutasiId);
  const reasonOf = new Map(verdicts.filter((verdict) => verdict.tier === "otomatis").map((verdict) => [verdict.boId, verdict.reason]));
  await updateRows(
    bo.model as never,
    { key: bo.id, each: [bo.note], shared: { [bo.approve]: true, [bo.state]: "auto", [bo.appDate]: now, [bo.approvedBy]: null } },
    fresh.map((match) => [match.boId, autoNote(match, reasonOf.get(match.boId)).slice(0, 500)]),
    transaction,
  );
  await updateRows(
    mutasi.model as never,
    { key: mutasi.id, each: [mutasi.ticket, mutasi.note], shared: { [mutasi.app]: true, [mutasi.appDate]: now } },
    fresh.map((match) => [
      match.mutasiId,
      String(openBo.get(match.boId)?.ticket ?? ""),
      `AUTO: BO #${match.boId} (${String(openBo.get(match.boId)?.ticket ?? "")})`.slice(0, 500),
    ]),
    transaction,
  );
  const linkColumns = ["match_kind", "match_bo_id", "match_mutasi_id", "match_score", "match_reason", "match_method", "match_active", "match_created_at", "match_created_by", "match_undone_at", "match_undone_by"];
  await bulkInsert(
    MatchLink,
    linkColumns,
    fresh.map((match) => [side.kind, match.boId, match.mutasiId, match.score.toFixed(4), match.reason.slice(0, 255), "auto", true, now, null, null, null]),
    transaction,
  );

  // 3. candidates of the rows left for a checker are replaced by this run's
  // only rows left ambiguous by an earlier run have candidate links to replace
  await deleteCandidates(side, [...openBo].filter(([, row]) => row.state === "ambiguous").map(([boId]) => boId), transaction);
  await bulkInsert(
    MatchLink,
    linkColumns,
    result.ambiguous.flatMap((row) =>
      row.candidates.map((candidate) => [
        side.kind,
        row.boId,
        candidate.mutasiId,
        candidate.score.toFixed(4),
        `CANDIDATE: mutasi #${candidate.mutasiId}, ${row.reason}`.slice(0, 255),
        "candidate",
        true,
        now,
        null,
        null,
        null,
      ]),
    ),
    transaction,
  );
  const ambiguousIds = new Set(result.ambiguous.map((row) => row.boId));
  const stateChanges = [...openBo.keys()]
    .filter((boId) => !matchByBo.has(boId))
    .map((boId) => [ambiguousIds.has(boId) ? "ambiguous" : "none", boId] as [string, number])
    .filter(([state, boId]) => openBo.get(boId)?.state !== state);
  await updateRows(bo.model as never, { key: bo.id, each: [bo.state], where: { [bo.approve]: false } }, stateChanges.map(([state, boId]) => [boId, state]), transaction);
  await writeVerdicts(side.kind, [...openBo.keys()], verdicts, transaction);
  return { matched: fresh.length, ambiguous: result.ambiguous.length, superseded: superseded.length };
}

/** `AUTO: mutasi #812, Nama pengirim "BUDI SANTOSO" sama, ...`: automatic, which line, and why in the clerk's words. */
function autoNote(match: { mutasiId: number; reason: string }, reason: string | undefined): string {
  return reason ? `AUTO: mutasi #${match.mutasiId}, ${reason}` : match.reason;
}

function emptyResult(): ReconcileResult {
  return { matches: [], ambiguous: [], stats: { groups: 0, largestGroup: 0, groupsLeftUnsolved: 0 } };
}

async function deleteCandidates(side: Side, boIds: number[], transaction: Transaction): Promise<void> {
  for (let start = 0; start < boIds.length; start += 500) {
    await MatchLink.destroy({
      where: { match_kind: side.kind, match_method: "candidate", match_bo_id: { [Op.in]: boIds.slice(start, start + 500) } },
      transaction,
    });
  }
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value : null;
}

/** A DATE column as a raw read returns it (a Date, or SQLite's text) in epoch ms; null when empty. */
function epochMs(value: unknown): number | null {
  const ms = value instanceof Date ? value.getTime() : typeof value === "string" ? Date.parse(value) : NaN;
  return Number.isFinite(ms) ? ms : null;
}

type BoCandidate = BoDepositCandidate & BoWithdrawCandidate;
type LineCandidate = MutasiDepositCandidate | MutasiWithdrawCandidate;

/** A BO row as the engine reads it (one literal for both sides: see reconcile/index.ts). */
function boCandidate(side: Side, row: Row): BoCandidate {
  const { bo } = side;
  return {
    id: row[bo.id] as number,
    website: row[bo.website] as string,
    date: row[bo.date] as string,
    amountCents: toCents(row[bo.amount] as number | string),
    fullName: (row[bo.fullName] as string) ?? "",
    username: (row[bo.username] as string) ?? "",
    corporateAccountNo: corporateAccountDigits(row[bo.corporate]),
    references: bo.references.map((column) => text(row[column])).filter((value): value is string => value !== null),
    playerAccountNo: bo.playerAccountNo ? text(row[bo.playerAccountNo]) : null,
    requestedAt: epochMs(row[bo.requestedAt]),
  };
}

function lineCandidate(side: Side, row: Row, amountCents: number, accountNos: Map<number, { no: string; bank: string }>): LineCandidate {
  const { mutasi } = side;
  const akunBank = row[mutasi.akunBank];
  const account = typeof akunBank === "number" ? accountNos.get(akunBank) : undefined;
  const accountNo = account?.no ?? null;
  if (side.kind === "deposit") {
    return {
      id: row[mutasi.id] as number,
      website: row[mutasi.website] as string,
      date: row[mutasi.date] as string,
      amountCents,
      senderName: text(row[mutasi.name]),
      description: text(row[mutasi.description]),
      accountNo,
      reference: text(row[mutasi.reference]),
      senderAccountNo: text(row[mutasi.accountNo]),
      bookedAt: epochMs(row[mutasi.bookedAt]),
      accountBank: account?.bank ?? null,
    };
  }
  return {
    id: row[mutasi.id] as number,
    website: row[mutasi.website] as string,
    date: row[mutasi.date] as string,
    amountCents,
    receiverName: text(row[mutasi.name]),
    description: text(row[mutasi.description]),
    accountNo,
    playerAccountNo: text(row[mutasi.accountNo]),
    reference: text(row[mutasi.reference]),
    bookedAt: epochMs(row[mutasi.bookedAt]),
  };
}

function runSide(side: Side, bos: BoCandidate[], lines: LineCandidate[]): ReconcileResult {
  return side.kind === "deposit"
    ? reconcileDeposits(bos, lines as MutasiDepositCandidate[])
    : reconcileWithdrawals(bos, lines as MutasiWithdrawCandidate[]);
}
