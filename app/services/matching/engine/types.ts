/** The plain rows the engine reads and the decisions it returns (see index.ts for the contract). */
import type { PlayerAliasClue } from "./aliases";
import type { KnownPlayers } from "./namesakes";
import type { Evidence } from "./evidence";
import type { Hold } from "./reasons";

/** A pending BO deposit. */
export interface BoDepositCandidate {
  /** bo_deposit.bo_id */
  id: number;
  /** bo_website */
  website: string;
  /** bank_statement_date, YYYY-MM-DD */
  date: string;
  /** depo_amount in cents */
  amountCents: number;
  /** full_name: the name the player's bank account carries */
  fullName: string;
  /** user_name: a username of letters and digits typed in the line's news is evidence (identifiers.usernameKey) */
  username: string;
  /** digits of the corporate (akun bank) account the player paid into, null when the BO does not say */
  corporateAccountNo: string | null;
  /** bo_ref, player_ref, player_own_ref: values usable as a transaction reference (QRIS, Nexus Pay, e-wallet auto TX) */
  references: string[];
  /** the player's own account number, when the BO export carries it */
  playerAccountNo?: string | null;
  /** sender names and accounts a person confirmed as this player's (aliases.ts): a clue like the player's name */
  aliases?: readonly PlayerAliasClue[];
  /** statement lines an ADMIN unpaired from this row: never its candidate again (refused.ts) */
  refusedLines?: readonly number[];
  /**
   * The website sharing the akun bank's number whose open row this is, weighed in this website's
   * run (reconcile/open-rows.server.ts rowsElsewhere): its player is that website's, and it claims a
   * line only by its username or ticket in the news or its reference, never by name or account
   */
  elsewhere?: string;
  /** req_date in epoch ms: when the player asked, against the line's bookedAt */
  requestedAt?: number | null;
  /** ticket_no: typed in the line's news, it proves the pair as the username does */
  ticketNo?: string | null;
  /** the amount a later BO export gives, where it is not the one stored: read by the reconcile, never by the engine */
  latestBoAmountCents?: number | null;
  /** a checker deleted this ticket once, and a later export brought it back: read by the reconcile, never by the engine */
  deletedBefore?: TicketDeletion;
}

/** An unmatched credit line of a deposit account's statement. */
export interface MutasiDepositCandidate {
  /** mutasi_deposit.mutasi_id */
  id: number;
  /** mutasi_website */
  website: string;
  /** mutasi_date, YYYY-MM-DD */
  date: string;
  /** mutasi_amount in cents */
  amountCents: number;
  /** mutasi_player_bank_name: the sender's name as the statement carries it (may be truncated, may carry an honorific) */
  senderName: string | null;
  /** mutasi_description: the whole statement text, searched for the name when senderName is missing */
  description: string | null;
  /** mutasi_remark: the news the sender typed, as the parser set it apart from the name (named-in-news.ts) */
  remark?: string | null;
  /** the akun bank number of the statement */
  accountNo: string | null;
  /** mutasi_transaction_id */
  reference: string | null;
  /** mutasi_player_account_no: the sender's account number found in the text, if any */
  senderAccountNo?: string | null;
  /** the bank or e-wallet of the statement's own akun bank (Data Bank's Bank): every credit of a DANA merchant account came through DANA */
  accountBank?: string | null;
  /** mutasi_time in epoch ms: when the bank booked the credit, null when the statement gives only a date */
  bookedAt?: number | null;
  /** another website of the same account number paired its copy of this credit (reconcile/shared-accounts.server.ts): it pays nothing here */
  pairedElsewhere?: boolean;
}

/** A pending BO withdrawal. */
export interface BoWithdrawCandidate {
  /** bo_withdraw.wd_bo_id */
  id: number;
  /** wd_website */
  website: string;
  /** wd_bank_date, YYYY-MM-DD */
  date: string;
  /** wd_amount in cents */
  amountCents: number;
  /** wd_fullname */
  fullName: string;
  /** wd_username (kept for the caller; never matched on) */
  username: string;
  /** wd_player_no: the account the money was sent to */
  playerAccountNo: string | null;
  /** wd_player_bank: the bank of that account ("BCA"), against the bank a BI-FAST payout names */
  playerBank?: string | null;
  /** digits of the corporate (akun bank) account the money left from, null when unknown */
  corporateAccountNo: string | null;
  /** wd_ref_code, wd_own_ref_code, when they are transaction references */
  references?: string[];
  /** receiver names and accounts a person confirmed as this player's (aliases.ts) */
  aliases?: readonly PlayerAliasClue[];
  /** statement lines an ADMIN unpaired from this row: never its candidate again (refused.ts) */
  refusedLines?: readonly number[];
  /**
   * The website sharing the akun bank's number whose open row this is, weighed in this website's
   * run (reconcile/open-rows.server.ts rowsElsewhere): its player is that website's, and it claims a
   * line only by its username or ticket in the news or its reference, never by name or account
   */
  elsewhere?: string;
  /** wd_req_date in epoch ms: when the player asked, against the line's bookedAt */
  requestedAt?: number | null;
  /** wd_ticket_no: the operator types it in the payout's news (`WD2611220042`), where it proves the pair */
  ticketNo?: string | null;
  /** the amount a later BO export gives, where it is not the one stored: read by the reconcile, never by the engine */
  latestBoAmountCents?: number | null;
  /** a checker deleted this ticket once, and a later export brought it back: read by the reconcile, never by the engine */
  deletedBefore?: TicketDeletion;
}

