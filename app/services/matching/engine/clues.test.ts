import { describe, expect, it } from "vitest";
import { reconcileDeposits } from "./deposits";
import { counterpartyBankOf } from "./sender-bank";
import type { BoDepositCandidate, MutasiDepositCandidate } from "./types";
import { verdictsOf } from "./verdicts";
import { reconcileWithdrawals } from "./withdrawals";

const DAY = "2026-03-10";

function bo(id: number, fields: Partial<BoDepositCandidate> = {}): BoDepositCandidate {
  return { id, website: "WEB01", date: DAY, amountCents: 10_000_000, fullName: "Budi Santoso", username: "PL123X", corporateAccountNo: "0111222333", references: [], ...fields };
}

function credit(id: number, senderName: string | null, description: string | null, fields: Partial<MutasiDepositCandidate> = {}): MutasiDepositCandidate {
  return { id, website: "WEB01", date: DAY, amountCents: 10_000_000, senderName, description, accountNo: "111222333", reference: null, ...fields };
}

describe("clues beyond name and amount (issue 13)", () => {
  it("the player's username typed in the news proves a payment from a relative's account", () => {
    const lines = [credit(7, "SITI AMINAH", "TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 DEPO PL123X SITI AMINAH")];
    const result = reconcileDeposits([bo(1)], lines);
    expect(result.matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 7, reason: "AUTO: mutasi #7, amount, username PL123X in text, name 0.00, same day" })]);
  });

  it("reads a Player Ref or ticket of digits alone typed in the news: it proves the payment, and holds the sender's own ticket (audit-refs1 F6)", () => {
    const owner = bo(1, { fullName: "Hani Suryani", username: "hani01", references: ["8800123456"] });
    const stranger = credit(7, "RUDI HARTONO", "TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 8800123456 RUDI HARTONO");
    expect(reconcileDeposits([owner], [stranger]).matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 7, reason: expect.stringContaining("username 8800123456 in text") })]);
    // the sender has a ticket of the amount too: neither is approved alone
    const dewi = bo(2, { fullName: "Dewi Lestari", username: "dewi9" });
    const fromDewi = credit(8, "DEWI LESTARI", "TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 8800123456 DEWI LESTARI");
    expect(reconcileDeposits([owner, dewi], [fromDewi]).matches).toEqual([]);
    // a ticket numbered in digits alone, likewise
    const ticket = bo(3, { fullName: "Gina Anggraeni", username: "gina6", ticketNo: "2611280002" });
    expect(reconcileDeposits([ticket], [credit(9, "RUDI HARTONO", "TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 2611280002 RUDI HARTONO")]).matches).toEqual([expect.objectContaining({ boId: 3, mutasiId: 9 })]);
    // six digits are as often a number of the bank's own: no clue
    const short = bo(4, { fullName: "Hani Suryani", username: "hani01", references: ["661122"] });
    expect(reconcileDeposits([short, dewi], [credit(10, "DEWI LESTARI", "TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 661122 DEWI LESTARI")]).matches).toEqual([expect.objectContaining({ boId: 2, mutasiId: 10 })]);
  });

  it("never approves a gateway report's payment booked for another site user, whatever the name (audit-gateway1 F3)", () => {
    const budi = bo(1, { fullName: "Budi Santoso", username: "budi88" });
    // as the statement parser stores an Auto TX row: the report's text, then its Username
    const other = credit(7, "BUDI SANTOSO", "Username budix");
    const result = reconcileDeposits([budi], [other]);
    expect(result.matches).toEqual([]);
    const [verdict] = verdictsOf("deposit", [budi], [other], result, 1);
    expect(verdict).toMatchObject({ tier: "saran", candidates: [7] });
    expect(verdict.reason).toContain("laporan gateway mencatat pembayaran ini untuk username BUDIX, bukan username player");
    // booked for the ticket's own player, it pays as before
    expect(reconcileDeposits([budi], [credit(8, "BUDI SANTOSO", "ATX2 BUDI SANTOSO DANA Username budi88")]).matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 8 })]);
  });

  it("never lets a line quoting a gateway row's transaction id pay a second ticket: it is that payment once more (audit-gateway1 F1)", () => {
    const first = bo(1, { fullName: "Lina Kurnia", username: "lina11" });
    const retry = bo(2, { fullName: "Lina Kurnia", username: "lina11" });
    const report = credit(7, "LINA KURNIA", "Username lina11", { reference: "ATX101" });
    const wallet = credit(8, "LINA KURNIA", "LINA KURNIA 081234567011 Pembayaran ATX101");
    const result = reconcileDeposits([first, retry], [report, wallet]);
    expect(result.matches.map((match) => match.mutasiId)).toEqual([7]);
    // without the quoted id, two credits are two payments
    const other = credit(9, "LINA KURNIA", "LINA KURNIA 081234567011 Pembayaran");
    expect(reconcileDeposits([first, retry], [report, other]).matches.map((match) => match.mutasiId).sort()).toEqual([7, 9]);
  });

  it("reads a username with an underscore in the news (ketut718_), as the site lets players choose it", () => {
    const lines = [credit(7, "MAYA PUTRA LUBIS", "TRSF E-BANKING CR 2311/FTSCY/WS95031 100000.00ketut718_ MAYA PUTRA LUBIS")];
    const result = reconcileDeposits([bo(1, { fullName: "Ketut Setiawan", username: "ketut718_" })], lines);
    expect(result.matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 7, reason: "AUTO: mutasi #7, amount, username KETUT718_ in text, name 0.00, same day" })]);
  });

  it("reads a username of letters alone in the news beside another sender, never among a name's words", () => {
    // a clean-room audit: "depo slotsantzz" from BAYU SANTOSO left Maya Santoso's ticket "tidak ada"
    const relative = credit(7, "BAYU SANTOSO", "TRANSFER DARI | TRF ONLINE BCA | BAYU SANTOSO | depo slotsantzz |");
    const maya = bo(1, { fullName: "Maya Santoso", username: "slotsantzz" });
    expect(reconcileDeposits([maya], [relative]).matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 7, reason: expect.stringContaining("username SLOTSANTZZ in text") })]);
    // the same word as the sender's name proves nothing: username hermawan, a transfer from BUDI HERMAWAN
    const budi = credit(8, "BUDI HERMAWAN", "TRANSFER DARI | TRF ONLINE BCA | BUDI HERMAWAN | |");
    expect(reconcileDeposits([bo(2, { fullName: "Dewi Lestari", username: "hermawan" })], [budi]).matches).toEqual([]);
    // nor a word of the bank's own text: username mandiri, a transfer from BANK MANDIRI
    const bank = credit(10, "BUDI HERMAWAN", "Transfer dari BANK MANDIRI BUDI HERMAWAN");
    expect(reconcileDeposits([bo(3, { fullName: "Dewi Lestari", username: "mandiri" })], [bank]).matches).toEqual([]);
    // nor does a line with no sender the parser could isolate
    expect(reconcileDeposits([maya], [credit(9, null, "SETORAN TUNAI SLOTSANTZZ")]).matches).toEqual([]);
    // in a busy round amount's index too
    const names = ["ANDI SAPUTRA", "DEWI PRATAMA", "AGUS WIJAYA", "RINA KUSUMA", "EKA HIDAYAT", "JOKO NUGROHO", "MAYA RAHAYU"];
    const many = names.map((name, i) => bo(100 + i, { fullName: name, username: `PX${i}Z` }));
    const lines = names.map((name, i) => credit(1000 + i, name, `TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 ${name}`));
    expect(reconcileDeposits([maya, ...many], [relative, ...lines]).matches.find((match) => match.boId === 1)).toMatchObject({ mutasiId: 7 });
  });

  it("finds a name in its old spelling inside a day of one round amount, where lines are compared by name keys only", () => {
    const first = ["ANDI", "DEWI", "AGUS", "RINA", "EKA", "JOKO", "MAYA", "NOVI", "PUTRI", "RIZKY"];
    const last = ["SAPUTRA", "PRATAMA", "WIJAYA", "KUSUMA", "HIDAYAT"];
    const names = first.flatMap((a) => last.map((b) => `${a} ${b}`));
    const many = names.map((name, i) => bo(100 + i, { fullName: name, username: `PX${i}Z` }));
    const lines = names.map((name, i) => credit(1000 + i, name, `TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 ${name}`));
    lines.push(credit(7, "TAUFIK GUNAWAN", "BI-FAST CR BIF TRANSFER DR 014 SDR TAUFIK GUNAWAN"), credit(8, "SUMARNI", "Transfer dari BANK BCA SUMARNI"));
    const result = reconcileDeposits([bo(1, { fullName: "Taufik Goenawan", username: "sultan896" }), bo(2, { fullName: "SOEMARNI", username: "suma332" }), ...many], lines);
    expect(result.matches.filter((match) => match.boId < 100).map((match) => [match.boId, match.mutasiId])).toEqual([
      [1, 7],
      [2, 8],
    ]);
  });

  it("finds the username inside a day of one round amount, where lines are compared by name keys only", () => {
    const first = ["ANDI", "DEWI", "AGUS", "RINA", "EKA", "JOKO", "MAYA", "NOVI", "PUTRI", "RIZKY", "TAUFIK", "WAHYU", "YULIA", "ZAINAL", "CAHYO", "DEDI", "FAJAR", "GILANG", "HARIS", "IRWAN"];
    const last = ["SAPUTRA", "PRATAMA", "WIJAYA", "KUSUMA", "HIDAYAT", "NUGROHO", "RAHAYU", "PERMANA", "SIREGAR", "LUBIS"];
    const names = first.flatMap((a) => last.map((b) => `${a} ${b}`));
    const many = names.map((name, i) => bo(100 + i, { fullName: name, username: `PX${i}Z` }));
    const lines = names.map((name, i) => credit(1000 + i, name, `TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 ${name}`));
    lines.push(credit(7, "SITI AMINAH", "TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 DEPO PL123X SITI AMINAH"));
    const result = reconcileDeposits([bo(1), ...many], lines);
    expect(result.matches.find((match) => match.boId === 1)).toMatchObject({ mutasiId: 7 });
    // and the Player Ref a friend typed as his news (a clean-room audit: 2 of 9 such rows never saw their line)
    const friend = credit(8, "NYOMAN TANOTO", "TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 PR3660Z NYOMAN TANOTO");
    const yudi = bo(2, { fullName: "Yudi Arya Susanto", username: "yudisus_479", references: ["PR3660Z"] });
    const withRef = reconcileDeposits([yudi, ...many], [...lines.filter((line) => line.id !== 7), friend]);
    expect(withRef.matches.find((match) => match.boId === 2)).toMatchObject({ mutasiId: 8, reason: expect.stringContaining("PR3660Z") });
  });

  it("news naming one player from a sender named as another of the same amount approves neither: both keep the line for a checker", () => {
    const andi = bo(1, { fullName: "Andi Pratama", username: "andi123" });
    const budi = bo(2, { username: "budi01" });
    const lines = [credit(7, "BUDI SANTOSO", "TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 DEPO ANDI123 BUDI SANTOSO")];
    const result = reconcileDeposits([andi, budi], lines);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous.map((row) => [row.boId, row.candidates.map((candidate) => candidate.mutasiId)])).toEqual([
      [1, [7]],
      [2, [7]],
    ]);
    // alone, each clue still pays its row
    expect(reconcileDeposits([andi], lines).matches.map((match) => match.boId)).toEqual([1]);
    expect(reconcileDeposits([budi], lines).matches.map((match) => match.boId)).toEqual([2]);
    // the sender typing his own username beside a row whose name is like his: nothing disagrees
    const own = [credit(8, "BUDI SANTOSO", "TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 DEPO BUDI01 BUDI SANTOSO")];
    const alike = bo(3, { fullName: "Budi Santoso Wijaya", username: "santoso77" });
    expect(reconcileDeposits([budi, alike], own).matches.map((match) => [match.boId, match.mutasiId])).toEqual([[2, 8]]);
  });

  it("a cheer typed as news (MANTAP, CUAN) names no player, even one whose username it is (a clean-room audit: 2 rows held)", () => {
    const mantap = bo(1, { fullName: "Nabila Lestari", username: "mantap" });
    const dewi = bo(2, { fullName: "Dewi Nasution", username: "dewi_713" });
    for (const cheer of ["MANTAP", "CUAN"]) {
      const lines = [credit(7, "DEWI NASUTION", `TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 ${cheer}  DEWI NASUTION`)];
      const result = reconcileDeposits([{ ...mantap, username: cheer.toLowerCase() }, dewi], lines);
      expect(result.matches.map((match) => [match.boId, match.mutasiId]), cheer).toEqual([[2, 7]]);
    }
  });

  it("the last digits of the player's account beside somebody else's name prove nothing; beside no name they still count", () => {
    const siti = bo(1, { fullName: "Siti Nurhaliza", username: "siti01", playerAccountNo: "BCA - 0123455678" });
    const named = [credit(7, "AHMAD FAUZI", "TRANSFER DARI XXXXXX5678 AHMAD FAUZI")];
    const result = reconcileDeposits([siti], named);
    expect(result.matches).toEqual([]);
    const nameless = [credit(8, null, "TRANSFER DARI XXXXXX5678")];
    expect(reconcileDeposits([siti], nameless).matches.map((match) => match.mutasiId)).toEqual([8]);
  });

  it("a reference shared by chance does not outweigh another sender from another account; shared with the player's own line it still decides", () => {
    const sari = bo(1, { fullName: "Sari Dewi", username: "sari01", playerAccountNo: "BCA - 5550001111", references: ["0987654321"] });
    const stranger = credit(7, "HENDRA KUSUMA", "DR 7776665554 KR 0111222333 0987654321/HENDRA KUSUMA/JKT", { reference: "0987654321", senderAccountNo: "7776665554" });
    expect(reconcileDeposits([sari], [stranger]).matches).toEqual([]);
    const own = credit(8, "SARI DEWI", "DR 5550001111 KR 0111222333 0987654321/SARI DEWI/JKT", { reference: "0987654321", senderAccountNo: "5550001111" });
    expect(reconcileDeposits([sari], [own]).matches.map((match) => match.reason)).toEqual(["AUTO: mutasi #8, reference 0987654321, amount, same day"]);
  });

  it("the bank's own slash-joined reference is not news: a player named like its last part is not paid by it", () => {
    const lines = [credit(7, "JOKO WIDODO", "TRSF E-BANKING CR 0702/FTSCY/WS95031 100000.00 JOKO WIDODO")];
    expect(reconcileDeposits([bo(1, { fullName: "Putri Ayu", username: "ws95031" })], lines).matches).toEqual([]);
  });

  it("another player's username in the news is no proof for this row", () => {
    const lines = [credit(7, "SITI AMINAH", "TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 DEPO PL999Q SITI AMINAH")];
    expect(reconcileDeposits([bo(1)], lines).matches).toEqual([]);
  });

  it("a ShopeePay line (its reference where a sender would be) pays the one row of its odd amount", () => {
    const lines = [credit(9, null, "TRSF E-BANKING CR 0308/FTSCY/WS95031 100123.00 SF 0308 AIRPAY INTERNATION", { amountCents: 10_012_300 })];
    const result = reconcileDeposits([bo(1, { amountCents: 10_012_300 })], lines);
    expect(result.matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 9 })]);
    expect(result.matches[0].reason).toContain("amount unique, no sender name");
  });

  it("a ShopeePay line of a unique amount in round thousands pays the row only when the player registered ShopeePay", () => {
    const shopeepay = (amountCents: number) => [credit(9, null, `TRSF E-BANKING CR 0308/FTSCY/WS95031 ${amountCents / 100}.00 SF 0308 AIRPAY INTERNATION`, { amountCents })];
    const registered = { amountCents: 33_100_000, playerAccountNo: "SHOPEEPAY - 081234567890" };
    expect(reconcileDeposits([bo(1, registered)], shopeepay(33_100_000)).matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 9 })]);
    // a player whose Player Bank is a bank: Rp 331.000 is an amount anyone could send
    expect(reconcileDeposits([bo(1, { ...registered, playerAccountNo: "BCA - 6308696917" })], shopeepay(33_100_000)).matches).toEqual([]);
    // another e-wallet than the one registered
    expect(reconcileDeposits([bo(1, { ...registered, playerAccountNo: "OVO - 081234567890" })], shopeepay(33_100_000)).matches).toEqual([]);
    // round ten thousands are everyone's amounts, also through the player's own e-wallet
    expect(reconcileDeposits([bo(1, { ...registered, amountCents: 108_000_000 })], shopeepay(108_000_000)).matches).toEqual([]);
    // a DANA merchant account's settlement names no payer: the account itself says the money came through DANA
    const dana = [credit(9, null, null, { amountCents: 120_400_000, accountBank: "DANA" })];
    expect(reconcileDeposits([bo(1, { amountCents: 120_400_000, playerAccountNo: "DANA - 086828662210" })], dana).matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 9 })]);
    expect(reconcileDeposits([bo(1, { amountCents: 120_400_000, playerAccountNo: "BNI - 0391234567" })], dana).matches).toEqual([]);
    // a second row of the amount could be the payer as well
    expect(reconcileDeposits([bo(1, registered), bo(2, { ...registered, fullName: "Sari Aziz", username: "PL999Q" })], shopeepay(33_100_000)).matches).toEqual([]);
  });
});

