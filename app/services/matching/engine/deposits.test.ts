import { describe, expect, it } from "vitest";
import { reconcileDeposits } from "./deposits";
import type { BoDepositCandidate, MutasiDepositCandidate } from "./types";

const DAY = "2026-03-10";
const NEXT_DAY = "2026-03-11";
const ACCOUNT = "0111222333";

function bo(id: number, fields: Partial<BoDepositCandidate> = {}): BoDepositCandidate {
  return {
    id,
    website: "WEB01",
    date: DAY,
    amountCents: 10_000_000,
    fullName: "Dian Perwita Sari",
    username: `player${id}`,
    corporateAccountNo: ACCOUNT,
    references: [],
    ...fields,
  };
}

function credit(id: number, fields: Partial<MutasiDepositCandidate> = {}): MutasiDepositCandidate {
  const senderName = fields.senderName === undefined ? "DIAN PERWITA SARI" : fields.senderName;
  return {
    id,
    website: "WEB01",
    date: DAY,
    amountCents: 10_000_000,
    senderName,
    description: `TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 ${senderName ?? ""}`.trim(),
    accountNo: "111222333",
    reference: null,
    ...fields,
  };
}

function pairs(result: ReturnType<typeof reconcileDeposits>): [number, number][] {
  return result.matches.map((match) => [match.boId, match.mutasiId]);
}

describe("reconcileDeposits: a joint account's two names", () => {
  it("approves neither player a credit sent as SITI AMINAH / BUDI SANTOSO when both have a ticket of the amount (audit-akun1 F1)", () => {
    const result = reconcileDeposits([bo(1, { fullName: "BUDI SANTOSO" }), bo(2, { fullName: "SITI AMINAH" })], [credit(7, { senderName: "SITI AMINAH / BUDI SANTOSO" })]);
    expect(pairs(result)).toEqual([]);
  });
});

