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
