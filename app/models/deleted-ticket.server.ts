import { Model, type InferAttributes, type InferCreationAttributes } from "sequelize";
import { day, id, instant, text, tableInit, type RowOf } from "./columns.server";

/**
 * A ticket a checker deleted while pending (migration 0020): uploaded again, it is written, but
 * never approved automatically (matching/reconcile/deleted-tickets.server.ts).
 */
export interface DeletedTicket extends RowOf<ReturnType<typeof columns>> {}
export class DeletedTicket extends Model<InferAttributes<DeletedTicket>, InferCreationAttributes<DeletedTicket>> { static initModel = tableInit("deleted_ticket", () => columns()); }

const columns = () => ({
  deleted_id: id(),
  /** deposit or withdraw */
  deleted_kind: text<"deposit" | "withdraw">(10),
  deleted_website: text(20),
  /** website and ticket, as undoneTicketKey writes them (`ABC|DP123`) */
  deleted_ticket: text(160),
  /** the BO date of the row deleted */
  deleted_bo_date: day(),
  /** the account name of the checker who deleted it, as the activity log names him */
  deleted_by: text(100),
  deleted_at: instant(),
});