describe("reconcileDeposits: one BO row, one credit", () => {
  it("matches the exact pair with score 1 and a machine reason", () => {
    const result = reconcileDeposits([bo(1)], [credit(812)]);
    expect(result.matches).toMatchObject([{ boId: 1, mutasiId: 812, score: 1, reason: "AUTO: mutasi #812, amount, name 1.00, same day" }]);
    expect(result.ambiguous).toEqual([]);
  });

  it("matches a name the bank cut at 18 characters", () => {
    const result = reconcileDeposits([bo(1, { fullName: "Eka Setiawan Hutapea" })], [credit(5, { senderName: "EKA SETIAWAN HUTAP" })]);
    expect(pairs(result)).toEqual([[1, 5]]);
  });

  it("reads a sender from BRI's short text (DESK_TRAN) as cut there, whatever its length", () => {
    const deni = bo(1, { fullName: "Deni Agung Kusuma" });
    const desk = (accountBank: string | null) => credit(5, { senderName: "DENI AGUNG", description: "TRF DARI DENI AGUNG DEPO", accountBank });
    expect(pairs(reconcileDeposits([deni], [desk("BRI")]))).toEqual([[1, 5]]);
    // elsewhere a name of two of the player's three words is somebody's whole name as often
    expect(pairs(reconcileDeposits([deni], [desk("BCA")]))).toEqual([]);
    expect(pairs(reconcileDeposits([deni], [desk(null)]))).toEqual([]);
    // nor where TRREMK names the sender whole after it
    expect(pairs(reconcileDeposits([bo(1, { fullName: "Sutrisno Wibowo" })], [credit(5, { senderName: "SUTRISNO", description: "TRF DARI SUTRISNO NBMB SUTRISNO TO PT ABC", accountBank: "BRI" })]))).toEqual([]);
    // a cut keeps the name's beginning: not another name's
    expect(pairs(reconcileDeposits([deni], [credit(5, { senderName: "DENI AGUS", description: "TRF DARI DENI AGUS", accountBank: "BRI" })]))).toEqual([]);
  });

  it("reads the player's letters-only username typed into the sender's field as news (a clean-room audit: 3 rows a saran)", () => {
    const lukman = bo(1, { fullName: "LUKMAN KUSNADI", username: "kusnadipro" });
    const line = credit(5, { senderName: "LUKMAN KUSNADI KUSNADIPRO", description: "BI-FAST CR TANGGAL :24/11 TRANSFER DR 542 LUKMAN KUSNADI KUSNADIPRO" });
    const result = reconcileDeposits([lukman], [line]);
    expect(result.matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 5, reason: expect.stringContaining("username KUSNADIPRO in text") })]);
    // a cut name with the username after it
    const yanti = bo(2, { fullName: "YANTI PUTRA HAKIM HARTONO", username: "yantigacor" });
    expect(pairs(reconcileDeposits([yanti], [credit(6, { senderName: "YANTI PUTRA HAKIM HA YANTIGACOR", description: "BIFAST DARI 011 YANTI PUTRA HAKIM HA YANTIGACOR" })]))).toEqual([[2, 6]]);
    // never where the rest is not the player's name: a first name may be somebody's username
    const kartika = bo(3, { fullName: "KARTIKA SARI", username: "bambang" });
    expect(pairs(reconcileDeposits([kartika], [credit(7, { senderName: "BAMBANG SANTOSO" })]))).toEqual([]);
  });

  it("matches through an honorific", () => {
    const result = reconcileDeposits([bo(1, { fullName: "Dian Perwita" })], [credit(5, { senderName: "SDRI DIAN PERWITA" })]);
    expect(pairs(result)).toEqual([[1, 5]]);
    expect(result.matches[0].score).toBe(1);
  });

  it("matches a name in another word order", () => {
    const result = reconcileDeposits([bo(1, { fullName: "Kartika Situmorang" })], [credit(5, { senderName: "SITUMORANG KARTIKA" })]);
    expect(pairs(result)).toEqual([[1, 5]]);
  });

  it("matches a MUHAMMAD spelt another way", () => {
    const result = reconcileDeposits([bo(1, { fullName: "Muhammad Rizky Pratama" })], [credit(5, { senderName: "MOH RIZKY PRATAMA" })]);
    expect(pairs(result)).toEqual([[1, 5]]);
  });

  it("reads the name from the statement text when the parser found no sender", () => {
    const result = reconcileDeposits(
      [bo(1, { fullName: "Ayu Diajeng Sekar" })],
      [credit(5, { senderName: null, description: "BI-FAST CR TANGGAL :10/03 TRANSFER DR 451 AYU DIAJENG SEKAR" })],
    );
    expect(pairs(result)).toEqual([[1, 5]]);
  });

  it("matches a transfer landing the next day, with a lower score than on the same day", () => {
    const sameDay = reconcileDeposits([bo(1)], [credit(5)]);
    const nextDay = reconcileDeposits([bo(1)], [credit(5, { date: NEXT_DAY })]);
    expect(pairs(nextDay)).toEqual([[1, 5]]);
    expect(nextDay.matches[0].reason).toBe("AUTO: mutasi #5, amount, name 1.00, next day");
    expect(nextDay.matches[0].score).toBeLessThan(sameDay.matches[0].score);
  });

  it("never looks two days ahead or a day back", () => {
    expect(reconcileDeposits([bo(1)], [credit(5, { date: "2026-03-12" })]).matches).toEqual([]);
    expect(reconcileDeposits([bo(1)], [credit(5, { date: "2026-03-09" })]).matches).toEqual([]);
  });

  it("has no candidate when no credit has the amount", () => {
    const result = reconcileDeposits([bo(1)], [credit(5, { amountCents: 10_000_100 })]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous).toEqual([]);
  });

  it("never matches a credit of another website", () => {
    const result = reconcileDeposits([bo(1)], [credit(5, { website: "WEB02" })]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous).toEqual([]);
  });

  it("decides each website on its own and gives one list of decisions in BO id order, whatever website comes first", () => {
    const web = (website: string, boIds: number[], lineIds: number[]) => ({
      bos: boIds.map((id, i) => bo(id, { website, fullName: ["Dian Perwita Sari", "Budi Santoso", "Rina Wati"][i], amountCents: 10_000_000 + i * 100_000 })),
      lines: lineIds.map((id, i) => credit(id, { website, senderName: ["DIAN PERWITA SARI", "BUDI SANTOSO", "RINA WATI"][i], amountCents: 10_000_000 + i * 100_000 })),
    });
    const a = web("WEB02", [2, 5], [21, 24]);
    const b = web("WEB01", [1, 3, 4], [22, 23, 25]);
    const together = reconcileDeposits([...a.bos, ...b.bos], [...b.lines, ...a.lines]);
    expect(pairs(together)).toEqual([[1, 22], [2, 21], [3, 23], [4, 25], [5, 24]]);
    // the same decisions as each website alone: a website's rows see nothing of another's
    const alone = [...reconcileDeposits(a.bos, a.lines).matches, ...reconcileDeposits(b.bos, b.lines).matches].sort((x, y) => x.boId - y.boId);
    expect(together.matches).toEqual(alone);
    expect(together.stats.groups).toBe(reconcileDeposits(a.bos, a.lines).stats.groups + reconcileDeposits(b.bos, b.lines).stats.groups);
  });

  it("never matches a credit on another corporate account", () => {
    const result = reconcileDeposits([bo(1)], [credit(5, { accountNo: "0999888777" })]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous).toEqual([]);
  });

  it("never matches a credit from another person", () => {
    const result = reconcileDeposits([bo(1)], [credit(5, { senderName: "BUDI SANTOSO" })]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous).toEqual([]);
  });

  it("leaves a weak name for a checker", () => {
    const result = reconcileDeposits([bo(1, { fullName: "Dewi Lestariningsih" })], [credit(5, { senderName: "DEWI LESTARI" })]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous).toMatchObject([{ boId: 1, kind: "weak", candidates: [{ mutasiId: 5 }] }]);
  });

  it("accepts a BO row whose corporate account is unknown against any account of its website", () => {
    const result = reconcileDeposits([bo(1, { corporateAccountNo: null })], [credit(5, { accountNo: "0999888777" })]);
    expect(pairs(result)).toEqual([[1, 5]]);
  });
});

