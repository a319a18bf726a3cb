import { Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from "sequelize";
import { statementLineColumns, type StatementLine } from "./statement-line-columns.server";

/** A credit line of a bank or e-wallet statement (mutasi) of a website's deposit account. */
export interface MutasiDeposit extends StatementLine<"mutasi_"> {}
export class MutasiDeposit extends Model<InferAttributes<MutasiDeposit>, InferCreationAttributes<MutasiDeposit>> {
  static initModel(sequelize: Sequelize) {
    MutasiDeposit.init(statementLineColumns("mutasi_"), { sequelize, tableName: "mutasi_deposit", timestamps: false });
  }
}
