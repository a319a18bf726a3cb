import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";

export const UPLOAD_TARGETS = ["bo_deposit", "bo_withdraw", "mutasi_deposit", "mutasi_withdraw"] as const;
export type UploadTarget = (typeof UPLOAD_TARGETS)[number];

/** One uploaded file; every BO and mutasi row points at the batch it came in. */
export class UploadBatch extends Model<InferAttributes<UploadBatch>, InferCreationAttributes<UploadBatch>> {
  declare batch_id: CreationOptional<number>;
  /** the upload registry's key of the choice made (e.g. bo-nexus-depo, bca) */
  declare batch_kind: string;
  declare batch_target: UploadTarget;
  declare batch_website: string;
  declare batch_statement_date: string | null;
  declare batch_akun_bank_id: number | null;
  declare batch_file_name: string;
  declare batch_sha256: string;
  declare batch_row_count: number;
  declare batch_skipped_count: CreationOptional<number>;
  /** target|website|account|date for statements: one statement per account and day */
  declare batch_statement_key: string | null;
  declare batch_uploaded_by: number;
  declare batch_uploaded_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    UploadBatch.init(
      {
        batch_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        batch_kind: { type: DataTypes.STRING(40), allowNull: false },
        batch_target: { type: DataTypes.STRING(20), allowNull: false },
        batch_website: { type: DataTypes.STRING(20), allowNull: false },
        batch_statement_date: { type: DataTypes.DATEONLY, allowNull: true },
        batch_akun_bank_id: { type: DataTypes.INTEGER, allowNull: true },
        batch_file_name: { type: DataTypes.STRING(255), allowNull: false },
        batch_sha256: { type: DataTypes.STRING(64), allowNull: false },
        batch_row_count: { type: DataTypes.INTEGER, allowNull: false },
        batch_skipped_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        batch_statement_key: { type: DataTypes.STRING(120), allowNull: true },
        batch_uploaded_by: { type: DataTypes.INTEGER, allowNull: false },
        batch_uploaded_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
      },
      { sequelize, tableName: "upload_batch", timestamps: false },
    );
  }
}
