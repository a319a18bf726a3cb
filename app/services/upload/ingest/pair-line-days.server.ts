import { Op, type Transaction } from "sequelize";
import { MatchLink } from "~/models/models.server";
import { isoDay } from "~/models/raw-values";
import type { Direction } from "../../review/ledger-direction";
import { ledgerModel } from "../../review/ledger-models.server";
import { mutasiLedgerOf } from "../../review/ledgers";

/** SQL Server takes 2,100 parameters a request: rows are looked up this many at a time. */
const LOOKUP = 500;

/**
 * The day of the line that pays each approved BO row, by the row's id: a closed day of that line
 * keeps the row as it is (Tutup Hari), whatever day the row itself is on.
 */
export async function pairLineDays(direction: Direction, boIds: readonly number[], transaction: Transaction): Promise<Map<number, string>> {
  const mutasi = mutasiLedgerOf(direction);
  const dayOfRow = new Map<number, string>();
  for (let start = 0; start < boIds.length; start += LOOKUP) {
    const links = await MatchLink.findAll({
      where: { match_kind: direction, match_bo_id: { [Op.in]: boIds.slice(start, start + LOOKUP) }, match_active: true, match_method: ["auto", "manual"] },
      attributes: ["match_bo_id", "match_mutasi_id"],
      raw: true,
      transaction,
    });
    if (links.length === 0) continue;
    const lines = (await ledgerModel(mutasi).findAll({
      where: { [mutasi.id]: { [Op.in]: links.map((link) => link.match_mutasi_id) } },
      attributes: [mutasi.id, mutasi.date],
      raw: true,
      transaction,
    })) as unknown as Record<string, unknown>[];
    const dayOfLine = new Map(lines.map((line) => [line[mutasi.id] as number, isoDay(line[mutasi.date])]));
    for (const link of links) {
      const day = dayOfLine.get(link.match_mutasi_id);
      if (day) dayOfRow.set(link.match_bo_id, day);
    }
  }
  return dayOfRow;
}