describe("one player's tickets of one day (issue 13)", () => {
  it("two tickets paid by two credits are both approved, also when only one ticket lists the Player Bank the lines show", () => {
    const tickets = [bo(1, { playerAccountNo: "BNI - 3210099626" }), bo(2, { playerAccountNo: null })];
    const lines = [
      credit(5, "BUDI SANTOSO", "DR 3210099626 KR 0111222333 20264015798/BUDI SANTOSO/MDN"),
      credit(6, "BUDI SANTOSO", "TRANSFER DARI 3210099626 KE 0111222333 BUDI SANTOSO"),
    ];
    expect(reconcileDeposits(tickets, lines).matches.map((match) => match.boId)).toEqual([1, 2]);
  });
});

describe("names as the banks cut and shorten them (issue 13, point 2)", () => {
  const pairs = (result: ReturnType<typeof reconcileDeposits>) => result.matches.map((match) => [match.boId, match.mutasiId]);

  it("a sender cut at 18 characters with the title in them is read as cut: 'BAPAK KURNIA PANGA' pays KURNIA PANGARIBUAN", () => {
    const lines = [credit(5, "KURNIA PANGA", "SWITCHING CR TANGGAL :05/03 TRANSFER DR 022 BAPAK KURNIA PANGA")];
    expect(pairs(reconcileDeposits([bo(1, { fullName: "Kurnia Pangaribuan" })], lines))).toEqual([[1, 5]]);
    // KlikBCA glues the title to the amount
    const glued = [credit(7, "KURNIA PANGA", "TRSF E-BANKING CR 0503/FTSCY/WS95031 100000.00BAPAK KURNIA PANGA")];
    expect(pairs(reconcileDeposits([bo(1, { fullName: "Kurnia Pangaribuan" })], glued))).toEqual([[1, 7]]);
    // the same short sender without a title before it is not cut: only a suggestion
    const whole = [credit(6, "KURNIA PANGA", "SWITCHING CR TANGGAL :05/03 TRANSFER DR 022 KURNIA PANGA")];
    expect(pairs(reconcileDeposits([bo(1, { fullName: "Kurnia Pangaribuan" })], whole))).toEqual([]);
  });

  it("a name written shorter (a middle name left out or as its initial) is the same name, but a name written whole wins the line", () => {
    expect(pairs(reconcileDeposits([bo(1, { fullName: "Sari Prabowo Aziz" })], [credit(5, "SARI P AZIZ", "TRSF E-BANKING CR 1000000.00 SARI P AZIZ")]))).toEqual([[1, 5]]);
    expect(pairs(reconcileDeposits([bo(1, { fullName: "Elsa Sutrisno Sinaga" })], [credit(5, "ELSA SINAGA", "NBMB ELSA SINAGA TO PT CAHAYA")]))).toEqual([[1, 5]]);
    expect(pairs(reconcileDeposits([bo(1, { fullName: "Muhammad Khoirul Lestari" })], [credit(5, "M K LESTARI", "BI-FAST CR TRANSFER DR 009 M K LESTARI")]))).toEqual([[1, 5]]);
    const rivals = [bo(1, { fullName: "Elsa Sutrisno Sinaga", username: "elsa1" }), bo(2, { fullName: "Elsa Sinaga", username: "elsa2" })];
    expect(pairs(reconcileDeposits(rivals, [credit(5, "ELSA SINAGA", "NBMB ELSA SINAGA TO PT CAHAYA")]))).toEqual([[2, 5]]);
    // another last name is another person
    expect(pairs(reconcileDeposits([bo(1, { fullName: "Elsa Sutrisno Sinaga" })], [credit(5, "ELSA SIREGAR", "NBMB ELSA SIREGAR TO PT CAHAYA")]))).toEqual([]);
  });

  it("a username KlikBCA glued to the amount's cents is still read ('290000.00PL261P SIAUW RAMADHAN')", () => {
    const lines = [credit(5, "SIAUW RAMADHAN", "TRSF E-BANKING CR 0303/FTSCY/WS95031 290000.00PL261P SIAUW RAMADHAN")];
    expect(pairs(reconcileDeposits([bo(1, { fullName: "Rosita Teguh Ramadhan", username: "PL261P" })], lines))).toEqual([[1, 5]]);
  });
});

