import { describe, expect, it } from "vitest";
import type { BoWithdrawCandidate, MutasiWithdrawCandidate } from "./types";
import { reconcileWithdrawals } from "./withdrawals";
import { verdictsOf } from "./verdicts";

const DAY = "2026-03-10";
const CORPORATE = "0222333444";

function withdraw(id: number, fields: Partial<BoWithdrawCandidate> = {}): BoWithdrawCandidate {
  return {
    id,
    website: "WEB01",
    date: DAY,
    amountCents: 150_000_000,
    fullName: "Eka Dana Kristanto",
    username: `player${id}`,
    playerAccountNo: "390397011",
    corporateAccountNo: CORPORATE,
    ...fields,
  };
}

function debit(id: number, fields: Partial<MutasiWithdrawCandidate> = {}): MutasiWithdrawCandidate {
  return {
    id,
    website: "WEB01",
    date: DAY,
    amountCents: 150_000_000,
    receiverName: null,
    description: "TRANSFER KE | BI-FAST 009 0390397011 EKA DANA KRISTANTO | 7878078081",
    accountNo: CORPORATE,
    playerAccountNo: null,
    reference: null,
    ...fields,
  };
}

/** BNI books the BI-FAST fee as its own debit sharing the journal number (and the account in its text). */
function feeLine(id: number): MutasiWithdrawCandidate {
  return debit(id, { amountCents: 250_000, description: "BY TRX BIFAST 0390397011 | 7878078081", playerAccountNo: "0390397011" });
}

