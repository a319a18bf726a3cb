import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { money, optionalMoney } from "./money-column.server";

export type MatchState = "none" | "auto" | "manual" | "ambiguous";

/** A player deposit as the gaming back office (BO) exported it. */
export class BoDeposit extends Model<InferAttributes<BoDeposit>, InferCreationAttributes<BoDeposit>> {
  declare bo_id: CreationOptional<number>;
  declare bo_batch_id: number;
  declare bo_approve: CreationOptional<boolean>;
  declare ket_app: string | null;
  declare depo_amount: number;
  /** the amount as uploaded, kept when a checker edits depo_amount */
  declare depo_original_amount: number;
  declare ticket_no: string;
  declare req_date: Date | null;
  declare app_date: Date | null;
  /** business date (Asia/Jakarta) the row belongs to in View BO */
  declare bank_statement_date: string;
  declare user_name: string;
  declare full_name: string;
  declare payment_type: string | null;
  declare admin_fee: number | null;
  declare agent_fee: number | null;
  declare player_fee: number | null;
  declare nett_amount: number | null;
  declare player_bank: string | null;
  declare corporate_bank: string | null;
  declare bo_desc: string | null;
  declare bo_ref: string | null;
  declare bo_status: string | null;
  declare bo_reason: string | null;
  declare bo_handler: string | null;
  declare bo_website: string;
  declare player_ref: string | null;
  declare player_own_ref: string | null;
  declare bo_approved_by: number | null;
  declare bo_match_state: CreationOptional<MatchState>;

  static initModel(sequelize: Sequelize) {
    BoDeposit.init(
      {
        bo_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        bo_batch_id: { type: DataTypes.INTEGER, allowNull: false },
        bo_approve: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        ket_app: { type: DataTypes.STRING(500), allowNull: true },
        depo_amount: money(),
        depo_original_amount: money(),
        ticket_no: { type: DataTypes.STRING(64), allowNull: false },
        req_date: { type: DataTypes.DATE, allowNull: true },
        app_date: { type: DataTypes.DATE, allowNull: true },
        bank_statement_date: { type: DataTypes.DATEONLY, allowNull: false },
        user_name: { type: DataTypes.STRING(100), allowNull: false },
        full_name: { type: DataTypes.STRING(150), allowNull: false },
        payment_type: { type: DataTypes.STRING(50), allowNull: true },
        admin_fee: optionalMoney(),
        agent_fee: optionalMoney(),
        player_fee: optionalMoney(),
        nett_amount: optionalMoney(),
        player_bank: { type: DataTypes.STRING(150), allowNull: true },
        corporate_bank: { type: DataTypes.STRING(150), allowNull: true },
        bo_desc: { type: DataTypes.STRING(500), allowNull: true },
        bo_ref: { type: DataTypes.STRING(100), allowNull: true },
        bo_status: { type: DataTypes.STRING(50), allowNull: true },
        bo_reason: { type: DataTypes.STRING(255), allowNull: true },
        bo_handler: { type: DataTypes.STRING(100), allowNull: true },
        bo_website: { type: DataTypes.STRING(20), allowNull: false },
        player_ref: { type: DataTypes.STRING(100), allowNull: true },
        player_own_ref: { type: DataTypes.STRING(100), allowNull: true },
        bo_approved_by: { type: DataTypes.INTEGER, allowNull: true },
        bo_match_state: { type: DataTypes.STRING(10), allowNull: false, defaultValue: "none" },
      },
      { sequelize, tableName: "bo_deposit", timestamps: false },
    );
  }
}
