import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import type { MatchState } from "./bo-deposit.server";
import { money, optionalMoney } from "./money-column.server";

/** A player withdrawal as the gaming back office (BO) exported it. */
export class BoWithdraw extends Model<InferAttributes<BoWithdraw>, InferCreationAttributes<BoWithdraw>> {
  declare wd_bo_id: CreationOptional<number>;
  declare wd_batch_id: number;
  declare wd_bo_approve: CreationOptional<boolean>;
  declare wd_ket_app: string | null;
  declare wd_amount: number;
  declare wd_original_amount: number;
  declare wd_ticket_no: string;
  declare wd_req_date: Date | null;
  declare wd_app_date: Date | null;
  /** business date (Asia/Jakarta) the row belongs to in View BO */
  declare wd_bank_date: string;
  declare wd_brand: string | null;
  declare wd_fullname: string;
  declare wd_player_bank: string | null;
  declare wd_player_no: string | null;
  declare wd_nett_amount: number | null;
  declare wd_corp_bank: string | null;
  declare wd_username: string;
  declare wd_website: string;
  declare wd_remarks: string | null;
  declare wd_status: string | null;
  declare wd_handler: string | null;
  declare wd_ref_code: string | null;
  declare wd_own_ref_code: string | null;
  declare wd_last_balance: number | null;
  declare wd_approved_by: number | null;
  declare wd_match_state: CreationOptional<MatchState>;

  static initModel(sequelize: Sequelize) {
    BoWithdraw.init(
      {
        wd_bo_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        wd_batch_id: { type: DataTypes.INTEGER, allowNull: false },
        wd_bo_approve: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        wd_ket_app: { type: DataTypes.STRING(500), allowNull: true },
        wd_amount: money(),
        wd_original_amount: money(),
        wd_ticket_no: { type: DataTypes.STRING(64), allowNull: false },
        wd_req_date: { type: DataTypes.DATE, allowNull: true },
        wd_app_date: { type: DataTypes.DATE, allowNull: true },
        wd_bank_date: { type: DataTypes.DATEONLY, allowNull: false },
        wd_brand: { type: DataTypes.STRING(100), allowNull: true },
        wd_fullname: { type: DataTypes.STRING(150), allowNull: false },
        wd_player_bank: { type: DataTypes.STRING(150), allowNull: true },
        wd_player_no: { type: DataTypes.STRING(40), allowNull: true },
        wd_nett_amount: optionalMoney(),
        wd_corp_bank: { type: DataTypes.STRING(150), allowNull: true },
        wd_username: { type: DataTypes.STRING(100), allowNull: false },
        wd_website: { type: DataTypes.STRING(20), allowNull: false },
        wd_remarks: { type: DataTypes.STRING(500), allowNull: true },
        wd_status: { type: DataTypes.STRING(50), allowNull: true },
        wd_handler: { type: DataTypes.STRING(100), allowNull: true },
        wd_ref_code: { type: DataTypes.STRING(100), allowNull: true },
        wd_own_ref_code: { type: DataTypes.STRING(100), allowNull: true },
        wd_last_balance: optionalMoney(),
        wd_approved_by: { type: DataTypes.INTEGER, allowNull: true },
        wd_match_state: { type: DataTypes.STRING(10), allowNull: false, defaultValue: "none" },
      },
      { sequelize, tableName: "bo_withdraw", timestamps: false },
    );
  }
}
