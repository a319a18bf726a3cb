import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from "sequelize";

/** The matcher's last verdict on a BO row: tier, reason and the lines it names (migration 0011). */
export class MatchVerdict extends Model<InferAttributes<MatchVerdict>, InferCreationAttributes<MatchVerdict>> {
  declare verdict_id: CreationOptional<number>;
  declare verdict_kind: "deposit" | "withdraw";
  declare verdict_bo_id: number;
  declare verdict_tier: string;
  declare verdict_reason: string;
  declare verdict_candidates: string;

  static initModel(sequelize: Sequelize) {
    MatchVerdict.init(
      {
        verdict_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        verdict_kind: { type: DataTypes.STRING(10), allowNull: false },
        verdict_bo_id: { type: DataTypes.INTEGER, allowNull: false },
        verdict_tier: { type: DataTypes.STRING(10), allowNull: false },
        verdict_reason: { type: DataTypes.STRING(500), allowNull: false },
        verdict_candidates: { type: DataTypes.STRING(200), allowNull: false },
      },
      { sequelize, tableName: "match_verdict", timestamps: false },
    );
  }
}
