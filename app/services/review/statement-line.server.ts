import type { Model, Transaction } from "sequelize";
import { toCents, type Cents } from "../money";
import type { Direction } from "./ledger-direction";
import { ledgerModel } from "./ledger-models.server";
import { mutasiLedgerOf } from "./ledgers";
import { feeMarkOf } from "./line-marks";

/** One statement line as pairing, confirming a candidate and undoing a pair weigh it. */
export interface LineRow {
  id: number;
  website: string;
  date: string;
  amountCents: Cents;
  senderName: string;
  accountNo: string | null;
  /** the stored mark, or 'biaya' for a withdraw fee line the upload did not mark (line-marks.ts feeMarkOf) */
  mark: string | null;
  approved: boolean;
}

const column = (line: Model, name: string) => line.get(name) as unknown;

export async function loadLine(kind: Direction, id: number, transaction?: Transaction): Promise<LineRow | null> {
  const m = mutasiLedgerOf(kind);
  const line = await ledgerModel(m).findByPk(id, { transaction });
  if (!line) return null;
  const prefix = m.id.replace(/_id$/, "");
  const accountNo = column(line, `${prefix}_player_account_no`);
  const mark = column(line, `${prefix}_mark`);
  const amountCents = toCents(column(line, m.amount) as number | string);
  const description = column(line, `${prefix}_description`);
  return {
    id,
    website: String(column(line, m.website)),
    date: String(column(line, m.date)),
    amountCents,
    senderName: String(column(line, m.name) ?? "-"),
    accountNo: accountNo ? String(accountNo) : null,
    mark: mark ? String(mark) : feeMarkOf(kind, description ? String(description) : null, amountCents),
    approved: Boolean(column(line, m.approved)),
  };
}
