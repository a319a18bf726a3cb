import { describe, expect, it } from "vitest";
import { reconcileDeposits } from "./deposits";
import { KnownPlayers } from "./namesakes";
import { verdictsOf } from "./verdicts";
import { reconcileWithdrawals } from "./withdrawals";
import type { BoDepositCandidate, BoWithdrawCandidate, KnownPlayer, MutasiDepositCandidate, MutasiWithdrawCandidate } from "./types";

/**
 * A line approved on a name that another player of the website, known from its BO rows, fits as
 * well (namesakes.ts). The cases come from a black-box audit's traps: a BCA name cut at 18
 * characters that fits two players (12 of 12 approved for the wrong one), and a stranger's shorter
 * name that is the player's less one word.
 */
const DAY = "2026-11-19";
const AT = Date.parse("2026-11-19T10:00:00+07:00");

function bo(id: number, fullName: string, username: string, fields: Partial<BoDepositCandidate> = {}): BoDepositCandidate {
  return { id, website: "WEB01", date: DAY, amountCents: 10_000_000, fullName, username, corporateAccountNo: "0111222333", references: [], requestedAt: AT, ...fields };
}

function credit(id: number, senderName: string, fields: Partial<MutasiDepositCandidate> = {}): MutasiDepositCandidate {
  const description = `TRSF E-BANKING CR 1911/FTSCY/WS95031 100000.00${senderName}`;
  return { id, website: "WEB01", date: DAY, amountCents: 10_000_000, senderName, description, accountNo: "111222333", reference: null, bookedAt: AT + 3 * 60_000, ...fields };
}

function pairs(result: ReturnType<typeof reconcileDeposits>): [number, number][] {
  return result.matches.map((match) => [match.boId, match.mutasiId]);
}

function known(username: string, fullName: string, website = "WEB01"): KnownPlayer {
  return { website, username, fullName };
}

const rosa = bo(1, "MOHAMMAD ROSA SIMANJUNTAK", "rosa01");
const cutLine = credit(7, "MOHAMMAD ROSA SIMA");

