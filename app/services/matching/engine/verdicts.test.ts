import { describe, expect, it } from "vitest";
import { DEPOSIT_DAY_LAG, reconcileDeposits } from "./deposits";
import type { BoDepositCandidate, BoWithdrawCandidate, MutasiDepositCandidate, MutasiWithdrawCandidate } from "./types";
import { verdictsOf } from "./verdicts";
import { reconcileWithdrawals, WITHDRAW_DAY_LAG } from "./withdrawals";

const DAY = "2026-03-10";

function bo(id: number, fields: Partial<BoDepositCandidate> = {}): BoDepositCandidate {
  return { id, website: "WEB01", date: DAY, amountCents: 25_000_000, fullName: "Budi Santoso", username: `player${id}`, corporateAccountNo: "0111222333", references: [], ...fields };
}

/** A BCA-style credit whose text ends with the sender as printed. */
function credit(id: number, fields: Partial<MutasiDepositCandidate> = {}): MutasiDepositCandidate {
  const sender = fields.senderName === undefined ? "BUDI SANTOSO" : fields.senderName;
  const line = { id, website: "WEB01", date: DAY, amountCents: 25_000_000, senderName: sender, accountNo: "111222333", reference: null };
  return { ...line, description: `TRSF E-BANKING CR 250000.00 ${sender ?? ""}`, ...fields };
}

function judge(bos: BoDepositCandidate[], lines: MutasiDepositCandidate[]) {
  return verdictsOf("deposit", bos, lines, reconcileDeposits(bos, lines), DEPOSIT_DAY_LAG);
}