describe("reconcileWithdrawals", () => {
  it("matches the debit carrying the player's account number, leaving the BI-FAST fee line alone", () => {
    const result = reconcileWithdrawals([withdraw(1)], [feeLine(40), debit(41)]);
    expect(result.matches).toMatchObject([
      { boId: 1, mutasiId: 41, score: 1, reason: "AUTO: mutasi #41, amount, account 390397011, name 1.00, same day" },
    ]);
    expect(result.ambiguous).toEqual([]);
  });

  it("is not confused by a fee line of the same amount as a tiny withdrawal", () => {
    const result = reconcileWithdrawals([withdraw(1, { amountCents: 250_000 })], [feeLine(40)]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous).toEqual([]);
  });

  it("matches on the receiver's name when the line has no account number", () => {
    const result = reconcileWithdrawals(
      [withdraw(1, { playerAccountNo: null })],
      [debit(41, { receiverName: "EKA DANA KRISTANTO", description: "TRSF E-BANKING DB 1003/FTSCY/WS95031 1500000.00 EKA DANA KRISTANTO" })],
    );
    expect(result.matches.map((m) => [m.boId, m.mutasiId])).toEqual([[1, 41]]);
    expect(result.matches[0].reason).toBe("AUTO: mutasi #41, amount, name 1.00, same day");
  });

  it("holds a line a player's name fits in its order and another's in another order: a BO may keep the words otherwise than the bank", () => {
    // an audit of a rule since dropped: SALIM AGUS paid, his bank registers AGUS SALIM, and AGUS SALIM's unpaid ticket was approved
    const line = debit(41, { receiverName: "AGUS SALIM", description: "TRSF E-BANKING DB 1003/FTSCY/WS95031 1500000.00 AGUS SALIM" });
    const players = [withdraw(1, { fullName: "Salim Agus", playerAccountNo: null }), withdraw(2, { fullName: "Agus Salim", playerAccountNo: null })];
    expect(reconcileWithdrawals(players, [line]).matches).toEqual([]);
    // alone, the words in another order still pay
    expect(reconcileWithdrawals([players[0]], [line]).matches.map((m) => [m.boId, m.mutasiId])).toEqual([[1, 41]]);
  });

  it("pays the namesake whose account ends as the bank's masked account does", () => {
    const namesakes = [
      withdraw(1, { fullName: "Wayan Cahyo Tanjung", playerBank: "CIMB", playerAccountNo: "5731852153540" }),
      withdraw(2, { fullName: "Wayan Cahyo Tanjung", playerBank: "CIMB", playerAccountNo: "5731852150219" }),
    ];
    const line = debit(41, { receiverName: "WAYAN CAHYO TANJUN", description: "BI-FAST DB BIF TRANSFER KE 022 *********0219 WAYAN CAHYO TANJUN" });
    const result = reconcileWithdrawals(namesakes, [line]);
    expect(result.matches.map((m) => [m.boId, m.mutasiId])).toEqual([[2, 41]]);
    // the other namesake's account is not paid by it, alone either
    expect(reconcileWithdrawals([namesakes[0]], [line]).matches).toEqual([]);
  });

  it("pays a payee whose bank name carries a degree, with the operator's PAYOUT after it", () => {
    const result = reconcileWithdrawals(
      [withdraw(1, { fullName: "Sri Wibowo", playerAccountNo: "BCA - 2973492635" })],
      [debit(41, { receiverName: "SRI WIBOWO SPD", description: "BI-FAST KE BCA 2973492635  | SRI WIBOWO SPD PAYOUT", playerAccountNo: "2973492635" })],
    );
    expect(result.matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 41 })]);
  });

  it("matches on the account number alone when the text has no name", () => {
    const result = reconcileWithdrawals([withdraw(1)], [debit(41, { description: "DR 0222333444 KR 0390397011", playerAccountNo: "0390397011" })]);
    expect(result.matches.map((m) => [m.boId, m.mutasiId])).toEqual([[1, 41]]);
    expect(result.matches[0].score).toBeGreaterThanOrEqual(0.9);
  });

  it("never matches money sent to another account, whatever the name", () => {
    const result = reconcileWithdrawals(
      [withdraw(1)],
      [
        debit(41, {
          description: "TRANSFER KE | BI-FAST 009 1234567890 EKA DANA KRISTANTO | 7878078081",
          playerAccountNo: "1234567890",
          receiverName: "EKA DANA KRISTANTO",
        }),
      ],
    );
    expect(result.matches).toEqual([]);
  });

  it("never matches on the amount alone", () => {
    const result = reconcileWithdrawals([withdraw(1)], [debit(41, { description: "TRANSFER KE | BI-FAST 009 | 7878078081" })]);
    expect(result.matches).toEqual([]);
  });

  it("takes a debit of the BO date or the day after, never before nor two days later", () => {
    // a clean-room audit saw a request at 23:50 paid at 00:19 left "di luar batas"
    const late = reconcileWithdrawals([withdraw(1, { requestedAt: Date.parse("2026-03-10T16:50:00Z") })], [debit(41, { date: "2026-03-11", bookedAt: Date.parse("2026-03-10T17:19:00Z") })]);
    expect(late.matches.map((match) => [match.boId, match.mutasiId])).toEqual([[1, 41]]);
    expect(reconcileWithdrawals([withdraw(1)], [debit(41, { date: "2026-03-09" })]).matches).toEqual([]);
    expect(reconcileWithdrawals([withdraw(1)], [debit(41, { date: "2026-03-12" })]).matches).toEqual([]);
  });

  it("gives each of a player's payouts on two days its own day's debit", () => {
    const bos = [withdraw(1), withdraw(2, { date: "2026-03-11" })];
    const result = reconcileWithdrawals(bos, [debit(41), debit(42, { date: "2026-03-11" })]);
    expect(result.matches.map((match) => [match.boId, match.mutasiId])).toEqual([
      [1, 41],
      [2, 42],
    ]);
  });

  it("never matches another website or another corporate account", () => {
    expect(reconcileWithdrawals([withdraw(1)], [debit(41, { website: "WEB02" })]).matches).toEqual([]);
    expect(reconcileWithdrawals([withdraw(1)], [debit(41, { accountNo: "0999888777" })]).matches).toEqual([]);
  });

  it("lets the account numbers decide between two payouts of the same amount to players of the same name", () => {
    const result = reconcileWithdrawals(
      [withdraw(1), withdraw(2, { playerAccountNo: "5550001112" })],
      [
        debit(41, { description: "TRANSFER KE | BI-FAST 014 5550001112 EKA DANA KRISTANTO | 1" }),
        debit(42, { description: "TRANSFER KE | BI-FAST 009 0390397011 EKA DANA KRISTANTO | 2" }),
      ],
    );
    expect(result.matches.map((m) => [m.boId, m.mutasiId])).toEqual([
      [1, 42],
      [2, 41],
    ]);
  });
});

