import { Model, type InferAttributes, type InferCreationAttributes } from "sequelize";
import { id, optionalInt, text, unique, writtenAt, tableInit, type RowOf } from "./columns.server";

/** Column lengths, also the longest input accepted for them (app/services/input-text.ts). */
export const WEBSITE_LENGTH = { website_name: 100, website_code: 20 } as const;

export interface Website extends RowOf<ReturnType<typeof columns>> {}
export class Website extends Model<InferAttributes<Website>, InferCreationAttributes<Website>> { static initModel = tableInit("website", () => columns()); }

const columns = () => ({
  website_id: id(),
  website_name: text(WEBSITE_LENGTH.website_name),
  website_code: unique(text(WEBSITE_LENGTH.website_code)),
  website_created_at: writtenAt(),
  website_last_edited_at: writtenAt(),
  website_last_edited_by: optionalInt(),
});
