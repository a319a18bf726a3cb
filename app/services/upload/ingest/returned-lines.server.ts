import { Op, type Transaction } from "sequelize";
import { epochMs } from "~/models/raw-values";
import { normaliseName } from "../../matching/engine/names";
import { toCents } from "../../money";
import { ledgerModel } from "../../review/ledger-models.server";
import { LEDGERS } from "../../review/ledgers";
import type { ReturnedLine } from "../parsers/types";

type StatementTarget = "mutasi_deposit" | "mutasi_withdraw";

/** What the mark's note says of the line that brought the money back. */
const NOTE_MAX = 500;

/**
 * A payout the bank sent back (`Refund transfer gagal ANDI PRATAMA`, the same amount from the same
 * payee, after it) paid nobody: left open, it would approve the player's withdrawal as paid. The
 * same for a deposit the company refunded to its sender. Each line saying money came back marks
 * the latest line of this upload it undoes, of the same day and amount and the same person
 * (name or account), booked before it where both times are known, as `refund`: the matcher never
 * pays a row with it and the day's summary counts it apart. Returns how many lines were marked.
 */
export async function markReturnedLines(target: StatementTarget, batchIds: readonly number[], returned: readonly ReturnedLine[], transaction: Transaction): Promise<number> {
  if (returned.length === 0 || batchIds.length === 0) return 0;
  const ledger = LEDGERS[target === "mutasi_deposit" ? "mutasi-deposit" : "mutasi-withdraw"];
  const column = (name: string) => ledger.id.replace(/_id$/, `_${name}`);
  const rows = (await ledgerModel(ledger).findAll({
    where: {
      [ledger.batch]: { [Op.in]: [...batchIds] },
      [ledger.date]: { [Op.in]: [...new Set(returned.map((line) => line.date))] },
      [column("mark")]: null,
    },
    attributes: [ledger.id, ledger.date, ledger.amount, ledger.name, column("player_account_no"), column("time"), column("line_no")],
    raw: true,
    transaction,
  })) as unknown as Record<string, unknown>[];
  const lines = rows
    .map((row) => ({
      id: Number(row[ledger.id]),
      date: String(row[ledger.date]).slice(0, 10),
      amountCents: toCents(row[ledger.amount] as number | string),
      name: normaliseName(row[ledger.name] as string | null),
      account: digits(row[column("player_account_no")]),
      bookedAt: epochMs(row[column("time")]),
      lineNo: Number(row[column("line_no")]),
    }))
    .sort((a, b) => a.lineNo - b.lineNo);

  const marked = new Map<number, string>();
  for (const back of returned) {
    const name = normaliseName(back.name);
    const account = digits(back.accountNo);
    const backAt = back.bookedAt?.getTime() ?? null;
    const undone = lines.filter(
      (line) =>
        !marked.has(line.id) &&
        line.date === back.date &&
        line.amountCents === back.amountCents &&
        ((name !== "" && line.name === name) || (account !== "" && line.account === account)) &&
        (backAt === null || line.bookedAt === null || line.bookedAt <= backAt),
    );
    const latest = undone.reduce<(typeof lines)[number] | null>((best, line) => (best === null || (line.bookedAt ?? 0) >= (best.bookedAt ?? 0) ? line : best), null);
    if (latest) marked.set(latest.id, `Dana kembali: ${back.description}`.slice(0, NOTE_MAX));
  }
  for (const [id, note] of marked) {
    await ledgerModel(ledger).update({ [column("mark")]: "refund", [column("mark_note")]: note }, { where: { [ledger.id]: id }, transaction });
  }
  return marked.size;
}

function digits(value: unknown): string {
  return typeof value === "string" ? value.replace(/\D/g, "").replace(/^0+/, "") : "";
}
