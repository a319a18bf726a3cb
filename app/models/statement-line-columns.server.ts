import { day, filledLater, int, ledgerRowColumns, optionalInstant, optionalInt, optionalMoney, optionalText, text, type RowOf } from "./columns.server";

/**
 * A statement line's columns, written once for both ledgers: mutasi_deposit and mutasi_withdraw
 * hold the same facts and differ only in the prefix (mutasi_ / mutasiwd_) the spec gave them.
 * Fresh objects on every call, because Model.init normalises the options it is given in place.
 */
const statementLine = () => ({
  ...ledgerRowColumns({ id: "id", batch: "batch_id", approved: "app", note: "ketapp", amount: "amount" }),
  /** the BO ticket this line was matched to */
  ticket: optionalText(64),
  app_date: optionalInstant(),
  /** the player's name as the statement carries it: who sent a deposit, who received a withdrawal */
  player_bank_name: optionalText(150),
  corporate_bank: text(150),
  transaction_id: optionalText(100),
  website: text(20),
  date: day(),
  akun_bank_id: optionalInt(),
  description: optionalText(500),
  player_account_no: optionalText(40),
  balance: optionalMoney(),
  line_no: int(),
  /** not a player's money: bunga, pajak, biaya, refund, koreksi, bukan transaksi pemain (review/line-marks.ts) */
  mark: filledLater(optionalText(30)),
  mark_note: filledLater(optionalText(500)),
  /** what the sender typed as news (berita), apart from the sender's name */
  remark: filledLater(optionalText(150)),
  /** the bank's reference written in the line's text */
  reference: filledLater(optionalText(100)),
  /** when the bank booked the line, where the file carries a time of day (parsers/booked-time.ts) */
  time: filledLater(optionalInstant()),
});

type Prefixed<P extends string, C> = { [K in keyof C & string as `${P}${K}`]: C[K] };
type StatementLineColumns<P extends string> = Prefixed<P, ReturnType<typeof statementLine>>;

/** A statement line's attributes under the ledger's prefix. */
export type StatementLine<P extends string> = RowOf<StatementLineColumns<P>>;

export function statementLineColumns<P extends string>(prefix: P): StatementLineColumns<P> {
  return Object.fromEntries(Object.entries(statementLine()).map(([name, column]) => [`${prefix}${name}`, column])) as StatementLineColumns<P>;
}
