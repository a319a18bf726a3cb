import { boStatusOf } from "../../matching/bo-status";
import { atJakartaMidnight } from "../../matching/engine/days";
import { formatRupiah, type Cents } from "../../money";
import { formatViewTime } from "../../review/view-display";
import { formatSpecDate } from "../../spec-date";

/**
 * What a later BO export says of a ticket already stored, against what is stored. Only the BO's
 * status is taken (a rejected ticket must stop holding its day, a succeeded one must be matched);
 * an amount, a name or a username is reported and never written over the stored one, because a
 * pair may rest on it. A changed amount is kept beside it (the BO's latest), and holds the ticket
 * from automatic approval until a person settles it (reconcile/decide.server.ts). Pure: the unit tests read the sentences without a database.
 */

/** A ticket as the file has it. */
export interface TicketInFile {
  ticket: string;
  status: string | null;
  /** when the player asked, epoch ms */
  requestedAt: number;
  /** its business day, YYYY-MM-DD */
  date: string;
  amount: Cents;
  fullName: string;
  username: string;
}

/** The same ticket as stored. */
export interface StoredTicket {
  id: number;
  ticket: string;
  /** its business date */
  date: string;
  status: string | null;
  /** when the player asked, epoch ms; null when not stored */
  requestedAt: number | null;
  /** the amount the BO gave when the ticket was stored (a clerk's correction aside) */
  amount: Cents;
  /** the amount an export after it gave, where it was not `amount` (migration 0017) */
  latestAmount: Cents | null;
  /** the status an export gave while its day was closed, to be written at Buka Hari (migration 0019) */
  keptStatus: string | null;
  /** the request time (epoch ms) an export gave while its day was closed, to be written at Buka Hari */
  keptRequestedAt: number | null;
  /** the amount it carries now: `amount`, or what a person approved or paired it at */
  current: Cents;
  fullName: string;
  username: string;
  approved: boolean;
  state: string;
}

interface Difference<T> {
  file: T;
  stored: T;
}

export interface TicketChange {
  id: number;
  /** as stored */
  ticket: string;
  date: string;
  status: { from: string | null; to: string } | null;
  amount: Difference<Cents> | null;
  /**
   * another request time (epoch ms): written, so that the matcher weighs the BO's time (a clean-room
   * audit: approved "5 menit setelah request" on a time the BO had moved six hours); `day` is the
   * file's other business day, which is reported and not taken: the ticket stays on its day
   */
  requestTime: (Difference<number> & { day: string | null }) | null;
  /** an earlier export gave another amount, and this one the stored amount again: the ticket is no longer held */
  amountBack: Cents | null;
  /** the status kept while the day was closed, which this file, giving the stored status again, voids */
  keptVoided: string | null;
  /** the request time kept while the day was closed, which this file, giving the stored time again, voids */
  keptTimeVoided: boolean;
  /** a person approved it at this amount, which the file's amount (changed, or back to the first) is not */
  approvedAmount: Cents | null;
  fullName: Difference<string> | null;
  username: Difference<string> | null;
  /** the day is closed (Tutup Hari), or the day of the line that pays it: nothing of it changes */
  closed: boolean;
  /**
   * the file's row is another player's (another username): the BO gave the ticket number to another
   * ticket, whose status is not the stored ticket's (a clean-room audit: a REJECTED deposit
   * approved on the SUCCESS of another player's Rp 888.000 row under its number)
   */
  otherPlayer: boolean;
  /** the closed day of the line that pays it, when that keeps it */
  closedPairDay?: string;
  /** approved before the upload: by the matcher ('auto') or by a person ('manual') */
  approvedBefore: "auto" | "manual" | null;
  /** what the reconcile after the upload made of an applied status */
  after: "undone" | "matched" | null;
}

/** Case and spaces aside; a missing value and an empty one are the same. */
export const sameWords = (a: string | null | undefined, b: string | null | undefined) => words(a) === words(b);

function words(value: string | null | undefined): string {
  return (value ?? "").trim().replace(/\s+/g, " ").toUpperCase();
}

