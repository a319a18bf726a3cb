import { describe, expect, it } from "vitest";
import { reconcileDeposits } from "./deposits";
import type { BoDepositCandidate, BoWithdrawCandidate, MutasiDepositCandidate, MutasiWithdrawCandidate, OwnAccount } from "./types";
import { verdictsOf } from "./verdicts";
import { reconcileWithdrawals } from "./withdrawals";

/**
 * A clean-room audit: the operator moved money from its WD account to its DEPO account, held by a
 * nominee whose name a player shares; KlikBCA printed the transfer with the name alone, and the
 * player's unpaid payout of that amount was approved on it (6 of 6).
 */

const DAY = "2026-11-21";
const WD_ACCOUNT = "5860661001";
const NOMINEE: OwnAccount = { website: "GACOR", holder: "RUDI HARTONO SAPUTRA", bank: "BCA", accountNo: "5860662002" };

function payout(fields: Partial<BoWithdrawCandidate> = {}): BoWithdrawCandidate {
  return {
    id: 1,
    website: "GACOR",
    date: DAY,
    amountCents: 500_000_000,
    fullName: "RUDI HARTONO SAPUTRA",
    username: "rudiwin798",
    playerAccountNo: "BCA - 1184247141",
    corporateAccountNo: WD_ACCOUNT,
    ...fields,
  };
}

function debit(fields: Partial<MutasiWithdrawCandidate> = {}): MutasiWithdrawCandidate {
  return {
    id: 39,
    website: "GACOR",
    date: DAY,
    amountCents: 500_000_000,
    receiverName: "RUDI HARTONO SAPUT",
    description: "TRSF E-BANKING DB 2111/FTSCY/WS95031 5000000.00 RUDI HARTONO SAPUT",
    accountNo: WD_ACCOUNT,
    playerAccountNo: null,
    reference: null,
    ...fields,
  };
}

