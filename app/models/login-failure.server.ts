import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";

/** A failed sign-in, kept in the database so the limit holds across app instances. */
export class LoginFailure extends Model<InferAttributes<LoginFailure>, InferCreationAttributes<LoginFailure>> {
  declare failure_id: CreationOptional<number>;
  declare failure_scope: "account" | "address";
  declare failure_key: string;
  declare failure_at: Date;

  static initModel(sequelize: Sequelize) {
    LoginFailure.init(
      {
        failure_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        failure_scope: { type: DataTypes.STRING(10), allowNull: false },
        failure_key: { type: DataTypes.STRING(100), allowNull: false },
        failure_at: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: "login_failure", timestamps: false },
    );
  }
}
