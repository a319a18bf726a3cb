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

function amountWords(evidence: Evidence): string {
  return evidence.alike > 1 ? `amount (${evidence.alike} alike)` : "amount";
}

/** What the evidence of a pair was, without the verdict: "amount, name 0.94, same day". */
export function evidenceWords(evidence: Evidence): string {
  const parts: string[] = [];
  switch (evidence.kind) {
    case "reference":
      parts.push(`reference ${evidence.reference}`, "amount");
      break;
    case "account":
      parts.push(amountWords(evidence), `account ${evidence.account}`);
      if (evidence.name !== null) parts.push(`name ${evidence.name.toFixed(2)}`);
      break;
    case "name":
      parts.push(amountWords(evidence), `name ${evidence.name === null ? "-" : evidence.name.toFixed(2)}`);
      break;
    case "amount-only":
      parts.push(evidence.alike > 1 ? amountWords(evidence) : "amount unique", "no sender name");
      break;
  }
  parts.push(dayWords(evidence.lag));
  return parts.join(", ");
}

/** "AUTO: mutasi #812, amount, name 0.94, same day" */
export function matchReason(mutasiId: number, evidence: Evidence): string {
  return `AUTO: mutasi #${mutasiId}, ${evidenceWords(evidence)}`;
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
