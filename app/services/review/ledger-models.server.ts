import type { Model, ModelStatic } from "sequelize";
import { BoDeposit, BoWithdraw, MutasiDeposit, MutasiWithdraw } from "~/models/models.server";
import type { Ledger, LedgerKey } from "./ledgers";

// The model behind each ledger: ledgers.ts stays browser-safe, so the models are joined here.
const MODELS: Record<LedgerKey, ModelStatic<Model>> = {
  "bo-deposit": BoDeposit as unknown as ModelStatic<Model>,
  "bo-withdraw": BoWithdraw as unknown as ModelStatic<Model>,
  "mutasi-deposit": MutasiDeposit as unknown as ModelStatic<Model>,
  "mutasi-withdraw": MutasiWithdraw as unknown as ModelStatic<Model>,
};

export function ledgerModel(ledger: Ledger | LedgerKey): ModelStatic<Model> {
  return MODELS[typeof ledger === "string" ? ledger : ledger.key];
}
