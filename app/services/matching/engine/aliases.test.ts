import { describe, expect, it } from "vitest";
import { reconcileDeposits } from "./deposits";
import { aliasKeys, type PlayerAliasClue } from "./aliases";
import type { BoDepositCandidate, BoWithdrawCandidate, MutasiDepositCandidate, MutasiWithdrawCandidate } from "./types";
import { verdictsOf } from "./verdicts";
import { reconcileWithdrawals } from "./withdrawals";

/** Issue 13, point 5: a sender a person confirmed as the player's is a clue like the player's own name. */

const DAY = "2026-03-10";
const NOTE = "alias dikonfirmasi oleh checker1 pada 9-Mar-2026";
const SITI: PlayerAliasClue = { kind: "name", key: "SITI AMINAH", note: NOTE };

function bo(id: number, fields: Partial<BoDepositCandidate> = {}): BoDepositCandidate {
  return { id, website: "WEB01", date: DAY, amountCents: 10_000_000, fullName: "Budi Santoso", username: `player${id}`, corporateAccountNo: null, references: [], ...fields };
}

function credit(id: number, fields: Partial<MutasiDepositCandidate> = {}): MutasiDepositCandidate {
  return {
    id,
    website: "WEB01",
    date: DAY,
    amountCents: 10_000_000,
    senderName: "SITI AMINAH",
    description: "TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 SITI AMINAH",
    accountNo: null,
    reference: null,
    ...fields,
  };
}

