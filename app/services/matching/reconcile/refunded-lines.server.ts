import { Op, type Transaction } from "sequelize";
import type { MutasiDeposit } from "~/models/models.server";
import { nameSimilarity } from "../engine/names";
import { NAME_FLOOR } from "../engine/thresholds";
import type { RowVerdict } from "../engine/verdicts";
import { REASON_WORDS } from "../messages";
import { formatRupiah, toCents } from "../../money";
import type { BoCandidate, Row } from "./rows.server";
import type { Side } from "./sides.server";

/** Amounts asked for in one query; a day of more rows without any line is told only what it was before. */
const AMOUNTS_MAX = 300;

/**
 * A row left without any line whose line is there, marked refund (its money came back): told so,
 * with the line, not "no line of its amount" (clean-room audits: a bounced payout's ticket and a
 * deposit sent back read `Tidak ada mutasi ... bernominal`, and the checker looked for money that
 * had come and gone). A line of the amount counts when it names nobody or a name like the player's.
 */
export async function nameRefundedLines(side: Side, website: string, window: readonly string[], verdicts: RowVerdict[], rows: readonly BoCandidate[], transaction: Transaction): Promise<RowVerdict[]> {
  const lonely = verdicts.filter((verdict) => verdict.tier === "tidak ada" && verdict.candidates.length === 0);
  if (lonely.length === 0 || window.length === 0) return verdicts;
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const amounts = [...new Set(lonely.map((verdict) => rowById.get(verdict.boId)?.amountCents).filter((cents): cents is number => cents !== undefined))];
  if (amounts.length === 0 || amounts.length > AMOUNTS_MAX) return verdicts;
  const { mutasi } = side;
  const refunded = (await (mutasi.model as typeof MutasiDeposit).findAll({
    where: {
      [mutasi.website]: website,
      [mutasi.date]: { [Op.in]: [...window] },
      [mutasi.mark]: "refund",
      [Op.or]: amounts.map((cents) => ({ [mutasi.amount]: { [Op.between]: [(cents - 0.5) / 100, (cents + 0.5) / 100] } })),
    },
    attributes: [mutasi.id, mutasi.amount, mutasi.name, mutasi.markNote],
    order: [[mutasi.id, "ASC"]],
    raw: true,
    transaction,
  })) as unknown as Row[];
  if (refunded.length === 0) return verdicts;
  const taken = new Set<number>();
  return verdicts.map((verdict) => {
    if (verdict.tier !== "tidak ada" || verdict.candidates.length > 0) return verdict;
    const row = rowById.get(verdict.boId);
    if (!row) return verdict;
    const line = refunded.find((candidate) => {
      const id = candidate[mutasi.id] as number;
      if (taken.has(id) || toCents(candidate[mutasi.amount] as number | string) !== row.amountCents) return false;
      const shown = (candidate[mutasi.name] as string | null) ?? "";
      return shown.trim() === "" || nameSimilarity(row.fullName, shown) >= NAME_FLOOR;
    });
    if (!line) return verdict;
    const id = line[mutasi.id] as number;
    taken.add(id);
    const shown = ((line[mutasi.name] as string | null) ?? "").trim() || null;
    const note = ((line[mutasi.markNote] as string | null) ?? "").trim() || null;
    return { ...verdict, reason: REASON_WORDS.refundedLine(side.kind, id, shown, `Rp ${formatRupiah(row.amountCents)}`, note), candidates: [id] };
  });
}
