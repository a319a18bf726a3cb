import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";

export const JENIS_TRANSAKSI = ["DEPO", "WD"] as const;
export type JenisTransaksi = (typeof JENIS_TRANSAKSI)[number];

/** Column lengths, also the longest input accepted for them (app/services/input-text.ts). */
export const AKUN_BANK_LENGTH = {
  akun_bank_website: 20,
  akun_bank_jenis_transaksi: 4,
  akun_bank_bank: 20,
  akun_bank_name: 100,
  akun_bank_no: 30,
} as const;

/** A corporate bank or e-wallet account of a website (Data Bank). */
export class AkunBank extends Model<InferAttributes<AkunBank>, InferCreationAttributes<AkunBank>> {
  declare akun_bank_id: CreationOptional<number>;
  /** website code */
  declare akun_bank_website: string;
  declare akun_bank_jenis_transaksi: JenisTransaksi;
  declare akun_bank_bank: string;
  declare akun_bank_name: string;
  declare akun_bank_no: string;
  declare akun_bank_status: boolean;
  declare akun_bank_created_by: number | null;
  declare akun_bank_created_at: CreationOptional<Date>;
  declare akun_bank_last_edited_at: CreationOptional<Date>;
  declare akun_bank_last_edited_by: number | null;

  static initModel(sequelize: Sequelize) {
    AkunBank.init(
      {
        akun_bank_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        akun_bank_website: { type: DataTypes.STRING(AKUN_BANK_LENGTH.akun_bank_website), allowNull: false },
        akun_bank_jenis_transaksi: { type: DataTypes.STRING(AKUN_BANK_LENGTH.akun_bank_jenis_transaksi), allowNull: false },
        akun_bank_bank: { type: DataTypes.STRING(AKUN_BANK_LENGTH.akun_bank_bank), allowNull: false },
        akun_bank_name: { type: DataTypes.STRING(AKUN_BANK_LENGTH.akun_bank_name), allowNull: false },
        akun_bank_no: { type: DataTypes.STRING(AKUN_BANK_LENGTH.akun_bank_no), allowNull: false },
        akun_bank_status: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        akun_bank_created_by: { type: DataTypes.INTEGER, allowNull: true },
        akun_bank_created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        akun_bank_last_edited_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        akun_bank_last_edited_by: { type: DataTypes.INTEGER, allowNull: true },
      },
      { sequelize, tableName: "akun_bank", timestamps: false },
    );
  }
}
