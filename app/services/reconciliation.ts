import { Op, QueryTypes, type Transaction } from "sequelize";
import { AkunBank, BoDeposit, BoWithdraw, MatchLink, MutasiDeposit, MutasiWithdraw } from "~/models";
import { bulkInsert, executeMany } from "~/models/bulk-insert";
import { reconcileDeposits, reconcileWithdrawals, type ReconcileResult } from "./reconcile";
import { dateOfDay, dayNumber } from "./reconcile/days";
import { toCents } from "./money";
import { assertRole, assertWebsiteAccess } from "./access";
import { actorOf } from "./actor";
import { ValidationError } from "./errors";
import type { SessionUser } from "./session";
import { recordActivity, type Actor } from "./tracking";
import { INCOMPLETE_FILTERS_MESSAGE } from "./views";
import { normaliseWebsiteCode } from "./website-code";

/**
 * Runs the matching engine over what is stored for a website and some business dates, and
 * writes its decisions: sure matches approve the BO row and its statement line together,
 * ambiguous rows get their candidates, and automatic matches the engine no longer finds best
 * are taken back. Manual approvals are final and never touched; a pair an ADMIN undid is never
 * proposed again (its BO row is left to a checker).
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
  kind: "deposit" | "withdraw";
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
  };
}

const DEPOSIT: Side = {
  kind: "deposit",
  bo: {
    model: BoDeposit,
    table: "bo_deposit",
    id: "bo_id",
    website: "bo_website",
    date: "bank_statement_date",
    approve: "bo_approve",
    state: "bo_match_state",
    note: "ket_app",
    appDate: "app_date",
    approvedBy: "bo_approved_by",
    ticket: "ticket_no",
    amount: "depo_amount",
    status: "bo_status",
    fullName: "full_name",
    username: "user_name",
    corporate: "corporate_bank",
    references: ["bo_ref", "player_ref", "player_own_ref"],
    playerAccountNo: null,
  },
  mutasi: {
    model: MutasiDeposit,
    table: "mutasi_deposit",
    id: "mutasi_id",
    website: "mutasi_website",
    date: "mutasi_date",
    app: "mutasi_app",
    ticket: "mutasi_ticket",
    appDate: "mutasi_app_date",
    note: "mutasi_ketapp",
    amount: "mutasi_amount",
    name: "mutasi_player_bank_name",
    description: "mutasi_description",
    akunBank: "mutasi_akun_bank_id",
    reference: "mutasi_transaction_id",
    accountNo: "mutasi_player_account_no",
  },
};

const WITHDRAW: Side = {
  kind: "withdraw",
  bo: {
    model: BoWithdraw,
    table: "bo_withdraw",
    id: "wd_bo_id",
    website: "wd_website",
    date: "wd_bank_date",
    approve: "wd_bo_approve",
    state: "wd_match_state",
    note: "wd_ket_app",
    appDate: "wd_app_date",
    approvedBy: "wd_approved_by",
    ticket: "wd_ticket_no",
    amount: "wd_amount",
    status: "wd_status",
    fullName: "wd_fullname",
    username: "wd_username",
    corporate: "wd_corp_bank",
    references: ["wd_ref_code", "wd_own_ref_code"],
    playerAccountNo: "wd_player_no",
  },
  mutasi: {
    model: MutasiWithdraw,
    table: "mutasi_withdraw",
    id: "mutasiwd_id",
    website: "mutasiwd_website",
    date: "mutasiwd_date",
    app: "mutasiwd_app",
    ticket: "mutasiwd_ticket",
    appDate: "mutasiwd_app_date",
    note: "mutasiwd_ketapp",
    amount: "mutasiwd_amount",
    name: "mutasiwd_player_bank_name",
    description: "mutasiwd_description",
    akunBank: "mutasiwd_akun_bank_id",
    reference: "mutasiwd_transaction_id",
    accountNo: "mutasiwd_player_account_no",
  },
};

export async function reconcileStored(
  scope: ReconcileScope,
  options: { transaction?: Transaction; actor?: Actor; now?: Date } = {},
): Promise<ReconcileSummary> {
  const run = async (transaction: Transaction) => {
    const now = options.now ?? new Date();
    const deposit = await reconcileSide(DEPOSIT, scope, transaction, now);
    const withdraw = await reconcileSide(WITHDRAW, scope, transaction, now);
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
  return BoDeposit.sequelize!.transaction(run);
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

async function reconcileSide(side: Side, scope: ReconcileScope, transaction: Transaction, now: Date): Promise<SideSummary> {
  const { bo, mutasi } = side;
  const window = windowOf(scope.dates);
  const sequelize = bo.model.sequelize!;

  // the lines first: with no statement line in the window there is nothing to match, and a
  // 100k-row BO upload need not be read back at all
  const mutasiRows = (await (mutasi.model as typeof MutasiDeposit).findAll({
    where: { [mutasi.website]: scope.website, [mutasi.date]: { [Op.in]: window } },
    attributes: [mutasi.id, mutasi.website, mutasi.date, mutasi.app, mutasi.amount, mutasi.name, mutasi.description, mutasi.akunBank, mutasi.reference, mutasi.accountNo],
    raw: true,
    transaction,
  })) as unknown as Row[];
  if (mutasiRows.length === 0) return { matched: 0, ambiguous: 0, superseded: 0 };
  const boRows = (await (bo.model as typeof BoDeposit).findAll({
    where: {
      [bo.website]: scope.website,
      [bo.date]: { [Op.in]: window },
      [Op.or]: [{ [bo.approve]: false }, { [bo.state]: "auto" }],
    },
    attributes: [
      bo.id, bo.website, bo.date, bo.approve, bo.state, bo.ticket, bo.amount, bo.status, bo.fullName, bo.username, bo.corporate,
      ...bo.references, ...(bo.playerAccountNo ? [bo.playerAccountNo] : []),
    ],
    raw: true,
    transaction,
  })) as unknown as Row[];
  if (boRows.length === 0) return { matched: 0, ambiguous: 0, superseded: 0 };

  const links = (await sequelize.query(
    `SELECT match_id, match_bo_id, match_mutasi_id, match_method, match_active, match_undone_by
       FROM match_link
      WHERE match_kind = ?
        AND (match_bo_id IN (SELECT ${bo.id} FROM ${bo.table} WHERE ${bo.website} = ? AND ${bo.date} IN (${window.map(() => "?").join(",")}))
          OR match_mutasi_id IN (SELECT ${mutasi.id} FROM ${mutasi.table} WHERE ${mutasi.website} = ? AND ${mutasi.date} IN (${window.map(() => "?").join(",")})))`,
    { replacements: [side.kind, scope.website, ...window, scope.website, ...window], type: QueryTypes.SELECT, transaction },
  )) as { match_id: number; match_bo_id: number; match_mutasi_id: number; match_method: string; match_active: unknown; match_undone_by: number | null }[];

  const boIds = new Set(boRows.map((row) => row[bo.id] as number));
  const autoByBo = new Map<number, { linkId: number; mutasiId: number }>();
  const undoneByAdmin = new Set<number>();
  const autoMutasiOfScope = new Set<number>();
  for (const link of links) {
    const active = link.match_active === true || link.match_active === 1;
    if (active && link.match_method === "auto" && boIds.has(link.match_bo_id)) {
      autoByBo.set(link.match_bo_id, { linkId: link.match_id, mutasiId: link.match_mutasi_id });
      autoMutasiOfScope.add(link.match_mutasi_id);
    }
    if (link.match_undone_by !== null && link.match_undone_by !== undefined) undoneByAdmin.add(link.match_bo_id);
  }

  const accountNos = new Map(
    (await AkunBank.findAll({ where: { akun_bank_website: scope.website }, attributes: ["akun_bank_id", "akun_bank_no"], raw: true, transaction })).map(
      (account) => [account.akun_bank_id, account.akun_bank_no],
    ),
  );

  // open rows: pending BO rows (and those matched automatically, to be decided again) and
  // statement lines not approved, or approved only by one of those automatic matches
  const openBo = boRows.filter((row) => !undoneByAdmin.has(row[bo.id] as number) && !refusedInBo(row[bo.status]));
  const openMutasi = mutasiRows.filter((row) => !truthy(row[mutasi.app]) || autoMutasiOfScope.has(row[mutasi.id] as number));
  const result = runSide(side, openBo, openMutasi, accountNos);

  const matchByBo = new Map(result.matches.map((match) => [match.boId, match]));
  const boById = new Map(boRows.map((row) => [row[bo.id] as number, row]));

  // 1. automatic matches the engine no longer makes go back to pending
  const superseded = [...autoByBo].filter(([boId, current]) => matchByBo.get(boId)?.mutasiId !== current.mutasiId);
  await executeMany(
    MatchLink as never,
    `UPDATE match_link SET match_active = ?, match_undone_at = ? WHERE match_id = ?`,
    superseded.map(([, current]) => [false, now, current.linkId]),
    transaction,
  );
  await executeMany(
    bo.model as never,
    `UPDATE ${bo.table} SET ${bo.approve} = ?, ${bo.state} = 'none', ${bo.note} = NULL, ${bo.appDate} = NULL, ${bo.approvedBy} = NULL WHERE ${bo.id} = ? AND ${bo.state} = 'auto'`,
    superseded.map(([boId]) => [false, boId]),
    transaction,
  );
  await executeMany(
    mutasi.model as never,
    `UPDATE ${mutasi.table} SET ${mutasi.app} = ?, ${mutasi.ticket} = NULL, ${mutasi.appDate} = NULL, ${mutasi.note} = NULL WHERE ${mutasi.id} = ?`,
    superseded.map(([, current]) => [false, current.mutasiId]),
    transaction,
  );

  // 2. new automatic matches approve both rows together
  const fresh = result.matches.filter((match) => autoByBo.get(match.boId)?.mutasiId !== match.mutasiId);
  await executeMany(
    bo.model as never,
    `UPDATE ${bo.table} SET ${bo.approve} = ?, ${bo.state} = 'auto', ${bo.note} = ?, ${bo.appDate} = ?, ${bo.approvedBy} = NULL WHERE ${bo.id} = ?`,
    fresh.map((match) => [true, match.reason.slice(0, 500), now, match.boId]),
    transaction,
  );
  await executeMany(
    mutasi.model as never,
    `UPDATE ${mutasi.table} SET ${mutasi.app} = ?, ${mutasi.ticket} = ?, ${mutasi.appDate} = ?, ${mutasi.note} = ? WHERE ${mutasi.id} = ?`,
    fresh.map((match) => [
      true,
      String(boById.get(match.boId)?.[bo.ticket] ?? ""),
      now,
      `AUTO: BO #${match.boId} (${String(boById.get(match.boId)?.[bo.ticket] ?? "")})`.slice(0, 500),
      match.mutasiId,
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
  await deleteCandidates(side, openBo.filter((row) => row[bo.state] === "ambiguous").map((row) => row[bo.id] as number), transaction);
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
  const stateChanges = openBo
    .map((row) => row[bo.id] as number)
    .filter((boId) => !matchByBo.has(boId))
    .map((boId) => [ambiguousIds.has(boId) ? "ambiguous" : "none", boId] as [string, number])
    .filter(([state, boId]) => boById.get(boId)?.[bo.state] !== state);
  await executeMany(
    bo.model as never,
    `UPDATE ${bo.table} SET ${bo.state} = ? WHERE ${bo.id} = ? AND ${bo.approve} = ?`,
    stateChanges.map(([state, boId]) => [state, boId, false]),
    transaction,
  );
  return { matched: fresh.length, ambiguous: result.ambiguous.length, superseded: superseded.length };
}

async function deleteCandidates(side: Side, boIds: number[], transaction: Transaction): Promise<void> {
  for (let start = 0; start < boIds.length; start += 500) {
    await MatchLink.destroy({
      where: { match_kind: side.kind, match_method: "candidate", match_bo_id: { [Op.in]: boIds.slice(start, start + 500) } },
      transaction,
    });
  }
}

/** A ticket the back office itself rejected or cancelled is no payment to look for: a checker decides. */
function refusedInBo(status: unknown): boolean {
  return typeof status === "string" && /REJECT|CANCEL|FAIL|BATAL|TOLAK|GAGAL|VOID/i.test(status);
}

