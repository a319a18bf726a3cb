// Every table's model, once: models.server.ts exports them and initialises each one it finds here.
export { AdminAccount } from "./admin-account.server";
export { AkunBank } from "./akun-bank.server";
export { BoDeposit } from "./bo-deposit.server";
export { BoWithdraw } from "./bo-withdraw.server";
export { DayClose } from "./day-close.server";
export { KeptLineMark } from "./kept-line-mark.server";
export { LoginFailure } from "./login-failure.server";
export { MatchLink } from "./match-link.server";
export { MatchVerdict } from "./match-verdict.server";
export { MutasiDeposit } from "./mutasi-deposit.server";
export { MutasiWithdraw } from "./mutasi-withdraw.server";
export { PlayerAlias } from "./player-alias.server";
export { StatementDay } from "./statement-day.server";
export { Tracking } from "./tracking.server";
export { UploadBatch } from "./upload-batch.server";
export { Website } from "./website.server";
export { WhitelistEntry } from "./whitelist-entry.server";