describe("reconcileWithdrawals: names inside BNI's pipe parts", () => {
  it("a receiver's last name alone is not a cut of another player's name: two payouts of one amount, one to each, are both approved", () => {
    const hendra = withdraw(1, { fullName: "Hendra Handayani Damanik", playerAccountNo: null, amountCents: 30_000_000 });
    const lukman = withdraw(2, { fullName: "Lukman Damanik", playerAccountNo: "0365648087", amountCents: 30_000_000 });
    const lines = [
      debit(304, { amountCents: 30_000_000, description: "TRANSFER KE | BI-FAST 002 4279486145 HENDRA HANDAYANI DAMANIK | 0869920683" }),
      debit(306, { amountCents: 30_000_000, description: "TRANSFER KE | BI-FAST 013 0365648087 LUKMAN DAMANIK | 5638936411" }),
    ];
    expect(reconcileWithdrawals([hendra, lukman], lines).matches.map((match) => [match.boId, match.mutasiId])).toEqual([
      [1, 304],
      [2, 306],
    ]);
  });

  it("holds for a checker a payout to the player's account that the bank says belongs to somebody else", () => {
    // the audit's BNI line: the player's account number, but the bank prints another holder
    const result = reconcileWithdrawals(
      [withdraw(1, { fullName: "JOKO WIDODO", playerAccountNo: "4100000001" })],
      [debit(41, { receiverName: "HENDRA GUNAWAN", playerAccountNo: "4100000001", description: "TRANSFER KE | PEMINDAHAN KE 4100000001 Sdr HENDRA GUNAWAN | 7878078081 | |" })],
    );
    expect(result.matches).toEqual([]);
    expect(result.ambiguous.map((row) => [row.boId, row.candidates.map((candidate) => candidate.mutasiId)])).toEqual([[1, [41]]]);
    // a holder sharing only the first name is somebody else too (an adversarial audit: RATNA RAHMAN for RATNA HANDAYANI)
    const ratna = reconcileWithdrawals(
      [withdraw(2, { fullName: "RATNA HANDAYANI", playerAccountNo: "3888218123" })],
      [debit(42, { receiverName: "RATNA RAHMAN", playerAccountNo: "3888218123", description: "TRF BIFAST KE | 014 3888218123 RATNA RAHMAN |" })],
    );
    expect(ratna.matches).toEqual([]);
  });

  it("never takes a fee line that names the payee for a payout of its amount", () => {
    // RTGS charges Rp 25.000 and some banks print the payee on the fee line
    const fee = debit(43, { amountCents: 2_500_000, receiverName: "NURUL JAYA MAULANA", description: "RTGS DB BIAYA KE 008 NURUL JAYA MAULANA" });
    expect(reconcileWithdrawals([withdraw(3, { fullName: "NURUL JAYA MAULANA", amountCents: 2_500_000, playerAccountNo: null })], [fee]).matches).toEqual([]);
  });

  it("still approves the player's account under the player's own name, cut or with an honorific", () => {
    const result = reconcileWithdrawals(
      [withdraw(1, { fullName: "JOKO WIDODO", playerAccountNo: "4100000001" })],
      [debit(41, { receiverName: "SDR JOKO WIDOD", playerAccountNo: "4100000001", description: "TRANSFER KE | PEMINDAHAN KE 4100000001 Sdr JOKO WIDOD | 7878078081 | |" })],
    );
    expect(result.matches.map((match) => [match.boId, match.mutasiId])).toEqual([[1, 41]]);
  });

  it("holds for a checker a debit booked hours before the request: an earlier payout of the amount, not this one", () => {
    const requestedAt = Date.parse("2026-03-10T11:00:00Z");
    const hour = 3_600_000;
    const line = { receiverName: "EKA DANA KRISTANTO", playerAccountNo: "390397011" };
    const early = reconcileWithdrawals([withdraw(1, { requestedAt })], [debit(41, { ...line, bookedAt: requestedAt - 9 * hour })]);
    expect(early.matches).toEqual([]);
    expect(early.ambiguous.map((row) => row.candidates.map((candidate) => candidate.mutasiId))).toEqual([[41]]);
    // the two clocks a few minutes apart: still the payout
    const skewed = reconcileWithdrawals([withdraw(1, { requestedAt })], [debit(41, { ...line, bookedAt: requestedAt - 10 * 60_000 })]);
    expect(skewed.matches.map((match) => match.mutasiId)).toEqual([41]);
  });

  it("holds a payout proven by a name one letter off the player's, and approves one the bank cut", () => {
    const byName = (receiverName: string) =>
      reconcileWithdrawals(
        [withdraw(1, { fullName: "YOGA PRATAMA", playerAccountNo: null })],
        [debit(41, { receiverName, description: `TRSF E-BANKING DB 1003/FTSCY/WS95031 1500000.00 ${receiverName}` })],
      );
    const typo = byName("YOGI PRATAMA");
    expect(typo.matches).toEqual([]);
    expect(typo.ambiguous.map((row) => row.candidates.map((candidate) => candidate.mutasiId))).toEqual([[41]]);
    expect(byName("SDR YOGA PRATAM").matches.map((match) => match.mutasiId)).toEqual([41]);
  });
});

