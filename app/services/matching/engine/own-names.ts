/**
 * Near namesakes who both paid: AHMAD FAUZI and AHMAD FAUZY each filed Rp 25.000, and the statement
 * shows a credit from each, one name each. A letter apart, each name is read as the other's at a
 * likeness of 0.975, so the swapped pairs total within MARGIN of the right ones and the group was
 * left for a checker (a clean-room audit: 5 of 18 such rows), although a clerk only reads each
 * name as it is written.
 *
 * Approved here, after the groups are decided: a group left open in which every row has exactly
 * one line that shows its player's very name (the same name as parsed), every line is the very
 * name of exactly one row, there are as many lines as rows, and nothing else speaks against those
 * pairs (every other pair is a name alone, and weaker at both ends). A line that shows only the
 * other spelling still goes to a checker: a bank may spell a player's name so, and then the one
 * whose name it shows may not have paid. Two rows of one very name are each other's rivals, as
 * before.
 */
import { find } from "./assign";
import type { Ledger } from "./engine";
import type { Edge } from "./evidence";
import type { PreparedBo, PreparedLine } from "./prepared";

/** The edges' pairs approved so, recorded in the ledger. */
export function approveOwnNames(edges: readonly Edge[], bos: readonly PreparedBo[], lines: readonly PreparedLine[], ledger: Ledger): Edge[] {
  const isOpen = (edge: Edge) => !ledger.boMatched[edge.bo] && !ledger.lineMatched[edge.line];
  const isOwnName = (edge: Edge) => edge.kind === "name" && lines[edge.line].personId >= 0 && lines[edge.line].personId === bos[edge.bo].name.id;
  // nearly always none: every pair of a very name that no rival holds was approved already
  if (!edges.some((edge) => edge.acceptable && isOpen(edge) && isOwnName(edge))) return [];
  const open = edges.filter(isOpen);

  // groups of the rows and lines left open: lines are numbered after the rows
  const parent = new Int32Array(bos.length + lines.length);
  for (let i = 0; i < parent.length; i++) parent[i] = i;
  for (const edge of open) parent[find(parent, edge.bo)] = find(parent, bos.length + edge.line);

  const groups = new Map<number, Edge[]>();
  for (const edge of open) {
    const root = find(parent, edge.bo);
    const group = groups.get(root);
    if (group) group.push(edge);
    else groups.set(root, [edge]);
  }
  const approved: Edge[] = [];
  for (const group of groups.values()) {
    const own = group.filter(isOwnName);
    if (own.length < 2 || !readsAsWritten(group, own)) continue;
    for (const edge of own) {
      ledger.boMatched[edge.bo] = 1;
      ledger.lineMatched[edge.line] = 1;
      ledger.accepted.push(edge);
      approved.push(edge);
    }
  }
  return approved;
}

/** Every row and every line of the group in exactly one of `own`, each acceptable and the strongest at both its ends, the rest names alone. */
function readsAsWritten(group: readonly Edge[], own: readonly Edge[]): boolean {
  const ownOfRow = new Map<number, Edge>();
  const ownOfLine = new Map<number, Edge>();
  for (const edge of own) {
    if (!edge.acceptable || ownOfRow.has(edge.bo) || ownOfLine.has(edge.line)) return false;
    ownOfRow.set(edge.bo, edge);
    ownOfLine.set(edge.line, edge);
  }
  for (const edge of group) {
    const row = ownOfRow.get(edge.bo);
    const line = ownOfLine.get(edge.line);
    // a row or a line without a pair of its very name
    if (row === undefined || line === undefined) return false;
    if (edge === row) continue;
    if (edge.kind !== "name" || edge.weight >= row.weight || edge.weight >= line.weight) return false;
  }
  return true;
}
