/**
 * One credit, and two players' open tickets of its amount whose names it fits (AHMAD FAUZI RAHMAN,
 * and AHMAD FAUZI RAHMANTO as BCA cuts him at 18 letters; or two BUDI SANTOSO), the line's bank the
 * registered bank of one of them only. The bank weighed the pairs apart (SENDER_BANK_OTHER_FACTOR),
 * but a player pays from an account at another bank than he registered as often as not, and the
 * other's ticket was left unpaid: a guess, not the certainty `otomatis` promises (a clean-room
 * audit: the payer's own full name printed, his namesake at the line's bank approved). Held for a
 * checker. Where the rival is paid by another line, the bank only told two credits apart: the
 * pairs stand.
 */
import type { Ledger } from "./engine";
import type { Edge } from "./evidence";
import { playerKey } from "./identifiers";
import type { PreparedBo, PreparedLine } from "./prepared";
import { takeBack } from "./take-back";
import { NAME_ACCEPT, SENDER_BANK_OTHER_FACTOR } from "./thresholds";

/** The rival's pair was weighed down by the sender's bank alone: the line names a bank, and not the rival's. */
function downByBank(bo: PreparedBo, line: PreparedLine): boolean {
  return bo.playerBank !== null && line.counterpartyBank !== null && bo.playerBank !== line.counterpartyBank;
}

function otherPlayer(a: PreparedBo, b: PreparedBo): boolean {
  const username = playerKey(a.source.username);
  return username === "" || username !== playerKey(b.source.username);
}

/** Takes back the name pairs an unpaid rival of another bank fits as well but for the bank. `margin` in edge weights. */
export function holdForOtherBankRivals(phase: readonly Edge[], bos: readonly PreparedBo[], lines: readonly PreparedLine[], margin: number, ledger: Ledger): void {
  const { accepted } = ledger;
  // the accepted name pair of each line, by its index in accepted (-1: none); typed arrays, as the engine keeps its ledger
  const approvedOnLine = new Int32Array(lines.length).fill(-1);
  let any = false;
  for (let a = 0; a < accepted.length; a++) {
    if (accepted[a].kind !== "name") continue;
    approvedOnLine[accepted[a].line] = a;
    any = true;
  }
  if (!any) return;
  let held: Set<Edge> | null = null;
  for (let e = 0; e < phase.length; e++) {
    const rival = phase[e];
    if (rival.kind !== "name" || rival.name === null || rival.name < NAME_ACCEPT || ledger.boMatched[rival.bo]) continue;
    const at = approvedOnLine[rival.line];
    if (at < 0) continue;
    const taken = accepted[at];
    if (taken.bo === rival.bo || !otherPlayer(bos[taken.bo], bos[rival.bo])) continue;
    if (!downByBank(bos[rival.bo], lines[rival.line]) || downByBank(bos[taken.bo], lines[taken.line])) continue;
    if (rival.weight / SENDER_BANK_OTHER_FACTOR > taken.weight - margin) (held ??= new Set()).add(taken);
  }
  if (held !== null) takeBack(held, ledger);
}
