import { Model, type InferAttributes, type InferCreationAttributes } from "sequelize";
import { day, filledLater, flag, id, instant, optionalInstant, optionalText, text, tableInit, type RowOf } from "./columns.server";

/** 'Tutup Hari': a website's business day, closed (or reopened with a reason); see migration 0009. */
export interface DayClose extends RowOf<ReturnType<typeof columns>> {}
export class DayClose extends Model<InferAttributes<DayClose>, InferCreationAttributes<DayClose>> { static initModel = tableInit("day_close", () => columns()); }

const columns = () => ({
  close_id: id(),
  close_website: text(20),
  close_date: day(),
  close_closed: flag(),
  close_closed_by: text(50),
  close_closed_at: instant(),
  close_reopened_by: filledLater(optionalText(50)),
  close_reopened_at: filledLater(optionalInstant()),
  close_reopen_reason: filledLater(optionalText(500)),
});
