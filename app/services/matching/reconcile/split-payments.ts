/**
 * One of a player's tickets paid by one of several identical lines (the same day, akun bank,
 * amount and name), while another of his open tickets is as large as two or more of them
 * together: the lines may be that ticket paid in parts, and this one never paid. A clean-room
 * audit: a payout of Rp 6.012.000 sent as two of Rp 3.006.000, and the player's unpaid Rp
 * 3.006.000 ticket approved on one of them (6 of 6, on KlikBCA lines that print the name alone).
 * Pure: the caller holds the pairs it returns, each with the ticket it may belong to.
 */
import { playerKey } from "../engine/identifiers";
import type { MatchDecision } from "../engine/types";
import type { BoCandidate, LineCandidate } from "./rows.server";

export interface SplitDoubt {
  /** how many identical lines there are, the paired one included */
  lines: number;
  /** the player's other ticket they may together pay */
  other: BoCandidate;
}

const DAY_MS = 86_400_000;

function nameOf(line: LineCandidate): string | null {
  const name = "senderName" in line ? line.senderName : line.receiverName;
  return name === null || name === undefined || name.trim() === "" ? null : name.trim().toUpperCase();
}

/** Lines that are one transfer repeated: the same amount, day, akun bank and name. */
function transferKey(line: LineCandidate, name: string): string {
  return `${line.amountCents}\u0001${line.date}\u0001${line.accountNo}\u0001${name}`;
}

/**
 * Every open row of the window (each amount range's and the rivals'), by id and by player: indexed
 * once, at the first range that needs it, not per range.
 */
export class OpenTickets {
  private byId: Map<number, BoCandidate> | null = null;
  private byPlayer: Map<string, BoCandidate[]> | null = null;

  constructor(private readonly rows: readonly BoCandidate[]) {}

  row(id: number): BoCandidate | undefined {
    this.byId ??= new Map(this.rows.map((row) => [row.id, row]));
    return this.byId.get(id);
  }

  /** the player's open tickets (website and playerKey), [] when the row has no username */
  ofPlayer(row: BoCandidate): readonly BoCandidate[] {
    const key = playerOf(row);
    if (key === null) return [];
    if (!this.byPlayer) {
      this.byPlayer = new Map();
      for (const each of this.rows) {
        const player = playerOf(each);
        if (player === null) continue;
        const list = this.byPlayer.get(player);
        if (list) list.push(each);
        else this.byPlayer.set(player, [each]);
      }
    }
    return this.byPlayer.get(key) ?? [];
  }
}

function playerOf(row: BoCandidate): string | null {
  const player = playerKey(row.username);
  return player === "" ? null : `${row.website.toUpperCase()}\u0001${player}`;
}

/** `lines`: the range's lines the engine was given. */
export function splitPaymentDoubts(matches: readonly MatchDecision[], lines: readonly LineCandidate[], tickets: OpenTickets, maxDayLag: number): Map<number, SplitDoubt> {
  const doubts = new Map<number, SplitDoubt>();
  if (matches.length === 0) return doubts;
  const paired = new Set(matches.map((match) => match.mutasiId));
  const paidRows = new Set(matches.map((match) => match.boId));
  // the unpaired lines of each transfer: one pass, not a scan of the range's lines per pair
  const unpaired = new Map<string, number>();
  for (const line of lines) {
    const name = nameOf(line);
    if (name === null || paired.has(line.id)) continue;
    const key = transferKey(line, name);
    unpaired.set(key, (unpaired.get(key) ?? 0) + 1);
  }
  if (unpaired.size === 0) return doubts;
  const lineById = new Map(lines.map((line) => [line.id, line]));
  for (const match of matches) {
    // a reference names its ticket: no other ticket of the player is in question
    if (match.evidence.kind === "reference") continue;
    const line = lineById.get(match.mutasiId);
    const name = line ? nameOf(line) : null;
    if (!line || name === null) continue;
    const count = 1 + (unpaired.get(transferKey(line, name)) ?? 0);
    if (count < 2) continue;
    const row = tickets.row(match.boId);
    if (!row) continue;
    const lineDay = Date.parse(line.date);
    const other = tickets.ofPlayer(row).find((candidate) => {
      if (candidate.id === row.id || paidRows.has(candidate.id) || candidate.amountCents % line.amountCents !== 0) return false;
      const parts = candidate.amountCents / line.amountCents;
      return parts >= 2 && parts <= count && Math.abs(lineDay - Date.parse(candidate.date)) <= maxDayLag * DAY_MS;
    });
    if (other) doubts.set(match.boId, { lines: count, other });
  }
  return doubts;
}
