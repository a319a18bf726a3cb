/** Label and value of the Data Player card `id` (total-deposit, total-withdraw, balance, total-transactions); null when absent. */
export function cardOf(html: string, id: string): { label: string; value: string } | null {
  const match = new RegExp(`data-testid="card-${id}"[^>]*><p[^>]*>([^<]*)</p><p[^>]*>([^<]*)</p>`).exec(html);
  return match ? { label: match[1], value: match[2] } : null;
}

/** The four cards' values in order: Total Deposit, Total Withdraw, Balance, Total Transactions. */
export function cardValues(html: string): (string | undefined)[] {
  return ["total-deposit", "total-withdraw", "balance", "total-transactions"].map((id) => cardOf(html, id)?.value);
}

/** Cell texts of the footer row of the table labelled `label` (the Game Site's Total Sum). */
export function footerCells(html: string, label: string): string[] {
  const start = html.indexOf(`aria-label="${label}"`);
  if (start < 0) throw new Error(`no table "${label}"`);
  const foot = /<tfoot[^>]*>([\s\S]*?)<\/tfoot>/.exec(html.slice(start));
  if (!foot) return [];
  return [...foot[1].matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((match) => match[1].replace(/<[^>]+>/g, "").trim());
}
