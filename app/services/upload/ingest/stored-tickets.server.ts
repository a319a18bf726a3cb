import { Op, type Transaction } from "sequelize";
import { epochMs, isoDay } from "~/models/raw-values";
import type { Model, ModelStatic } from "sequelize";
import { caseKey } from "~/models/letter-case";
import { updateRows } from "~/models/update-rows.server";
import { closedDates } from "../../day-close/day-close.server";
import { centsToDecimal, toCents } from "../../money";
import type { Direction } from "../../review/ledger-direction";
import { ledgerModel } from "../../review/ledger-models.server";
import { boLedger } from "../../review/ledgers";
import type { BoDepositRow, BoWithdrawRow, UploadRow } from "../parsers/index.server";
import { pairLineDays } from "./pair-line-days.server";
import { compareTicket, requestTimeApplies, requestTimeKept, statusApplies, type StoredTicket, type TicketChange, type TicketInFile } from "./ticket-changes";

const fromFile: Record<Direction, (row: UploadRow) => { website: string } & TicketInFile> = {
  deposit: (row) => {
    const r = row as BoDepositRow;
    return { website: r.bo_website, ticket: r.ticket_no, status: r.bo_status, requestedAt: r.req_date.getTime(), date: r.bank_statement_date, amount: r.depo_amount, fullName: r.full_name, username: r.user_name };
  },
  withdraw: (row) => {
    const r = row as BoWithdrawRow;
    return { website: r.wd_website, ticket: r.wd_ticket_no, status: r.wd_status, requestedAt: r.wd_req_date.getTime(), date: r.wd_bank_date, amount: r.wd_amount, fullName: r.wd_fullname, username: r.wd_username };
  },
};

export type StoredTicketChange = TicketChange & { website: string };


/** SQL Server takes 2,100 parameters a request: tickets are looked up this many at a time. */
const LOOKUP = 500;

/**
 * The tickets of a BO export that were stored before it, compared with what is stored (see
 * ticket-changes.ts). Fed the file's rows a second time, after they were written, and only when
 * the writers skipped some: an upload of new tickets alone pays nothing for it.
 */
export class StoredTicketScan {
  private readonly changes: StoredTicketChange[] = [];
  /** the BO's amount where it is not the original, else null: only where that is not stored yet */
  private readonly latestAmounts: { id: number; website: string; date: string; amount: string | null }[] = [];
  private readonly ledger;
  private readonly model: ModelStatic<Model>;

  constructor(
    private readonly direction: Direction,
    /** the batch this upload stored for each website: its own rows are not 'stored before' */
    private readonly batchOf: ReadonlyMap<string, number>,
    private readonly transaction: Transaction,
  ) {
    this.ledger = boLedger(direction);
    this.model = ledgerModel(this.ledger);
  }

  async visit(rows: UploadRow[]): Promise<void> {
    const byWebsite = new Map<string, TicketInFile[]>();
    for (const row of rows) {
      const { website, ...ticket } = fromFile[this.direction](row);
      const group = byWebsite.get(website);
      if (group) group.push(ticket);
      else byWebsite.set(website, [ticket]);
    }
    for (const [website, tickets] of byWebsite) {
      for (let start = 0; start < tickets.length; start += LOOKUP) await this.compare(website, tickets.slice(start, start + LOOKUP));
    }
  }

  /**
   * Writes the file's status to the stored tickets of open days and answers every change, those
   * of a closed day (Tutup Hari) marked and left as they are.
   */
  async apply(): Promise<StoredTicketChange[]> {
    for (const website of new Set(this.changes.map((change) => change.website))) {
      const mine = this.changes.filter((change) => change.website === website);
      const closed = new Set(await closedDates(website, [...new Set(mine.map((change) => change.date))], this.transaction));
      for (const change of mine) change.closed = closed.has(change.date);
      // a changed amount or time too: the reply names the closed day that keeps the pair (a clean-room audit read only "tidak diubah")
      const weighs = (change: StoredTicketChange) => change.status !== null || change.amount !== null || change.amountBack !== null || change.requestTime !== null;
      await this.markClosedPairs(website, mine.filter((change) => !change.closed && weighs(change) && change.approvedBefore !== null));
    }
    const applied = this.changes.filter(statusApplies);
    await updateRows(this.model, { key: this.ledger.id, each: [this.ledger.status] }, applied.map((change) => [change.id, change.status!.to.slice(0, 50)]), this.transaction);
    const retimed = this.changes.filter(requestTimeApplies);
    await updateRows(this.model, { key: this.ledger.id, each: [this.ledger.requested] }, retimed.map((change) => [change.id, new Date(change.requestTime!.file)]), this.transaction);
    await updateRows(this.model, { key: this.ledger.id, each: [this.ledger.keptStatus] }, this.keptStatuses(), this.transaction);
    await updateRows(this.model, { key: this.ledger.id, each: [this.ledger.keptRequested] }, this.keptRequestTimes(), this.transaction);
    // kept on a closed day too: it changes no pair there, and holds the ticket once the day is opened again
    await updateRows(this.model, { key: this.ledger.id, each: [this.ledger.latestAmount] }, this.latestAmounts.map((row) => [row.id, row.amount]), this.transaction);
    return this.changes;
  }

