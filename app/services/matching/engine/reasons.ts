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

function amountWords(evidence: Evidence): string {
  return evidence.alike > 1 ? `amount (${evidence.alike} alike)` : "amount";
}

/** What the evidence of a pair was, without the verdict: "amount, name 0.94, same day". */
export function evidenceWords(evidence: Evidence): string {
  let words: string;
  switch (evidence.kind) {
    case "reference":
      words = `reference ${evidence.reference}, amount`;
      break;
    case "account":
      words = `${amountWords(evidence)}, account ${evidence.account}`;
      if (evidence.name !== null) words += `, name ${twoDecimals(evidence.name)}`;
      break;
    case "username":
      words = `${amountWords(evidence)}, username ${evidence.account} in text`;
      if (evidence.name !== null) words += `, name ${twoDecimals(evidence.name)}`;
      break;
    case "name":
      words = `${amountWords(evidence)}, name ${evidence.name === null ? "-" : twoDecimals(evidence.name)}`;
      break;
    case "alias":
      words = `${amountWords(evidence)}, ${evidence.account}`;
      break;
    case "amount-only":
      words = `${evidence.alike > 1 ? amountWords(evidence) : "amount unique"}, no sender name`;
      break;
  }
  return `${words}, ${dayWords(evidence.lag)}${minutesWords(evidence.minutes)}`;
}

/** ", 6 min after request": only where both times are known. */
function minutesWords(minutes: number | null): string {
  if (minutes === null) return "";
  return minutes < 0 ? `, ${-minutes} min before request` : `, ${minutes} min after request`;
}

/**
 * The words of name and amount-only evidence depend on a few small numbers only, and repeat over
 * thousands of matches: built once each.
 */
const commonWords = new Map<number, string>();
const KINDS = { name: 1, "amount-only": 2 } as const;

function wordsOf(evidence: Evidence): string {
  const minutes = evidence.minutes;
  if ((evidence.kind !== "name" && evidence.kind !== "amount-only") || evidence.alike > 9_999 || Math.abs(evidence.lag) > 9 || (minutes !== null && Math.abs(minutes) > 9_999)) return evidenceWords(evidence);
  const hundredths = evidence.name === null ? 101 : Math.round(Math.min(1, Math.max(0, evidence.name)) * 100);
  // most credits land minutes after their request: a few hundred values more, built once each too
  const minuteSlot = minutes === null ? 0 : minutes + 10_000;
  const key = (((KINDS[evidence.kind] * 10_000 + evidence.alike) * 102 + hundredths) * 20 + evidence.lag + 10) * 20_000 + minuteSlot;
  let words = commonWords.get(key);
  if (words === undefined) {
    words = evidenceWords(evidence);
    commonWords.set(key, words);
  }
  return words;
}

/** "AUTO: mutasi #812, amount, name 0.94, same day" */
export function matchReason(mutasiId: number, evidence: Evidence): string {
  return `AUTO: mutasi #${mutasiId}, ${wordsOf(evidence)}`;
}

export type Hold = "competing" | "weak" | "unsolved" | "reference";

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
    case "competing":
      if (candidates.length === 1) return `AMBIGUOUS: mutasi #${mutasiIdOf(best.line)} fits another BO row as well`;
      return `AMBIGUOUS: ${candidates.length} candidates, best ${scoreOf(best.weight).toFixed(4)} vs ${scoreOf(candidates[1].weight).toFixed(4)}`;
  }
}