describe("reconcileDeposits: a username joined by a dot or a dash (yudi.wib9), and the banks' own words", () => {
  const endang = bo(1, { fullName: "Endang Fitriani", username: "endafitr54" });
  const line = (id: number, remark: string, sender = "ENDANG FITRIANI") =>
    credit(id, { senderName: sender, description: `TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 ${remark} ${sender}` });

  it("holds the sender's ticket where the news names a friend's open ticket of the amount (a clean-room audit: 8 of 8 approved)", () => {
    for (const username of ["yudi.wib9", "iwan-les64", "YUDI.WIB9"]) {
      const friend = bo(2, { fullName: "Yudi Wibowo", username });
      const result = reconcileDeposits([endang, friend], [line(5, `DEPO ${username}`)]);
      expect(result.matches, username).toEqual([]);
      expect(result.ambiguous.map((row) => row.boId).sort(), username).toEqual([1, 2]);
    }
  });

  it("pays the friend's ticket whose username the news holds, from another's account", () => {
    const friend = bo(2, { fullName: "Yudi Wibowo", username: "yudi.wib9" });
    expect(pairs(reconcileDeposits([friend], [line(5, "DEPO yudi.wib9", "RINA MARLINA")]))).toEqual([[2, 5]]);
    // KlikBCA glues the news to the amount's cents
    const glued = credit(6, { senderName: "RINA MARLINA", description: "TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00yudi.wib9 RINA MARLINA" });
    expect(pairs(reconcileDeposits([friend], [glued]))).toEqual([[2, 6]]);
  });

  it("never reads a piece of a joined username as another player's username (wib9 of yudi.wib9)", () => {
    for (const [username, remark] of [["wib9", "DEPO yudi.wib9"], ["yudi9", "DEPO yudi9.wib"], ["les64", "DEPO IWAN-LES64"]]) {
      const player = bo(2, { fullName: "Wibowo Saputra", username });
      expect(reconcileDeposits([player], [line(5, remark)]).matches, username).toEqual([]);
    }
  });

  it("never reads an amount typed as news (DEPO 100K) as the username of a player named so (a clean-room audit: 16 unpaid tickets approved)", () => {
    for (const username of ["100k", "50rb", "1jt", "100RIBU"]) {
      const player = bo(2, { fullName: "Dian Hidayah", username });
      const stranger = credit(5, { senderName: "SUMARNI SUBAGYO", description: `TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 DEPO ${username.toUpperCase()} SUMARNI SUBAGYO` });
      expect(reconcileDeposits([player], [stranger]).matches, username).toEqual([]);
    }
  });

  it("never reads a word of the bank's own text as a player's username: Mandiri's InhouseTrf", () => {
    const player = bo(2, { fullName: "Sari Pratama", username: "inhousetrf" });
    const stranger = credit(5, { senderName: "SAMINAH MULYONO", description: "MCM InhouseTrf DARI SAMINAH MULYONO" });
    expect(reconcileDeposits([player], [stranger]).matches).toEqual([]);
  });
});

describe("reconcileDeposits: KlikBCA's TRSF E-BANKING comes from a BCA account", () => {
  const trsf = credit(5, { senderName: "AYU ANGGRAINI", description: "TRSF E-BANKING CR 2611/FTSCY/WS95031 100000.00 AYU ANGGRAINI", accountBank: "BCA" });
  const atBca = bo(1, { fullName: "Ayu Anggraini", playerAccountNo: "BCA - 4057038010" });
  const atBni = bo(2, { fullName: "Ayu Anggraini", playerAccountNo: "BNI - 0498765432" });

  it("approves neither the BCA player nor her namesake at another bank, both still open: either may have paid from a BCA account (audit-names1 F2)", () => {
    const result = reconcileDeposits([atBca, atBni], [trsf]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous.map((row) => [row.boId, row.candidates.map((candidate) => candidate.mutasiId)])).toEqual([
      [1, [5]],
      [2, [5]],
    ]);
    // alone, the BCA player is approved on it
    expect(pairs(reconcileDeposits([atBca], [trsf]))).toEqual([[1, 5]]);
  });

  it("suggests it only to a player at another bank: a stranger of her name at BCA may have paid", () => {
    const result = reconcileDeposits([atBni], [trsf]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous.map((row) => row.boId)).toEqual([2]);
    // BCA's daughters are other banks (an audit of the new rules: their players were approved on it)
    for (const playerAccountNo of ["BCA SYARIAH - 0123456789", "BANK BCA SYARIAH - 0123456789", "BLU - 001234567890", "BLU BCA DIGITAL - 001234567890"]) {
      expect(reconcileDeposits([bo(3, { fullName: "Ayu Anggraini", playerAccountNo })], [trsf]).matches, playerAccountNo).toEqual([]);
    }
    // on another bank's statement the words say nothing of the sender's bank
    expect(pairs(reconcileDeposits([atBni], [{ ...trsf, accountBank: "BRI" }]))).toEqual([[2, 5]]);
  });
});