/** An unmatched debit line of a withdraw account's statement. */
export interface MutasiWithdrawCandidate {
  /** mutasi_withdraw.mutasiwd_id */
  id: number;
  /** mutasiwd_website */
  website: string;
  /** mutasiwd_date, YYYY-MM-DD */
  date: string;
  /** mutasiwd_amount in cents */
  amountCents: number;
  /** mutasiwd_player_bank_name: the receiver's name as the statement carries it */
  receiverName: string | null;
  /** mutasiwd_description */
  description: string | null;
  /** mutasiwd_remark: the news the operator typed, as the parser set it apart from the name */
  remark?: string | null;
  /** the akun bank number of the statement */
  accountNo: string | null;
  /** mutasiwd_player_account_no: the counterparty account number found in the text, if any */
  playerAccountNo: string | null;
  /** mutasiwd_transaction_id */
  reference: string | null;
  /** mutasiwd_time in epoch ms: when the bank booked the debit, null when the statement gives only a date */
  bookedAt?: number | null;
  /** another website of the same account number paired its copy of this debit (reconcile/shared-accounts.server.ts) */
  pairedElsewhere?: boolean;
}

/** A sure match: approve both rows, write `reason` as the machine note. */
export interface MatchDecision {
  boId: number;
  mutasiId: number;
  /** 0..1, four decimals (match_link.match_score is DECIMAL(6,4)) */
  score: number;
  /** e.g. "AUTO: mutasi #812, amount, name 0.94, same day" */
  reason: string;
  /** what the pair rests on, for the clerk's reason (verdicts.ts) */
  evidence: Evidence;
}

export interface CandidateSuggestion {
  mutasiId: number;
  /** 0..1, four decimals */
  score: number;
  evidence: Evidence;
}

/**
 * A BO row left for a checker with the statement lines that could be its payment.
 * competing: two or more candidates (or two BO rows for one line) are not clearly apart;
 * weak: a single candidate whose evidence is below what an automatic approval needs.
 */
export interface AmbiguousRow {
  boId: number;
  kind: "competing" | "weak";
  /** why it was held: a shared reference, a group too large to solve, a rival, weak evidence, a known namesake */
  hold: Hold;
  /** hold "namesake": the other known player the line's name fits as well */
  namesake?: KnownPlayer;
  /** hold "namesake": the other known player whose username (or whole name) the line's news types (named-in-news.ts) */
  namedInNews?: KnownPlayer;
  /** how the news named namedInNews */
  namedInNewsBy?: NewsNaming["by"];
  /** by account: the Player Bank of namedInNews */
  namedInNewsAccount?: string;
  /** hold "namesake": the other player whose family name the line of this row's alias shows (relatives.ts) */
  relative?: KnownPlayer;
  /** hold "own-account": the website's own akun bank whose holder the line names as well (own-accounts.ts) */
  ownAccount?: OwnAccount;
  /** how the line or row showed ownAccount: its holder's name, or its number as the player's or the counterparty's account */
  ownAccountBy?: "holder" | "number";
  /** a pair the caller took back, and why, in the clerk's words (the reconcile's own rules: reconcile/decide.server.ts) */
  heldBecause?: string;
  /** best first, at most MAX_SUGGESTIONS */
  candidates: CandidateSuggestion[];
  /** e.g. "AMBIGUOUS: 2 candidates, best 0.9100 vs 0.9100" */
  reason: string;
}

export interface ReconcileStats {
  /** groups of BO rows and statement lines linked by candidate pairs, decided each as a whole */
  groups: number;
  largestGroup: number;
  /** groups with a part too large for the exact assignment: that part is left for a checker */
  groupsLeftUnsolved: number;
}

export interface ReconcileResult {
  /** sorted by boId */
  matches: MatchDecision[];
  /** sorted by boId; BO rows that are neither matched nor listed here have no candidate at all */
  ambiguous: AmbiguousRow[];
  stats: ReconcileStats;
}

export interface ReconcileOptions {
  /**
   * How many days after the BO date a statement line may land. Deposits: 1 (late transfers);
   * withdrawals: 1 (the operator pays a late request past midnight or the next morning).
   */
  maxDayLag?: number;
  /**
   * The players the websites know from their BO rows of the weeks around the run, the run's own
   * among them: a line approved on a name that fits another of them as well is held (namesakes.ts).
   */
  knownPlayers?: KnownPlayers;
  /**
   * The websites' own akun banks (Data Bank), with their holders: a line proven by the name alone
   * that names one of them as well may be a transfer between the operator's accounts (own-accounts.ts).
   */
  ownAccounts?: readonly OwnAccount[];
}

/** An akun bank of a website, as Data Bank registers it. */
export interface OwnAccount {
  website: string;
  /** akun_bank_name: the holder the bank prints */
  holder: string;
  bank: string;
  accountNo: string;
}

/** A player of a website, as its BO rows name him. */
/** Who deleted a ticket the BO brought back since, and when (reconcile/deleted-tickets.server.ts). */
export interface TicketDeletion {
  by: string;
  at: Date;
}

/** A known player the news of a line names, by his username or his whole name (named-in-news.ts). */
export interface NewsNaming {
  player: KnownPlayer;
  by: "username" | "name" | "account";
  /** by account: the player's Player Bank as the BO writes it */
  account?: string;
}

export interface KnownPlayer {
  website: string;
  username: string;
  fullName: string;
  /** the BO's Player Bank ("BCA - 6308696917", or the bank alone), when it says */
  playerBank?: string | null;
}
