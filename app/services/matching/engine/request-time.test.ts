import { describe, expect, it } from "vitest";
import { REASON_WORDS } from "../messages";
import { DEPOSIT_DAY_LAG, reconcileDeposits } from "./deposits";
import type { BoDepositCandidate, BoWithdrawCandidate, MutasiDepositCandidate, MutasiWithdrawCandidate } from "./types";
import { verdictsOf } from "./verdicts";
import { reconcileWithdrawals, WITHDRAW_DAY_LAG } from "./withdrawals";

const DAY = "2026-03-10";

/** Epoch ms of a Jakarta wall time (UTC+7) on DAY, "10:06". */
function at(clock: string, date = DAY): number {
  const [hours, minutes] = clock.split(":").map(Number);
  return Date.parse(`${date}T00:00:00Z`) + ((hours - 7) * 60 + minutes) * 60_000;
}

function bo(id: number, fields: Partial<BoDepositCandidate> = {}): BoDepositCandidate {
  return { id, website: "WEB01", date: DAY, amountCents: 25_000_000, fullName: "Budi Santoso", username: `player${id}`, corporateAccountNo: "0111222333", references: [], ...fields };
}

function credit(id: number, fields: Partial<MutasiDepositCandidate> = {}): MutasiDepositCandidate {
  return { id, website: "WEB01", date: DAY, amountCents: 25_000_000, senderName: "BUDI SANTOSO", description: `TRF DARI BUDI JRN${id}`, accountNo: "111222333", reference: null, ...fields };
}

function withdraw(id: number, fields: Partial<BoWithdrawCandidate> = {}): BoWithdrawCandidate {
  return { id, website: "WEB01", date: DAY, amountCents: 150_000_000, fullName: "Eka Dana Kristanto", username: `player${id}`, playerAccountNo: null, corporateAccountNo: "0222333444", ...fields };
}

function debit(id: number, fields: Partial<MutasiWithdrawCandidate> = {}): MutasiWithdrawCandidate {
  return { id, website: "WEB01", date: DAY, amountCents: 150_000_000, receiverName: "EKA DANA KRISTANTO", description: `TRF KE KRISTANTO JRN${id}`, accountNo: "0222333444", playerAccountNo: null, reference: null, ...fields };
}

function pairs(result: ReturnType<typeof reconcileDeposits>): [number, number][] {
  return result.matches.map((match) => [match.boId, match.mutasiId]);
}

function judge(bos: BoDepositCandidate[], lines: MutasiDepositCandidate[]) {
  return verdictsOf("deposit", bos, lines, reconcileDeposits(bos, lines), DEPOSIT_DAY_LAG);
}

