import { Model, type InferAttributes, type InferCreationAttributes } from "sequelize";
import { day, id, int, text, tableInit, type RowOf } from "./columns.server";

/** A business day of an account's statement that has been uploaded (see migration 0002). */
export interface StatementDay extends RowOf<ReturnType<typeof columns>> {}
export class StatementDay extends Model<InferAttributes<StatementDay>, InferCreationAttributes<StatementDay>> { static initModel = tableInit("statement_day", () => columns()); }

const columns = () => ({
  day_id: id(),
  day_batch_id: int(),
  day_target: text(20),
  day_website: text(20),
  day_account: text(60),
  day_date: day(),
});