describe("a payout whose text shows another account than the player's (clean-room audit: 4 approved)", () => {
  const sri = withdraw(1, { fullName: "SRI BAYU PANJAITAN", playerAccountNo: "8048807087308", amountCents: 40_000_000 });
  const line = (description: string) => debit(7, { amountCents: 40_000_000, receiverName: "SRI BAYU PANJAITAN", description });

  it("is held when the only account the text shows is somebody else's", () => {
    const result = reconcileWithdrawals([sri], [line("MCM InhouseTrf KE SRI BAYU PANJAITAN / WD 9422876844945")]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous).toEqual([expect.objectContaining({ boId: 1, candidates: [expect.objectContaining({ mutasiId: 7 })] })]);
  });

  it("is approved on the player's own account, or where the text shows only its amount and the statement's own account", () => {
    expect(reconcileWithdrawals([sri], [line("MCM InhouseTrf KE SRI BAYU PANJAITAN / WD 8048807087308")]).matches).toHaveLength(1);
    expect(reconcileWithdrawals([sri], [line("TRSF E-BANKING DB 1003/FTSCY/WS91239 400000.00 WD SRI BAYU PANJAITAN")]).matches).toHaveLength(1);
    expect(reconcileWithdrawals([sri], [line(`TRANSFER KE | SRI BAYU PANJAITAN | ${CORPORATE}`)]).matches).toHaveLength(1);
    // the operator's ticket number in the news is no account (a clean-room rerun held 19 such payouts)
    expect(reconcileWithdrawals([sri], [line("TRSF E-BANKING DB 2211/FTSCY/WS95031 400000.00 WD2611220042  SRI BAYU PANJAITAN")]).matches).toHaveLength(1);
    // nor the transaction reference the statement gives in its own column
    const referenced = debit(7, { amountCents: 40_000_000, receiverName: "SRI BAYU PANJAITAN", description: "MCM InhouseTrf KE SRI BAYU PANJAITAN 91863393784", reference: "0091863393784" });
    expect(reconcileWithdrawals([sri], [referenced]).matches).toHaveLength(1);
    expect(reconcileWithdrawals([sri], [{ ...referenced, reference: null }]).matches).toEqual([]);
    // where the payee's bank code is followed by the name, no account was printed: the number after the name is the bank's
    // reference (a third clean-room audit held 63 Mandiri payouts)
    const byCode = debit(7, { amountCents: 40_000_000, receiverName: "SRI BAYU PANJAITAN", description: "TRANSFER BI FAST KE 014 SRI BAYU PANJAITAN 91863393784" });
    expect(reconcileWithdrawals([sri], [byCode]).matches).toHaveLength(1);
    // but an account printed after the code is the one the money went to
    const toAccount = debit(7, { amountCents: 40_000_000, receiverName: "SRI BAYU PANJAITAN", description: "TRF BIFAST KE 014 7033259427 SRI BAYU PANJAITAN" });
    expect(reconcileWithdrawals([sri], [toAccount]).matches).toEqual([]);
  });
});