describe("reconcileDeposits: round amounts shared by several players", () => {
  it("lets the names decide when two players send the same round amount", () => {
    const result = reconcileDeposits(
      [bo(1, { fullName: "Andi Saputra" }), bo(2, { fullName: "Budi Santoso" })],
      [credit(901, { senderName: "BUDI SANTOSO" }), credit(902, { senderName: "ANDI SAPUTRA" })],
    );
    expect(pairs(result)).toEqual([
      [1, 902],
      [2, 901],
    ]);
    // the shared amount is weaker evidence than a unique one
    expect(result.matches[0].score).toBeLessThan(1);
    expect(result.matches[0].reason).toBe("AUTO: mutasi #902, amount (2 alike), name 1.00, same day");
  });

  it("matches nothing when the names do not decide, and lists the candidates", () => {
    const noName = { senderName: null, description: "SETORAN TUNAI" };
    const result = reconcileDeposits(
      [bo(1, { fullName: "Andi Saputra" }), bo(2, { fullName: "Budi Santoso" })],
      [credit(901, noName), credit(902, noName)],
    );
    expect(result.matches).toEqual([]);
    expect(result.ambiguous.map((row) => [row.boId, row.candidates.map((c) => c.mutasiId)])).toEqual([
      [1, [901, 902]],
      [2, [901, 902]],
    ]);
  });

  it("matches nothing when one credit fits two BO rows equally", () => {
    const result = reconcileDeposits(
      [bo(1, { fullName: "Dian Perwita Sari" }), bo(2, { fullName: "Dian Perwita Sariyanti" })],
      [credit(901, { senderName: "DIAN PERWITA SARI" })],
    );
    expect(result.matches).toEqual([]);
    expect(result.ambiguous).toMatchObject([
      { boId: 1, kind: "competing", candidates: [{ mutasiId: 901 }] },
      { boId: 2, kind: "competing", candidates: [{ mutasiId: 901 }] },
    ]);
  });

  it("matches nothing when one BO row fits two credits equally", () => {
    const result = reconcileDeposits([bo(1)], [credit(901, { senderName: "DIAN PERWITA SARI" }), credit(902, { senderName: "SDRI DIAN PERWITA SARI" })]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous).toMatchObject([{ boId: 1, kind: "competing", candidates: [{ mutasiId: 901 }, { mutasiId: 902 }] }]);
  });

  it("does not let the date alone decide between two credits of the same name", () => {
    const result = reconcileDeposits([bo(1)], [credit(901), credit(902, { date: NEXT_DAY, senderName: "SDRI DIAN PERWITA SARI" })]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous[0].candidates.map((c) => c.mutasiId)).toEqual([901, 902]);
  });

  it("decides the day as a whole: a player's deposits on two days each find their own credit", () => {
    // a first-come rule could hand day one's row either credit; the best total pairs each with its own day
    const result = reconcileDeposits(
      [bo(1, { username: "dian" }), bo(2, { username: "dian", date: NEXT_DAY })],
      [credit(901), credit(902, { date: NEXT_DAY, senderName: "SDRI DIAN PERWITA SARI" })],
    );
    expect(pairs(result)).toEqual([
      [1, 901],
      [2, 902],
    ]);
  });
});

describe("reconcileDeposits: identical credits", () => {
  it("matches two identical credits to two BO rows one to one", () => {
    const result = reconcileDeposits([bo(1, { username: "dian" }), bo(2, { username: "dian" })], [credit(901), credit(902)]);
    expect(pairs(result)).toEqual([
      [1, 901],
      [2, 902],
    ]);
  });

  it("leaves identical credits of two players with the same name for a checker: one of them may have paid twice, the other not at all", () => {
    // a clean-room audit: namesakes' identical BCA credits were approved crosswise
    const result = reconcileDeposits([bo(1, { username: "dian" }), bo(2, { username: "dian2" })], [credit(901), credit(902)]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous.map((row) => row.boId)).toEqual([1, 2]);
    // identical credits that only one player's tickets want are still his, whichever each pays
    const his = reconcileDeposits([bo(1, { username: "dian" }), bo(2, { username: "dian" })], [credit(901), credit(902)]);
    expect(pairs(his)).toEqual([
      [1, 901],
      [2, 902],
    ]);
  });

  it("approves nothing a namesake competes for: a player's two tickets and a namesake's, two identical credits and a third", () => {
    const bifast = { description: "BI-FAST CR TANGGAL :10/03 TRANSFER DR 451 DIAN PERWITA SARI" };
    const result = reconcileDeposits(
      [bo(1, { username: "dian" }), bo(2, { username: "dian" }), bo(3, { username: "dian2" })],
      [credit(901), credit(902), credit(903, bifast)],
    );
    expect(result.matches).toEqual([]);
    expect(result.ambiguous.map((row) => row.boId)).toEqual([1, 2, 3]);
  });

  it("does not choose between two tickets of different players for one credit", () => {
    const result = reconcileDeposits([bo(1), bo(2)], [credit(901)]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous.map((row) => row.boId)).toEqual([1, 2]);
  });
});

