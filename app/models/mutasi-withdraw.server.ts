import { Model, type InferAttributes, type InferCreationAttributes } from "sequelize";
import { tableInit } from "./columns.server";
import { statementLineColumns, type StatementLine } from "./statement-line-columns.server";

/** A debit line of a bank or e-wallet statement (mutasi) of a website's withdraw account. */
export interface MutasiWithdraw extends StatementLine<"mutasiwd_"> {}
export class MutasiWithdraw extends Model<InferAttributes<MutasiWithdraw>, InferCreationAttributes<MutasiWithdraw>> { static initModel = tableInit("mutasi_withdraw", () => statementLineColumns("mutasiwd_")); }