describe("the ticket number the operator typed in a payout's news (a clean-room audit: 'ticket no in line')", () => {
  it("proves the payout where the name alone would not, and the reason says so", () => {
    const ticket = withdraw(1, { fullName: "MUHAMMAD ARIF MARLINA", playerAccountNo: "765144456134", amountCents: 10_000_000, ticketNo: "WD2611250584" });
    // BCA cut the payee's name mid-word and printed no account: a name alone one letter short of approval
    const line = debit(7, { amountCents: 10_000_000, receiverName: "HARIF MARL", description: "BI-FAST DB BIF TRANSFER KE 535 HARIF MARL WD2611250584" });
    expect(reconcileWithdrawals([{ ...ticket, ticketNo: null }], [line]).matches).toEqual([]);
    const result = reconcileWithdrawals([ticket], [line]);
    expect(result.matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 7 })]);
    const [verdict] = verdictsOf("withdraw", [ticket], [line], result, 1);
    expect(verdict.reason).toContain("no tiket WD2611250584 di berita");
  });

  it("is no automatic approval where the bank names another payee beside it (a clean-room audit, retry1 F3)", () => {
    const eko = withdraw(3, { fullName: "EKO PRASETYO", username: "eko01", playerAccountNo: "BCA - 0912345678", amountCents: 40_100_000, ticketNo: "WD2611F301" });
    const paid = (news: string) => debit(9, { amountCents: 40_100_000, receiverName: "FAJAR NUGROHO", description: `TRSF E-BANKING DB 2711/FTSCY/WS95031         401000.00${news}          FAJAR NUGROHO` });
    for (const news of ["WD eko01", "WD2611F301"]) {
      const result = reconcileWithdrawals([eko], [paid(news)]);
      expect(result.matches).toEqual([]);
      const [verdict] = verdictsOf("withdraw", [eko], [paid(news)], result, 1);
      expect(verdict).toMatchObject({ tier: "saran", candidates: [9] });
      expect(verdict.reason).toContain('Nama penerima "FAJAR NUGROHO" beda dari "EKO PRASETYO"');
    }
  });

  it("beside the player's account, lets a payee name one letter off approve", () => {
    const steven = withdraw(2, { fullName: "STEVEN HIDAYAT", playerAccountNo: "920145679389754", amountCents: 5_000_000, ticketNo: "WD2611220152" });
    const line = (news: string) => debit(8, { amountCents: 5_000_000, receiverName: "STEVEN HIDAYATH", playerAccountNo: "920145679389754", description: `Transfer ke BRI 920145679389754 STEVEN HIDAYATH  | ${news} ` });
    expect(reconcileWithdrawals([steven], [line("PAYOUT")]).matches).toEqual([]);
    expect(reconcileWithdrawals([steven], [line("WD2611220152")]).matches).toEqual([expect.objectContaining({ boId: 2, mutasiId: 8 })]);
  });
});

describe("the payee's bank a BI-FAST debit names (a clean-room audit: 3 payouts approved to a namesake at another bank)", () => {
  const yuliana = withdraw(1, { fullName: "YULIANA KUSUMA TAMBUNAN RAHMAN", playerAccountNo: "BCA - 3516960407", amountCents: 10_000_000 });
  const cutPayout = (code: string) =>
    debit(41, { amountCents: 10_000_000, receiverName: "YULIANA KUSUMA TAM", description: `BI-FAST DB TANGGAL :10/03 TRANSFER KE ${code} YULIANA KUSUMA TAM` });

  it("is no payout of a player who registered another bank, and the nearest line says why", () => {
    // 014 is BCA, the player's bank: the cut name pays the ticket
    expect(reconcileWithdrawals([yuliana], [cutPayout("014")]).matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 41 })]);
    // 009 is BNI: the money went to a BNI account, not the player's BCA one
    const result = reconcileWithdrawals([yuliana], [cutPayout("009")]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous).toEqual([]);
    const [verdict] = verdictsOf("withdraw", [yuliana], [cutPayout("009")], result, 1);
    expect(verdict).toMatchObject({ tier: "tidak ada", candidates: [41], reason: expect.stringContaining("bank penerima BNI, bank player BCA") });
  });

  it("reads the code as Mandiri and BNI write it, and leaves an e-wallet's payout to the bank of its virtual account", () => {
    const mandiri = debit(41, { amountCents: 10_000_000, description: "TRF BIFAST KE 009 7033259427 | YULIANA KUSUMA TAMBUNAN RAHMAN", receiverName: "YULIANA KUSUMA TAMBUNAN RAHMAN" });
    // the name alone would make it a candidate; the code says the money went to a BNI account
    expect(reconcileWithdrawals([yuliana], [mandiri])).toMatchObject({ matches: [], ambiguous: [] });
    // a DANA player's payout reaches DANA through a bank's virtual account: the code is that bank's
    const danaPlayer = { ...yuliana, playerAccountNo: "DANA - 081234567890" };
    expect(reconcileWithdrawals([danaPlayer], [cutPayout("014")]).matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 41 })]);
  });

  it("beside the player's own account number is a doubt for a checker, not an approval", () => {
    const both = debit(41, { amountCents: 10_000_000, description: "BIFAST KE 009 3516960407 YULIANA KUSUMA TAMBUNAN RAHMAN", receiverName: "YULIANA KUSUMA TAMBUNAN RAHMAN" });
    const result = reconcileWithdrawals([yuliana], [both]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous).toEqual([expect.objectContaining({ boId: 1, candidates: [expect.objectContaining({ mutasiId: 41 })] })]);
  });
});