describe("the sender's bank (issue 13, point 2)", () => {
  it("takes the e-wallet an e-wallet's settlement names, not the clearing code it came through", () => {
    expect(counterpartyBankOf("BI-FAST CR TANGGAL :18/11 TRANSFER DR 013 DOMPET ANAK BANGSA")).toBe("GOPAY");
    expect(counterpartyBankOf("BI-FAST CR TANGGAL :18/11 TRANSFER DR 013 DEWI LESTARI")).toBe("PERMATA");
    // the code after DARI, as Mandiri and BNI print a BI-FAST credit; never an account number after DARI
    expect(counterpartyBankOf("BI-FAST CR DARI 002 SDRI ELSA DEWI PANJA 25561158934")).toBe("BRI");
    expect(counterpartyBankOf("TRF BIFAST CR | DARI 009 AYU HARTONO | 051820034499 | |")).toBe("BNI");
    expect(counterpartyBankOf("TRANSFER DARI 3210099626 KE 0111222333 BUDI SANTOSO")).toBeNull();
  });
  it("reads a payout's payee bank from the code after KE, never from an account number there", () => {
    expect(counterpartyBankOf("BI-FAST DB TANGGAL :10/03 TRANSFER KE 009 YULIANA KUSUMA TAM")).toBe("BNI");
    expect(counterpartyBankOf("TRF BIFAST KE 014 7033259427 71831136319/KHOIRUNNISA WIJAYA")).toBe("BCA");
    expect(counterpartyBankOf("BIFAST KE 002 9892002075 YULIA SIHOMBING PAYOUT")).toBe("BRI");
    expect(counterpartyBankOf("TRANSFER BI FAST KE 014 ASEP FITRI SIMANJUNT 91863393784")).toBe("BCA");
    expect(counterpartyBankOf("MCM InhouseTrf KE 1230009876543 SITI AMINAH")).toBeNull();
    // a code the table does not name is still another bank than any it names
    expect(counterpartyBankOf("TRANSFER KE 999 BUDI")).toBe("kode 999");
  });
});

