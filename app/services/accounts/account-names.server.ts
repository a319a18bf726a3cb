import { Op } from "sequelize";
import { AdminAccount } from "~/models/models.server";

/** 'Last Edited By' columns hold account ids; screens show the name, falling back to the id. */
export async function accountNamesById(ids: (number | null | undefined)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (wanted.length === 0) return new Map();
  const accounts = await AdminAccount.findAll({
    where: { account_id: { [Op.in]: wanted } },
    attributes: ["account_id", "account_name"],
  });
  return new Map(accounts.map((account) => [account.account_id, account.account_name]));
}

export function nameOrId(names: Map<number, string>, id: number | null): string {
  if (id === null) return "-";
  return names.get(id) ?? String(id);
}

/** Rows as a list shows them, each given a way to name the accounts it refers to (one query for all). */
export async function withAccountNames<Row, Shown>(
  rows: readonly Row[],
  accountsOf: (row: Row) => (number | null)[],
  show: (row: Row, nameOf: (id: number | null) => string) => Shown,
): Promise<Shown[]> {
  const names = await accountNamesById(rows.flatMap(accountsOf));
  return rows.map((row) => show(row, (id) => nameOrId(names, id)));
}
