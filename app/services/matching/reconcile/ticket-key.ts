/** Tickets compare without letter case or spaces around them, as the database compares them. */
function ticketKey(value: unknown): string {
  return String(value ?? "").trim().toUpperCase();
}

/**
 * A BO row's website and ticket (`ABC|DP123`), as ticketKey reads both: what outlives the row's
 * delete and re-upload (a new id, the same ticket). An undone link keeps it (match_undone_ticket),
 * and so does a checker's deletion (deleted_ticket).
 */
export function undoneTicketKey(website: string, ticket: unknown): string {
  return `${ticketKey(website)}|${ticketKey(ticket)}`;
}
