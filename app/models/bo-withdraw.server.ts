import { Model, type InferAttributes, type InferCreationAttributes } from "sequelize";
import { ledgerRowColumns, optionalMoney, optionalText, tableInit, text, type RowOf } from "./columns.server";
import { boRowColumns } from "./bo-deposit.server";

/** A player withdrawal as the gaming back office (BO) exported it. */
export interface BoWithdraw extends RowOf<ReturnType<typeof columns>> {}
export class BoWithdraw extends Model<InferAttributes<BoWithdraw>, InferCreationAttributes<BoWithdraw>> { static initModel = tableInit("bo_withdraw", () => columns()); }

const columns = () => ({
  ...ledgerRowColumns({ id: "wd_bo_id", batch: "wd_batch_id", approved: "wd_bo_approve", note: "wd_ket_app", amount: "wd_amount" }),
  ...boRowColumns({ original: "wd_original_amount", latest: "wd_bo_latest_amount", kept: "wd_bo_kept_status", keptRequested: "wd_bo_kept_req_date", ticket: "wd_ticket_no", requested: "wd_req_date", approvedAt: "wd_app_date", day: "wd_bank_date", approvedBy: "wd_approved_by", matchState: "wd_match_state" }),
  wd_brand: optionalText(100),
  wd_fullname: text(150),
  wd_player_bank: optionalText(150),
  wd_player_no: optionalText(40),
  wd_nett_amount: optionalMoney(),
  wd_corp_bank: optionalText(150),
  wd_username: text(100),
  wd_website: text(20),
  wd_remarks: optionalText(500),
  wd_status: optionalText(50),
  wd_handler: optionalText(100),
  wd_ref_code: optionalText(100),
  wd_own_ref_code: optionalText(100),
  wd_last_balance: optionalMoney(),
});
