import { Model, type InferAttributes, type InferCreationAttributes } from "sequelize";
import { id, int, optionalDay, optionalInt, optionalText, text, withDefault, writtenAt, tableInit, type RowOf } from "./columns.server";

export const UPLOAD_TARGETS = ["bo_deposit", "bo_withdraw", "mutasi_deposit", "mutasi_withdraw"] as const;
export type UploadTarget = (typeof UPLOAD_TARGETS)[number];

/** One uploaded file; every BO and mutasi row points at the batch it came in. */
export interface UploadBatch extends RowOf<ReturnType<typeof columns>> {}
export class UploadBatch extends Model<InferAttributes<UploadBatch>, InferCreationAttributes<UploadBatch>> { static initModel = tableInit("upload_batch", () => columns()); }

const columns = () => ({
  batch_id: id(),
  /** the upload registry's key of the choice made (e.g. bo-nexus-depo, bca) */
  batch_kind: text(40),
  batch_target: text<UploadTarget>(20),
  batch_website: text(20),
  batch_statement_date: optionalDay(),
  batch_akun_bank_id: optionalInt(),
  batch_file_name: text(255),
  batch_sha256: text(64),
  batch_row_count: int(),
  batch_skipped_count: withDefault(int(), 0),
  /** target|website|account|date for statements: one statement per account and day */
  batch_statement_key: optionalText(120),
  batch_uploaded_by: int(),
  batch_uploaded_at: writtenAt(),
});
