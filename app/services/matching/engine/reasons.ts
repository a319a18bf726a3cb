/** The machine notes written with a decision: short, fixed vocabulary, numbers with fixed decimals. */
import type { Edge, Evidence } from "./evidence";
import { SCALE } from "./thresholds";

export function scoreOf(weight: number): number {
  return weight / SCALE;
}

function dayWords(lag: number): string {
  if (lag === 0) return "same day";
  if (lag === 1) return "next day";
  if (lag === -1) return "day before";
  return lag > 0 ? `${lag} days later` : `${-lag} days before`;
}

/** "0.00" .. "1.00": a name score is printed for every match, and toFixed is slow. */
const HUNDREDTHS = Array.from({ length: 101 }, (_, i) => (i / 100).toFixed(2));

function twoDecimals(value: number): string {
  return HUNDREDTHS[Math.round(Math.min(1, Math.max(0, value)) * 100)];
}

/** "amount" or "amount (3 alike)", built once for each count below 10.000. */
const AMOUNT_WORDS: string[] = [];

function amountWords(evidence: Evidence): string {
  const alike = evidence.alike;
  if (alike <= 1) return "amount";
  if (alike >= 10_000) return `amount (${alike} alike)`;
  return (AMOUNT_WORDS[alike] ??= `amount (${alike} alike)`);
}

/** How a note shows the name score: always ("name -" when there is none), only when known, or never. */
const NAME_ALWAYS = 0;
const NAME_WHEN_KNOWN = 1;
const NAME_NEVER = 2;

/**
 * The end of every note: ", name 0.94, same day, 6 min after request". It depends on a few small
 * numbers only and repeats over thousands of matches: built once each, under one small-integer
 * key, in a cache bounded for a server that runs for months.
 */
const TAILS = new Map<number, string>();
const TAILS_LIMIT = 200_000;

function tailWords(evidence: Evidence, nameShown: number): string {
  const { lag, minutes, name } = evidence;
  if (Math.abs(lag) > 9 || (minutes !== null && Math.abs(minutes) > 9_999)) return buildTail(evidence, nameShown);
  // 0..100: the score in hundredths; 101: "name -"; 102: no name words
  const nameSlot = nameShown === NAME_NEVER || (name === null && nameShown === NAME_WHEN_KNOWN) ? 102 : name === null ? 101 : Math.round(Math.min(1, Math.max(0, name)) * 100);
  const key = ((minutes === null ? 0 : minutes + 10_000) * 32 + lag + 10) * 128 + nameSlot;
  let tail = TAILS.get(key);
  if (tail === undefined) {
    if (TAILS.size >= TAILS_LIMIT) TAILS.clear();
    tail = buildTail(evidence, nameShown);
    TAILS.set(key, tail);
  }
  return tail;
}

function buildTail(evidence: Evidence, nameShown: number): string {
  let words = "";
  if (nameShown === NAME_ALWAYS) words = `, name ${evidence.name === null ? "-" : twoDecimals(evidence.name)}`;
  else if (nameShown === NAME_WHEN_KNOWN && evidence.name !== null) words = `, name ${twoDecimals(evidence.name)}`;
  return `${words}, ${dayWords(evidence.lag)}${minutesWords(evidence.minutes)}`;
}

/** What the evidence of a pair was, without the verdict: "amount, name 0.94, same day". */
export function evidenceWords(evidence: Evidence): string {
  switch (evidence.kind) {
    case "reference":
      return `reference ${evidence.reference}, amount${tailWords(evidence, NAME_NEVER)}`;
    case "account":
      return `${amountWords(evidence)}, account ${evidence.account}${tailWords(evidence, NAME_WHEN_KNOWN)}`;
    case "username":
      return `${amountWords(evidence)}, username ${evidence.account} in text${tailWords(evidence, NAME_WHEN_KNOWN)}`;
    case "name":
      return `${amountWords(evidence)}${tailWords(evidence, NAME_ALWAYS)}`;
    case "alias":
      return `${amountWords(evidence)}, ${evidence.account}${tailWords(evidence, NAME_NEVER)}`;
    case "amount-only":
      return `${evidence.alike > 1 ? amountWords(evidence) : "amount unique"}, no sender name${tailWords(evidence, NAME_NEVER)}`;
  }
}

/** ", 6 min after request": only where both times are known. */
function minutesWords(minutes: number | null): string {
  if (minutes === null) return "";
  return minutes < 0 ? `, ${-minutes} min before request` : `, ${minutes} min after request`;
}

/** "AUTO: mutasi #812, amount, name 0.94, same day" */
export function matchReason(mutasiId: number, evidence: Evidence): string {
  return `AUTO: mutasi #${mutasiId}, ${evidenceWords(evidence)}`;
}

export type Hold = "competing" | "weak" | "unsolved" | "reference" | "namesake" | "own-account";

/** Why a BO row with candidates was left for a checker. */
export function holdReason(hold: Hold, candidates: readonly Edge[], mutasiIdOf: (line: number) => number): string {
  const best = candidates[0];
  switch (hold) {
    case "unsolved":
      return `AMBIGUOUS: too many look-alike rows and lines to decide, ${candidates.length} candidates`;
    case "reference":
      return `AMBIGUOUS: reference shared by several rows or lines, ${candidates.length} candidates`;
    case "weak":
      return `WEAK: mutasi #${mutasiIdOf(best.line)}, ${evidenceWords(best)}`;
    case "namesake":
      return `AMBIGUOUS: mutasi #${mutasiIdOf(best.line)} fits another known player as well`;
    case "own-account":
      return `AMBIGUOUS: mutasi #${mutasiIdOf(best.line)} names the holder of an own akun bank as well`;
    case "competing":
      if (candidates.length === 1) return `AMBIGUOUS: mutasi #${mutasiIdOf(best.line)} fits another BO row as well`;
      return `AMBIGUOUS: ${candidates.length} candidates, best ${scoreOf(best.weight).toFixed(4)} vs ${scoreOf(candidates[1].weight).toFixed(4)}`;
  }
}
