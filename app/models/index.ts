import type { Sequelize } from "sequelize";
import { getConfig } from "~/services/config";
import { AdminAccount } from "./admin-account";
import { AkunBank } from "./akun-bank";
import { BoDeposit } from "./bo-deposit";
import { BoWithdraw } from "./bo-withdraw";
import { createSequelize } from "./db";
import { LoginFailure } from "./login-failure";
import { MatchLink } from "./match-link";
import { MutasiDeposit } from "./mutasi-deposit";
import { MutasiWithdraw } from "./mutasi-withdraw";
import { StatementDay } from "./statement-day";
import { Tracking } from "./tracking";
import { UploadBatch } from "./upload-batch";
import { Website } from "./website";
import { WhitelistEntry } from "./whitelist-entry";

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