/** The change a file makes to a stored ticket, or null when it says what is stored. */
export function compareTicket(file: TicketInFile, stored: StoredTicket): TicketChange | null {
  // a file without a status says nothing about it: the stored one stays
  const status = words(file.status) && !sameWords(file.status, stored.status) ? { from: stored.status, to: file.status!.trim() } : null;
  const amount = file.amount !== stored.amount ? { file: file.amount, stored: stored.amount } : null;
  const fullName = sameWords(file.fullName, stored.fullName) ? null : { file: file.fullName, stored: stored.fullName };
  const username = sameWords(file.username, stored.username) ? null : { file: file.username, stored: stored.username };
  const amountBack = !amount && !username && stored.latestAmount !== null ? stored.amount : null;
  // a minute either way is the same time written otherwise (seconds dropped); a file giving the date
  // alone (stored as midnight, no time the BO gave) says nothing of the time; another player's row is another ticket
  const requestTime =
    !username && stored.requestedAt !== null && !atJakartaMidnight(file.requestedAt) && Math.abs(file.requestedAt - stored.requestedAt) >= 60_000
      ? { file: file.requestedAt, stored: stored.requestedAt, day: file.date !== stored.date ? file.date : null }
      : null;
  const keptVoided = stored.keptStatus && !username && words(file.status) && sameWords(file.status, stored.status) ? stored.keptStatus : null;
  const keptTimeVoided = stored.keptRequestedAt !== null && !username && stored.requestedAt !== null && !atJakartaMidnight(file.requestedAt) && Math.abs(file.requestedAt - stored.requestedAt) < 60_000;
  if (!status && !amount && amountBack === null && !requestTime && !fullName && !username && !keptVoided && !keptTimeVoided) return null;
  const approvedBefore = !stored.approved ? null : stored.state === "auto" ? "auto" : "manual";
  // an approval by hand at an amount the BO's word on it no longer is (a clean-room audit: paired at the
  // BO's Rp 150.000, then the BO went back to Rp 100.000, read "sama dengan yang tersimpan")
  const approvedAmount = approvedBefore === "manual" && (amount !== null || amountBack !== null) && stored.current !== file.amount ? stored.current : null;
  return { id: stored.id, ticket: stored.ticket, date: stored.date, status, amount, requestTime, amountBack, keptVoided, keptTimeVoided, approvedAmount, fullName, username, closed: false, otherPlayer: username !== null, approvedBefore, after: null };
}

/**
 * The file's request time is written to the stored ticket, of its player, the day open: also where
 * the file gives another day, which is not taken (the ticket stays on its day), so that the matcher
 * weighs the BO's time (a clean-room audit: a credit a day before the new request stayed approved).
 */
export const requestTimeApplies = (change: TicketChange) => change.requestTime !== null && !change.closed && !change.otherPlayer;

/** The file's request time is kept for Buka Hari: the day is closed (migration 0019). */
export const requestTimeKept = (change: TicketChange) => change.requestTime !== null && change.closed && !change.otherPlayer;

/** The file's status is written to the stored ticket. */
export const statusApplies = (change: TicketChange) => change.status !== null && !change.closed && !change.otherPlayer;

/** A person approved the ticket, and the BO no longer says it is live: a checker must look. */
const notLiveNow = (change: TicketChange) => statusApplies(change) && change.approvedBefore === "manual" && boStatusOf(change.status!.to) !== "live";

/** A person approved it at an amount the file's is not. */
const approvedAtOther = (change: TicketChange) => change.approvedAmount !== null && !change.closed && !change.otherPlayer;

/** What a person approved that the file now contradicts: a checker must look. */
export const needsCheck = (change: TicketChange) => notLiveNow(change) || approvedAtOther(change);

const differsFromStored = (change: TicketChange) =>
  change.amount !== null || change.fullName !== null || change.username !== null || (change.requestTime !== null && (change.requestTime.day !== null || !requestTimeApplies(change)));

/** Ticket lines a reply lists; the rest are counted. */
export const TICKET_LINE_CAP = 20;

const rupiah = (cents: Cents) => `Rp ${formatRupiah(cents)}`;
const shown = (status: string | null) => (status?.trim() ? status.trim() : "(kosong)");

