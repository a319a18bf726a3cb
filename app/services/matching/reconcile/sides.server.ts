import { BoDeposit, BoWithdraw, MutasiDeposit, MutasiWithdraw } from "~/models/models.server";
import type { Direction } from "../../review/ledger-direction";
import { boLedger, mutasiLedgerOf } from "../../review/ledgers";

/** The columns a reconciliation reads and writes on one direction's BO ledger and statement ledger. */
export interface Side {
  kind: Direction;
  bo: {
    model: typeof BoDeposit | typeof BoWithdraw;
    table: string;
    id: string;
    website: string;
    date: string;
    approve: string;
    state: string;
    note: string;
    appDate: string;
    approvedBy: string;
    ticket: string;
    amount: string;
    /** the amount a later BO export gives, where it is not the one first uploaded */
    latestAmount: string;
    /** the back office's own status of the ticket */
    status: string;
    fullName: string;
    username: string;
    corporate: string;
    references: string[];
    playerAccountNo: string | null;
    /** the Player Bank as the BO names it: the bank, and on a deposit the account too */
    playerBank: string;
    /** when the player asked (req_date), against when the bank booked the line */
    requestedAt: string;
  };
  mutasi: {
    model: typeof MutasiDeposit | typeof MutasiWithdraw;
    table: string;
    id: string;
    website: string;
    date: string;
    app: string;
    ticket: string;
    appDate: string;
    note: string;
    amount: string;
    name: string;
    description: string;
    akunBank: string;
    reference: string;
    accountNo: string;
    /** a line marked as not a player's money (review/line-marks.ts) is never matched */
    mark: string;
    /** the mark's note; on an unmarked line, a return that may have undone it (line-marks.ts returnDoubtOf) */
    markNote: string;
    /** when the bank booked the line, where the statement says (parsers/booked-time.ts) */
    bookedAt: string;
    /** the news the parser set apart from the sender's name */
    remark: string;
  };
}

/**
 * A side of the books: the BO ledger and the statement ledger of one direction (their shared
 * columns from ledgers.ts), plus the columns only matching reads.
 */
function sideOf(
  kind: Direction,
  bo: Pick<Side["bo"], "model" | "status" | "fullName" | "corporate" | "references" | "playerAccountNo" | "requestedAt">,
  mutasi: Pick<Side["mutasi"], "model" | "description" | "reference" | "accountNo" | "mark" | "bookedAt">,
): Side {
  const b = boLedger(kind);
  const m = mutasiLedgerOf(kind);
  return {
    kind,
    bo: {
      ...bo,
      table: b.table,
      id: b.id,
      website: b.website,
      date: b.date,
      approve: b.approved,
      state: b.matchState,
      note: b.note,
      appDate: b.appDate,
      approvedBy: b.approvedBy,
      ticket: b.ticket,
      amount: b.amount,
      latestAmount: b.latestAmount,
      username: b.username,
      playerBank: b.playerBank,
    },
    mutasi: {
      ...mutasi,
      table: m.table,
      id: m.id,
      website: m.website,
      date: m.date,
      app: m.approved,
      ticket: m.ticket,
      appDate: m.appDate,
      note: m.note,
      amount: m.amount,
      name: m.name,
      akunBank: m.akunBank,
      markNote: m.markNote,
      remark: m.remark,
    },
  };
}

export const DEPOSIT = sideOf(
  "deposit",
  { model: BoDeposit, status: "bo_status", fullName: "full_name", corporate: "corporate_bank", references: ["bo_ref", "player_ref", "player_own_ref"], playerAccountNo: "player_bank", requestedAt: "req_date" },
  { model: MutasiDeposit, description: "mutasi_description", reference: "mutasi_transaction_id", accountNo: "mutasi_player_account_no", mark: "mutasi_mark", bookedAt: "mutasi_time" },
);

export const WITHDRAW = sideOf(
  "withdraw",
  { model: BoWithdraw, status: "wd_status", fullName: "wd_fullname", corporate: "wd_corp_bank", references: ["wd_ref_code", "wd_own_ref_code"], playerAccountNo: "wd_player_no", requestedAt: "wd_req_date" },
  { model: MutasiWithdraw, description: "mutasiwd_description", reference: "mutasiwd_transaction_id", accountNo: "mutasiwd_player_account_no", mark: "mutasiwd_mark", bookedAt: "mutasiwd_time" },
);
