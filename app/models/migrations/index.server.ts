import type { QueryInterface } from "sequelize";
import * as initial from "./0001-initial.server";
import * as statementDay from "./0002-statement-day.server";
import * as reportIndexes from "./0003-report-indexes.server";
import * as dropUsernameIndexes from "./0004-drop-username-indexes.server";
import * as caseInsensitiveKeys from "./0005-case-insensitive-keys.server";
import * as whitelistIpLength from "./0006-whitelist-ip-length.server";
import * as statementLineMarks from "./0007-statement-line-marks.server";
import * as statementTextParts from "./0008-statement-text-parts.server";
import * as dayClose from "./0009-day-close.server";
import * as pairingAliases from "./0010-pairing-aliases.server";
import * as matchVerdicts from "./0011-match-verdicts.server";
import * as statementLineTime from "./0012-statement-line-time.server";
import * as undoTicket from "./0013-undo-ticket.server";
import * as aliasSide from "./0014-alias-side.server";
import * as keptLineMarks from "./0015-kept-line-marks.server";
import * as waitingReturns from "./0016-waiting-returns.server";
import * as boLatestAmount from "./0017-bo-latest-amount.server";
import * as waitingPlainReturns from "./0018-waiting-plain-returns.server";
import * as boKeptStatus from "./0019-bo-kept-status.server";
import * as deletedTickets from "./0020-deleted-tickets.server";

export interface Migration {
  name: string;
  up(params: { context: QueryInterface }): Promise<void>;
  down(params: { context: QueryInterface }): Promise<void>;
}

/** Every migration in the order it runs; listed by hand so the server bundle carries them. */
export const migrations: Migration[] = [
  { name: "0001-initial", ...initial },
  { name: "0002-statement-day", ...statementDay },
  { name: "0003-report-indexes", ...reportIndexes },
  { name: "0004-drop-username-indexes", ...dropUsernameIndexes },
  { name: "0005-case-insensitive-keys", ...caseInsensitiveKeys },
  { name: "0006-whitelist-ip-length", ...whitelistIpLength },
  { name: "0007-statement-line-marks", ...statementLineMarks },
  { name: "0008-statement-text-parts", ...statementTextParts },
  { name: "0009-day-close", ...dayClose },
  { name: "0010-pairing-aliases", ...pairingAliases },
  { name: "0011-match-verdicts", ...matchVerdicts },
  { name: "0012-statement-line-time", ...statementLineTime },
  { name: "0013-undo-ticket", ...undoTicket },
  { name: "0014-alias-side", ...aliasSide },
  { name: "0015-kept-line-marks", ...keptLineMarks },
  { name: "0016-waiting-returns", ...waitingReturns },
  { name: "0017-bo-latest-amount", ...boLatestAmount },
  { name: "0018-waiting-plain-returns", ...waitingPlainReturns },
  { name: "0019-bo-kept-status", ...boKeptStatus },
  { name: "0020-deleted-tickets", ...deletedTickets },
];