describe("verdicts: the tier and the Indonesian reason of every BO row", () => {
  it("otomatis: the approved pair, told with the sender as printed, the username in the news, the amount and the day", () => {
    const bos = [bo(1, { username: "PL123X" })];
    const lines = [credit(812, { senderName: "BPK BUDI SANTOSO", description: "TRSF E-BANKING CR 250000.00 DEPO PL123X BPK BUDI SANTOSO" })];
    expect(judge(bos, lines)).toEqual([
      {
        boId: 1,
        tier: "otomatis",
        reason: 'Nama pengirim "BPK BUDI SANTOSO" sama, username PL123X di berita, nominal Rp 250.000 sama, masuk di tanggal BO',
        candidates: [812],
      },
    ]);
  });

  it("says why a saran is not otomatis in what the line shows: a company's name is a name, not 'tanpa nama'; another bank than the player's (audits alias1 F3, recall1 F1)", () => {
    const flip = judge([bo(1, { fullName: "Hendra Gunawan", amountCents: 10_300_000 })], [credit(815, { senderName: "FLIP", amountCents: 10_300_000, description: "TRSF E-BANKING CR 103000.00 FLIP" })]);
    expect(flip[0].tier).toBe("saran");
    expect(flip[0].reason).toContain('Belum otomatis: pengirim "FLIP" bukan nama orang (perusahaan, aggregator atau e-wallet), nominal saja belum cukup.');
    const otherBank = judge(
      [bo(2, { fullName: "Rudi Hartono", amountCents: 25_123_400, playerAccountNo: "BCA - 6308696917" })],
      [credit(816, { senderName: "RUDI HARTONO", amountCents: 25_123_400, description: "BI-FAST CR TRANSFER DR 002 RUDI HARTONO" })],
    );
    expect(otherBank[0].tier).toBe("saran");
    expect(otherBank[0].reason).toContain("Belum otomatis: bank pengirim bukan bank player di BO, bisa orang lain bernama sama: cek rekening pengirim.");
  });

  it("says the name was found in the text where the party the parser read is a company, never that the company's name is like the player's", () => {
    // a clean-room audit read `Nama pengirim "PT" mirip "DEWI LESTARI"`
    const lines = [credit(814, { senderName: "PT", description: "NBMB DEWI LESTARI TO PT GACOR" })];
    const [verdict] = judge([bo(1, { fullName: "Dewi Lestari" })], lines);
    expect(verdict.reason).toMatch(/^Nama "Dewi Lestari" ada di keterangan, /);
  });

  it("otomatis on the player ref typed in the news, from an account whose name is not the player's", () => {
    const bos = [bo(1, { references: ["PR7788X"] })];
    const lines = [credit(813, { senderName: "SITI AMINAH", description: "TRSF E-BANKING CR 250000.00 DEPO PR7788X SITI AMINAH" })];
    expect(judge(bos, lines)).toEqual([
      {
        boId: 1,
        tier: "otomatis",
        reason: 'Nama pengirim "SITI AMINAH" beda dari "Budi Santoso", ref player PR7788X di berita, nominal Rp 250.000 sama, masuk di tanggal BO',
        candidates: [813],
      },
    ]);
  });

  it("otomatis on the last digits of the player's account where the line prints it masked, the mask shown as printed", () => {
    const bos = [bo(1, { fullName: "Budi Santoso", playerAccountNo: "BNI - 0391234567" })];
    const lines = [credit(814, { senderName: null, description: "TRANSFER DARI | REK ****4567 | 7878078081" })];
    const [verdict] = judge(bos, lines);
    expect(verdict).toMatchObject({ boId: 1, tier: "otomatis", candidates: [814] });
    expect(verdict.reason).toContain("rekening pengirim ****4567 = Player Bank");
    // other last digits: no clue at all, and a name-less line of a round amount is no payment
    expect(judge(bos, [credit(815, { senderName: null, description: "TRANSFER DARI | REK ****9999 | 7878078081" })])[0].tier).not.toBe("otomatis");
  });

  it("saran: one line nobody else claims whose name only partly agrees, one click from approval", () => {
    const [verdict] = judge([bo(1, { fullName: "Budi Santoso Wijaya" })], [credit(9, { senderName: "BUDI WIJAYANTO" })]);
    expect(verdict).toMatchObject({ boId: 1, tier: "saran", candidates: [9] });
    expect(verdict.reason).toBe(
      'Kemungkinan mutasi #9: Nama pengirim "BUDI WIJAYANTO" hanya sebagian mirip "Budi Santoso Wijaya", nominal Rp 250.000 sama, masuk di tanggal BO. Belum otomatis: nama belum cukup mirip.',
    );
  });

  it("ambigu: two equally good lines for one row, both listed", () => {
    const [verdict] = judge([bo(1)], [credit(5, { senderName: "BUDI SANTOSO" }), credit(6, { senderName: "SDR BUDI SANTOSO", description: "SETORAN BUDI SANTOSO" })]);
    expect(verdict).toMatchObject({ tier: "ambigu", candidates: [5, 6] });
    expect(verdict.reason).toBe('2 mutasi bisa cocok, pilih satu: #5 "BUDI SANTOSO", #6 "SDR BUDI SANTOSO".');
  });

  it("tidak ada: the line of the row's amount is among the nearest, and the player's lines paying his other tickets say so (audit-reasons1 F2)", () => {
    const sri = (id: number, amountCents: number) => bo(id, { amountCents, fullName: "SRI SIMANJUNTAK WAHYUNI", username: "sri45" });
    const bos = [sri(1, 20_000_000), sri(2, 25_000_000), sri(3, 10_000_000), sri(4, 30_000_000)];
    const own = (id: number, amountCents: number) => credit(id, { amountCents, senderName: "SRI SIMANJUNTAK WAHYUNI", description: "NBMB SRI SIMANJUNTAK WAHYUNI TO PT GACOR" });
    const relative = credit(14, { amountCents: 20_000_000, senderName: "DIAN WAHYUNI", description: "NBMB DIAN WAHYUNI TO PT GACOR" });
    const verdict = judge(bos, [own(11, 25_000_000), own(12, 10_000_000), own(13, 30_000_000), relative]).find((entry) => entry.boId === 1)!;
    expect(verdict.tier).not.toBe("otomatis");
    expect(verdict.candidates).toContain(14);
    expect(verdict.reason).not.toContain("nominal Rp 250.000 beda");
  });

  it("saran: a name alike from an account the BO does not give as the player's says which account (audit-names1 F5)", () => {
    const bos = [bo(2, { fullName: "EKA DANA KRISTANTO", playerAccountNo: "MANDIRI - 1300022222222" })];
    const line = credit(1, { senderName: "EKA DANA KRISTANTO", senderAccountNo: "1300011111111", description: "DR 1300011111111 KR 1370099887766  71831136319/EKA DANA KRISTANTO/JKT" });
    const [verdict] = judge(bos, [line]);
    expect(verdict.tier).toBe("saran");
    expect(verdict.reason).toContain("Belum otomatis: rekening pengirim 1300011111111 bukan rekening player di BO.");
  });

  it("saran: says the operator's own akun at the other end, or a payout's number that is not the player's (audit-ewallet2 F5, F8)", () => {
    const own = { website: "WEB01", holder: "PT GACOR MAKMUR", bank: "OVO", accountNo: "081100002222" };
    const bos = [bo(1, { amountCents: 34_567_800, fullName: "Dedi Kurnia", playerAccountNo: "DANA - 081234567890" })];
    const sweep = credit(7, { amountCents: 34_567_800, senderName: null, senderAccountNo: "081100002222", description: "Pindah saldo" });
    const [verdict] = verdictsOf("deposit", bos, [sweep], reconcileDeposits(bos, [sweep], { ownAccounts: [own] }), DEPOSIT_DAY_LAG, { ownAccounts: [own] });
    expect(verdict.tier).not.toBe("otomatis");
    expect(verdict.tier).toBe("saran");
    expect(verdict.reason).toContain('rekening 081100002222 adalah akun bank OVO sendiri ("PT GACOR MAKMUR")');
    const payout: BoWithdrawCandidate = { id: 2, website: "WEB01", date: DAY, amountCents: 75_000_000, fullName: "JOKO WIDODO", username: "joko", playerAccountNo: "DANA - 085711112222", corporateAccountNo: "0111222333" };
    const wrongNumber: MutasiWithdrawCandidate = { id: 8, website: "WEB01", date: DAY, amountCents: 75_000_000, receiverName: "JOKO WIDODO", description: "TRSF E-BANKING DB 2711/FTSCY/WS95031 750000.00 DANA 085711112223 JOKO WIDODO", accountNo: "111222333", playerAccountNo: null, reference: null };
    const [paid] = verdictsOf("withdraw", [payout], [wrongNumber], reconcileWithdrawals([payout], [wrongNumber]), WITHDRAW_DAY_LAG);
    expect(paid.tier).not.toBe("otomatis");
    expect(paid.reason).toContain("Belum otomatis: rekening penerima 085711112223 bukan rekening player di BO.");
  });

  it("tidak ada: a line of the amount on the akun bank the BO names is among the nearest, whatever the other akun's ids (audit-ewallet2 F6)", () => {
    const row = bo(1, { amountCents: 30_000_000, fullName: "JAKA DEWI", corporateAccountNo: "081100001111" });
    const elsewhere = [1, 2, 3].map((id) => credit(id, { amountCents: 30_000_000, senderName: `ORANG LAIN ${"ABC"[id - 1]}`, accountNo: "5860661001" }));
    const own = credit(4, { amountCents: 30_000_000, senderName: "SARI HARTONO", accountNo: "081100001111" });
    const [verdict] = judge([row], [...elsewhere, own]);
    expect(verdict.tier).toBe("tidak ada");
    expect(verdict.candidates[0]).toBe(4);
  });

  it("saran: a nameless line of an odd amount held all the same is never called a round amount (audit-own1 F5)", () => {
    const [verdict] = judge([bo(1, { amountCents: 5_012_300 })], [credit(7, { amountCents: 5_012_300, senderName: null, description: "TAMBAHAN BUNGA" })]);
    expect(verdict.tier).toBe("saran");
    expect(verdict.reason).not.toContain("bulat");
    expect(verdict.reason).toContain("Belum otomatis: tanpa nama pengirim, nominal saja belum cukup: periksa keterangan mutasinya.");
  });

  it("ambigu: nameless lines listed with the e-wallet each came from, so GoPay's money is not taken for OVO's (audit-reasons1 F1)", () => {
    const wallets = [
      credit(1, { amountCents: 10_000_000, senderName: null, description: "TRSF E-BANKING CR 2711/FTSCY/WS95031 100000.00 DOMPET ANAK BANGSA" }),
      credit(2, { amountCents: 10_000_000, senderName: null, description: "TRSF E-BANKING CR 2711/FTSCY/WS95031 100000.00 VISIONET INTERNASI" }),
    ];
    const verdicts = judge([bo(1, { amountCents: 10_000_000, fullName: "Dedi Dompet", playerAccountNo: "GOPAY - 081234567890" }), bo(2, { amountCents: 10_000_000, fullName: "Ovo Player", playerAccountNo: "OVO - 081298765432" })], wallets);
    for (const verdict of verdicts) expect(verdict.tier).not.toBe("otomatis");
    const gopay = verdicts.find((verdict) => verdict.boId === 1)!;
    expect(gopay.reason).not.toContain("sama-sama");
    expect(gopay.reason).toContain("#1 (bank pengirim GOPAY, sama dengan bank player)");
    expect(gopay.reason).toContain("#2 (bank pengirim OVO)");
  });

  it("ambigu: a KlikBCA TRSF E-BANKING candidate on a BCA akun bank is listed as BCA's, as the matcher weighs it (audit-rules8 F9)", () => {
    const lines = [
      credit(1, { amountCents: 30_000_000, senderName: "DEWI LESTARI", accountBank: "BCA", description: "TRSF E-BANKING CR 2711/FTSCY/WS95031 300000.00 DEWI LESTARI" }),
      credit(2, { amountCents: 30_000_000, senderName: "DEWI LESTARI", accountBank: "BCA", description: "BI-FAST CR BIF TRANSFER DR 002 DEWI LESTARI" }),
    ];
    const [verdict] = judge([bo(1, { amountCents: 30_000_000, fullName: "Dewi Lestari", playerAccountNo: "BNI - 0123456789" })], lines);
    expect(verdict.tier).toBe("ambigu");
    expect(verdict.reason).toContain('#1 "DEWI LESTARI" (bank pengirim BCA)');
    expect(verdict.reason).toContain('#2 "DEWI LESTARI" (bank pengirim BRI)');
  });

  it("ambigu: one line two players of the same name could have sent, for both rows", () => {
    const verdicts = judge([bo(1), bo(2)], [credit(7)]);
    expect(verdicts.map((v) => [v.boId, v.tier, v.candidates])).toEqual([
      [1, "ambigu", [7]],
      [2, "ambigu", [7]],
    ]);
    // what the line shows for the row, so the clerk sees why the rows tie (audit-wdnames1 F1)
    expect(verdicts[0].reason).toBe('Mutasi #7 (nama pengirim "BUDI SANTOSO" sama, nominal Rp 250.000 sama, masuk di tanggal BO) cocok juga untuk data BO #2: pilih yang benar.');
  });

  it("tidak ada: the nearest lines and why each was refused (another sender, another akun bank, taken by another row)", () => {
    const bos = [bo(1), bo(2, { fullName: "Siti Aminah" })];
    const lines = [credit(20, { senderName: "SITI AMINAH" }), credit(21, { senderName: "ANDI WIJAYA" }), credit(22, { accountNo: "0999888777" })];
    const verdicts = judge(bos, lines);
    expect(verdicts[1]).toMatchObject({ boId: 2, tier: "otomatis", candidates: [20] });
    // a free line before one another row holds, whatever its name (audit-names1 F4)
    expect(verdicts[0]).toMatchObject({ boId: 1, tier: "tidak ada", candidates: [22, 21, 20] });
    expect(verdicts[0].reason).toBe(
      'Tidak ada mutasi yang cocok. Terdekat: #22 "BUDI SANTOSO" masuk ke rekening 0999888777, bukan rekening BO; #21 "ANDI WIJAYA" nama beda dari "Budi Santoso"; #20 "SITI AMINAH" sudah dipasangkan dengan data BO #2.',
    );
  });

  it("tidak ada: the one free line of the amount is named before three other rows hold (audit-names1 F4)", () => {
    const paid = ["OKTA SETIADI", "VINA SIREGAR", "PUTRI HASIBUAN"];
    const bos = [...paid.map((name, k) => bo(k + 1, { fullName: name, username: `p${k}` })), bo(4, { fullName: "Dewi Lestari", username: "dewi01" })];
    const lines = [...paid.map((name, k) => credit(31 + k, { senderName: name })), credit(34, { senderName: "HENDRA GUNAWAN" })];
    const verdicts = judge(bos, lines);
    expect(verdicts.slice(0, 3).map((verdict) => verdict.tier)).toEqual(["otomatis", "otomatis", "otomatis"]);
    expect(verdicts[3]).toMatchObject({ boId: 4, tier: "tidak ada" });
    expect(verdicts[3].candidates[0]).toBe(34);
    expect(verdicts[3].reason).toContain('Terdekat: #34 "HENDRA GUNAWAN" nama beda dari "Dewi Lestari";');
  });

  it("tidak ada: a line of the evening before says how long before the request it came (audit-time2 F4)", () => {
    const requestedAt = Date.parse("2026-03-10T02:00:00+07:00");
    const evening = credit(41, { date: "2026-03-09", bookedAt: Date.parse("2026-03-09T22:00:00+07:00") });
    const [verdict] = judge([bo(1, { requestedAt })], [evening]);
    expect(verdict.tier).toBe("tidak ada");
    expect(verdict.reason).toBe('Tidak ada mutasi yang cocok. Terdekat: #41 "BUDI SANTOSO" tanggal 09-Mar-2026, masuk 4 jam sebelum request: di luar batas.');
  });

  it("tidak ada: no line of the amount at all says so", () => {
    const [verdict] = judge([bo(1)], [credit(30, { amountCents: 10_000_000, senderName: "ANDI WIJAYA" })]);
    expect(verdict).toEqual({ boId: 1, tier: "tidak ada", reason: "Tidak ada mutasi masuk bernominal Rp 250.000 di tanggal BO atau sehari sesudahnya.", candidates: [] });
  });

  it("withdrawals: the same tiers against debit lines, the BI-FAST fee line left out of every list", () => {
    const withdraw: BoWithdrawCandidate = {
      id: 1, website: "WEB01", date: DAY, amountCents: 150_000_000, fullName: "Eka Dana Kristanto", username: "eka1", playerAccountNo: "390397011", corporateAccountNo: "0222333444",
    };
    const debit = (id: number, fields: Partial<MutasiWithdrawCandidate>): MutasiWithdrawCandidate => ({
      id, website: "WEB01", date: DAY, amountCents: 150_000_000, receiverName: null, description: null, accountNo: "0222333444", playerAccountNo: null, reference: null, ...fields,
    });
    const fee = debit(40, { amountCents: 250_000, description: "BY TRX BIFAST 0390397011 | 7878078081", playerAccountNo: "0390397011" });
    const payout = debit(41, { receiverName: "EKA DANA KRISTANTO", description: "TRANSFER KE | BI-FAST 009 0390397011 EKA DANA KRISTANTO | 7878078081", playerAccountNo: "0390397011" });
    const run = (lines: MutasiWithdrawCandidate[]) => verdictsOf("withdraw", [withdraw], lines, reconcileWithdrawals([withdraw], lines), WITHDRAW_DAY_LAG);
    expect(run([fee, payout])).toEqual([
      {
        boId: 1,
        tier: "otomatis",
        reason: 'Nama penerima "EKA DANA KRISTANTO" sama, rekening tujuan 0390397011 = nomor rekening player, nominal Rp 1.500.000 sama, keluar di tanggal BO',
        candidates: [41],
      },
    ]);
    const [none] = run([fee, { ...payout, playerAccountNo: "0555666777", receiverName: "ANDI WIJAYA" }]);
    expect(none).toEqual({
      boId: 1,
      tier: "tidak ada",
      reason: 'Tidak ada mutasi yang cocok. Terdekat: #41 "ANDI WIJAYA" ke rekening 0555666777, bukan rekening player.',
      candidates: [41],
    });
    // a card debit of the amount, nobody named on it: refused for that, whether its amount is unique or not
    const [card] = run([fee, debit(42, { description: "KARTU DEBIT 1234 TOKO MAJU" })]);
    expect(card).toEqual({ boId: 1, tier: "tidak ada", reason: "Tidak ada mutasi yang cocok. Terdekat: #42 tanpa nama atau rekening penerima.", candidates: [42] });
  });
});