function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === "1";
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value : null;
}

function runSide(side: Side, boRows: Row[], mutasiRows: Row[], accountNos: Map<number, string>): ReconcileResult {
  const { bo, mutasi } = side;
  const accountOf = (row: Row) => {
    const id = row[mutasi.akunBank];
    return typeof id === "number" ? (accountNos.get(id) ?? null) : null;
  };
  const boCandidates = boRows.map((row) => ({
    id: row[bo.id] as number,
    website: row[bo.website] as string,
    date: row[bo.date] as string,
    amountCents: toCents(row[bo.amount] as number | string),
    fullName: (row[bo.fullName] as string) ?? "",
    username: (row[bo.username] as string) ?? "",
    corporateAccountNo: corporateAccountDigits(row[bo.corporate]),
    references: bo.references.map((column) => text(row[column])).filter((value): value is string => value !== null),
    playerAccountNo: bo.playerAccountNo ? text(row[bo.playerAccountNo]) : null,
  }));
  if (side.kind === "deposit") {
    return reconcileDeposits(
      boCandidates,
      mutasiRows.map((row) => ({
        id: row[mutasi.id] as number,
        website: row[mutasi.website] as string,
        date: row[mutasi.date] as string,
        amountCents: toCents(row[mutasi.amount] as number | string),
        senderName: text(row[mutasi.name]),
        description: text(row[mutasi.description]),
        accountNo: accountOf(row),
        reference: text(row[mutasi.reference]),
        senderAccountNo: text(row[mutasi.accountNo]),
      })),
    );
  }
  return reconcileWithdrawals(
    boCandidates,
    mutasiRows.map((row) => ({
      id: row[mutasi.id] as number,
      website: row[mutasi.website] as string,
      date: row[mutasi.date] as string,
      amountCents: toCents(row[mutasi.amount] as number | string),
      receiverName: text(row[mutasi.name]),
      description: text(row[mutasi.description]),
      accountNo: accountOf(row),
      playerAccountNo: text(row[mutasi.accountNo]),
      reference: text(row[mutasi.reference]),
    })),
  );
}