describe("alias clue", () => {
  it("pays a row from its player's confirmed sender, and the reason says who confirmed it and when", () => {
    const bos = [bo(1, { aliases: [SITI] })];
    const lines = [credit(7)];
    const result = reconcileDeposits(bos, lines);
    expect(result.matches.map((match) => [match.boId, match.mutasiId])).toEqual([[1, 7]]);
    expect(result.matches[0].reason).toContain(NOTE);
    const [verdict] = verdictsOf("deposit", bos, lines, result, 1);
    expect(verdict.tier).toBe("otomatis");
    expect(verdict.reason).toContain(`Nama pengirim "SITI AMINAH", ${NOTE}`);
    // without it, or with another sender as the alias, Siti's transfer is not this player's payment
    expect(reconcileDeposits([bo(1)], lines).matches).toEqual([]);
    expect(reconcileDeposits([bo(1, { aliases: [{ kind: "name", key: "RINA WATI", note: NOTE }] })], lines).matches).toEqual([]);
  });

  it("a sender confirmed as the husband's holds the wife's own ticket of the amount on her registered account: neither is approved (audit-alias1 F1)", () => {
    const husband = bo(1, { username: "budi88", aliases: [SITI, { kind: "account", key: "555566667777", note: NOTE }] });
    const wife = bo(2, { username: "siti01", fullName: "Siti Aminah", playerAccountNo: "BRI - 555566667777" });
    const line = credit(7, { senderAccountNo: "555566667777", description: "TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 SITI AMINAH 555566667777" });
    const result = reconcileDeposits([husband, wife], [line]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous.map((row) => row.boId).sort()).toEqual([1, 2]);
    // alone, her ticket is approved on her own account
    expect(reconcileDeposits([wife], [line]).matches.map((match) => match.boId)).toEqual([2]);
  });

  it("an account taught for one player that is another's registered account, on a nameless credit: neither ticket is approved (audit-pairing2 F2)", () => {
    const andi = bo(1, { username: "andi88", fullName: "Andi Pratama", aliases: [{ kind: "account", key: "7712340001", note: NOTE }] });
    const dewi = bo(2, { username: "dewi2", fullName: "Dewi Lestari", playerAccountNo: "BCA - 7712340001" });
    const line = credit(7, { senderName: null, description: "TRANSFER DARI 7712340001", senderAccountNo: "7712340001" });
    const result = reconcileDeposits([andi, dewi], [line]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous.map((row) => row.boId).sort()).toEqual([1, 2]);
    // alone, each is approved on it
    expect(reconcileDeposits([dewi], [line]).matches.map((match) => match.boId)).toEqual([2]);
    expect(reconcileDeposits([andi], [line]).matches.map((match) => match.boId)).toEqual([1]);
  });

  it("knows the sender's account on a line that names no sender; under another name it is somebody else's transfer", () => {
    const bos = [bo(1, { aliases: [{ kind: "account", key: "8800123456", note: NOTE }] })];
    const lines = [credit(7, { senderName: null, description: "TRANSFER DARI 008800123456", senderAccountNo: "008800123456" })];
    const nameless = reconcileDeposits(bos, lines);
    expect(nameless.matches.map((match) => match.mutasiId)).toEqual([7]);
    // told by the account the clerk sees, not by an empty name (a clean-room audit: `Nama pengirim "-"`)
    expect(verdictsOf("deposit", bos, lines, nameless, 1)[0].reason).toBe(`Rekening pengirim 008800123456, ${NOTE}, nominal Rp 100.000 sama, masuk di tanggal BO`);
    // the same account under another name: a clearing or shared account, not the relative's
    const other = reconcileDeposits(bos, [credit(7, { senderName: "HENDRA KUSUMA", description: "TRANSFER DARI 008800123456 HENDRA KUSUMA", senderAccountNo: "008800123456" })]);
    expect(other.matches).toEqual([]);
  });

  it("is never more than a name: two rows with the alias, or a rival row named like the sender, leave the line for a checker", () => {
    const twoRows = reconcileDeposits([bo(1, { aliases: [SITI] }), bo(2, { aliases: [SITI] })], [credit(7)]);
    expect(twoRows.matches).toEqual([]);
    expect(twoRows.ambiguous.map((row) => row.boId)).toEqual([1, 2]);
    // Siti herself also has a row of that amount: her own name weighs as much as the alias
    const rival = reconcileDeposits([bo(1, { aliases: [SITI] }), bo(2, { fullName: "Siti Aminah" })], [credit(7)]);
    expect(rival.matches).toEqual([]);
    expect(rival.ambiguous.map((row) => row.boId)).toEqual([1, 2]);
  });

  it("never outweighs another player's row the line half-names: the relative's other child (a clean-room audit: 8 of 8 approved for the wrong child)", () => {
    // ENDANG LAIA was confirmed for RAFI LAIA; DINDA LAIA, her daughter, has a ticket of the amount too
    const mother: PlayerAliasClue = { kind: "name", key: "ENDANG LAIA", note: NOTE };
    const line = credit(7, { senderName: "ENDANG LAIA", description: "BI-FAST CR TANGGAL :26/11 TRANSFER DR 008 ENDANG LAIA" });
    const rafi = bo(1, { fullName: "Rafi Laia", username: "rafi01", aliases: [mother] });
    const dinda = bo(2, { fullName: "Dinda Laia", username: "dinda02" });
    const bos = [rafi, dinda];
    const result = reconcileDeposits(bos, [line]);
    expect(result.matches).toEqual([]);
    const [held, other] = verdictsOf("deposit", bos, [line], result, 1);
    expect([held.tier, held.candidates]).toEqual(["saran", [7]]);
    expect(held.reason).toContain('Belum otomatis: nama keluarga pengirim sama dengan player lain dinda02 ("Dinda Laia") yang punya tiket bernominal sama');
    expect([other.boId, other.tier, other.candidates]).toEqual([2, "tidak ada", [7]]);
    // a rival whose name the line does not show is no relative: the alias still pays
    expect(reconcileDeposits([rafi, bo(2, { fullName: "Dinda Putri", username: "dinda02" })], [line]).matches.map((match) => match.boId)).toEqual([1]);
  });

  it("is the relative's transfer only from the account taught with the name (a clean-room audit: a namesake's transfer approved)", () => {
    // the hand pair taught YATMI SAMOSIR and her account 6506547656049 for kevin
    const yatmi: PlayerAliasClue[] = [
      { kind: "name", key: "YATMI SAMOSIR", note: NOTE },
      { kind: "account", key: "6506547656049", note: NOTE },
    ];
    const kevin = bo(1, { fullName: "Kevin Samosir", aliases: yatmi });
    const from = (account: string) => credit(7, { senderName: "YATMI SAMOSIR", description: `DR ${account} KR 1370012345678 82323603920/YATMI SAMOSIR/BKS`, senderAccountNo: account });
    expect(reconcileDeposits([kevin], [from("8162213850245")]).matches).toEqual([]);
    const verdict = verdictsOf("deposit", [kevin], [from("8162213850245")], reconcileDeposits([kevin], [from("8162213850245")]), 1)[0];
    expect([verdict.tier, verdict.candidates]).toEqual(["saran", [7]]);
    expect(verdict.reason).toContain("Belum otomatis: rekening pengirim bukan rekening player atau rekening yang dikonfirmasi bersama alias itu.");
    // from her own account, as taught, it pays
    expect(reconcileDeposits([kevin], [from("6506547656049")]).matches.map((match) => match.mutasiId)).toEqual([7]);
    // a name taught from a line that showed no account: nothing to contradict
    expect(reconcileDeposits([bo(1, { fullName: "Kevin Samosir", aliases: [yatmi[0]] })], [from("8162213850245")]).matches).toHaveLength(1);
  });

  it("knows the sender as the bank prints it: with a title, or cut at the field's end", () => {
    const printed = ["BAPAK SITI AMINAH", "SDRI SITI AMINAH"];
    for (const senderName of printed) {
      expect(reconcileDeposits([bo(1, { aliases: [SITI] })], [credit(7, { senderName, description: `TRSF E-BANKING CR 100000.00 ${senderName}` })]).matches).toHaveLength(1);
    }
    const cut = { kind: "name" as const, key: "SITI AMINAH SUHENDRA", note: NOTE };
    const senderName = "SITI AMINAH SUHEND";
    expect(reconcileDeposits([bo(1, { aliases: [cut] })], [credit(7, { senderName, description: `TRSF E-BANKING CR 100000.00 ${senderName}` })]).matches).toHaveLength(1);
  });

  it("finds the alias's line among many transfers of a round amount, by name and by account", () => {
    const others = ["ANDI WIJAYA", "RINA LESTARI", "JOKO SUSILO", "DEWI RAHAYU", "AGUS HIDAYAT", "TONI PURBA", "YULIA KUSUMA", "HENDRA NASUTION"];
    const crowd = others.map((senderName, i) => credit(20 + i, { senderName, description: `TRSF E-BANKING CR 100000.00 ${senderName}`, senderAccountNo: `77000000${i}` }));
    const byName = reconcileDeposits([bo(1, { aliases: [SITI] })], [...crowd, credit(7)]);
    expect(byName.matches.map((match) => match.mutasiId)).toEqual([7]);
    const account: PlayerAliasClue = { kind: "account", key: "8800123456", note: NOTE };
    const byAccount = reconcileDeposits([bo(1, { aliases: [account] })], [...crowd, credit(7, { senderName: null, description: "TRANSFER DARI 8800123456", senderAccountNo: "8800123456" })]);
    expect(byAccount.matches.map((match) => match.mutasiId)).toEqual([7]);
  });
});

