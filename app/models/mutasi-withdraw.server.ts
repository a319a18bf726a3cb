import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";
import { money, optionalMoney } from "./money-column.server";

/** A debit line of a bank or e-wallet statement (mutasi) of a website's withdraw account. */
export class MutasiWithdraw extends Model<InferAttributes<MutasiWithdraw>, InferCreationAttributes<MutasiWithdraw>> {
  declare mutasiwd_id: CreationOptional<number>;
  declare mutasiwd_batch_id: number;
  declare mutasiwd_app: CreationOptional<boolean>;
  declare mutasiwd_ketapp: string | null;
  declare mutasiwd_amount: number;
  declare mutasiwd_ticket: string | null;
  declare mutasiwd_app_date: Date | null;
  /** the receiving player's name as the statement carries it */
  declare mutasiwd_player_bank_name: string | null;
  declare mutasiwd_corporate_bank: string;
  declare mutasiwd_website: string;
  declare mutasiwd_transaction_id: string | null;
  declare mutasiwd_date: string;
  declare mutasiwd_akun_bank_id: number | null;
  declare mutasiwd_description: string | null;
  declare mutasiwd_player_account_no: string | null;
  declare mutasiwd_balance: number | null;
  declare mutasiwd_line_no: number;
  /** not a player's money: bunga, pajak, biaya, refund, koreksi, bukan transaksi pemain (review/line-marks.ts) */
  declare mutasiwd_mark: CreationOptional<string | null>;
  declare mutasiwd_mark_note: CreationOptional<string | null>;
  /** what the sender typed as news (berita), apart from the sender's name */
  declare mutasiwd_remark: CreationOptional<string | null>;
  /** the bank's reference written in the line's text */
  declare mutasiwd_reference: CreationOptional<string | null>;

  static initModel(sequelize: Sequelize) {
    MutasiWithdraw.init(
      {
        mutasiwd_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        mutasiwd_batch_id: { type: DataTypes.INTEGER, allowNull: false },
        mutasiwd_app: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        mutasiwd_ketapp: { type: DataTypes.STRING(500), allowNull: true },
        mutasiwd_amount: money(),
        mutasiwd_ticket: { type: DataTypes.STRING(64), allowNull: true },
        mutasiwd_app_date: { type: DataTypes.DATE, allowNull: true },
        mutasiwd_player_bank_name: { type: DataTypes.STRING(150), allowNull: true },
        mutasiwd_corporate_bank: { type: DataTypes.STRING(150), allowNull: false },
        mutasiwd_website: { type: DataTypes.STRING(20), allowNull: false },
        mutasiwd_transaction_id: { type: DataTypes.STRING(100), allowNull: true },
        mutasiwd_date: { type: DataTypes.DATEONLY, allowNull: false },
        mutasiwd_akun_bank_id: { type: DataTypes.INTEGER, allowNull: true },
        mutasiwd_description: { type: DataTypes.STRING(500), allowNull: true },
        mutasiwd_player_account_no: { type: DataTypes.STRING(40), allowNull: true },
        mutasiwd_balance: optionalMoney(),
        mutasiwd_line_no: { type: DataTypes.INTEGER, allowNull: false },
        mutasiwd_mark: { type: DataTypes.STRING(30), allowNull: true },
        mutasiwd_mark_note: { type: DataTypes.STRING(500), allowNull: true },
        mutasiwd_remark: { type: DataTypes.STRING(150), allowNull: true },
        mutasiwd_reference: { type: DataTypes.STRING(100), allowNull: true },
      },
      { sequelize, tableName: "mutasi_withdraw", timestamps: false },
    );
  }
}
