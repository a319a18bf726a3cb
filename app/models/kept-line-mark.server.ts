import { Model, type InferAttributes, type InferCreationAttributes } from "sequelize";
import { day, id, instant, optionalInt, optionalText, text, tableInit, type RowOf } from "./columns.server";

/**
 * A statement line's mark (refund, koreksi, a money-back doubt...) kept when Delete BO / Mutasi
 * removes the line, for the same line uploaded again (migration 0015; upload/ingest/kept-marks.server.ts).
 */
export interface KeptLineMark extends RowOf<ReturnType<typeof columns>> {}
export class KeptLineMark extends Model<InferAttributes<KeptLineMark>, InferCreationAttributes<KeptLineMark>> { static initModel = tableInit("kept_line_mark", () => columns()); }

const columns = () => ({
  kept_id: id(),
  kept_kind: text<"deposit" | "withdraw">(10),
  kept_website: text(20),
  kept_akun_bank_id: optionalInt(),
  kept_date: day(),
  /** the line as its copies read alike: day, amount in cents, text without spaces, the bank's time */
  kept_key: text(600),
  kept_mark: optionalText(30),
  kept_mark_note: optionalText(500),
  kept_at: instant(),
});
