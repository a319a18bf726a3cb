import { Model, type InferAttributes, type InferCreationAttributes } from "sequelize";
import { tableInit } from "./columns.server";
import { statementLineColumns, type StatementLine } from "./statement-line-columns.server";

/** A credit line of a bank or e-wallet statement (mutasi) of a website's deposit account. */
export interface MutasiDeposit extends StatementLine<"mutasi_"> {}
export class MutasiDeposit extends Model<InferAttributes<MutasiDeposit>, InferCreationAttributes<MutasiDeposit>> { static initModel = tableInit("mutasi_deposit", () => statementLineColumns("mutasi_")); }