describe("a namesake's row is no rival to a payout whose news names the other player (a clean-room audit: 4 rows ambigu)", () => {
  it("pays the username's player with its line, and the namesake with the other", () => {
    const bos = [
      withdraw(1, { fullName: "MUHAMMAD RAHMAT", username: "rahmat6502", playerAccountNo: "BCA - 4001314115", amountCents: 25_000_000 }),
      withdraw(2, { fullName: "MUH RAHMAT", username: "saiful77", playerAccountNo: "BCA - 3786614926", amountCents: 25_000_000 }),
    ];
    const lines = [
      debit(11, { amountCents: 25_000_000, receiverName: "MUHAMMAD RAHMAT", description: "TRSF E-BANKING DB 1003/FTSCY/WS95031 250000.00RAHMAT6502            MUHAMMAD RAHMAT" }),
      debit(12, { amountCents: 25_000_000, receiverName: "MUHAMMAD RAHMAT", description: "TRSF E-BANKING DB 1003/FTSCY/WS95031 250000.00WD                    MUHAMMAD RAHMAT" }),
    ];
    expect(reconcileWithdrawals(bos, lines).matches.map((match) => [match.boId, match.mutasiId])).toEqual([
      [1, 11],
      [2, 12],
    ]);
    // with one line only, the namesake is never paid by his namesake's news
    expect(reconcileWithdrawals(bos, [lines[0]]).matches.map((match) => [match.boId, match.mutasiId])).toEqual([[1, 11]]);
  });
});

describe("the payee's bank against the BO's own Player Bank column (wd_player_bank beside wd_player_no)", () => {
  it("rules out a payout to another bank where the BO keeps the bank apart from the account number", () => {
    const yuliana = withdraw(1, { fullName: "YULIANA KUSUMA TAMBUNAN RAHMAN", playerAccountNo: "3516960407", playerBank: "BCA", amountCents: 10_000_000 });
    const payout = (code: string) => debit(41, { amountCents: 10_000_000, receiverName: "YULIANA KUSUMA TAM", description: `BI-FAST DB TANGGAL :10/03 TRANSFER KE ${code} YULIANA KUSUMA TAM` });
    expect(reconcileWithdrawals([yuliana], [payout("014")]).matches).toHaveLength(1);
    const result = reconcileWithdrawals([yuliana], [payout("009")]);
    expect(result.matches).toEqual([]);
    expect(verdictsOf("withdraw", [yuliana], [payout("009")], result, 1)[0].reason).toContain("bank penerima BNI, bank player BCA");
  });
});

