import type { SessionUser } from "../auth/session.server";
import type { Direction } from "./ledger-direction";
import { markStatementLine, unmarkStatementLine } from "./line-marks.server";

/**
 * The mark posts of View Mutasi (issue 14, point 3): `mark` (the line's id, the kind, a note) and
 * `unmark`; the rules are line-marks.server.ts's. The dialogs are URL states (?mark=<id>, ?unmark=<id>).
 */
export const MARK_INTENTS = ["mark", "unmark"] as const;
export const MARK_PARAMS = ["mark", "unmark"] as const;

export function isMarkIntent(intent: string): intent is (typeof MARK_INTENTS)[number] {
  return (MARK_INTENTS as readonly string[]).includes(intent);
}

export async function markFormAction(user: SessionUser, side: Direction, intent: (typeof MARK_INTENTS)[number], form: FormData): Promise<string> {
  const id = Number(form.get("mutasi_id"));
  if (intent === "unmark") return (await unmarkStatementLine(user, { side, id })).message;
  return (await markStatementLine(user, { side, id, mark: form.get("mark"), note: form.get("note") })).message;
}

/** The line a mark dialog is open for, when the URL asks for one of the rows shown. */
export function markDialogOf<Row extends { id: number }>(params: URLSearchParams, rows: readonly Row[]): { intent: "mark" | "unmark"; row: Row } | null {
  for (const intent of MARK_PARAMS) {
    const id = Number(params.get(intent));
    const row = rows.find((candidate) => candidate.id === id);
    if (row) return { intent, row };
  }
  return null;
}