describe("the statement's own account holder, whom BRI prints on every transfer (a clean-room audit: a stranger's credit approved for username terang)", () => {
  // FORMATS.md's BRI CMS: TRREMK `NBMB <sender> TO <receiver>`; the operator's account is CV TERANG JAYA
  const terang = bo(1, { fullName: "Dinda Situmorang", username: "terang", amountCents: 2_500_000 });

  it("never reads a word of the holder's name on a credit as the player's username", () => {
    const stranger = credit(7, "KOMANG TANOTO", "NBMB KOMANG TANOTO TO CV TERANG JAYA", { amountCents: 2_500_000, accountBank: "BRI" });
    const result = reconcileDeposits([terang], [stranger]);
    expect(result.matches).toEqual([]);
    // the same username typed as the sender's news still counts
    const typed = credit(8, "KOMANG TANOTO", "TRANSFER DARI | TRF ONLINE BCA | KOMANG TANOTO | depo terang |", { amountCents: 2_500_000 });
    expect(reconcileDeposits([terang], [typed]).matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 8, reason: expect.stringContaining("username TERANG in text") })]);
  });

  it("still reads the news typed after the holder's name, for the player it names and against the sender's own ticket", () => {
    // a clean-room audit: TRREMK `NBMB TUTI PANJAITAN TO CV SINAR HOKI`, then TLBDS1 `DEPO elsapangg2`, a friend's deposit
    const tuti = bo(1, { fullName: "Tuti Panjaitan", username: "tutipan_202", amountCents: 2_500_000 });
    const elsa = bo(2, { fullName: "Elsa Panggabean", username: "elsapangg2", amountCents: 2_500_000 });
    const line = credit(7, "TUTI PANJAITAN", "NBMB TUTI PANJAITAN TO CV SINAR HOKI DEPO elsapangg2", { amountCents: 2_500_000, accountBank: "BRI" });
    // the news names one player, the sender is another with a ticket of the amount: neither is approved
    const both = reconcileDeposits([tuti, elsa], [line]);
    expect(both.matches).toEqual([]);
    expect(both.ambiguous.map((row) => row.boId)).toEqual([1, 2]);
    // alone, the player the news names is paid by it
    expect(reconcileDeposits([elsa], [line]).matches).toEqual([expect.objectContaining({ boId: 2, mutasiId: 7, reason: expect.stringContaining("username ELSAPANGG2 in text") })]);
    // a username of letters alone typed there counts too
    const sinta = bo(3, { fullName: "Sinta Lubis", username: "slotsintaa", amountCents: 2_500_000 });
    const typed = credit(8, "KOMANG TANOTO", "NBMB KOMANG TANOTO TO CV TERANG JAYA DEPO slotsintaa", { amountCents: 2_500_000, accountBank: "BRI" });
    expect(reconcileDeposits([sinta], [typed]).matches).toEqual([expect.objectContaining({ boId: 3, mutasiId: 8, reason: expect.stringContaining("username SLOTSINTAA in text") })]);
  });

  it("never reads the holder's name, the sender of a payout, as the player's username", () => {
    const payout = { id: 1, website: "WEB01", date: DAY, amountCents: 2_500_000, fullName: "Dinda Situmorang", username: "terang", playerAccountNo: "780096600909509", corporateAccountNo: "0111222333" };
    const toStranger = { id: 7, website: "WEB01", date: DAY, amountCents: 2_500_000, receiverName: "RINA MARLINA", description: "NBMB CV TERANG JAYA TO RINA MARLINA", accountNo: "0111222333", playerAccountNo: null, reference: null };
    expect(reconcileWithdrawals([payout], [toStranger]).matches).toEqual([]);
  });
});