describe("reconcileDeposits: references (QRIS, Nexus Pay, e-wallet auto TX)", () => {
  it("matches a shared QRIS reference first", () => {
    const result = reconcileDeposits(
      [bo(1, { fullName: "Andi Saputra", references: ["PLY-1", "qr-2026-0310-0042"] })],
      [credit(7, { senderName: null, description: "QRIS QR202603100042 100000.00", reference: "QR202603100042" })],
    );
    expect(result.matches).toMatchObject([{ boId: 1, mutasiId: 7, score: 1, reason: "AUTO: mutasi #7, reference qr-2026-0310-0042, amount, same day" }]);
  });

  it("prefers the reference to a name that fits as well", () => {
    const result = reconcileDeposits(
      [bo(1, { references: ["NX0000123456"] }), bo(2)],
      [credit(7, { senderName: null, description: "NEXUSPAY TOPUP NX0000123456", reference: "NX0000123456" }), credit(8)],
    );
    expect(pairs(result)).toEqual([
      [1, 7],
      [2, 8],
    ]);
  });

  it("does not match a reference with another amount", () => {
    const result = reconcileDeposits(
      [bo(1, { fullName: "Andi Saputra", references: ["QR202603100042"] })],
      [credit(7, { senderName: null, description: null, reference: "QR202603100042", amountCents: 9_900_000 })],
    );
    expect(result.matches).toEqual([]);
  });

  it("takes no reference that proves nothing: the akun's own number, one several lines or rows carry, or one a stranger's line quotes", () => {
    // an audit's Mandiri template: every line's No Referensi was the akun bank's own number
    const own = reconcileDeposits(
      [bo(1, { fullName: "Lukman Hakim", amountCents: 7_700_000, references: ["111222333"] }), bo(2, { fullName: "Opik Taufik", amountCents: 8_300_000, references: ["111222333"] })],
      [credit(7, { amountCents: 7_700_000, senderName: "KARTO SUWIRYO", reference: "111222333" }), credit(8, { amountCents: 8_300_000, senderName: "BAMBANG PAMUNGKAS", reference: "111222333" })],
    );
    expect(own.matches).toEqual([]);
    // written with the leading zeros the akun key drops, on a line that names nobody
    const zeros = reconcileDeposits([bo(1, { references: ["00111222333"] })], [credit(7, { senderName: null, reference: "00111222333" })]);
    expect(zeros.matches).toEqual([]);
    // one reference on two lines of other amounts (Excel's 5.01235E+11): neither row is approved on it
    const shared = reconcileDeposits(
      [bo(1, { fullName: "Gilang Ramadhan", references: ["5.01235E+11"] })],
      [credit(7, { senderName: null, reference: "5.01235E+11" }), credit(8, { senderName: null, amountCents: 9_900_000, reference: "5.01235E+11" })],
    );
    expect(shared.matches).toEqual([]);
    // the ticket quotes a transaction whose payer the line names as somebody else
    const quoted = reconcileDeposits([bo(1, { fullName: "Joko Widodo", references: ["ATX250203000123"] })], [credit(7, { senderName: "SITI AMINAH", reference: "ATX250203000123" })]);
    expect(quoted.matches).toEqual([]);
  });
});

describe("reconcileDeposits: senders without a name", () => {
  it("matches an e-wallet credit on a unique odd amount", () => {
    const result = reconcileDeposits(
      [bo(1, { amountCents: 10_012_300 })],
      [credit(7, { senderName: "DOMPET ANAK BANGSA", amountCents: 10_012_300 })],
    );
    expect(result.matches).toMatchObject([{ boId: 1, mutasiId: 7, score: 0.7, reason: "AUTO: mutasi #7, amount unique, no sender name, same day" }]);
  });

  it("never matches an e-wallet credit on a round amount", () => {
    const result = reconcileDeposits([bo(1)], [credit(7, { senderName: "DOMPET ANAK BANGSA" })]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous).toMatchObject([{ boId: 1, kind: "weak" }]);
  });

  it("offers the line of the player's own wallet company however many transfers share the round amount, never approving it", () => {
    // a clean-room audit: an OVO player's ticket beside a busy round amount listed strangers' lines, not VISIONET's
    const crowd = ["ANDI WIJAYA", "RINA LESTARI", "JOKO SUSILO", "DEWI RAHAYU", "AGUS HIDAYAT", "TONI PURBA", "YULIA KUSUMA"].map((senderName, i) =>
      credit(20 + i, { senderName, description: `TRSF E-BANKING CR 100000.00 ${senderName}` }),
    );
    const ovo = credit(7, { senderName: null, description: "TRSF E-BANKING CR 2611/FTSCY/WS95031 100000.00 VISIONET INTERNASI" });
    const gopay = credit(8, { senderName: null, description: "TRSF E-BANKING CR 2611/FTSCY/WS95031 100000.00 DOMPET ANAK BANGSA" });
    const player = bo(1, { fullName: "Rina Marlina", playerAccountNo: "OVO - 081234567890" });
    const result = reconcileDeposits([player], [...crowd, ovo, gopay]);
    expect(result.matches).toEqual([]);
    expect(result.ambiguous).toMatchObject([{ boId: 1, kind: "weak", candidates: [{ mutasiId: 7 }] }]);
    // a player of another wallet, or of a bank, is offered neither
    expect(reconcileDeposits([bo(1, { fullName: "Rina Marlina", playerAccountNo: "BCA - 1234567890" })], [...crowd, ovo, gopay]).ambiguous).toEqual([]);
  });

  it.each(["GO-PAY - 081234567890", "GOJEK 081234567890", "Go Pay 081234567890", "E-WALLET GOPAY - 081234567890"])(
    "never pays a %s player on the amount alone from another wallet's company (a clean-room audit, ewallet3 F5)",
    (playerBank) => {
      const odd = { amountCents: 7_512_300 };
      const ovoLine = credit(7, { senderName: null, description: "TRSF E-BANKING CR 2611/FTSCY/WS95031 75123.00 VISIONET INTERNASI", ...odd });
      const gopayLine = credit(7, { senderName: null, description: "TRSF E-BANKING CR 2611/FTSCY/WS95031 75123.00 DOMPET ANAK BANGSA", ...odd });
      const player = bo(1, { fullName: "Rina Marlina", playerAccountNo: playerBank, ...odd });
      expect(reconcileDeposits([player], [ovoLine]).matches).toEqual([]);
      // his own wallet's company pays the unique amount, as for GOPAY written plainly
      expect(reconcileDeposits([player], [gopayLine]).matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 7 })]);
    },
  );

  it("never matches an odd amount that another BO row of the window could claim", () => {
    const result = reconcileDeposits(
      [bo(1, { amountCents: 10_012_300 }), bo(2, { amountCents: 10_012_300, fullName: "Budi Santoso", date: NEXT_DAY })],
      [credit(7, { senderName: "VISIONET INTERNASI", amountCents: 10_012_300, date: NEXT_DAY })],
    );
    expect(result.matches).toEqual([]);
  });
});

