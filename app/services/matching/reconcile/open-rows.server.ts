import { Op, QueryTypes, type Transaction } from "sequelize";
import { AkunBank, MatchLink, type MutasiDeposit } from "~/models/models.server";
import { attachAliases } from "../aliases.server";
import { sharedAccountsOf, websitesSharingAccounts, type SharedAccounts } from "./shared-accounts.server";
import { boStatusOf } from "../bo-status";
import type { OwnAccount } from "../engine/types";
import type { RowVerdict } from "../engine/verdicts";
import { REASON_WORDS } from "../messages";
import { boAttributes, boCandidate, eachRow, lineAttributes, type AccountNos, type BoCandidate, type Row } from "./rows.server";
import type { Side } from "./sides.server";
import { deletedTicketsOf } from "./deleted-tickets.server";
import { undoneTicketKey } from "./ticket-key";

/** What the run needs of an open BO row besides its candidate: to write its decision. */
export interface OpenBo {
  state: unknown;
  ticket: unknown;
}

/** What a run decides over: the window's open BO rows and what pairs them today. */
export interface OpenRows {
  /** every open BO row of the window, by id; refused tickets are not among them */
  openBo: Map<number, OpenBo>;
  /** the open rows as the engine reads them, with their aliases and the lines an ADMIN refused */
  decided: BoCandidate[];
  /** the rows' automatic pairs, which the run may take back */
  autoByBo: Map<number, { linkId: number; mutasiId: number }>;
  /** the lines of those pairs: open to this run, like the lines nobody has approved */
  autoLines: Row[];
  /** pending rows whose ticket the back office refused, or whose status is not known as live: why they are not matched */
  notLive: RowVerdict[];
  /** those of them an earlier run left ambiguous: their candidates and state go (a REJECTED ticket is nobody's to pick a line for) */
  notLiveAmbiguous: number[];
  /** their ticket numbers, for the pairs a run takes back from them (write.server.ts) */
  notLiveTickets: Map<number, string>;
  /**
   * Pending rows of the days just outside the window: they could claim a line of its first or last
   * day (a late credit, a payout after midnight), so the engine weighs them as rivals, but they are
   * decided by their own window's run, never by this one.
   */
  rivals: BoCandidate[];
  /** the rows of the window and the days around (closed too) a person approved without pairing a line: weighed as rivals are, never decided */
  approvedAlone: BoCandidate[];
  /**
   * the open rows of the websites sharing an account number, on that account, of the same days:
   * the copy of a credit here may pay one of them as well as a row here; weighed as rivals are,
   * never decided here
   */
  openElsewhere: BoCandidate[];
  /** the rows of approvedAlone and openElsewhere of a website sharing an account number: never named in this website's reasons */
  elsewhere: ReadonlySet<number>;
  /** the days the rivals were read from: their lines are read too, so that a rival paid on its own day claims nothing else */
  rivalDays: string[];
  accountNos: AccountNos;
  /** the website's akun banks with their holders, for the engine (engine/own-accounts.ts) */
  ownAccounts: OwnAccount[];
  /** this website's account numbers another website registers too: a line one of them paired is spent (shared-accounts.server.ts) */
  sharedAccounts: SharedAccounts;
  /**
   * the BO row of each line of the window a person paired (Pasangkan, a confirmed candidate), or the
   * matcher paired with a row this run does not decide (a closed day's, a day's outside the window):
   * never open to a run, named in the reasons of rows left without a line
   */
  pairedOutside: Map<number, number>;
}

/**
 * Reads what a run of `window` (closed days left out) decides: BO rows pending, and those matched
 * automatically, to be decided again; open unless the back office refused the ticket. Null when
 * the window has no statement line or no BO row: there is nothing to match.
 */