  /**
   * A status the file gives while the ticket's day (or its line's) is closed is kept, to be
   * written at Buka Hari (kept-changes.server.ts); one written now, or the stored one given
   * again, voids what was kept.
   */
  private keptStatuses(): [id: number, status: string | null][] {
    const rows: [id: number, status: string | null][] = [];
    for (const change of this.changes) {
      if (change.keptVoided) rows.push([change.id, null]);
      else if (change.status && !change.otherPlayer) rows.push([change.id, change.closed ? change.status.to.slice(0, 50) : null]);
    }
    return rows;
  }

  /** As keptStatuses, for the request time. */
  private keptRequestTimes(): [id: number, requestedAt: Date | null][] {
    const rows: [id: number, requestedAt: Date | null][] = [];
    for (const change of this.changes) {
      if (change.otherPlayer) continue;
      if (change.requestTime) rows.push([change.id, requestTimeKept(change) ? new Date(change.requestTime.file) : null]);
      else if (change.keptTimeVoided) rows.push([change.id, null]);
    }
    return rows;
  }

  /** The days of the website's tickets whose BO amount now holds them, or no longer does: they are reconciled again. */
  amountDates(website: string): string[] {
    return this.latestAmounts.filter((row) => row.website === website).map((row) => row.date);
  }

  /**
   * An approved ticket paid by a line of a closed day keeps its status as its pair does: a
   * REJECTED written beside an approval nobody may undo was shown as `otomatis` money (a
   * clean-room lifecycle audit), silently.
   */
  private async markClosedPairs(website: string, approved: StoredTicketChange[]): Promise<void> {
    if (approved.length === 0) return;
    const dayOfRow = await pairLineDays(this.direction, approved.map((change) => change.id), this.transaction);
    const closed = new Set(await closedDates(website, [...new Set(dayOfRow.values())], this.transaction));
    for (const change of approved) {
      const day = dayOfRow.get(change.id);
      if (day === undefined || !closed.has(day)) continue;
      change.closed = true;
      change.closedPairDay = day;
    }
  }

  /** After the reconcile: which applied statuses or amounts took an automatic pair back, or brought one. */
  async readOutcome(): Promise<void> {
    const applied = this.changes.filter((change) => statusApplies(change) || requestTimeApplies(change) || ((change.amount !== null || change.amountBack !== null) && !change.closed && !change.otherPlayer));
    const { id, approved } = this.ledger;
    for (let start = 0; start < applied.length; start += LOOKUP) {
      const part = applied.slice(start, start + LOOKUP);
      const rows = (await this.model.findAll({
        where: { [id]: { [Op.in]: part.map((change) => change.id) } },
        attributes: [id, approved],
        raw: true,
        transaction: this.transaction,
      })) as unknown as Record<string, unknown>[];
      const approvedNow = new Map(rows.map((row) => [row[id] as number, row[approved] === true || row[approved] === 1]));
      for (const change of part) {
        const now = approvedNow.get(change.id) ?? false;
        if (change.approvedBefore === "auto" && !now) change.after = "undone";
        else if (change.approvedBefore === null && now) change.after = "matched";
      }
    }
  }

  private async compare(website: string, tickets: TicketInFile[]): Promise<void> {
    const { id, ticket, website: websiteColumn, batch, date, approved, matchState, fullName, username, latestAmount, keptStatus, keptRequested, amount, status, requested } = this.ledger;
    const original = this.ledger.originalAmount;
    const stored = (await this.model.findAll({
      where: {
        [websiteColumn]: website,
        [ticket]: { [Op.in]: tickets.map((row) => row.ticket) },
        [batch]: { [Op.ne]: this.batchOf.get(website) ?? -1 },
      },
      attributes: [id, ticket, date, status, requested, original, latestAmount, keptStatus, keptRequested, amount, fullName, username, approved, matchState],
      raw: true,
      transaction: this.transaction,
    })) as unknown as Record<string, unknown>[];
    if (stored.length === 0) return;
    // the database compares tickets without letter case (docs/operations.md): so does this
    const byTicket = new Map(stored.map((row) => [caseKey(String(row[ticket])), row]));
    for (const file of tickets) {
      const row = byTicket.get(caseKey(file.ticket));
      if (!row) continue;
      const storedTicket: StoredTicket = {
        id: row[id] as number,
        ticket: String(row[ticket]),
        date: isoDay(row[date]),
        status: (row[status] as string | null) ?? null,
        requestedAt: epochMs(row[requested]),
        amount: toCents(row[original] as string | number),
        keptStatus: (row[keptStatus] as string | null) ?? null,
        keptRequestedAt: epochMs(row[keptRequested]),
        latestAmount: row[latestAmount] === null || row[latestAmount] === undefined ? null : toCents(row[latestAmount] as string | number),
        current: toCents(row[amount] as string | number),
        fullName: String(row[fullName] ?? ""),
        username: String(row[username] ?? ""),
        approved: row[approved] === true || row[approved] === 1,
        state: String(row[matchState]),
      };
      const change = compareTicket(file, storedTicket);
      if (change) this.changes.push({ ...change, website });
      // another username's row is another ticket (compareTicket): its amount says nothing of this one
      if (change?.otherPlayer) continue;
      const latest = file.amount === storedTicket.amount ? null : file.amount;
      if (latest !== storedTicket.latestAmount) this.latestAmounts.push({ id: storedTicket.id, website, date: storedTicket.date, amount: latest === null ? null : centsToDecimal(latest) });
    }
  }
}
