import { QueryTypes, type Transaction } from "sequelize";
import { KnownPlayers, type KnownPlayer } from "../engine";
import { dateOfDay, dayNumber } from "../engine/days";
import { DEPOSIT, WITHDRAW } from "./sides.server";

/**
 * How far around a run's window the website's players are read. A player who deposited within a
 * month is one who may pay again without filing; the rows of a whole year would make every
 * reconcile read them all.
 */
export const KNOWN_PLAYER_DAYS = 30;

/**
 * The website's players as its BO deposits and withdrawals name them, on the days around the
 * window (namesakes.ts): each username, name and Player Bank once.
 */
export async function readKnownPlayers(website: string, window: readonly string[], transaction: Transaction): Promise<KnownPlayers> {
  const days = window.map(dayNumber);
  const from = dateOfDay(Math.min(...days) - KNOWN_PLAYER_DAYS);
  const to = dateOfDay(Math.max(...days) + KNOWN_PLAYER_DAYS);
  // a payout's Player Bank names the bank alone, its account in a column of its own: both, for the
  // masked digits another player's account ends in (masked-accounts.server.ts; a clean-room audit,
  // masked2 F5: a player known only from his payouts was missed)
  const select = ({ bo }: typeof DEPOSIT) =>
    `SELECT DISTINCT ${bo.username} AS username, ${bo.fullName} AS full_name, ${bo.playerBank} AS player_bank, ${bo.playerAccountNo ?? "NULL"} AS player_no FROM ${bo.table} WHERE ${bo.website} = ? AND ${bo.date} BETWEEN ? AND ?`;
  const rows = (await DEPOSIT.bo.model.sequelize!.query(`${select(DEPOSIT)} UNION ${select(WITHDRAW)}`, {
    replacements: [website, from, to, website, from, to],
    type: QueryTypes.SELECT,
    transaction,
  })) as { username: string | null; full_name: string | null; player_bank: string | null; player_no: string | null }[];
  const players: KnownPlayer[] = [];
  for (const row of rows) {
    if (!row.username || !row.full_name) continue;
    const bank = row.player_bank;
    const playerBank = row.player_no && row.player_no !== bank && !/\d/.test(bank ?? "") ? `${bank ?? ""} - ${row.player_no}`.trim() : bank;
    players.push({ website, username: row.username, fullName: row.full_name, playerBank });
  }
  return new KnownPlayers(players);
}