export async function readOpenRows(side: Side, website: string, window: string[], rivalDays: string[], transaction: Transaction, aloneDays: readonly string[] = [...window, ...rivalDays]): Promise<OpenRows | null> {
  const { bo, mutasi } = side;
  // with no statement line in the window there is nothing to match: a 100k-row BO upload need
  // not be read back at all
  const anyLine = await (mutasi.model as typeof MutasiDeposit).findOne({
    where: { [mutasi.website]: website, [mutasi.date]: { [Op.in]: window } },
    attributes: [mutasi.id],
    raw: true,
    transaction,
  });
  if (!anyLine) return null;

  // the rivals' too: a rival an ADMIN unpaired must not be paid again by the engine on its refused
  // line, or it no longer holds the run's rows (a clean-room audit: a re-sent payout approved for
  // the player's next ticket once the undone one's day fell outside the window)
  const links = await windowLinks(side, website, [...window, ...rivalDays], transaction);
  // pairs an ADMIN undid: never proposed again, while their rows and lines stay open to the rest
  const undoneByAdmin = new Map<number, number[]>();
  // and by the ticket, for a BO row deleted and uploaded again since: a new id, the same ticket
  const undoneByTicket = new Map<string, number[]>();
  const add = <K>(map: Map<K, number[]>, key: K, line: number) => {
    const lines = map.get(key);
    if (lines) lines.push(line);
    else map.set(key, [line]);
  };
  for (const link of links) {
    if (link.match_undone_by === null || link.match_undone_by === undefined) continue;
    add(undoneByAdmin, link.match_bo_id, link.match_mutasi_id);
    if (link.match_undone_ticket) add(undoneByTicket, link.match_undone_ticket, link.match_mutasi_id);
  }
  const refusedOf = (row: Row): number[] | undefined => {
    const byId = undoneByAdmin.get(row[bo.id] as number);
    const byTicket = undoneByTicket.get(undoneTicketKey(website, row[bo.ticket]));
    return byTicket === undefined ? byId : [...new Set([...(byId ?? []), ...byTicket])];
  };
  // tickets a checker deleted that a later export brought back: never approved automatically again
  const deletedTickets = await deletedTicketsOf(side.kind, website, transaction);
  const withPersonsActs = (row: Row, candidate: BoCandidate) => {
    const refused = refusedOf(row);
    if (refused) candidate.refusedLines = refused;
    const deletion = deletedTickets.size === 0 ? undefined : deletedTickets.get(undoneTicketKey(website, row[bo.ticket]));
    if (deletion) candidate.deletedBefore = deletion;
    return candidate;
  };

  const akunBanks = await AkunBank.findAll({
    where: { akun_bank_website: website },
    attributes: ["akun_bank_id", "akun_bank_no", "akun_bank_bank", "akun_bank_name"],
    raw: true,
    transaction,
  });
  const accountNos: AccountNos = new Map(akunBanks.map((account) => [account.akun_bank_id, { no: account.akun_bank_no, bank: account.akun_bank_bank }]));
  // inactive ones too: money still moves to an account the operator stopped using for players
  const ownAccounts: OwnAccount[] = akunBanks.map((account) => ({ website, holder: account.akun_bank_name, bank: account.akun_bank_bank, accountNo: account.akun_bank_no }));
  const sharedAccounts = await sharedAccountsOf(website, akunBanks.map((account) => account.akun_bank_no), transaction);

  const boIds = new Set<number>();
  const openBo = new Map<number, OpenBo>();
  const candidates: BoCandidate[] = [];
  const notLive: RowVerdict[] = [];
  const notLiveAmbiguous: number[] = [];
  const notLiveTickets = new Map<number, string>();
  const visitBo = (row: Row) => {
    const id = row[bo.id] as number;
    boIds.add(id);
    const status = boStatusOf(row[bo.status]);
    if (status !== "live") {
      const shown = String(row[bo.status]).trim().slice(0, 40);
      const reason = status === "refused" ? REASON_WORDS.refusedInBo(shown) : REASON_WORDS.unknownBoStatus(shown);
      notLive.push({ boId: id, tier: "tidak ada", reason, candidates: [] });
      if (row[bo.state] === "ambiguous") notLiveAmbiguous.push(id);
      if (row[bo.ticket] !== null && row[bo.ticket] !== undefined) notLiveTickets.set(id, String(row[bo.ticket]));
      return;
    }
    openBo.set(id, { state: row[bo.state], ticket: row[bo.ticket] });
    candidates.push(withPersonsActs(row, boCandidate(side, row)));
  };
  const boKeys = { id: bo.id, website: bo.website, date: bo.date, approved: bo.approve };
  const attributes = boAttributes(side);
  for (const date of window) {
    await eachRow(bo.model, boKeys, { website, date, approved: false }, attributes, transaction, visitBo);
    await eachRow(bo.model, boKeys, { website, date, approved: true, extra: { [bo.state]: "auto" } }, attributes, transaction, visitBo);
  }
  if (boIds.size === 0) return null;
  const rivals: BoCandidate[] = [];
  const visitRival = (row: Row) => {
    if (boStatusOf(row[bo.status]) !== "live") return;
    rivals.push(withPersonsActs(row, boCandidate(side, row)));
  };
  for (const date of rivalDays) await eachRow(bo.model, boKeys, { website, date, approved: false }, attributes, transaction, visitRival);
  // a row a person approved without pairing a line was paid by money the statement may show: a
  // line of its amount and name is no sure payment of another row (clean-room audits: of two
  // tickets of one player and amount and one credit, the checker approved one and the next run
  // approved the other on that credit; so too once the first ticket's day was closed, or its
  // ticket REJECTED since: the approval stands, and so may its money)
  const approvedByHand: BoCandidate[] = [];
  for (const date of aloneDays) await eachRow(bo.model, boKeys, { website, date, approved: true, extra: { [bo.state]: "manual" } }, attributes, transaction, (row) => approvedByHand.push(boCandidate(side, row)));
  const paired = await rowsWithPairs(side, approvedByHand.map((row) => row.id), transaction);
  const approvedAlone = approvedByHand.filter((row) => !paired.has(row.id));
  // and those of the websites sharing one of its account numbers, for the copies of that account's lines
  const { approvedAlone: approvedElsewhere, open: openElsewhere } = await rowsElsewhere(side, website, sharedAccounts, aloneDays, transaction);
  // what people taught by pairing by hand: the players' confirmed senders (issue 13, point 5)
  await attachAliases(website, side.kind, [...candidates, ...rivals, ...approvedAlone], transaction);

  const autoByBo = new Map<number, { linkId: number; mutasiId: number }>();
  const autoMutasi = new Set<number>();
  const pairedOutside = new Map<number, number>();
  for (const link of links) {
    const active = link.match_active === true || link.match_active === 1;
    if (active && link.match_method === "auto" && boIds.has(link.match_bo_id)) {
      autoByBo.set(link.match_bo_id, { linkId: link.match_id, mutasiId: link.match_mutasi_id });
      autoMutasi.add(link.match_mutasi_id);
    }
    // a credit a closed day's ticket holds is no credit that never came (a clean-room audit: the
    // next day's ticket it paid read "Tidak ada mutasi masuk bernominal ..." with no candidate)
    const heldElsewhere = link.match_method === "auto" && !boIds.has(link.match_bo_id);
    if (active && (link.match_method === "manual" || heldElsewhere)) pairedOutside.set(link.match_mutasi_id, link.match_bo_id);
  }
  const heldAutoLines = await readApprovedLines(side, website, [...autoMutasi], transaction, window);
  // an automatic pair whose line the window does not hold (a closed day, or the day after the
  // window's last) stays as it is: deciding its row without its line would take the pair back
  const heldLines = new Set(heldAutoLines.map((row) => row[mutasi.id] as number));
  // a line marked since it was paired (its money came back) is no payment: its pair is taken back
  const autoLines = heldAutoLines.filter((row) => row[mutasi.mark] === null || row[mutasi.mark] === undefined);
  for (const [boId, current] of autoByBo) {
    if (heldLines.has(current.mutasiId)) continue;
    autoByBo.delete(boId);
    openBo.delete(boId);
  }
  const decided = candidates.filter((candidate) => openBo.has(candidate.id));
  return { openBo, decided, autoByBo, autoLines, notLive, notLiveAmbiguous, notLiveTickets, rivals, approvedAlone: [...approvedAlone, ...approvedElsewhere], openElsewhere, elsewhere: new Set([...approvedElsewhere, ...openElsewhere].map((row) => row.id)), rivalDays, accountNos, ownAccounts, sharedAccounts, pairedOutside };
}