describe("reconcileDeposits: a name cut at a word's end (ZAKI AJI for Zaki Aji Siregar)", () => {
  // a clean-room audit: 10 of 36 such lines left a saran; earlier audits planted strangers of the
  // player's first words paying unpaid tickets' round amounts
  const ODD = 10_074_200;
  const zaki = (id: number, fields: Partial<BoDepositCandidate> = {}) => bo(id, { fullName: "Zaki Aji Siregar", amountCents: ODD, ...fields });
  const zakiAji = (id: number, fields: Partial<MutasiDepositCandidate> = {}) => credit(id, { senderName: "ZAKI AJI", amountCents: ODD, ...fields });

  it("approves it beside an odd amount no other line of the window has", () => {
    const result = reconcileDeposits([zaki(1)], [zakiAji(5)]);
    expect(result.matches).toMatchObject([{ boId: 1, mutasiId: 5, score: 0.85, reason: "AUTO: mutasi #5, amount, name 0.85, same day" }]);
  });

  it("leaves it for a checker beside a round amount, or an odd one another line shares", () => {
    const round = reconcileDeposits([zaki(1, { amountCents: 10_000_000 })], [zakiAji(5, { amountCents: 10_000_000 })]);
    expect(round.matches).toEqual([]);
    expect(round.ambiguous).toMatchObject([{ boId: 1, kind: "weak", candidates: [{ mutasiId: 5 }] }]);
    const shared = reconcileDeposits([zaki(1)], [zakiAji(5), credit(6, { senderName: "BUDI SANTOSO", amountCents: ODD, date: NEXT_DAY })]);
    expect(shared.matches).toEqual([]);
    expect(shared.ambiguous).toMatchObject([{ boId: 1, kind: "weak", candidates: [{ mutasiId: 5 }] }]);
  });

  it("takes only the name's first words, two of them a name's, as its cut", () => {
    for (const senderName of ["ZAKI", "ZAKI AJI SAPUTRA", "ZAKI BAGUS", "ZAKI AJIB"]) {
      expect(pairs(reconcileDeposits([zaki(1)], [zakiAji(5, { senderName })])), senderName).toEqual([]);
    }
    // MUHAMMAD and an initial are no words of a name of their own: M. RIZKY is many people's
    const rizky = bo(1, { fullName: "Muhammad Rizky Pratama", amountCents: ODD });
    expect(pairs(reconcileDeposits([rizky], [zakiAji(5, { senderName: "MUHAMMAD RIZKY" })]))).toEqual([]);
    expect(pairs(reconcileDeposits([rizky], [zakiAji(5, { senderName: "MUHAMMAD RIZKY PRA" })]))).toEqual([[1, 5]]);
  });

  it("gives the line to a player of that very name", () => {
    const result = reconcileDeposits([zaki(1), bo(2, { fullName: "Zaki Aji", amountCents: ODD })], [zakiAji(5)]);
    expect(pairs(result)).toEqual([[2, 5]]);
  });

  it("never approves it from another bank than the player's", () => {
    const bifast = zakiAji(5, { description: "BI-FAST CR TANGGAL :10/03 TRANSFER DR 451 ZAKI AJI" });
    expect(pairs(reconcileDeposits([zaki(1, { playerAccountNo: "BCA - 8664992133" })], [bifast]))).toEqual([]);
  });
});

