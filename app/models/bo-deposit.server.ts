import { Model, type InferAttributes, type InferCreationAttributes } from "sequelize";
import { day, ledgerRowColumns, money, named, optionalInstant, optionalInt, optionalMoney, optionalText, tableInit, text, withDefault, type RowOf } from "./columns.server";

export type MatchState = "none" | "auto" | "manual" | "ambiguous";

/**
 * What a row of either BO ledger has besides a ledger row's columns, under that ledger's names:
 * the amount as uploaded (kept when a checker edits the amount), the ticket, when the BO says it
 * was requested and approved, the business day (Asia/Jakarta) it belongs to in View BO, the
 * account that approved it here and how it was matched.
 */
export const boRowColumns = <const N extends Record<"original" | "latest" | "kept" | "keptRequested" | "ticket" | "requested" | "approvedAt" | "day" | "approvedBy" | "matchState", string>>(names: N) =>
  named(names, {
    original: money(),
    /** the amount a later BO export gives, where it is not the original (migration 0017) */
    latest: optionalMoney(),
    /** the status a later export gave while the ticket's day was closed, written at Buka Hari (migration 0019) */
    kept: optionalText(50),
    /** the request time a later export gave while the ticket's day was closed, written at Buka Hari (migration 0019) */
    keptRequested: optionalInstant(),
    ticket: text(64),
    requested: optionalInstant(),
    approvedAt: optionalInstant(),
    day: day(),
    approvedBy: optionalInt(),
    matchState: withDefault(text<MatchState>(10), "none"),
  });

/** A player deposit as the gaming back office (BO) exported it. */
export interface BoDeposit extends RowOf<ReturnType<typeof columns>> {}
export class BoDeposit extends Model<InferAttributes<BoDeposit>, InferCreationAttributes<BoDeposit>> { static initModel = tableInit("bo_deposit", () => columns()); }

const columns = () => ({
  ...ledgerRowColumns({ id: "bo_id", batch: "bo_batch_id", approved: "bo_approve", note: "ket_app", amount: "depo_amount" }),
  ...boRowColumns({ original: "depo_original_amount", latest: "depo_bo_latest_amount", kept: "depo_bo_kept_status", keptRequested: "depo_bo_kept_req_date", ticket: "ticket_no", requested: "req_date", approvedAt: "app_date", day: "bank_statement_date", approvedBy: "bo_approved_by", matchState: "bo_match_state" }),
  user_name: text(100),
  full_name: text(150),
  payment_type: optionalText(50),
  admin_fee: optionalMoney(),
  agent_fee: optionalMoney(),
  player_fee: optionalMoney(),
  nett_amount: optionalMoney(),
  player_bank: optionalText(150),
  corporate_bank: optionalText(150),
  bo_desc: optionalText(500),
  bo_ref: optionalText(100),
  bo_status: optionalText(50),
  bo_reason: optionalText(255),
  bo_handler: optionalText(100),
  bo_website: text(20),
  player_ref: optionalText(100),
  player_own_ref: optionalText(100),
});