interface WindowLink {
  match_id: number;
  match_bo_id: number;
  match_mutasi_id: number;
  match_method: string;
  match_active: unknown;
  match_undone_by: number | null;
  match_undone_ticket: string | null;
}

/**
 * The rows of the websites sharing one of this website's account numbers, on that account: those a
 * person approved there without a line (a clean-room audit: one credit approved by hand on one
 * website without a pair, and automatically on the other), or those still open, by their username
 * or reference only (another: the website whose BO came first took the credit for its namesake,
 * and the other website's player, whose username the news typed, was left unpaid). The copy of a
 * credit here may be their money.
 * Weighed as this website's rows, never decided here; a reason names none of them (elsewhere).
 */
async function rowsElsewhere(side: Side, website: string, shared: SharedAccounts, days: readonly string[], transaction: Transaction): Promise<{ approvedAlone: BoCandidate[]; open: BoCandidate[] }> {
  if (shared.size === 0) return { approvedAlone: [], open: [] };
  const { bo } = side;
  const others = await websitesSharingAccounts(website, transaction);
  const boKeys = { id: bo.id, website: bo.website, date: bo.date, approved: bo.approve };
  const attributes = boAttributes(side);
  const approvedByHand: BoCandidate[] = [];
  const open: BoCandidate[] = [];
  const onShared = (row: Row) => {
    const candidate = boCandidate(side, row);
    return shared.has((candidate.corporateAccountNo ?? "").replace(/^0+/, "")) ? candidate : null;
  };
  for (const other of others) {
    for (const date of days) {
      await eachRow(bo.model, boKeys, { website: other, date, approved: true, extra: { [bo.state]: "manual" } }, attributes, transaction, (row) => {
        const candidate = onShared(row);
        if (candidate) approvedByHand.push({ ...candidate, website });
      });
      await eachRow(bo.model, boKeys, { website: other, date, approved: false }, attributes, transaction, (row) => {
        if (boStatusOf(row[bo.status]) !== "live") return;
        const candidate = onShared(row);
        // an open row there claims a line here only by what names it alone (its username or ticket
        // in the news, its reference: engine.ts onlyTypedForElsewhere): by name, the player of both
        // brands under one name would hold his own ticket on each, and a pair undone here refuses
        // only this copy; its name still weighs a username both websites' players have
        if (candidate) open.push({ ...candidate, website, elsewhere: candidate.website });
      });
    }
  }
  const paired = await rowsWithPairs(side, approvedByHand.map((row) => row.id), transaction);
  return { approvedAlone: approvedByHand.filter((row) => !paired.has(row.id)), open };
}