export const TICKET_CHANGE_MESSAGES = {
  statusChanged: (from: string | null, to: string) => `status BO ${shown(from)} → ${to}`,
  pairUndone: " (pasangan otomatis dibatalkan)",
  nowMatched: " (kini cocok otomatis)",
  statusNow: (to: string) => `status BO kini ${to}`,
  statusNotApplied: (from: string | null, to: string) => `status BO di file ${to} berbeda dari yang tersimpan ${shown(from)} (tidak diubah)`,
  keptVoided: (kept: string) => `status BO di file sama dengan yang tersimpan: status ${kept} yang dicatat selama hari ditutup dibatalkan`,
  statusKept: (from: string | null, to: string) => `status BO di file ${to} berbeda dari yang tersimpan ${shown(from)} (tidak diubah, dicatat: diterapkan saat Buka Hari)`,
  amount: (file: Cents, stored: Cents) => `nominal di file ${rupiah(file)} berbeda dari yang tersimpan ${rupiah(stored)} (tidak diubah)`,
  requestTime: (file: number, stored: number, outcome: "written" | "kept" | "not") =>
    `waktu request di file ${formatViewTime(new Date(file), true)} berbeda dari yang tersimpan ${formatViewTime(new Date(stored), true)} (${outcome === "written" ? "diperbarui" : outcome === "kept" ? "tidak diubah, dicatat: diterapkan saat Buka Hari" : "tidak diubah"})`,
  keptTimeVoided: "waktu request di file sama dengan yang tersimpan: waktu yang dicatat selama hari ditutup dibatalkan",
  movedDay: (day: string) => `tiket di file bertanggal ${formatSpecDate(day, { padDay: true })}: tidak dipindah hari, cek di BO`,
  amountBack: (stored: Cents) => `nominal di file kembali ${rupiah(stored)}, sama dengan yang tersimpan`,
  amountBackToFirst: (first: Cents) => `nominal di file kembali ${rupiah(first)} seperti upload pertama`,
  approvedAt: (current: Cents) => ` pada nominal ${rupiah(current)}`,
  fullName: (file: string, stored: string) => `nama lengkap di file "${file}" berbeda dari yang tersimpan "${stored}" (tidak diubah)`,
  username: (file: string, stored: string) => `username di file "${file}" berbeda dari yang tersimpan "${stored}" (tidak diubah)`,
  dayClosed: (date: string) => `hari ${formatSpecDate(date, { padDay: true })} sudah ditutup (Tutup Hari)`,
  otherPlayer: "username lain: nomor tiket ini dipakai tiket lain di BO, statusnya bukan status tiket yang tersimpan",
  pairDayClosed: (date: string) => `mutasi pasangannya di hari ${formatSpecDate(date, { padDay: true })} yang sudah ditutup (Tutup Hari)`,
  more: (count: number) => `… dan ${count} tiket lainnya.`,
  countStatus: (count: number, undone: number) =>
    `Status BO diperbarui untuk ${count} tiket yang sudah ada${undone > 0 ? ` (${undone} pasangan otomatis dibatalkan)` : ""}.`,
  countCheck: (count: number) => `${count} tiket yang sudah diapprove manual kini tidak berstatus aktif di BO: mohon dicek.`,
  countCheckAmount: (count: number) => `${count} tiket yang sudah diapprove manual pada nominal lain dari nominal di file: mohon dicek.`,
  countDiffers: (count: number) => `${count} tiket berbeda nominal, nama, username atau tanggal dari yang tersimpan (tidak diubah).`,
  countClosed: (count: number) => `${count} tiket di hari yang sudah ditutup (Tutup Hari) tidak diubah.`,
  activity: (label: string, count: number, list: string) => `Status BO ${label} diperbarui dari upload (${count} tiket): ${list}`,
} as const;

const M = TICKET_CHANGE_MESSAGES;