describe("verdicts: the sender's bank against the player's bank (issue 13, point 2)", () => {
  const player = { fullName: "Ayu Diajeng Sekar", playerAccountNo: "BCA - 6308696917" };
  const bifast = (id: number, code: string) => credit(id, { senderName: "AYU DIAJENG SEKAR", description: `BI-FAST CR TANGGAL :10/03 TRANSFER DR ${code} AYU DIAJENG SEKAR` });

  it("of two lines with the player's name, approves the one from the player's bank and says so", () => {
    const [verdict] = judge([bo(1, player)], [bifast(7, "451"), bifast(8, "014")]);
    expect(verdict).toMatchObject({ boId: 1, tier: "otomatis", candidates: [8] });
    expect(verdict.reason).toContain("bank pengirim BCA sama dengan bank player");
  });

  it("only suggests a lone line from another bank, telling the clerk both banks: a stranger of the name may have paid it (a clean-room audit)", () => {
    const [verdict] = judge([bo(1, player)], [bifast(7, "451")]);
    expect(verdict).toMatchObject({ boId: 1, tier: "saran", candidates: [7] });
    expect(verdict.reason).toContain("bank pengirim BSI, bank player BCA");
  });

  it("only suggests a line from another account than the player registered, proven by the name alone", () => {
    const mandiri = credit(9, { senderName: "AYU DIAJENG SEKAR", senderAccountNo: "0153531185803", description: "DR 0153531185803 KR 0111222333 71831136319/AYU DIAJENG SEKAR/BKS" });
    const [verdict] = judge([bo(1, player)], [mandiri]);
    expect(verdict).toMatchObject({ boId: 1, tier: "saran", candidates: [9] });
    // the player's own account on the line is proof beside the name
    const own = credit(10, { senderName: "AYU DIAJENG SEKAR", senderAccountNo: "6308696917", description: "DR 6308696917 KR 0111222333 71831136319/AYU DIAJENG SEKAR/BKS" });
    expect(judge([bo(1, player)], [own])[0]).toMatchObject({ boId: 1, tier: "otomatis", candidates: [10] });
  });
});

describe("verdicts: a row an ADMIN unpaired", () => {
  it("is never approved again on the line's twin, nor on any other line: a person picks its line", () => {
    // a clean-room audit: two credits alike, the pair with the first undone, the next run approved the second
    const joko = bo(1, { fullName: "Joko Widodo", refusedLines: [11] });
    const twins = [credit(11, { senderName: "JOKO WIDODO" }), credit(12, { senderName: "JOKO WIDODO" })];
    expect(reconcileDeposits([joko], twins).matches).toEqual([]);
    expect(judge([joko], twins)).toEqual([
      {
        boId: 1,
        tier: "saran",
        reason: 'Kemungkinan mutasi #12: Nama pengirim "JOKO WIDODO" sama, nominal Rp 250.000 sama (2 mutasi bernominal itu), masuk di tanggal BO. Belum otomatis: pasangannya pernah dibatalkan ADMIN, pilih mutasinya secara manual.',
        candidates: [12],
      },
    ]);
    // without the undo, the same row is approved
    expect(reconcileDeposits([{ ...joko, refusedLines: [] }], twins).matches).toHaveLength(1);
  });
});
