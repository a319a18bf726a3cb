import { Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from "sequelize";
import { statementLineColumns, type StatementLine } from "./statement-line-columns.server";

/** A debit line of a bank or e-wallet statement (mutasi) of a website's withdraw account. */
export interface MutasiWithdraw extends StatementLine<"mutasiwd_"> {}
export class MutasiWithdraw extends Model<InferAttributes<MutasiWithdraw>, InferCreationAttributes<MutasiWithdraw>> {
  static initModel(sequelize: Sequelize) {
    MutasiWithdraw.init(statementLineColumns("mutasiwd_"), { sequelize, tableName: "mutasi_withdraw", timestamps: false });
  }
}