/** 'Tiket DP1: status BO PENDING → REJECTED (pasangan otomatis dibatalkan).' */
export function ticketChangeLine(change: TicketChange): string {
  const parts: string[] = [];
  const check = needsCheck(change);
  if (change.status) {
    if (change.otherPlayer) parts.push(M.statusNotApplied(change.status.from, change.status.to));
    else if (change.closed) parts.push(M.statusKept(change.status.from, change.status.to));
    else if (check) parts.push(M.statusNow(change.status.to));
    else {
      const after = change.after === "undone" ? M.pairUndone : change.after === "matched" ? M.nowMatched : "";
      parts.push(M.statusChanged(change.status.from, change.status.to) + after);
    }
  }
  if (change.keptVoided) parts.push(M.keptVoided(change.keptVoided));
  if (change.keptTimeVoided) parts.push(M.keptTimeVoided);
  // without a status change, the amount alone took the automatic pair back (reconcile/decide.server.ts)
  if (change.amount) parts.push(M.amount(change.amount.file, change.amount.stored) + (!change.status && change.after === "undone" ? M.pairUndone : ""));
  if (change.requestTime) {
    // without a status or amount change, the time alone took the automatic pair back, or brought one
    const after = change.status || change.amount ? "" : change.after === "undone" ? M.pairUndone : change.after === "matched" ? M.nowMatched : "";
    const outcome = requestTimeApplies(change) ? "written" : requestTimeKept(change) ? "kept" : "not";
    parts.push(M.requestTime(change.requestTime.file, change.requestTime.stored, outcome) + after);
    if (change.requestTime.day !== null && !change.otherPlayer) parts.push(M.movedDay(change.requestTime.day));
  }
  if (change.amountBack !== null) {
    const back = change.approvedAmount !== null ? M.amountBackToFirst(change.amountBack) : M.amountBack(change.amountBack);
    parts.push(back + (!change.status && change.after === "matched" ? M.nowMatched : ""));
  }
  if (change.fullName) parts.push(M.fullName(change.fullName.file, change.fullName.stored));
  if (change.username) parts.push(M.username(change.username.file, change.username.stored));
  if (change.closed) parts.push(change.closedPairDay ? M.pairDayClosed(change.closedPairDay) : M.dayClosed(change.date));
  else if (change.otherPlayer && change.status) parts.push(M.otherPlayer);
  if (check) return `Tiket ${change.ticket} sudah diapprove manual${approvedAtOther(change) ? M.approvedAt(change.approvedAmount!) : ""}; ${parts.join("; ")}: mohon dicek.`;
  return `Tiket ${change.ticket}: ${parts.join("; ")}.`;
}

/** What a checker must look at comes first, so the cap never hides it behind routine updates. */
function weight(change: TicketChange): number {
  if (needsCheck(change)) return 0;
  if (change.after === "undone") return 1;
  if (change.closed) return 2;
  if (differsFromStored(change)) return 3;
  if (change.after === "matched") return 4;
  return 5;
}

/** The reply's lines: the counts, then one line a ticket, capped. */
export function ticketChangeLines(changes: readonly TicketChange[], cap = TICKET_LINE_CAP): string[] {
  if (changes.length === 0) return [];
  const lines: string[] = [];
  const applied = changes.filter(statusApplies);
  if (applied.length > 0) lines.push(M.countStatus(applied.length, applied.filter((change) => change.after === "undone").length));
  const check = changes.filter(notLiveNow).length;
  if (check > 0) lines.push(M.countCheck(check));
  const checkAmount = changes.filter((change) => approvedAtOther(change) && !notLiveNow(change)).length;
  if (checkAmount > 0) lines.push(M.countCheckAmount(checkAmount));
  const differs = changes.filter(differsFromStored).length;
  if (differs > 0) lines.push(M.countDiffers(differs));
  const closed = changes.filter((change) => change.closed).length;
  if (closed > 0) lines.push(M.countClosed(closed));
  const ordered = changes.map((change, index) => ({ change, index })).sort((a, b) => weight(a.change) - weight(b.change) || a.index - b.index);
  lines.push(...ordered.slice(0, cap).map(({ change }) => ticketChangeLine(change)));
  if (ordered.length > cap) lines.push(M.more(ordered.length - cap));
  return lines;
}

/** The activity log's line of the statuses an upload wrote: 'DP1 PENDING → REJECTED, ...'. */
export function statusActivity(label: string, changes: readonly TicketChange[], cap = 10): string | null {
  const applied = changes.filter(statusApplies);
  if (applied.length === 0) return null;
  const listed = applied.slice(0, cap).map((change) => `${change.ticket} ${shown(change.status!.from)} → ${change.status!.to}`);
  const list = listed.join(", ") + (applied.length > cap ? `, … dan ${applied.length - cap} lainnya` : "");
  return M.activity(label, applied.length, list);
}