describe("one player's two payouts of one amount, only one of them saying its akun bank (a clean-room audit: 'twin' at 92.9%)", () => {
  const OTHER = "0555666777";
  const tickets = [withdraw(1, { username: "eka77" }), withdraw(2, { username: "eka77", corporateAccountNo: null })];
  // two payouts, each with its own journal number
  const payouts = [debit(41), debit(42, { description: "TRANSFER KE | BI-FAST 009 0390397011 EKA DANA KRISTANTO | 7878078082" })];
  // another player's payout of the amount from the website's other account: the ticket that names no
  // akun bank sees three lines of the amount, the other two, and weighs the same lines a little less
  const stranger = withdraw(3, { fullName: "Rina Wulandari", playerAccountNo: "8812345670", corporateAccountNo: OTHER });
  const strangersLine = debit(43, { accountNo: OTHER, description: "TRANSFER KE | BI-FAST 009 8812345670 RINA WULANDARI | 7878078099" });

  const pairs = (result: ReturnType<typeof reconcileWithdrawals>) => result.matches.map((match) => [match.boId, match.mutasiId]);

  it("pays both tickets, as it does when both say it", () => {
    expect(pairs(reconcileWithdrawals([...tickets, stranger], [...payouts, strangersLine]))).toEqual([[1, 41], [2, 42], [3, 43]]);
    expect(pairs(reconcileWithdrawals([tickets[0], { ...tickets[1], corporateAccountNo: CORPORATE }, stranger], [...payouts, strangersLine]))).toEqual([[1, 41], [2, 42], [3, 43]]);
  });

  it("pays each of them its own payout where the times tell them apart", () => {
    const at = (time: string) => Date.parse(`${DAY}T${time}:00+07:00`);
    const late = { ...tickets[0], requestedAt: at("14:00") };
    const early = { ...tickets[1], requestedAt: at("10:00") };
    const lines = [{ ...payouts[0], bookedAt: at("10:04") }, { ...payouts[1], bookedAt: at("14:06") }];
    expect(pairs(reconcileWithdrawals([late, early, stranger], [...lines, strangersLine]))).toEqual([[1, 42], [2, 41], [3, 43]]);
  });
});

describe("two players of one name and amount, one payout sent after both asked (a clean-room audit: 9 approved on the nearer request)", () => {
  it("leaves the payout for a checker, however much nearer one request is", () => {
    const at = (time: string) => Date.parse(`${DAY}T${time}:00+07:00`);
    const namesakes = [
      withdraw(1, { username: "siti123", playerAccountNo: null, requestedAt: at("02:10") }),
      withdraw(2, { username: "siti7758", playerAccountNo: null, requestedAt: at("05:20") }),
    ];
    const sent = debit(41, { description: "TRANSFER KE | BI-FAST 009 EKA DANA KRISTANTO | 7878078081", bookedAt: at("05:32") });
    const result = reconcileWithdrawals(namesakes, [sent]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous.map((row) => row.boId)).toEqual([1, 2]);
    // a debit before one of the requests is still the other's
    const early = reconcileWithdrawals(namesakes, [{ ...sent, bookedAt: at("03:00") }]);
    expect(early.matches.map((match) => [match.boId, match.mutasiId])).toEqual([[1, 41]]);
  });
});

describe("a payout to another bank or e-wallet than the player's (audit-ewallet2 F7)", () => {
  const masked = (id: number, description: string, amountCents: number) => debit(id, { amountCents, description, receiverName: null, playerAccountNo: null });

  it("is never approved on four masked digits: a BNI account for an OVO player, another code's account for a BCA player", () => {
    const cases: [BoWithdrawCandidate, MutasiWithdrawCandidate][] = [
      [withdraw(1, { fullName: "IKA PUTRI", playerAccountNo: "OVO - 081399997777", amountCents: 67_000_000 }), masked(11, "BI-FAST DB BIF TRANSFER KE 009 ********7777", 67_000_000)],
      [withdraw(2, { fullName: "CITRA KIRANA", playerAccountNo: "BCA - 1234568888", amountCents: 66_000_000 }), masked(12, "BI-FAST DB BIF TRANSFER KE 899 ********8888", 66_000_000)],
    ];
    // a payee the text names as an e-wallet, for a player at a bank
    cases.push([withdraw(3, { fullName: "GINA LESTARI", playerAccountNo: "BCA - 1234567777", amountCents: 55_000_000 }), debit(13, { amountCents: 55_000_000, receiverName: "OVO", description: "TRSF E-BANKING DB 2711/FTSCY/WS95031 550000.00 OVO ****7777" })]);
    for (const [bo, line] of cases) expect(reconcileWithdrawals([bo], [line]).matches, line.description ?? "").toEqual([]);
  });

  it("is no payout of a BCA player's ticket when it went to another code's account in his name", () => {
    const bo = withdraw(4, { fullName: "JONI ISKANDAR", playerAccountNo: "BCA - 1234569999", amountCents: 65_000_000 });
    const line = debit(14, { amountCents: 65_000_000, receiverName: "JONI ISKANDAR", description: "BI-FAST DB BIF TRANSFER KE 899 ********9999 JONI ISKANDAR" });
    expect(reconcileWithdrawals([bo], [line]).matches).toEqual([]);
    // a payout to the player's own wallet number, through whatever code, still pays him
    const wallet = withdraw(5, { fullName: "JONI ISKANDAR", playerAccountNo: "DANA - 081234569999", amountCents: 65_000_000 });
    const toWallet = debit(15, { amountCents: 65_000_000, receiverName: "JONI ISKANDAR", description: "BI-FAST DB BIF TRANSFER KE 899 081234569999 JONI ISKANDAR", playerAccountNo: "081234569999" });
    expect(reconcileWithdrawals([wallet], [toWallet]).matches.map((match) => match.mutasiId)).toEqual([15]);
  });
});

