import { Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from "sequelize";
import { id, instant, text, type RowOf } from "./columns.server";

/** A failed sign-in, kept in the database so the limit holds across app instances. */
export interface LoginFailure extends RowOf<ReturnType<typeof columns>> {}
export class LoginFailure extends Model<InferAttributes<LoginFailure>, InferCreationAttributes<LoginFailure>> {
  static initModel(sequelize: Sequelize) {
    LoginFailure.init(columns(), { sequelize, tableName: "login_failure", timestamps: false });
  }
}

function columns() {
  return {
    failure_id: id(),
    failure_scope: text<"account" | "address">(10),
    failure_key: text(100),
    failure_at: instant(),
  };
}