describe("reconcileDeposits: a player's tickets on two days", () => {
  it("never gives the earlier ticket the later ticket's own credit because a nameless line of the amount might pay the later one", () => {
    // ticket 1 (day 1) and ticket 2 (day 2) of one player; on day 2 one line names him and his
    // username, another is an e-wallet line of the same amount that could be either ticket's late credit
    const amount = { amountCents: 50_000_000 };
    const player = { ...amount, fullName: "Fitri Hermawan", username: "fitri041647" };
    const others = ["AGUS SALIM", "RINA WATI", "JOKO SUSILO", "ANDI PRATAMA"].map((name, i) => credit(30 + i, { ...amount, senderName: name }));
    const result = reconcileDeposits(
      [bo(1, { ...player, playerAccountNo: "PERMATA - 0320302192" }), bo(2, { ...player, date: NEXT_DAY })],
      [
        ...others,
        credit(20, { ...amount, date: NEXT_DAY, description: "TRSF E-BANKING CR 1103/FTSCY/WS95031 500000.00 FITRI041647 FITRI HERMAWAN", senderName: "FITRI HERMAWAN" }),
        credit(21, { ...amount, date: NEXT_DAY, description: "TRSF E-BANKING CR 1103/FTSCY/WS95031 500000.00 SF 1103 AIRPAY INTERNATION", senderName: null }),
      ],
    );
    expect(pairs(result)).not.toContainEqual([1, 20]);
    expect(result.ambiguous.find((row) => row.boId === 1)?.candidates.map((candidate) => candidate.mutasiId)).toContain(20);
  });
});

describe("reconcileDeposits: input", () => {
  it("rejects an id given twice", () => {
    expect(() => reconcileDeposits([bo(1), bo(1)], [])).toThrow(/appears twice/);
    expect(() => reconcileDeposits([bo(1), bo(2)], [credit(5), credit(6), credit(6)])).toThrow(/appears twice/);
  });

  it("decides the same whatever order the rows come in: in id order, as a database gives them, or not", () => {
    const bos = [bo(1, { fullName: "Dian Perwita Sari" }), bo(2, { fullName: "Budi Santoso" }), bo(3, { fullName: "Rina Wati", amountCents: 7_500_000 })];
    const lines = [credit(5, { senderName: "BUDI SANTOSO" }), credit(6, { senderName: "DIAN PERWITA SARI" }), credit(7, { senderName: "RINA WATI", amountCents: 7_500_000 })];
    const inOrder = reconcileDeposits(bos, lines);
    expect(pairs(inOrder)).toEqual([[1, 6], [2, 5], [3, 7]]);
    expect(reconcileDeposits([...bos].reverse(), [lines[2], lines[0], lines[1]])).toEqual(inOrder);
  });

  it("rejects a date that is not YYYY-MM-DD", () => {
    expect(() => reconcileDeposits([bo(1, { date: "10/03/2026" })], [])).toThrow(/YYYY-MM-DD/);
  });

  it("rejects amounts that are not whole cents", () => {
    expect(() => reconcileDeposits([bo(1, { amountCents: 100.5 })], [])).toThrow(/whole cents/);
  });
});

describe("reconcileDeposits: a namesake's row is no rival to a credit from the player's own registered account", () => {
  it("pays the account's player and leaves the namesake's ticket to his own line (a clean-room audit: 3 rows ambigu)", () => {
    const bos = [
      bo(1, { fullName: "HARIS MARPAUNG", username: "erwin888", playerAccountNo: "MANDIRI - 8715751116154" }),
      bo(2, { fullName: "HARIS MARPAUNG", username: "haris77", playerAccountNo: "BCA - 6012345678" }),
    ];
    const fromOwnAccount = credit(5, { senderName: "HARIS MARPAUNG", senderAccountNo: "8715751116154", description: "DR 8715751116154 KR 8267579775936 51536706595/HARIS MARPAUNG/JKT" });
    expect(pairs(reconcileDeposits(bos, [fromOwnAccount]))).toEqual([[1, 5]]);
    // a masked account's last digits claim nothing: the namesakes stay a checker's choice
    const masked = credit(6, { senderName: "HARIS MARPAUNG", description: "TRANSFER DARI ****6154 HARIS MARPAUNG" });
    expect(pairs(reconcileDeposits(bos, [masked]))).toEqual([]);
  });
});

describe("reconcileDeposits: a name with an apostrophe (MA'RUF, DJA'FAR), which the banks print joined", () => {
  // a clean-room audit: 4 of 9 such tickets "tidak ada", each beside a busy round amount
  const others = ["AGUS SALIM", "RINA WATI", "JOKO SUSILO", "ANDI PRATAMA", "SITI AMINAH", "BUDI SANTOSO", "DEWI LESTARI", "EKO PRASETYO", "FITRI HANDAYANI", "GILANG SEPTIAN", "HENDRA GUNAWAN", "INDAH SARI", "JAMAL HARAHAP", "KEVIN SEPTIAN"];
  const busy = others.map((senderName, i) => credit(100 + i, { senderName, description: `MCM InhouseTrf DARI ${senderName}` }));

  it("finds the player's line among many of the same round amount", () => {
    for (const [fullName, senderName] of [
      ["Ma'ruf Hidayat", "MARUF HIDAYAT"],
      ["DJA'FAR SIDIQ", "DJAFAR SIDIQ"],
      ["Nur\u2019aini Zahra", "NURAINI ZAHRA"],
    ]) {
      const line = credit(5, { senderName, description: `MCM InhouseTrf DARI ${senderName}` });
      expect(pairs(reconcileDeposits([bo(1, { fullName })], [line, ...busy])), fullName).toEqual([[1, 5]]);
    }
  });

  it("still tells the joined name from a different one", () => {
    const line = credit(5, { senderName: "MARUF HIDAYAT", description: "MCM InhouseTrf DARI MARUF HIDAYAT" });
    expect(pairs(reconcileDeposits([bo(1, { fullName: "Ma'ruf Hasibuan" })], [line, ...busy]))).toEqual([]);
  });
});