describe("what a hand pair teaches", () => {
  it("teaches the sender's name and account", () => {
    expect(aliasKeys("Bpk SITI AMINAH", "0123456789")).toEqual([
      { kind: "name", key: "SITI AMINAH" },
      { kind: "account", key: "123456789" },
    ]);
  });

  it("teaches no name from a sender that still holds news, so another Budi's 'DEPO BUDI77' is never taken for it", () => {
    expect(aliasKeys("DEPO BUDI88", null)).toEqual([]);
    expect(aliasKeys("TOPUP BUDI SANTOSO", "9988776655")).toEqual([]);
    // nor an account without a name: an e-wallet's line names its operator's account, everybody's
    expect(aliasKeys(null, "0001230009999")).toEqual([]);
    // learnt, "DEPO BUDI88" would approve Budi Hartono's transfer for andi01
    const taught = aliasKeys("DEPO BUDI88", null).map((key) => ({ ...key, note: NOTE }));
    const result = reconcileDeposits([bo(1, { fullName: "Andi Wijaya", aliases: taught })], [credit(7, { senderName: "DEPO BUDI77", description: "TRANSFER DARI | Bpk BUDI HARTONO | 9999999999 | DEPO budi77 |" })]);
    expect(result.matches).toEqual([]);
  });

  it("teaches nothing from a title, kin or a channel in the sender's field, which names nobody in particular (a clean-room audit)", () => {
    for (const sender of ["BAPAK", "SAUDARA", "SAUDARI", "NYONYA", "BUNDA", "KAKAK", "ISTRI", "KELUARGA", "TUNAI", "MOBILE BANKING", "ISTRI BUDI SANTOSO"]) {
      expect(aliasKeys(sender, "0123456789"), sender).toEqual([]);
    }
    // learnt, "BAPAK" approved the player on the next line reading just that word
    const taught = [{ kind: "name" as const, key: "BAPAK", note: NOTE }];
    expect(reconcileDeposits([bo(1, { fullName: "Rina Marlina", aliases: taught })], [credit(7, { senderName: "BAPAK", description: "TRSF E-BANKING CR 2511/FTSCY/WS95031 275000.00BAPAK" })]).matches).toEqual([]);
    // a title before a name is dropped as the matcher drops it: the name is taught
    expect(aliasKeys("BAPAK SUGENG RIYADI", null)).toEqual([{ kind: "name", key: "SUGENG RIYADI" }]);
  });

  it("teaches no name from one name and an initial, which is any Budi S...; an initial beside two whole names still tells one person", () => {
    expect(aliasKeys("BUDI S", "0123456789")).toEqual([]);
    expect(aliasKeys("M RIZKY PRATAMA", null)).toEqual([{ kind: "name", key: "M RIZKY PRATAMA" }]);
  });

  it("teaches MUHAMMAD ALI, written out in any spelling, but not M ALI nor MUHAMMAD A (audit-learn1 F4)", () => {
    for (const sender of ["MUHAMMAD ALI", "MOCH RIZKI", "Mohammad Rizki", "MUH. ALI"]) {
      expect(aliasKeys(sender, null), sender).toHaveLength(1);
    }
    expect(aliasKeys("MUHAMMAD ALI", "0123456789")).toEqual([
      { kind: "name", key: "M ALI" },
      { kind: "account", key: "123456789" },
    ]);
    for (const sender of ["M ALI", "M. ALI", "MUHAMMAD A", "MUHAMMAD", "MOH"]) expect(aliasKeys(sender, null), sender).toEqual([]);
    // learnt, it pays the player's next ticket from the same sender
    const taught = aliasKeys("MUHAMMAD ALI", null).map((key) => ({ ...key, note: NOTE }));
    const result = reconcileDeposits([bo(1, { fullName: "Hadi Susanto", aliases: taught })], [credit(7, { senderName: "MUHAMMAD ALI", description: "TRSF E-BANKING CR 2511/FTSCY/WS95031 275000.00MUHAMMAD ALI" })]);
    expect(result.matches.map((match) => match.mutasiId)).toEqual([7]);
  });
});

