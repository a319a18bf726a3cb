import { Model, type InferAttributes, type InferCreationAttributes } from "sequelize";
import { id, optionalText, text, writtenAt, tableInit, type RowOf } from "./columns.server";

/** One line of the activity log (spec: tracking record; `crated` is spelled so). */
export interface Tracking extends RowOf<ReturnType<typeof columns>> {}
export class Tracking extends Model<InferAttributes<Tracking>, InferCreationAttributes<Tracking>> { static initModel = tableInit("tracking", () => columns()); }

const columns = () => ({
  tracking_id: id(),
  /** website code, null for actions that belong to no website */
  tracking_website: optionalText(20),
  tracking_username: text(50),
  tracking_role: text(10),
  tracking_activity: text(500),
  tracking_crated_at: writtenAt(),
});