describe("a line that fits another known player as well is held (namesakes.ts)", () => {
  it("a line of a taught relative who is a known player herself: saran, naming her (audit-alias1 F4)", () => {
    const note = "alias dikonfirmasi oleh checker1 pada 27-Nov-2026";
    const budi = bo(2, "BUDI SANTOSO", "budi88", { aliases: [{ kind: "name", key: "RINA MARLINA", note }] });
    const rina = credit(8, "RINA MARLINA");
    // known to nobody else, the alias pays budi88's ticket
    expect(pairs(reconcileDeposits([budi], [rina]))).toEqual([[2, 8]]);
    const players = [known("budi88", "BUDI SANTOSO"), known("rina5", "RINA MARLINA")];
    const result = reconcileDeposits([budi], [rina], { knownPlayers: new KnownPlayers(players) });
    expect(result.matches).toEqual([]);
    const [verdict] = verdictsOf("deposit", [budi], [rina], result, 1);
    expect(verdict).toMatchObject({ tier: "saran", candidates: [8] });
    expect(verdict.reason).toContain('Belum otomatis: nama pengirim cocok juga dengan player lain rina5 ("RINA MARLINA") yang dikenal dari data BO.');
  });

  it("a taught sender cut by the bank, the cut of a known player at another bank: saran, naming him (audit-pairing2 F1)", () => {
    const note = "alias dikonfirmasi oleh admin pada 27-Nov-2026";
    const andi = bo(3, "ANDI PRATAMA", "andi88", { playerAccountNo: "BCA - 1111111111", aliases: [{ kind: "name", key: "MUHAMMAD RIZKY FEB", note }] });
    const line = credit(9, "MUHAMMAD RIZKY FEB", { accountBank: "BCA" });
    expect(reconcileDeposits([andi], [line]).matches.map((match) => match.boId)).toEqual([3]);
    const players = [known("andi88", "ANDI PRATAMA"), { ...known("mrizky", "MUHAMMAD RIZKY FEBRIANSYAH"), playerBank: "BRI - 2222222222" }];
    const result = reconcileDeposits([andi], [line], { knownPlayers: new KnownPlayers(players) });
    expect(result.matches).toEqual([]);
    expect(result.ambiguous).toEqual([expect.objectContaining({ boId: 3, hold: "namesake", namesake: players[1] })]);
  });

  it("a name cut at 18 characters that fits two players: saran, naming the other", () => {
    // without the other player the cut line pays Rosa's ticket
    expect(reconcileDeposits([rosa], [cutLine]).matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 7 })]);
    const players = [known("rosa01", "MOHAMMAD ROSA SIMANJUNTAK"), known("tupang77", "MOHAMMAD ROSA SIMATUPANG")];
    const result = reconcileDeposits([rosa], [cutLine], { knownPlayers: new KnownPlayers(players) });
    expect(result.matches).toEqual([]);
    expect(result.ambiguous).toEqual([expect.objectContaining({ boId: 1, hold: "namesake", namesake: players[1], candidates: [expect.objectContaining({ mutasiId: 7 })] })]);
    const [verdict] = verdictsOf("deposit", [rosa], [cutLine], result, 1);
    expect(verdict).toEqual({
      boId: 1,
      tier: "saran",
      candidates: [7],
      reason: expect.stringContaining('Belum otomatis: nama pengirim cocok juga dengan player lain tupang77 ("MOHAMMAD ROSA SIMATUPANG") yang dikenal dari data BO.'),
    });
  });

  it("is not held where the other player's own ticket is paid by another line: the amounts tell the two apart", () => {
    // a clean-room audit: ANDI SAPUTRA WIJAY for Rp 50.000 and for Rp 100.838, one ticket of each player, both left a saran
    const tupang = bo(2, "MOHAMMAD ROSA SIMATUPANG", "tupang77", { amountCents: 10_083_800 });
    const tupangLine = credit(8, "MOHAMMAD ROSA SIMA", { amountCents: 10_083_800 });
    const players = new KnownPlayers([known("rosa01", "MOHAMMAD ROSA SIMANJUNTAK"), known("tupang77", "MOHAMMAD ROSA SIMATUPANG")]);
    expect(pairs(reconcileDeposits([rosa, tupang], [cutLine, tupangLine], { knownPlayers: players }))).toEqual([[1, 7], [2, 8]]);
    // his ticket left open (no line of its amount): he may have paid Rosa's amount unfiled, and Rosa nothing
    const result = reconcileDeposits([rosa, tupang], [cutLine], { knownPlayers: players });
    expect(result.matches).toEqual([]);
    expect(result.ambiguous[0]).toMatchObject({ boId: 1, hold: "namesake", namesake: { username: "tupang77" } });
  });

  it("is held by another player of the line's very name, his own ticket paid or not", () => {
    const adi = bo(1, "ADI PUTRA TAMBUNAN", "adi01");
    const tamb = bo(2, "ADI TAMBUNAN", "tamb88", { amountCents: 10_083_800 });
    const players = new KnownPlayers([known("adi01", "ADI PUTRA TAMBUNAN"), known("tamb88", "ADI TAMBUNAN")]);
    const result = reconcileDeposits([adi, tamb], [credit(7, "ADI TAMBUNAN"), credit(8, "ADI TAMBUNAN", { amountCents: 10_083_800 })], { knownPlayers: players });
    expect(pairs(result)).toEqual([[2, 8]]);
    expect(result.ambiguous[0]).toMatchObject({ boId: 1, hold: "namesake", namesake: { username: "tamb88" } });
  });

  it("is not held where the sender's bank is the player's and not the other player's", () => {
    // TRSF E-BANKING CR moves money between BCA accounts: Rosa registered BCA, the other player BRI
    const fromBca = { ...rosa, playerAccountNo: "BCA - 6308696917" };
    const otherAtBri = known("tupang77", "MOHAMMAD ROSA SIMATUPANG");
    const at = (bank: string) => new KnownPlayers([{ ...otherAtBri, playerBank: bank }]);
    expect(reconcileDeposits([fromBca], [cutLine], { knownPlayers: at("BRI - 034101000123307") }).matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 7 })]);
    // the other player banks at BCA too, or his bank is not known: held
    expect(reconcileDeposits([fromBca], [cutLine], { knownPlayers: at("BCA - 1234567890") }).matches).toEqual([]);
    expect(reconcileDeposits([fromBca], [cutLine], { knownPlayers: new KnownPlayers([otherAtBri]) }).matches).toEqual([]);
  });

  it("a shorter name that is another known player's whole name: held for the player it fits only in part", () => {
    const adi = bo(1, "ADI PUTRA TAMBUNAN", "adi01");
    const line = credit(7, "ADI TAMBUNAN");
    expect(reconcileDeposits([adi], [line]).matches).toHaveLength(1);
    const result = reconcileDeposits([adi], [line], { knownPlayers: new KnownPlayers([known("adi01", "ADI PUTRA TAMBUNAN"), known("tamb88", "ADI TAMBUNAN")]) });
    expect(result.matches).toEqual([]);
    expect(result.ambiguous[0]).toMatchObject({ boId: 1, hold: "namesake", namesake: { username: "tamb88" } });
  });

  it("a cut after a title (IBU SITI AMINAH PU, 18 characters as printed) is looked up as a cut too", () => {
    const siti = bo(1, "SITI AMINAH PUTRI", "siti01");
    const line = credit(7, "SITI AMINAH PU", { description: "TRSF E-BANKING CR 1911/FTSCY/WS95031 100000.00 DEPO IBU SITI AMINAH PU" });
    expect(reconcileDeposits([siti], [line]).matches).toHaveLength(1);
    const result = reconcileDeposits([siti], [line], { knownPlayers: new KnownPlayers([known("amin22", "SITI AMINAH PURBA", "web01")]) });
    expect(result.matches).toEqual([]);
    expect(result.ambiguous[0]).toMatchObject({ boId: 1, hold: "namesake", namesake: { username: "amin22" } });
  });

  it("a name cut at a word's end (ZAKI AJI) is looked up as a cut: another known player whose name begins so holds it", () => {
    // approved beside an odd amount no other line has (evidence.ts), where nobody else is named so
    const zaki = bo(1, "ZAKI AJI SIREGAR", "zaki01", { amountCents: 10_074_200 });
    const line = credit(7, "ZAKI AJI", { amountCents: 10_074_200, description: "TRSF E-BANKING CR 1911/FTSCY/WS95031 100742.00 ZAKI AJI" });
    const withPlayers = (...players: KnownPlayer[]) => reconcileDeposits([zaki], [line], { knownPlayers: new KnownPlayers([known("zaki01", "ZAKI AJI SIREGAR"), ...players]) });
    expect(withPlayers(known("budi9", "BUDI AJI SIREGAR")).matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 7 })]);
    for (const other of [known("zap77", "ZAKI AJI PRATAMA"), known("zaki88", "ZAKI AJI")]) {
      const result = withPlayers(other);
      expect(result.matches, other.fullName).toEqual([]);
      expect(result.ambiguous[0], other.fullName).toMatchObject({ boId: 1, hold: "namesake", namesake: { username: other.username } });
    }
  });

  it("keeps the pair where the line shows the player's whole name, or the other player is no better fit", () => {
    // the whole name as the BO writes it: a namesake spelt otherwise (MUHAMAD) is the less likely sender
    const rizky = bo(1, "MUHAMMAD RIZKY PRATAMA", "rizky01");
    const whole = credit(7, "MUHAMMAD RIZKY PRATAMA");
    const players = [known("rizky01", "MUHAMMAD RIZKY PRATAMA"), known("mrp99", "MUHAMAD RIZKY PRATAMA"), known("mr77", "MUHAMMAD RIZKY")];
    expect(reconcileDeposits([rizky], [whole], { knownPlayers: new KnownPlayers(players) }).matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 7 })]);
    // a cut line the other known players fit less well: MUHAMMAD RIZKY lacks the third word
    const cut = credit(8, "MUHAMMAD RIZKY PRA");
    expect(reconcileDeposits([rizky], [cut], { knownPlayers: new KnownPlayers([known("mr77", "MUHAMMAD RIZKY"), known("rp55", "RIZKY PRATAMA")]) }).matches).toEqual([
      expect.objectContaining({ boId: 1, mutasiId: 8 }),
    ]);
  });

  it("is not held by the player's own name under his username, by a namesake of the very same name, or by another website's player", () => {
    const players = [
      known("rosa01", "MOHAMMAD ROSA SIMANJUNTAK"),
      // the same person under a second username, or two people nothing tells apart: the rule of rivals decides
      known("rosa02", "MOHAMMAD ROSA SIMANJUNTAK"),
      known("tupang77", "MOHAMMAD ROSA SIMATUPANG", "WEB02"),
    ];
    expect(reconcileDeposits([rosa], [cutLine], { knownPlayers: new KnownPlayers(players) }).matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 7 })]);
  });

  it("leaves pairs proven by more than a name: the player's username in the news", () => {
    const line = credit(7, "MOHAMMAD ROSA SIMA", { description: "TRSF E-BANKING CR 1911/FTSCY/WS95031 100000.00 DEPO ROSA01 MOHAMMAD ROSA SIMA" });
    const result = reconcileDeposits([rosa], [line], { knownPlayers: new KnownPlayers([known("tupang77", "MOHAMMAD ROSA SIMATUPANG")]) });
    expect(result.matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 7, reason: expect.stringContaining("username ROSA01 in text") })]);
  });

  it("holds a payout to a cut name that another known player fits as well", () => {
    const payout: BoWithdrawCandidate = {
      id: 1,
      website: "WEB01",
      date: DAY,
      amountCents: 10_000_000,
      fullName: "MOHAMMAD ROSA SIMANJUNTAK",
      username: "rosa01",
      playerAccountNo: null,
      corporateAccountNo: "0111222333",
      requestedAt: AT,
    };
    const debit: MutasiWithdrawCandidate = {
      id: 7,
      website: "WEB01",
      date: DAY,
      amountCents: 10_000_000,
      receiverName: "MOHAMMAD ROSA SIMA",
      description: "TRSF E-BANKING DB 1911/FTSCY/WS95031 MOHAMMAD ROSA SIMA",
      accountNo: "111222333",
      playerAccountNo: null,
      reference: null,
      bookedAt: AT + 10 * 60_000,
    };
    expect(reconcileWithdrawals([payout], [debit]).matches).toHaveLength(1);
    const result = reconcileWithdrawals([payout], [debit], { knownPlayers: new KnownPlayers([known("tupang77", "MOHAMMAD ROSA SIMATUPANG")]) });
    expect(result.matches).toEqual([]);
    expect(result.ambiguous[0]).toMatchObject({ boId: 1, hold: "namesake" });
  });
});

