import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";

/** The link between a BO row and the statement line that pays it, with why it was made. */
export class MatchLink extends Model<InferAttributes<MatchLink>, InferCreationAttributes<MatchLink>> {
  declare match_id: CreationOptional<number>;
  declare match_kind: "deposit" | "withdraw";
  declare match_bo_id: number;
  declare match_mutasi_id: number;
  /** 0..1 */
  declare match_score: number;
  declare match_reason: string;
  /** auto: made by the engine; manual: confirmed by a checker; candidate: one of several equally good */
  declare match_method: "auto" | "manual" | "candidate";
  declare match_active: CreationOptional<boolean>;
  declare match_created_at: CreationOptional<Date>;
  declare match_created_by: number | null;
  declare match_undone_at: Date | null;
  declare match_undone_by: number | null;
  /** why a person undid the pair (migration 0010) */
  declare match_undo_reason: CreationOptional<string | null>;
  /** the website and ticket of the BO row an ADMIN unpaired (`ABC|DP123`), kept should its rows be deleted and uploaded again (migration 0013) */
  declare match_undone_ticket: CreationOptional<string | null>;

  static initModel(sequelize: Sequelize) {
    MatchLink.init(
      {
        match_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        match_kind: { type: DataTypes.STRING(10), allowNull: false },
        match_bo_id: { type: DataTypes.INTEGER, allowNull: false },
        match_mutasi_id: { type: DataTypes.INTEGER, allowNull: false },
        match_score: { type: DataTypes.DECIMAL(6, 4), allowNull: false },
        match_reason: { type: DataTypes.STRING(255), allowNull: false },
        match_method: { type: DataTypes.STRING(10), allowNull: false },
        match_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        match_created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        match_created_by: { type: DataTypes.INTEGER, allowNull: true },
        match_undone_at: { type: DataTypes.DATE, allowNull: true },
        match_undone_by: { type: DataTypes.INTEGER, allowNull: true },
        match_undo_reason: { type: DataTypes.STRING(500), allowNull: true },
        match_undone_ticket: { type: DataTypes.STRING(160), allowNull: true },
      },
      { sequelize, tableName: "match_link", timestamps: false },
    );
  }
}