describe("the time between request and credit (issue 13, point 2)", () => {
  it("two credits alike in all but their booking time are two lines: which of a player's tickets of two days each answers stays a question", () => {
    const NEXT = "2026-03-11";
    // one player's tickets: one late in the evening, one just after midnight; both credits land after midnight
    const bos = [bo(1, { username: "PL784S", requestedAt: at("20:14") }), bo(2, { username: "PL784S", date: NEXT, requestedAt: at("00:52", NEXT) })];
    const same = { date: NEXT, description: "NBMB BUDI SANTOSO TO PT MAKMUR MAJU" };
    const lines = [credit(11, { ...same, bookedAt: at("01:12", NEXT) }), credit(12, { ...same, bookedAt: at("01:25", NEXT) })];
    expect(pairs(reconcileDeposits(bos, lines))).toEqual([]);
    // booked at the same minute they are one credit twice, and both tickets are paid
    const twins = [credit(11, { ...same, bookedAt: at("01:12", NEXT) }), credit(12, { ...same, bookedAt: at("01:12", NEXT) })];
    expect(pairs(reconcileDeposits(bos, twins))).toHaveLength(2);
  });

  it("one credit after midnight for a player's tickets of two days is left for a checker: the newer ticket may be the one never paid", () => {
    const NEXT = "2026-03-11";
    // asked at 22:18, asked again at 00:40, one credit at 01:20: the minutes favour the second ticket, the first may be the one paid
    const bos = [bo(1, { username: "PL784S", requestedAt: at("22:18") }), bo(2, { username: "PL784S", date: NEXT, requestedAt: at("00:40", NEXT) })];
    const lines = [credit(11, { date: NEXT, bookedAt: at("01:20", NEXT) })];
    const verdicts = judge(bos, lines);
    expect(verdicts.map((verdict) => [verdict.boId, verdict.tier, verdict.candidates])).toEqual([
      [1, "ambigu", [11]],
      [2, "ambigu", [11]],
    ]);
    // another player's ticket of the day before does not hold the pair: the minutes decide between two players
    expect(pairs(reconcileDeposits([{ ...bos[0], username: "PL999Q" }, bos[1]], lines))).toEqual([[2, 11]]);
    // both tickets paid: both approved
    expect(pairs(reconcileDeposits(bos, [credit(10, { bookedAt: at("22:25") }), ...lines]))).toEqual([
      [1, 10],
      [2, 11],
    ]);
  });

  it("one credit for a player's two tickets of one day filed hours apart is left for a checker, unless the credit came before the second was filed", () => {
    // a clean-room audit saw Mandiri lines (no time of day) approve the 04:28 ticket while the 20:27 one was paid
    const bos = [bo(1, { username: "riki88", requestedAt: at("04:28") }), bo(2, { username: "riki88", requestedAt: at("20:27") })];
    const verdicts = judge(bos, [credit(11)]);
    expect(verdicts.map((verdict) => [verdict.boId, verdict.tier, verdict.candidates])).toEqual([
      [1, "ambigu", [11]],
      [2, "ambigu", [11]],
    ]);
    // booked at 04:31: only the first ticket existed then
    expect(pairs(reconcileDeposits(bos, [credit(11, { bookedAt: at("04:31") })]))).toEqual([[1, 11]]);
    // two credits: both tickets paid, both approved
    expect(pairs(reconcileDeposits(bos, [credit(11), credit(12)]))).toHaveLength(2);
    // filed twice within minutes: one deposit through the form twice, one ticket approved, the duplicate left
    const twice = [bo(1, { username: "riki88", requestedAt: at("04:28") }), bo(2, { username: "riki88", requestedAt: at("04:31") })];
    expect(pairs(reconcileDeposits(twice, [credit(11)]))).toHaveLength(1);
  });

  it("one credit ten minutes before a player's second ticket, after the first of the evening before, is left for a checker (audit-time1 F10)", () => {
    const NEXT = "2026-03-11";
    const bos = [bo(1, { username: "andi1", requestedAt: at("23:00") }), bo(2, { username: "andi1", date: NEXT, requestedAt: at("00:20", NEXT) })];
    const line = credit(11, { date: NEXT, bookedAt: at("00:10", NEXT) });
    const verdicts = judge(bos, [line]);
    expect(verdicts.map((verdict) => [verdict.boId, verdict.tier, verdict.candidates])).toEqual([
      [1, "ambigu", [11]],
      [2, "ambigu", [11]],
    ]);
    // booked more than the hour before the second was filed: only the first existed then
    expect(pairs(reconcileDeposits([bos[0], bo(2, { username: "andi1", date: NEXT, requestedAt: at("01:30", NEXT) })], [line]))).toEqual([[1, 11]]);
  });

  it("never approves a credit booked hours before the request: it may be the money of a late ticket whose export comes later", () => {
    // a clean-room audit: the player's 07:00 ticket approved on his 00:05 credit, which paid the evening's ticket
    const [verdict] = judge([bo(1, { requestedAt: at("07:00") })], [credit(11, { bookedAt: at("00:05") })]);
    expect([verdict.tier, verdict.candidates]).toEqual(["saran", [11]]);
    expect(verdict.reason).toContain("masuk 6 jam 55 menit sebelum request. Belum otomatis: uang masuk lebih dari 1 jam sebelum request");
    // within the hour before, the player paid first and filed the form after
    expect(pairs(reconcileDeposits([bo(1, { requestedAt: at("07:00") })], [credit(11, { bookedAt: at("06:20") })]))).toEqual([[1, 11]]);
  });

  it("never approves an untimed credit whose whole day ended hours before the request (audit-time1 F3b)", () => {
    // the BO dates the ticket the 10th (its Bank Statement column) but it was filed on the 11th at 10:00; the credit is dated the 10th, no time
    const NEXT = "2026-03-11";
    const [verdict] = judge([bo(1, { requestedAt: at("10:00", NEXT) })], [credit(11)]);
    expect([verdict.tier, verdict.candidates]).toEqual(["saran", [11]]);
    expect(verdict.reason).toContain("Belum otomatis: uang masuk lebih dari 1 jam sebelum request");
    // filed at 00:40 the credit of the evening before may be minutes old: still paid, as before
    expect(pairs(reconcileDeposits([bo(1, { date: NEXT, requestedAt: at("00:40", NEXT) })], [credit(11)]))).toEqual([[1, 11]]);
  });

  it("reads a username as the back office does, whatever its case or the spaces an export left around it", () => {
    // the same player's two tickets, exported once as typed and once lower-cased: still his two tickets
    const bos = [bo(1, { username: "Riki88", requestedAt: at("04:28") }), bo(2, { username: " riki88 ", requestedAt: at("20:27") })];
    expect(judge(bos, [credit(11)]).map((verdict) => [verdict.boId, verdict.tier])).toEqual([
      [1, "ambigu"],
      [2, "ambigu"],
    ]);
  });

  it("pays a request filed just after midnight with the player's credit of the evening before", () => {
    // a clean-room audit: paid at 23:58, the form filed at 00:03, left "tidak ada"
    const NEXT = "2026-03-11";
    const early = bo(1, { date: NEXT, requestedAt: at("00:03", NEXT) });
    expect(pairs(reconcileDeposits([early], [credit(11, { bookedAt: at("23:58") })]))).toEqual([[1, 11]]);
    // within the hour before, as on any day: 23:45 for a 00:30 request (a clean-room audit: "di luar batas")
    expect(pairs(reconcileDeposits([bo(1, { date: NEXT, requestedAt: at("00:30", NEXT) })], [credit(11, { bookedAt: at("23:45") })]))).toEqual([[1, 11]]);
    // a statement without times: the day before's line of the same name and amount
    expect(pairs(reconcileDeposits([early], [credit(11)]))).toEqual([[1, 11]]);
    // booked hours before the form: another payment
    expect(pairs(reconcileDeposits([early], [credit(11, { bookedAt: at("20:00") })]))).toEqual([]);
    // filed in the morning: the day before's lines are not its payment
    expect(pairs(reconcileDeposits([bo(1, { date: NEXT, requestedAt: at("09:00", NEXT) })], [credit(11)]))).toEqual([]);
    // a nameless line of the day before proves nothing by its amount
    const wallet = credit(11, { senderName: null, description: "TRSF E-BANKING CR 1003/FTSCY/WS95031 250137.00 DOMPET ANAK BANGSA", amountCents: 25_013_700 });
    expect(pairs(reconcileDeposits([{ ...early, amountCents: 25_013_700 }], [wallet]))).toEqual([]);
  });

  it("still pays it with the evening's credit when the BO date's lines of the amount only share the amount", () => {
    // a clean-room audit: approved at the BO upload, then taken back when the next statement brought
    // a nameless credit of the same amount (somebody else's BI-FAST, the name only in the text)
    const NEXT = "2026-03-11";
    const early = bo(1, { date: NEXT, requestedAt: at("00:07", NEXT) });
    const evening = credit(11, { bookedAt: at("23:55") });
    const nameless = credit(12, { date: NEXT, senderName: null, description: "BIFAST 009 8488423868", bookedAt: at("07:59", NEXT) });
    expect(pairs(reconcileDeposits([early], [evening]))).toEqual([[1, 11]]);
    expect(pairs(reconcileDeposits([early], [evening, nameless]))).toEqual([[1, 11]]);
    // the player's own credit of the BO date wins over the evening's
    const own = credit(13, { date: NEXT, bookedAt: at("00:20", NEXT) });
    expect(pairs(reconcileDeposits([early], [evening, own]))).toEqual([[1, 13]]);
  });

  it("tells apart two players of the same name and amount by when each asked and was credited", () => {
    const bos = [bo(1), bo(2)];
    const lines = [credit(11), credit(12)];
    // no times: two look-alike pairings, left for a checker as before
    expect(judge(bos, lines).map((verdict) => verdict.tier)).toEqual(["ambigu", "ambigu"]);

    const timedBos = [bo(1, { requestedAt: at("10:00") }), bo(2, { requestedAt: at("13:00") })];
    const timedLines = [credit(11, { bookedAt: at("13:04") }), credit(12, { bookedAt: at("10:06") })];
    expect(pairs(reconcileDeposits(timedBos, timedLines))).toEqual([
      [1, 12],
      [2, 11],
    ]);
    expect(judge(timedBos, timedLines)).toEqual([
      { boId: 1, tier: "otomatis", reason: 'Nama pengirim "BUDI SANTOSO" sama, nominal Rp 250.000 sama (2 mutasi bernominal itu), masuk 6 menit setelah request', candidates: [12] },
      { boId: 2, tier: "otomatis", reason: 'Nama pengirim "BUDI SANTOSO" sama, nominal Rp 250.000 sama (2 mutasi bernominal itu), masuk 4 menit setelah request', candidates: [11] },
    ]);
  });

  it("of two lines of the same name and amount, approves the one credited within the hour, not the one hours later", () => {
    const row = bo(1, { requestedAt: at("10:00") });
    const result = reconcileDeposits([row], [credit(21, { bookedAt: at("15:30") }), credit(22, { bookedAt: at("10:12") })]);
    expect(pairs(result)).toEqual([[1, 22]]);
    expect(result.matches[0].evidence.minutes).toBe(12);
    expect(result.matches[0].reason).toBe("AUTO: mutasi #22, amount (2 alike), name 1.00, same day, 12 min after request");
  });

  it("a player who pays a minute or two before filing the request is credited as expected, and told so", () => {
    const bos = [bo(1, { requestedAt: at("10:00") }), bo(2, { requestedAt: at("11:30") })];
    const lines = [credit(31, { bookedAt: at("09:58") }), credit(32, { bookedAt: at("11:31") })];
    const verdicts = judge(bos, lines);
    expect(verdicts.map((verdict) => [verdict.tier, verdict.candidates])).toEqual([
      ["otomatis", [31]],
      ["otomatis", [32]],
    ]);
    expect(verdicts[0].reason).toMatch(/, masuk 2 menit sebelum request$/);
  });

  it("is neutral where either time is unknown: the same decisions and scores as without the clue, the day in the reason", () => {
    const untimed = reconcileDeposits([bo(1), bo(2)], [credit(41), credit(42)]);
    const scoresOf = (result: ReturnType<typeof reconcileDeposits>) => result.ambiguous.map((row) => row.candidates.map((candidate) => [candidate.mutasiId, candidate.score, candidate.evidence.minutes]));
    // a BCA statement gives dates only; a BO row may lack its request time
    const dateOnlyLines = reconcileDeposits([bo(1, { requestedAt: at("10:00") }), bo(2, { requestedAt: at("13:00") })], [credit(41), credit(42, { bookedAt: null })]);
    const untimedRows = reconcileDeposits([bo(1), bo(2, { requestedAt: null })], [credit(41, { bookedAt: at("10:05") }), credit(42, { bookedAt: at("13:02") })]);
    for (const result of [dateOnlyLines, untimedRows]) {
      expect(pairs(result)).toEqual(pairs(untimed));
      expect(scoresOf(result)).toEqual(scoresOf(untimed));
    }
    expect(scoresOf(untimed).flat().map((candidate) => candidate[2])).toEqual([null, null, null, null]);
    const lone = judge([bo(1, { requestedAt: at("10:00") })], [credit(43, { bookedAt: null })]);
    expect(lone[0].reason).toMatch(/, masuk di tanggal BO$/);
  });

  it("never proves a payment alone: another person's line credited a minute after the request stays out", () => {
    const [verdict] = judge([bo(1, { requestedAt: at("10:00") })], [credit(51, { senderName: "SITI AMINAH", description: "TRF DARI SITI", bookedAt: at("10:01") })]);
    expect(verdict.tier).toBe("tidak ada");
    // nor does a very late credit lose a payment that nothing else competes for
    const [late] = judge([bo(2, { requestedAt: at("10:00") })], [credit(52, { date: "2026-03-11", bookedAt: at("09:00", "2026-03-11") })]);
    expect(late).toMatchObject({ tier: "otomatis", candidates: [52] });
    expect(late.reason).toMatch(/, masuk 23 jam setelah request$/);
  });

  it("withdrawals: two payouts of one name and amount told apart by when each was sent, 'keluar N menit setelah request'", () => {
    const bos = [withdraw(1, { requestedAt: at("08:00") }), withdraw(2, { requestedAt: at("16:00") })];
    const lines = [debit(61, { bookedAt: at("16:20") }), debit(62, { bookedAt: at("08:45") })];
    expect(reconcileWithdrawals(bos.map((row) => ({ ...row, requestedAt: null })), lines).matches).toEqual([]);
    const result = reconcileWithdrawals(bos, lines);
    expect(result.matches.map((match) => [match.boId, match.mutasiId])).toEqual([
      [1, 62],
      [2, 61],
    ]);
    const verdicts = verdictsOf("withdraw", bos, lines, result, WITHDRAW_DAY_LAG);
    expect(verdicts.map((verdict) => verdict.reason.split(", ").at(-1))).toEqual(["keluar 45 menit setelah request", "keluar 20 menit setelah request"]);
  });

  it("says large gaps in hours and minutes, and a credit in the request's own minute plainly", () => {
    const cases: [number, string][] = [
      [0, "masuk di menit yang sama dengan request"],
      [6, "masuk 6 menit setelah request"],
      [-3, "masuk 3 menit sebelum request"],
      [120, "masuk 2 jam setelah request"],
      [135, "masuk 2 jam 15 menit setelah request"],
      [-90, "masuk 1 jam 30 menit sebelum request"],
    ];
    for (const [minutes, words] of cases) expect(REASON_WORDS.requestTime("deposit", minutes)).toBe(words);
    expect(REASON_WORDS.requestTime("withdraw", 61)).toBe("keluar 1 jam 1 menit setelah request");
  });
});