describe("a nameless line of an amount nobody else has (audit-ewallet2 F1)", () => {
  it("pays no player who registered another e-wallet than the one the line came from", () => {
    const DAY = "2026-11-27";
    const gopayLine: MutasiDepositCandidate = { id: 7, website: "ABC", date: DAY, amountCents: 27_535_000, senderName: null, description: "TRSF E-BANKING CR 2711/FTSCY/WS95031 275350.00 DOMPET ANAK BANGSA", accountNo: "0111222333", reference: null };
    const player = (playerAccountNo: string): BoDepositCandidate => ({ id: 1, website: "ABC", date: DAY, amountCents: 27_535_000, fullName: "Tono Sugiarto", username: "tono01", corporateAccountNo: "0111222333", references: [], playerAccountNo });
    expect(reconcileDeposits([player("OVO - 081234500003")], [gopayLine]).matches).toEqual([]);
    // a player registered with his bank account tops up through any wallet
    expect(reconcileDeposits([player("BCA - 1234500003")], [gopayLine]).matches.map((match) => match.mutasiId)).toEqual([7]);
    // the GoPay player's, as before
    expect(reconcileDeposits([player("GOPAY - 081234500003")], [gopayLine]).matches.map((match) => match.mutasiId)).toEqual([7]);
  });
});

describe("an e-wallet gateway's line booked for a site user (audit-ewallet2 F9)", () => {
  const DAY = "2026-11-27";
  const gopay = (id: number, username: string, fullName: string, phone: string, amountCents: number): BoDepositCandidate => ({ id, website: "ABC", date: DAY, amountCents, fullName, username, corporateAccountNo: null, references: [], playerAccountNo: `GOPAY - ${phone}` });
  const booked = (id: number, amountCents: number, fields: Partial<MutasiDepositCandidate>): MutasiDepositCandidate => ({ id, website: "ABC", date: DAY, amountCents, senderName: null, description: "", accountNo: null, reference: `ATX000${id}`, ...fields });

  it("pays the user it names, and never the sender's own ticket against it", () => {
    const bos = [gopay(3, "agus01", "AGUS SALIM", "081377778888", 15_000_000), gopay(4, "dewi02", "DEWI LESTARI", "081366664444", 15_000_000), gopay(7, "tono05", "TONO", "081200000007", 16_000_000), gopay(8, "umi06", "UMI", "081200000008", 16_000_000)];
    const lines = [booked(1, 15_000_000, { senderName: "DEWI LESTARI", senderAccountNo: "081366664444", description: "Username agus01" }), booked(2, 16_000_000, { description: "Username umi06" })];
    const result = reconcileDeposits(bos, lines);
    expect(result.matches.map((match) => [match.boId, match.mutasiId])).toEqual([[8, 2]]);
    expect(result.ambiguous.map((row) => row.boId)).toEqual([3, 4]);
  });
});

describe("a line from an account two players registered (audit-dep5's family accounts, after audit-ewallet2 F9)", () => {
  it("is held for both, however many lines share its amount: the holder's name printed is the account's, not the payer's", () => {
    const DAY = "2026-11-26";
    const spouse = (id: number, username: string, fullName: string, time: string): BoDepositCandidate => ({ id, website: "MBR", date: DAY, amountCents: 10_000_000, fullName, username, corporateAccountNo: "1370098765432", references: [], playerAccountNo: "MANDIRI - 4465413840397", requestedAt: Date.parse(`${DAY}T${time}+07:00`) });
    const joint: MutasiDepositCandidate = { id: 420, website: "MBR", date: DAY, amountCents: 10_000_000, senderName: "HADI SUGIANTO", senderAccountNo: "4465413840397", description: "DR 4465413840397 KR 1370098765432   81467139860/HADI SUGIANTO/BKS", accountNo: "1370098765432", reference: "81467139860" };
    const crowd = Array.from({ length: 70 }, (_, i): MutasiDepositCandidate => ({ id: 1000 + i, website: "MBR", date: DAY, amountCents: 10_000_000, senderName: `ORANG NOMOR ${"ABCDEFGHIJKLMNOPQRSTUVWXYZ"[i % 26]}${"ABC"[Math.floor(i / 26)]}`, senderAccountNo: `55500000${String(i).padStart(3, "0")}`, description: "MCM InhouseTrf DARI ORANG", accountNo: "1370098765432", reference: null }));
    const result = reconcileDeposits([spouse(448, "hadi656", "HADI SUGIANTO", "20:02:21"), spouse(459, "ayuseti40", "AYU EKA SETIAWAN", "20:03:01")], [joint, ...crowd]);
    expect(result.matches.filter((match) => match.mutasiId === 420)).toEqual([]);
    expect(result.ambiguous.map((row) => row.boId)).toEqual([448, 459]);
  });
});
