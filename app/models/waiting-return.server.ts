import { Model, type InferAttributes, type InferCreationAttributes } from "sequelize";
import { day, flag, id, instant, int, money, optionalInstant, optionalText, text, tableInit, withDefault, type RowOf } from "./columns.server";

/**
 * Money a statement showed coming back (a return, a reversal) before the line it undoes was
 * uploaded: the statements of a later day came first. Kept until that line arrives, so that the
 * order of uploads never decides whether money that came back pays a ticket (migration 0016;
 * upload/ingest/waiting-returns.server.ts).
 */
export interface WaitingReturn extends RowOf<ReturnType<typeof columns>> {}
export class WaitingReturn extends Model<InferAttributes<WaitingReturn>, InferCreationAttributes<WaitingReturn>> { static initModel = tableInit("waiting_return", () => columns()); }

const columns = () => ({
  wait_id: id(),
  /** mutasi_deposit or mutasi_withdraw: the statement the return was read from */
  wait_target: text(20),
  wait_website: text(20),
  /** statement_day.day_account of the statement: its akun bank */
  wait_account: text(100),
  /** the upload it came with: Delete BO / Mutasi of that upload takes it away */
  wait_batch_id: int(),
  wait_date: day(),
  wait_amount: money(),
  wait_name: optionalText(255),
  wait_account_no: optionalText(100),
  wait_booked_at: optionalInstant(),
  wait_description: text(500),
  wait_reference: optionalText(100),
  wait_at: instant(),
  /** money from the payee in no words of a return: it doubts the line it may undo, never marks it (migration 0018) */
  wait_unsure: withDefault(flag(), false),
});