/** Which of these BO rows have an active pair (a person's approvals: a handful a day). */
async function rowsWithPairs(side: Side, ids: readonly number[], transaction: Transaction): Promise<Set<number>> {
  const paired = new Set<number>();
  for (let start = 0; start < ids.length; start += 500) {
    const links = await MatchLink.findAll({ where: { match_kind: side.kind, match_bo_id: ids.slice(start, start + 500), match_active: true }, attributes: ["match_bo_id"], raw: true, transaction });
    for (const link of links) paired.add(link.match_bo_id);
  }
  return paired;
}

/** Every pair, candidate and undone pair of the window's BO rows or lines. */
async function windowLinks(side: Side, website: string, window: string[], transaction: Transaction): Promise<WindowLink[]> {
  const { bo, mutasi } = side;
  const dates = window.map(() => "?").join(",");
  const sequelize = bo.model.sequelize!;
  const columns = "match_id, match_bo_id, match_mutasi_id, match_method, match_active, match_undone_by, match_undone_ticket";
  const links = (await sequelize.query(
    `SELECT ${columns}
       FROM match_link
      WHERE match_kind = ?
        AND (match_bo_id IN (SELECT ${bo.id} FROM ${bo.table} WHERE ${bo.website} = ? AND ${bo.date} IN (${dates}))
          OR match_mutasi_id IN (SELECT ${mutasi.id} FROM ${mutasi.table} WHERE ${mutasi.website} = ? AND ${mutasi.date} IN (${dates})))`,
    { replacements: [side.kind, website, ...window, website, ...window], type: QueryTypes.SELECT, transaction },
  )) as WindowLink[];
  // an undo whose rows were both deleted since, found by its website's ticket uploaded again
  // (undos are a person's acts, a handful: all of them are read)
  const prefix = undoneTicketKey(website, "");
  const undone = ((await sequelize.query(`SELECT ${columns} FROM match_link WHERE match_kind = ? AND match_undone_ticket IS NOT NULL`, {
    replacements: [side.kind],
    type: QueryTypes.SELECT,
    transaction,
  })) as WindowLink[]).filter((link) => link.match_undone_ticket!.startsWith(prefix));
  if (undone.length === 0) return links;
  const seen = new Set(links.map((link) => link.match_id));
  return [...links, ...undone.filter((link) => !seen.has(link.match_id))];
}

/** The website's lines of these ids still approved (of the window's days, where given), with their marks: the lines of the run's pairs. */
export async function readApprovedLines(side: Side, website: string, ids: readonly number[], transaction: Transaction, window?: readonly string[]): Promise<Row[]> {
  const { mutasi } = side;
  const rows: Row[] = [];
  const days = window ? { [mutasi.date]: { [Op.in]: window } } : {};
  for (let start = 0; start < ids.length; start += 500) {
    rows.push(
      ...((await (mutasi.model as typeof MutasiDeposit).findAll({
        where: { [mutasi.id]: { [Op.in]: ids.slice(start, start + 500) }, [mutasi.website]: website, ...days, [mutasi.app]: true },
        attributes: [...lineAttributes(side), mutasi.mark],
        raw: true,
        transaction,
      })) as unknown as Row[]),
    );
  }
  return rows;
}
