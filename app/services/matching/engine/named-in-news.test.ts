import { describe, expect, it } from "vitest";
import { extractCounterparty } from "~/services/upload/parsers/counterparty";
import { reconcileDeposits } from "./deposits";
import { KnownPlayers } from "./namesakes";
import { verdictsOf } from "./verdicts";
import type { BoDepositCandidate, KnownPlayer, MutasiDepositCandidate } from "./types";

/**
 * A line whose news types another known player's username, approved on its sender's name for the
 * sender's own ticket (named-in-news.ts). The case is a black-box audit's (crowd1 F1): KlikBCA
 * Individual, `200000.00DEPO agus77           DEWI LESTARI`, agus77's own ticket of Rp 100.000.
 */
const DAY = "2026-11-27";
const AT = Date.parse("2026-11-27T16:00:00+07:00");

function bo(id: number, fullName: string, username: string, fields: Partial<BoDepositCandidate> = {}): BoDepositCandidate {
  return { id, website: "GTWO", date: DAY, amountCents: 20_000_000, fullName, username, corporateAccountNo: "0333444555", references: [], requestedAt: AT, ...fields };
}

function credit(id: number, news: string, senderName: string): MutasiDepositCandidate {
  const description = `TRSF E-BANKING CR 2711/FTSCY/WS95031          200000.00${news}${" ".repeat(Math.max(1, 22 - news.length))}${senderName}`;
  // the news as the statement parser sets it apart from the name, and stores it
  const { remark } = extractCounterparty(description, "CR");
  return { id, website: "GTWO", date: DAY, amountCents: 20_000_000, senderName, description, remark, accountNo: "333444555", reference: null, bookedAt: AT + 4 * 60_000 };
}

const known = (username: string, fullName: string): KnownPlayer => ({ website: "GTWO", username, fullName });
const dewi = bo(1, "DEWI LESTARI", "dewil01");
const agus = bo(2, "AGUS SETIAWAN", "agus77", { amountCents: 10_000_000, requestedAt: AT - 4 * 3_600_000 });
const players = new KnownPlayers([known("dewil01", "DEWI LESTARI"), known("agus77", "AGUS SETIAWAN")]);

