import { Model, type InferAttributes, type InferCreationAttributes } from "sequelize";
import { day, ledgerRowColumns, money, optionalInstant, optionalInt, optionalMoney, optionalText, tableInit, text, withDefault, type RowOf } from "./columns.server";

export type MatchState = "none" | "auto" | "manual" | "ambiguous";

/** A player deposit as the gaming back office (BO) exported it. */
export interface BoDeposit extends RowOf<ReturnType<typeof columns>> {}
export class BoDeposit extends Model<InferAttributes<BoDeposit>, InferCreationAttributes<BoDeposit>> { static initModel = tableInit("bo_deposit", () => columns()); }

const columns = () => ({
  ...ledgerRowColumns({ id: "bo_id", batch: "bo_batch_id", approved: "bo_approve", note: "ket_app", amount: "depo_amount" }),
  /** the amount as uploaded, kept when a checker edits depo_amount */
  depo_original_amount: money(),
  ticket_no: text(64),
  req_date: optionalInstant(),
  app_date: optionalInstant(),
  /** business date (Asia/Jakarta) the row belongs to in View BO */
  bank_statement_date: day(),
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
  bo_approved_by: optionalInt(),
  bo_match_state: withDefault(text<MatchState>(10), "none"),
});
