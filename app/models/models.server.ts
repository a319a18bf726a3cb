import type { Sequelize } from "sequelize";
import { getConfig } from "~/services/config.server";
import { AdminAccount } from "./admin-account.server";
import { AkunBank } from "./akun-bank.server";
import { BoDeposit } from "./bo-deposit.server";
import { BoWithdraw } from "./bo-withdraw.server";
import { createSequelize } from "./db.server";
import { LoginFailure } from "./login-failure.server";
import { MatchLink } from "./match-link.server";
import { MutasiDeposit } from "./mutasi-deposit.server";
import { MutasiWithdraw } from "./mutasi-withdraw.server";
import { StatementDay } from "./statement-day.server";
import { Tracking } from "./tracking.server";
import { UploadBatch } from "./upload-batch.server";
import { Website } from "./website.server";
import { WhitelistEntry } from "./whitelist-entry.server";

export {
  AdminAccount,
  AkunBank,
  BoDeposit,
  BoWithdraw,
  LoginFailure,
  MatchLink,
  MutasiDeposit,
  MutasiWithdraw,
  StatementDay,
  Tracking,
  UploadBatch,
  Website,
  WhitelistEntry,
};

export function initModels(sequelize: Sequelize): Sequelize {
  for (const model of [
    AdminAccount,
    AkunBank,
    BoDeposit,
    BoWithdraw,
    LoginFailure,
    MatchLink,
    MutasiDeposit,
    MutasiWithdraw,
    StatementDay,
    Tracking,
    UploadBatch,
    Website,
    WhitelistEntry,
  ]) {
    model.initModel(sequelize);
  }
  return sequelize;
}

let database: Sequelize | undefined;

/** The process's one connection (pool), made from the configuration on first use. */
export function getDatabase(): Sequelize {
  if (!database) {
    const config = getConfig();
    database = initModels(createSequelize({ url: config.DATABASE_URL, sqliteFile: config.databaseFile }));
  }
  return database;
}

export async function closeDatabase(): Promise<void> {
  if (database) {
    await database.close();
    database = undefined;
  }
}