describe("a line whose news names another known player (named-in-news.ts)", () => {
  it("is no automatic approval of the sender's own ticket: saran, naming the player the news names", () => {
    const line = credit(7, "DEPO agus77", "DEWI LESTARI");
    const result = reconcileDeposits([dewi, agus], [line], { knownPlayers: players });
    expect(result.matches).toEqual([]);
    expect(result.ambiguous).toEqual([expect.objectContaining({ boId: 1, hold: "namesake", namedInNews: players.of("GTWO")!.players[1], candidates: [expect.objectContaining({ mutasiId: 7 })] })]);
    const [verdict] = verdictsOf("deposit", [dewi, agus], [line], result, 1);
    expect(verdict).toEqual({
      boId: 1,
      tier: "saran",
      candidates: [7],
      reason: expect.stringContaining('Belum otomatis: berita menyebut username agus77, milik player lain ("AGUS SETIAWAN") yang dikenal dari data BO: bisa pembayaran untuk player itu.'),
    });
  });

  it("is no hold where the news types the ticket's own username, or a word no known player has", () => {
    for (const news of ["DEPO dewil01", "DEPO WS95031", "TOPUP zz99x"]) {
      const result = reconcileDeposits([dewi, agus], [credit(7, news, "DEWI LESTARI")], { knownPlayers: players });
      expect(result.matches.map((match) => [match.boId, match.mutasiId])).toEqual([[1, 7]]);
    }
  });

  it("holds the sender's own ticket where the news spells another known player's whole name (names3 F3)", () => {
    // a clean-room audit: `650000.00DEPO ANDI PRATAMA  RUDI HARTONO`, both players open at the amount
    const rudi = bo(3, "RUDI HARTONO", "rudih9");
    const andi = bo(4, "ANDI PRATAMA", "andip2", { requestedAt: AT - 60_000 });
    const roster = new KnownPlayers([known("rudih9", "RUDI HARTONO"), known("andip2", "ANDI PRATAMA")]);
    const line = credit(8, "DEPO ANDI PRATAMA", "RUDI HARTONO");
    const result = reconcileDeposits([rudi, andi], [line], { knownPlayers: roster });
    expect(result.matches).toEqual([]);
    const [verdict] = verdictsOf("deposit", [rudi, andi], [line], result, 3);
    expect(verdict).toEqual({
      boId: 3,
      tier: "saran",
      candidates: [8],
      reason: expect.stringContaining('berita menyebut nama "ANDI PRATAMA", player lain andip2 yang dikenal dari data BO: bisa pembayaran untuk player itu'),
    });
    // glued to the amount, without a news word, the name is read the same
    const glued = reconcileDeposits([rudi, andi], [credit(9, "ANDI PRATAMA", "RUDI HARTONO")], { knownPlayers: roster });
    expect(glued.matches).toEqual([]);
  });

  it("reads a whole name holding a bank's word (MEGA, PERMATA) in the news (audit-news2 F2)", () => {
    const rudi = bo(3, "RUDI HARTONO", "rudih9");
    const roster = new KnownPlayers([known("rudih9", "RUDI HARTONO"), known("megal", "MEGA LESTARI"), known("indahp", "INDAH PERMATA")]);
    for (const news of ["UTK MEGA LESTARI", "DEPO INDAH PERMATA"]) {
      expect(reconcileDeposits([rudi], [credit(7, news, "RUDI HARTONO")], { knownPlayers: roster }).matches, news).toEqual([]);
    }
  });

  it("is no hold where the news spells the ticket's own name, one word of another's, or nobody's", () => {
    const rudi = bo(3, "RUDI HARTONO", "rudih9");
    const roster = new KnownPlayers([known("rudih9", "RUDI HARTONO"), known("andip2", "ANDI PRATAMA")]);
    for (const news of ["DEPO RUDI HARTONO", "DEPO ANDI", "TOPUP BUDI SANTOSO", "DEPO PRATAMA ANDI X"]) {
      const result = reconcileDeposits([rudi], [credit(7, news, "RUDI HARTONO")], { knownPlayers: roster });
      expect(result.matches.map((match) => [match.boId, match.mutasiId]), news).toEqual([[3, 7]]);
    }
  });

  it("holds the sender's own ticket where the news types another known player's registered account (audit-accounts1 F2)", () => {
    const budi = bo(5, "BUDI SANTOSO", "budifb", { playerAccountNo: "BCA - 0111221234" });
    const dewi = bo(6, "DEWI LESTARI", "dewifb", { playerAccountNo: "BCA - 0999887777", requestedAt: AT - 60_000 });
    const roster = new KnownPlayers([{ ...known("budifb", "BUDI SANTOSO"), playerBank: "BCA - 0111221234" }, { ...known("dewifb", "DEWI LESTARI"), playerBank: "BCA - 0999887777" }]);
    const line = credit(9, "UTK 0999887777", "BUDI SANTOSO");
    const result = reconcileDeposits([budi, dewi], [line], { knownPlayers: roster });
    expect(result.matches).toEqual([]);
    const [verdict] = verdictsOf("deposit", [budi, dewi], [line], result, 5);
    // DEWI's ticket claims the line by her account: both rows are asked
    expect(verdict).toMatchObject({ boId: 5, tier: "ambigu", candidates: [9] });
    // her ticket not filed yet, the news alone holds it
    const alone = reconcileDeposits([budi], [line], { knownPlayers: roster });
    expect(alone.matches).toEqual([]);
    const [saran] = verdictsOf("deposit", [budi], [line], alone, 5);
    expect(saran).toMatchObject({ boId: 5, tier: "saran", candidates: [9] });
    expect(saran.reason).toContain('berita menyebut rekening BCA - 0999887777, milik player lain dewifb ("DEWI LESTARI") yang dikenal dari data BO');
    // the sender's own account typed in the news is his
    const own = reconcileDeposits([budi, dewi], [credit(10, "UTK 0111221234", "BUDI SANTOSO")], { knownPlayers: roster });
    expect(own.matches.map((match) => [match.boId, match.mutasiId])).toEqual([[5, 10]]);
  });

  it("holds the sender's own ticket where the news is another known player's short username, letters or digits alone (audit-refs1 F1)", () => {
    const eni = bo(11, "ENI KUSUMA", "eni4");
    for (const username of ["kiara", "jono", "778899", "ab1"]) {
      const roster = new KnownPlayers([known("eni4", "ENI KUSUMA"), known(username, "HANI SURYANI")]);
      const line = credit(12, username, "ENI KUSUMA");
      const result = reconcileDeposits([eni], [line], { knownPlayers: roster });
      expect(result.matches, username).toEqual([]);
      const [verdict] = verdictsOf("deposit", [eni], [line], result, 11);
      expect(verdict.reason).toContain(`berita menyebut username ${username}, milik player lain ("HANI SURYANI")`);
    }
    // a word of the sender's own name, or news, names nobody
    const roster = new KnownPlayers([known("eni4", "ENI KUSUMA"), known("kusuma", "KUSUMA DEWI"), known("topup", "TOPUP JAYA")]);
    for (const news of ["DEPO KUSUMA", "TOPUP"]) {
      expect(reconcileDeposits([eni], [credit(13, news, "ENI KUSUMA")], { knownPlayers: roster }).matches.map((match) => match.boId), news).toEqual([11]);
    }
  });

  it("reads another player's username written in two, split by a dash or glued to news, for a hold (audit-refs1 F3)", () => {
    const eni = bo(11, "ENI KUSUMA", "eni4");
    for (const [news, username] of [["PL 456", "pl456"], ["DEPO-JONI88", "joni88"], ["DEPOPL123", "pl123"], ["gacor 88", "gacor88"], ["DEPO.agus.s3", "agus.s3"], ["hadi_wib-DEPO", "hadi_wib"], ["USER:nur_nas", "nur_nas"]]) {
      const roster = new KnownPlayers([known("eni4", "ENI KUSUMA"), known(username, "HANI SURYANI")]);
      expect(reconcileDeposits([eni], [credit(12, news, "ENI KUSUMA")], { knownPlayers: roster }).matches, news).toEqual([]);
    }
    // her own username so written is hers
    const own = new KnownPlayers([known("eni4", "ENI KUSUMA"), known("pl456", "HANI SURYANI")]);
    expect(reconcileDeposits([eni], [credit(13, "DEPO-ENI4", "ENI KUSUMA")], { knownPlayers: own }).matches.map((match) => match.boId)).toEqual([11]);
  });
});