describe("a payout's bank code rules a known namesake out (a clean-room audit: 'MUHAMMAD LUKMA' held for a Mandiri player)", () => {
  const payout: BoWithdrawCandidate = {
    id: 1,
    website: "WEB01",
    date: DAY,
    amountCents: 40_000_000,
    fullName: "Muhammad Lukman Saputra",
    username: "lukman_jp",
    playerAccountNo: "MANDIRI - 1974604555222",
    corporateAccountNo: "0111222333",
    requestedAt: AT,
  };
  const debit: MutasiWithdrawCandidate = {
    id: 7,
    website: "WEB01",
    date: DAY,
    amountCents: 40_000_000,
    receiverName: "MUHAMMAD LUKMA",
    description: "BI-FAST DB TANGGAL :19/11 TRANSFER KE 008 SDR MUHAMMAD LUKMA",
    accountNo: "111222333",
    playerAccountNo: null,
    reference: null,
    bookedAt: AT + 10 * 60_000,
  };
  const other = (playerBank?: string) => new KnownPlayers([{ ...known("lukman01", "MUHAMMAD LUKMAN YUSUF"), playerBank }]);

  it("pays the Mandiri player where the other player banks elsewhere; holds where he banks at Mandiri too, or nobody knows", () => {
    expect(reconcileWithdrawals([payout], [debit], { knownPlayers: other("BCA - 4001314115") }).matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 7 })]);
    expect(reconcileWithdrawals([payout], [debit], { knownPlayers: other("MANDIRI - 1234567890123") }).matches).toEqual([]);
    expect(reconcileWithdrawals([payout], [debit], { knownPlayers: other() }).matches).toEqual([]);
  });
});