describe("a player's e-wallet number written with the country code (audit-ewallet2 F3)", () => {
  it("is the number the BO gives as 08...", () => {
    const bo = withdraw(1, { fullName: "SITI SALIM", playerAccountNo: "OVO - 081234567890", amountCents: 40_000_000 });
    const line = debit(11, { amountCents: 40_000_000, receiverName: "SITI SALIM", description: "BI-FAST DB BIF TRANSFER KE 6281234567890 SITI SALIM", playerAccountNo: "6281234567890" });
    expect(reconcileWithdrawals([bo], [line]).matches.map((match) => match.mutasiId)).toEqual([11]);
    // another number in the 62 form is another payee's, the name alike notwithstanding
    const other = debit(13, { amountCents: 40_000_000, receiverName: "SITI SALIM", description: "TRSF E-BANKING DB 2711/FTSCY/WS95031 400000.00 KE 6281299998888 SITI SALIM" });
    expect(reconcileWithdrawals([bo], [other]).matches).toEqual([]);
    // a bank account of that length that is no mobile number keeps its digits
    const bank = withdraw(2, { fullName: "SITI SALIM", playerAccountNo: "BRI - 034101000111222", amountCents: 40_000_000 });
    expect(reconcileWithdrawals([bank], [debit(12, { amountCents: 40_000_000, receiverName: "SITI SALIM", description: "TRF KE 34101000111222 SITI SALIM", playerAccountNo: "34101000111222" })]).matches).toHaveLength(1);
  });
});

describe("the account a reason quotes, as the statement prints it (audit-wdnames1 F2)", () => {
  it("an e-wallet payout's phone number keeps its leading 0", () => {
    const ticket = withdraw(1, { fullName: "Siti Rahayu", playerAccountNo: "081234567001", amountCents: 25_000_000 });
    const line = debit(5, { amountCents: 25_000_000, description: "TRSF E-BANKING DB 2711/FTFVA/WS95031 250000.0039358/OVO 081234567001" });
    const [verdict] = verdictsOf("withdraw", [ticket], [line], reconcileWithdrawals([ticket], [line]), 1);
    expect(verdict.tier).toBe("otomatis");
    expect(verdict.reason).toContain("rekening tujuan 081234567001 = nomor rekening player");
  });

  it("a payout to another phone number is named by it, not as a line without payee (audit-wdnames1 F3)", () => {
    const ticket = withdraw(1, { fullName: "Siti Rahayu", playerAccountNo: "081234567001", amountCents: 25_000_000 });
    const line = debit(5, { amountCents: 25_000_000, description: "TRSF E-BANKING DB 2711/FTFVA/WS95031 250000.0039358/OVO 081299990000" });
    const [verdict] = verdictsOf("withdraw", [ticket], [line], reconcileWithdrawals([ticket], [line]), 1);
    expect(verdict.tier).toBe("tidak ada");
    expect(verdict.reason).toBe("Tidak ada mutasi yang cocok. Terdekat: #5 ke rekening 081299990000, bukan rekening player.");
  });
});
