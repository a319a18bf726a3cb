import { Op, type Transaction } from "sequelize";
import { KeptLineMark } from "~/models/models.server";
import { epochMs, isoDay } from "~/models/raw-values";
import { toCents } from "../../money";
import type { Direction } from "../../review/ledger-direction";
import { ledgerModel } from "../../review/ledger-models.server";
import { mutasiLedgerOf } from "../../review/ledgers";
import { lineCopyKey } from "./day-overlap";
import type { StatementAccount } from "./statement-days.server";

/**
 * What people and returns said of a statement line outlives Delete BO / Mutasi of its day: a
 * payout marked refund by a return in the next day's file (or doubted by one), a line a clerk
 * marked koreksi. Deleted and uploaded again, the line was a plain payout, and its ticket was
 * approved again on money that had come back (a clean-room audit). The same line uploaded again
 * takes its mark back; a kept mark is used once.
 */

const RETURN_DOUBT_PREFIX = "Dana kembali belum pasti";

interface LineFacts {
  date: string;
  amountCents: number;
  description: string | null;
  bookedAt: number | null;
}

/** The line as its copies read alike (day-overlap.ts), within the column's length. */
function keyOf(line: LineFacts): string {
  return lineCopyKey(line).slice(0, 600);
}

function factsOf(row: Record<string, unknown>, kind: Direction): LineFacts {
  const ledger = mutasiLedgerOf(kind);
  const column = (name: string) => ledger.id.replace(/_id$/, `_${name}`);
  return {
    date: isoDay(row[ledger.date]),
    amountCents: toCents(row[ledger.amount] as number | string),
    description: (row[column("description")] as string | null) ?? null,
    bookedAt: epochMs(row[column("time")]),
  };
}

/** Keeps the marks, and the money-back doubts, of the statement lines `ids` about to be deleted; returns how many. */
export async function keepMarks(kind: Direction, ids: readonly number[], now: Date, transaction: Transaction): Promise<number> {
  const ledger = mutasiLedgerOf(kind);
  const column = (name: string) => ledger.id.replace(/_id$/, `_${name}`);
  let kept = 0;
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = (await ledgerModel(ledger).findAll({
      where: {
        [ledger.id]: { [Op.in]: ids.slice(start, start + 1000) },
        [Op.or]: [{ [ledger.mark]: { [Op.ne]: null } }, { [ledger.markNote]: { [Op.like]: `${RETURN_DOUBT_PREFIX}%` } }],
      },
      attributes: [ledger.website, ledger.date, ledger.amount, ledger.mark, ledger.markNote, column("akun_bank_id"), column("description"), column("time")],
      raw: true,
      transaction,
    })) as unknown as Record<string, unknown>[];
    if (rows.length === 0) continue;
    await KeptLineMark.bulkCreate(
      rows.map((row) => ({
        kept_kind: kind,
        kept_website: String(row[ledger.website]),
        kept_akun_bank_id: (row[column("akun_bank_id")] as number | null) ?? null,
        kept_date: isoDay(row[ledger.date]),
        kept_key: keyOf(factsOf(row, kind)),
        kept_mark: (row[ledger.mark] as string | null) ?? null,
        kept_mark_note: (row[ledger.markNote] as string | null) ?? null,
        kept_at: now,
      })),
      { transaction },
    );
    kept += rows.length;
  }
  return kept;
}

/** Gives the lines of the new batches the marks kept for their copies, each kept mark once; returns how many lines took one back. */
export async function restoreMarks(account: StatementAccount, batchIds: readonly number[], transaction: Transaction): Promise<number> {
  if (batchIds.length === 0) return 0;
  const kind: Direction = account.target === "mutasi_deposit" ? "deposit" : "withdraw";
  const ledger = mutasiLedgerOf(kind);
  const column = (name: string) => ledger.id.replace(/_id$/, `_${name}`);
  const lines = (await ledgerModel(ledger).findAll({
    where: { [ledger.batch]: { [Op.in]: [...batchIds] } },
    attributes: [ledger.id, ledger.date, ledger.amount, ledger.mark, column("description"), column("time")],
    raw: true,
    transaction,
  })) as unknown as Record<string, unknown>[];
  if (lines.length === 0) return 0;
  const dates = [...new Set(lines.map((row) => isoDay(row[ledger.date])))];
  const kept = await KeptLineMark.findAll({
    where: { kept_kind: kind, kept_website: account.website, kept_akun_bank_id: account.akunBankId, kept_date: { [Op.in]: dates } },
    order: [["kept_id", "ASC"]],
    transaction,
  });
  if (kept.length === 0) return 0;
  const byKey = new Map<string, KeptLineMark[]>();
  for (const mark of kept) byKey.set(mark.kept_key, [...(byKey.get(mark.kept_key) ?? []), mark]);
  let restored = 0;
  for (const row of lines) {
    const mark = byKey.get(keyOf(factsOf(row, kind)))?.shift();
    if (!mark) continue;
    await ledgerModel(ledger).update({ [ledger.mark]: mark.kept_mark, [ledger.markNote]: mark.kept_mark_note }, { where: { [ledger.id]: row[ledger.id] }, transaction });
    await mark.destroy({ transaction });
    restored++;
  }
  return restored;
}