describe("a line naming the holder of one of the website's own akun banks (Data Bank)", () => {
  it("is no payout proven by the name alone: a suggestion that says which own account the name is", () => {
    const bos = [payout()];
    const lines = [debit()];
    expect(reconcileWithdrawals(bos, lines).matches).toHaveLength(1);
    const result = reconcileWithdrawals(bos, lines, { ownAccounts: [NOMINEE] });
    expect(result.matches).toEqual([]);
    const [verdict] = verdictsOf("withdraw", bos, lines, result, 1);
    expect([verdict.tier, verdict.candidates]).toEqual(["saran", [39]]);
    expect(verdict.reason).toContain('Belum otomatis: nama penerima juga nama pemilik akun bank BCA 5860662002 ("RUDI HARTONO SAPUTRA") di Data Bank');
  });

  it("still pays the player where the line shows his own account, and ignores another website's accounts", () => {
    const shown = debit({ description: "TRSF E-BANKING DB 2111/FTSCY/WS95031 5000000.00 1184247141 RUDI HARTONO SAPUT", playerAccountNo: "1184247141" });
    expect(reconcileWithdrawals([payout()], [shown], { ownAccounts: [NOMINEE] }).matches).toHaveLength(1);
    expect(reconcileWithdrawals([payout()], [debit()], { ownAccounts: [{ ...NOMINEE, website: "MAXWIN" }] }).matches).toHaveLength(1);
    // a holder of another name holds nothing
    expect(reconcileWithdrawals([payout()], [debit()], { ownAccounts: [{ ...NOMINEE, holder: "PT CAHAYA MAKMUR" }] }).matches).toHaveLength(1);
  });

  it("holds a payee named like a nominee who holds the statement's own account as well", () => {
    // a transfer from the WD account to the DEPO account, both in the nominee's name, prints that name
    const both = [{ ...NOMINEE, accountNo: WD_ACCOUNT }, NOMINEE];
    expect(reconcileWithdrawals([payout()], [debit()], { ownAccounts: both }).matches).toEqual([]);
    expect(reconcileWithdrawals([payout()], [debit()], { ownAccounts: [{ ...NOMINEE, accountNo: WD_ACCOUNT }] }).matches).toEqual([]);
  });

  it("holds a deposit the same way: the operator topping up an account from another it holds", () => {
    const bo: BoDepositCandidate = { id: 1, website: "GACOR", date: DAY, amountCents: 1_000_000_000, fullName: "Rudi Hartono Saputra", username: "rudiwin798", corporateAccountNo: null, references: [] };
    const credit: MutasiDepositCandidate = {
      id: 40,
      website: "GACOR",
      date: DAY,
      amountCents: 1_000_000_000,
      senderName: "RUDI HARTONO SAPUT",
      description: "TRSF E-BANKING CR 2111/FTSCY/WS95031 10000000.00 RUDI HARTONO SAPUT",
      accountNo: "5860663003",
      reference: null,
    };
    expect(reconcileDeposits([bo], [credit]).matches).toHaveLength(1);
    const result = reconcileDeposits([bo], [credit], { ownAccounts: [NOMINEE] });
    expect(result.matches).toEqual([]);
    expect(verdictsOf("deposit", [bo], [credit], result, 1)[0].tier).toBe("saran");
  });

  it("holds a pair proven by an alias that is the holder's name: a clerk once paired the nominee's transfer with the player (a clean-room audit)", () => {
    const bo: BoDepositCandidate = {
      id: 1,
      website: "GACOR",
      date: DAY,
      amountCents: 50_000_000,
      fullName: "Andi Pratama",
      username: "andi01",
      corporateAccountNo: null,
      references: [],
      aliases: [{ kind: "name", key: "RUDI HARTONO SAPUTRA", note: "alias dikonfirmasi oleh admin pada 26-Nov-2026" }],
    };
    const credit: MutasiDepositCandidate = {
      id: 41,
      website: "GACOR",
      date: DAY,
      amountCents: 50_000_000,
      senderName: "RUDI HARTONO SAPUTRA",
      description: "MCM InhouseTrf DARI RUDI HARTONO SAPUTRA",
      accountNo: "5860663003",
      reference: null,
    };
    expect(reconcileDeposits([bo], [credit]).matches).toHaveLength(1);
    const result = reconcileDeposits([bo], [credit], { ownAccounts: [NOMINEE] });
    expect(result.matches).toEqual([]);
    const [verdict] = verdictsOf("deposit", [bo], [credit], result, 1);
    expect([verdict.tier, verdict.candidates]).toEqual(["saran", [41]]);
    // taught by account, on a line naming nobody, the alias still proves the transfer
    const byAccount = { ...bo, aliases: [{ kind: "account" as const, key: "7700998877", note: "alias dikonfirmasi oleh admin pada 26-Nov-2026" }] };
    const nameless = { ...credit, senderName: null, senderAccountNo: "7700998877", description: "TRANSFER DARI 7700998877" };
    expect(reconcileDeposits([byAccount], [nameless], { ownAccounts: [NOMINEE] }).matches).toHaveLength(1);
  });

  it("holds a payout whose BO names an own akun bank as the player's account: the operator's sweep to it is no payout (audit-own1 F1)", () => {
    const depo: OwnAccount = { website: "ALFA", holder: "PT SINAR TERANG ABADI", bank: "MANDIRI", accountNo: "1370012340000" };
    const bos = [payout({ website: "ALFA", fullName: "EKO PRASETYO", playerAccountNo: "MANDIRI - 1370012340000", corporateAccountNo: "1370056780000" })];
    const sweep = [debit({ website: "ALFA", receiverName: "PT SINAR TERANG ABADI", description: "MCM InhouseTrf KE 1370012340000 PT SINAR TERANG ABADI", accountNo: "1370056780000", playerAccountNo: "1370012340000" })];
    expect(reconcileWithdrawals(bos, sweep).matches).toHaveLength(1);
    const result = reconcileWithdrawals(bos, sweep, { ownAccounts: [depo, { ...depo, accountNo: "1370056780000" }] });
    expect(result.matches).toEqual([]);
    const [verdict] = verdictsOf("withdraw", bos, sweep, result, 1);
    expect([verdict.tier, verdict.candidates]).toEqual(["saran", [39]]);
    expect(verdict.reason).toContain('Belum otomatis: rekening 1370012340000 adalah akun bank MANDIRI sendiri ("PT SINAR TERANG ABADI") di Data Bank, bisa transfer antar rekening sendiri');
  });

  it("holds a deposit from an own akun bank's number, and never takes the statement's own number for the sender's", () => {
    const wd: OwnAccount = { website: "GACOR", holder: "PT GACOR MAKMUR", bank: "BRI", accountNo: "034101000777888" };
    const statement: OwnAccount = { ...wd, accountNo: "034101000333444" };
    const bo: BoDepositCandidate = { id: 1, website: "GACOR", date: DAY, amountCents: 250_000_000, fullName: "IKA PUTRI", username: "ika01", playerAccountNo: "BRI - 034101000777888", corporateAccountNo: null, references: [] };
    const topUp: MutasiDepositCandidate = {
      id: 42,
      website: "GACOR",
      date: DAY,
      amountCents: 250_000_000,
      senderName: "PT GACOR MAKMUR",
      senderAccountNo: "034101000777888",
      description: "TRF DARI 034101000777888 NBMB PT GACOR MAKMUR TO PT GACOR MAKMUR",
      accountNo: "034101000333444",
      reference: null,
    };
    expect(reconcileDeposits([bo], [topUp]).matches).toHaveLength(1);
    const held = reconcileDeposits([bo], [topUp], { ownAccounts: [wd, statement] });
    expect(held.matches).toEqual([]);
    expect(verdictsOf("deposit", [bo], [topUp], held, 1)[0].tier).toBe("saran");
    // the player's own transfer, the bank printing the statement's number beside it, is paid: that number is nobody's account against the player's
    const ika = { ...bo, playerAccountNo: "BRI - 034101000111999" };
    const own = { ...topUp, senderName: "IKA PUTRI", senderAccountNo: "034101000333444", description: "MCM InhouseTrf KE 034101000333444 IKA PUTRI" };
    expect(reconcileDeposits([ika], [own], { ownAccounts: [wd, statement] }).matches).toHaveLength(1);
    expect(reconcileDeposits([ika], [own]).matches).toHaveLength(1);
    // nor the player's, where the BO gives the corporate account as his (an entry error an audit saw approved)
    const dodi = { ...bo, fullName: "DODI SAPUTRA", playerAccountNo: "BRI - 034101000333444" };
    const nameless = { ...own, senderName: null, description: "MCM InhouseTrf KE 034101000333444" };
    expect(reconcileDeposits([dodi], [nameless]).matches.map((match) => match.evidence.kind)).not.toContain("account");
  });
});
