import { Model, type InferAttributes, type InferCreationAttributes } from "sequelize";
import { id, instant, text, tableInit, type RowOf } from "./columns.server";

/**
 * A failed sign-in, kept in the database so the limit holds across app instances. One attempt
 * writes a row per scope: `account` (key: the username), `address` (the client's address) and
 * `acct_addr` (both: "address username").
 */
export interface LoginFailure extends RowOf<ReturnType<typeof columns>> {}
export class LoginFailure extends Model<InferAttributes<LoginFailure>, InferCreationAttributes<LoginFailure>> { static initModel = tableInit("login_failure", () => columns()); }

const columns = () => ({
  failure_id: id(),
  failure_scope: text<"account" | "address" | "acct_addr">(10),
  failure_key: text(100),
  failure_at: instant(),
});
