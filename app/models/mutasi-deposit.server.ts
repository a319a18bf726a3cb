import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { money, optionalMoney } from "./money-column.server";

/** A credit line of a bank or e-wallet statement (mutasi) of a website's deposit account. */
export class MutasiDeposit extends Model<InferAttributes<MutasiDeposit>, InferCreationAttributes<MutasiDeposit>> {
  declare mutasi_id: CreationOptional<number>;
  declare mutasi_batch_id: number;
  declare mutasi_app: CreationOptional<boolean>;
  declare mutasi_ketapp: string | null;
  declare mutasi_amount: number;
  /** the BO ticket this line was matched to */
  declare mutasi_ticket: string | null;
  declare mutasi_app_date: Date | null;
  /** the sender's name as the statement carries it */
  declare mutasi_player_bank_name: string | null;
  declare mutasi_corporate_bank: string;
  declare mutasi_transaction_id: string | null;
  declare mutasi_website: string;
  declare mutasi_date: string;
  declare mutasi_akun_bank_id: number | null;
  declare mutasi_description: string | null;
  declare mutasi_player_account_no: string | null;
  declare mutasi_balance: number | null;
  declare mutasi_line_no: number;
  /** not a player's money: bunga, pajak, biaya, refund, koreksi, bukan transaksi pemain (review/line-marks.ts) */
  declare mutasi_mark: CreationOptional<string | null>;
  declare mutasi_mark_note: CreationOptional<string | null>;
  /** what the sender typed as news (berita), apart from the sender's name */
  declare mutasi_remark: CreationOptional<string | null>;
  /** the bank's reference written in the line's text */
  declare mutasi_reference: CreationOptional<string | null>;

  static initModel(sequelize: Sequelize) {
    MutasiDeposit.init(
      {
        mutasi_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        mutasi_batch_id: { type: DataTypes.INTEGER, allowNull: false },
        mutasi_app: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        mutasi_ketapp: { type: DataTypes.STRING(500), allowNull: true },
        mutasi_amount: money(),
        mutasi_ticket: { type: DataTypes.STRING(64), allowNull: true },
        mutasi_app_date: { type: DataTypes.DATE, allowNull: true },
        mutasi_player_bank_name: { type: DataTypes.STRING(150), allowNull: true },
        mutasi_corporate_bank: { type: DataTypes.STRING(150), allowNull: false },
        mutasi_transaction_id: { type: DataTypes.STRING(100), allowNull: true },
        mutasi_website: { type: DataTypes.STRING(20), allowNull: false },
        mutasi_date: { type: DataTypes.DATEONLY, allowNull: false },
        mutasi_akun_bank_id: { type: DataTypes.INTEGER, allowNull: true },
        mutasi_description: { type: DataTypes.STRING(500), allowNull: true },
        mutasi_player_account_no: { type: DataTypes.STRING(40), allowNull: true },
        mutasi_balance: optionalMoney(),
        mutasi_line_no: { type: DataTypes.INTEGER, allowNull: false },
        mutasi_mark: { type: DataTypes.STRING(30), allowNull: true },
        mutasi_mark_note: { type: DataTypes.STRING(500), allowNull: true },
        mutasi_remark: { type: DataTypes.STRING(150), allowNull: true },
        mutasi_reference: { type: DataTypes.STRING(100), allowNull: true },
      },
      { sequelize, tableName: "mutasi_deposit", timestamps: false },
    );
  }
}
