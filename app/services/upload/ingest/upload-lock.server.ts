import type { Sequelize, Transaction } from "sequelize";
import { lockResource } from "~/models/dialect.server";

/** How long an upload waits for another upload of its website (a 100k-row one takes seconds), kept under the request time-out. */
const UPLOAD_LOCK_WAIT_MS = 60_000;

/**
 * Uploads of one website take turns, until the upload's transaction ends: its dedupe reads
 * (tickets, file hash, statement days) and its reconciliation then see every row the one before
 * it stored, and two uploads never each reconcile against the other's half-written rows. On
 * SQLite every writing transaction already takes turns (IMMEDIATE); on SQL Server this is an
 * application lock per website. Lock names compare byte for byte, website codes do not.
 */
export async function lockWebsiteUploads(sequelize: Sequelize, transaction: Transaction, website: string): Promise<void> {
  await lockResource(sequelize, transaction, `upload:${website.toUpperCase()}`, UPLOAD_LOCK_WAIT_MS);
}