describe("a taught name never grows into a longer one", () => {
  it("does not take BUDI SETIAWAN for an alias taught as BUDI S, nor SUPARMAN HADI for SUPARMAN", () => {
    // what an audit saw approved: tono01's alias "BUDI S" (stored before the rule above) paying Budi Setiawan's transfer
    const short: PlayerAliasClue = { kind: "name", key: "BUDI S", note: NOTE };
    const setiawan = credit(7, { senderName: "BUDI SETIAWAN", description: "NBMB BUDI SETIAWAN TO PT BRI JAYA" });
    expect(reconcileDeposits([bo(1, { fullName: "Tono Sugiarto", aliases: [short] })], [setiawan]).matches).toEqual([]);
    const single: PlayerAliasClue = { kind: "name", key: "SUPARMAN", note: NOTE };
    const longer = credit(8, { senderName: "SUPARMAN HADI", description: "TRSF E-BANKING CR 100000.00 SUPARMAN HADI" });
    expect(reconcileDeposits([bo(1, { fullName: "Tono Sugiarto", aliases: [single] })], [longer]).matches).toEqual([]);
    // the same sender as taught still pays
    const same = credit(9, { senderName: "SUPARMAN", description: "TRSF E-BANKING CR 100000.00 SUPARMAN" });
    expect(reconcileDeposits([bo(1, { fullName: "Tono Sugiarto", aliases: [single] })], [same]).matches.map((match) => match.mutasiId)).toEqual([9]);
  });
});


describe("alias clue on payouts (issue 13, point 6)", () => {
  // a clean-room audit: a hand pair taught ANDI WIJAYA and 9998887776 for siti77; her next payouts there stayed "tidak ada"
  const ANDI: PlayerAliasClue = { kind: "name", key: "ANDI WIJAYA", note: NOTE };
  const ACCOUNT: PlayerAliasClue = { kind: "account", key: "9998887776", note: NOTE };
  const siti = (fields: Partial<BoWithdrawCandidate> = {}): BoWithdrawCandidate => ({
    id: 1,
    website: "WEB01",
    date: DAY,
    amountCents: 35_000_000,
    fullName: "Siti Rahma",
    username: "siti77",
    playerAccountNo: "BCA - 1234567890",
    corporateAccountNo: null,
    aliases: [ANDI, ACCOUNT],
    ...fields,
  });
  const debit = (fields: Partial<MutasiWithdrawCandidate> = {}): MutasiWithdrawCandidate => ({
    id: 7,
    website: "WEB01",
    date: DAY,
    amountCents: 35_000_000,
    receiverName: "ANDI WIJAYA",
    description: "TRSF E-BANKING DB 1003/FTSCY/WS95031 350000.00 ANDI WIJAYA",
    accountNo: null,
    playerAccountNo: "9998887776",
    reference: null,
    ...fields,
  });

  it("pays the player through the account a person confirmed as his, named or not, where his ticket names no other account", () => {
    const named = reconcileWithdrawals([siti({ playerAccountNo: null })], [debit()]);
    expect(named.matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 7, reason: expect.stringContaining(NOTE) })]);
    const nameless = reconcileWithdrawals([siti({ playerAccountNo: null })], [debit({ receiverName: null, description: "TRANSFER KE 9998887776" })]);
    expect(nameless.matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 7 })]);
  });

  it("suggests, never approves, a payout to a confirmed account where the ticket names another: the ticket says where to pay (audit-alias1 F2)", () => {
    const result = reconcileWithdrawals([siti()], [debit()]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous).toEqual([expect.objectContaining({ boId: 1, candidates: [expect.objectContaining({ mutasiId: 7 })] })]);
  });

  it("still never pays the player to an account nobody confirmed", () => {
    expect(reconcileWithdrawals([siti({ aliases: [] })], [debit()]).matches).toEqual([]);
    expect(reconcileWithdrawals([siti()], [debit({ playerAccountNo: "5550001111" })]).matches).toEqual([]);
  });
});
