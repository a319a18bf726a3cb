import { describe, expect, it } from "vitest";
import { extractCounterparty } from "./counterparty";

describe("the counterparty's name in statement texts (FORMATS.md)", () => {
  it.each([
    ["TRSF E-BANKING CR 0205/FTSCY/WS95031         108400.00Transfer invoice      ACME CORPORATION", "CR", "ACME CORPORATION"],
    ["TRSF E-BANKING CR 3112/FTSCY/WS95031      72100000.00MICHAEL MULYADI", "CR", "MICHAEL MULYADI"],
    ["TRSF E-BANKING DB 1309/FTSCY/WS95031         100000.00DINDA FITRI NURUL", "DB", "DINDA FITRI NURUL"],
    ["TRSF E-BANKING CR 2711/ADSCY/0000100 100000.00 TOPUP  Lesman Buulolo  ", "CR", "LESMAN BUULOLO"],
    ["BI-FAST CR TANGGAL :31/12 TRANSFER DR 451 AYU DIAJENG SEKAR", "CR", "AYU DIAJENG SEKAR"],
    ["SWITCHING CR TANGGAL :01/01 TRANSFER DR 009 SDRI DIAN PERWITA", "CR", "DIAN PERWITA"],
    ["TRANSFER DARI | PEMINDAHAN DARI 390397011 Sdr EKA DANA KRISTANTO | 7878078081 | |", "CR", "EKA DANA KRISTANTO"],
    ["DR 0000029511812 KR 0060003911777  71831136319/SUSHIMAS HARAPAN/BKS", "CR", "SUSHIMAS HARAPAN"],
    ["MCM InhouseTrf DARI BUDI SANTOSO", "CR", "BUDI SANTOSO"],
    // a name printed with a double space is one name (audit-names1 F7: cut there, BUDI or SANTOSO alone was approved)
    ["TRSF E-BANKING CR 2711/FTSCY/WS95031 151000.00 BUDI  SANTOSO", "CR", "BUDI SANTOSO"],
    ["MCM InhouseTrf DARI BUDI  SANTOSO", "CR", "BUDI SANTOSO"],
    ["BI-FAST CR BIF TRANSFER DR 009 BUDI  SANTOSO", "CR", "BUDI SANTOSO"],
    ["TRSF E-BANKING DB 2711/FTSCY/WS95031 161000.00 BUDI  SANTOSO", "DB", "BUDI SANTOSO"],
    ["NBMB BUDI SANTOSO TO PT CONTOH JAYA", "CR", "BUDI SANTOSO"],
    ["NBMB PT CONTOH JAYA TO RINA MARLINA", "DB", "RINA MARLINA"],
    // a clean-room audit's lines: a bank written out, clearing and switching networks, BRI's BI-FAST with TLBDS1/TLBDS2
    ["Transfer dari BANK CENTRAL ASIA ASEP SIMANJUNTAK ", "CR", "ASEP SIMANJUNTAK"],
    ["Transfer dari PT BANK SYARIAH INDONESIA TBK KEVIN GUNAWAN", "CR", "KEVIN GUNAWAN"],
    ["Transfer dari BANK JAGO RIAN HARAHAP RAMADHA", "CR", "RIAN HARAHAP RAMADHA"],
    ["Transfer dari MEGA LESTARI", "CR", "MEGA LESTARI"],
    // Bank Jago's BI-FAST credit names its bank without BANK; gacor is slang typed after the name
    ["Transfer BI-FAST dari JAGO MAYA MAULANA ", "CR", "MAYA MAULANA"],
    ["BIFAST DARI 451 EKO SETIADI GCR", "CR", "EKO SETIADI"],
    ["SKN CR KLIRING BANK CENTRAL ASIA  NOVI SANTOSA/TRANSFER ", "CR", "NOVI SANTOSA"],
    ["TRF PRIMA DR 014 PUTRI HAKIM", "CR", "PUTRI HAKIM"],
    ["TRF ATM BERSAMA DR 014 RINA SANTOSO", "CR", "RINA SANTOSO"],
    ["BI-FAST 20261122BRINIDJA010O0276954406  YUDI SRI WIBOWO  BAYAR", "CR", "YUDI SRI WIBOWO"],
    ["BI-FAST 20261122BRINIDJA010O0253331285  DEPO rajasapu77  HERU EKA SAPUTRA", "CR", "HERU EKA SAPUTRA"],
    // payouts as a clean-room audit wrote them: the payee's bank between KE and the account, the operator's news after the name
    ["TRANSFER KE | BIFAST KE 014 7580583001 ILHAM MARLINA | 7878078081 | WD plilh723 |", "DB", "ILHAM MARLINA"],
    ["TRANSFER KE | TRF ONLINE KE MANDIRI 1838816497176 BUDI HALIM | 7878078081 | WITHDRAW |", "DB", "BUDI HALIM"],
    ["Transfer ke SEABANK 666083406043 MOH ILHAM PURNOMO   WD plmuh453", "DB", "MOH ILHAM PURNOMO"],
    ["BI-FAST KE CIMB NIAGA 617953243315   RUDI ADI PRATAMA WD prata541", "DB", "RUDI ADI PRATAMA"],
    ["BI-FAST DB BIF TRANSFER KE 002 RINA HALIM PENARIKAN", "DB", "RINA HALIM"],
    ["BI-FAST DB | BIFAST KE 009 9892002075 YULIA SIHOMBING PAYOUT", "DB", "YULIA SIHOMBING"],
    ["BI-FAST DB BIF TRANSFER KE 008 ILHAM GUNAWAN PENCAIRAN", "DB", "ILHAM GUNAWAN"],
    ["IBIZ PT AUDIT SEJAHTERA TO ANDI WARUWU WD2611220119", "DB", "ANDI WARUWU"],
    // BNI's part of bank code, account and name; BRI's BI-FAST payout
    ["TRF BIFAST KE | 002 976275642700435 AGUS RAHAYU |", "DB", "AGUS RAHAYU"],
    ["BIFAST PT AUDIT WD EMPAT TO JEFRI PERMATASARI", "DB", "JEFRI PERMATASARI"],
    // news typed after the name, as typed: the bank prints the name in capitals
    ["SWITCHING CR TANGGAL :23/11 TRANSFER DR 002 FIRMAN SUPRIYADI firmanzz depo", "CR", "FIRMAN SUPRIYADI"],
    ["Transfer dari Budi Santoso", "CR", "BUDI SANTOSO"],
    // a part that says where the name is wins over a lone word by its place
    ["BI-FAST CR | GCR | TRANSFER DR 014 SELVI WIBOWO |", "CR", "SELVI WIBOWO"],
    ["BIFAST DARI 014 SELVI PUTRA LESTARI TOP UP", "CR", "SELVI PUTRA LESTARI"],
    // a clean-room audit's BI-FAST credits: the direction before DARI and the code (Mandiri), the code and name a part of their own (BNI)
    ["BI-FAST CR DARI 451 SARI SRI | 03534641126", "CR", "SARI SRI"],
    ["BI-FAST CR DARI 002 SDRI ELSA DEWI PANJA | 25561158934", "CR", "ELSA DEWI PANJA"],
    ["TRF BIFAST CR | DARI 002 AYU HARTONO | 051820034499 | |", "CR", "AYU HARTONO"],
    ["TRF BIFAST CR | DARI 011 INDAH PANJAITAN KARTIKASA | nasutionpro | 019977296747 | |", "CR", "INDAH PANJAITAN KARTIKASA"],
    // a third clean-room audit's Mandiri BI-FAST, the channel spelt apart
    ["TRANSFER BI FAST KE 014 ASEP FITRI SIMANJUNT | 91863393784", "DB", "ASEP FITRI SIMANJUNT"],
    ["TRANSFER BI FAST DARI 002 MEGA PANJAITAN | 92802099791/mega231b303", "CR", "MEGA PANJAITAN"],
  ] as const)("%s", (text, direction, name) => {
    expect(extractCounterparty(text, direction).name).toBe(name);
  });

  it("reads the payee's account after the bank's code or name, and the news the bank kept apart", () => {
    expect(extractCounterparty("TRANSFER KE | BIFAST KE 014 7580583001 ILHAM MARLINA | 7878078081 | WD plilh723 |", "DB", "7878078081")).toMatchObject({ accountNo: "7580583001", remark: "WD plilh723", reference: null });
    expect(extractCounterparty("Transfer ke SEABANK 666083406043 MOH ILHAM PURNOMO   WD plmuh453", "DB")).toMatchObject({ accountNo: "666083406043", remark: "WD plmuh453" });
    // a name is not a bank: DARI BUDI SANTOSO stays the sender
    expect(extractCounterparty("TRANSFER DARI BUDI SANTOSO", "CR").name).toBe("BUDI SANTOSO");
  });

  it("takes the news typed before a BCA name printed in capitals out of the name (a clean-room audit: 7 rows a saran)", () => {
    expect(extractCounterparty("TRSF E-BANKING CR 2411/FTSCY/WS95267 300000.00 depo dianhoki DIAN KURNIAWAN  ", "CR")).toMatchObject({ name: "DIAN KURNIAWAN", remark: "depo dianhoki" });
    expect(extractCounterparty("TRSF E-BANKING CR 2411/FTSCY/WS95953 700000.00 ekohoki IR EKO GUNAWAN  ", "CR").name).toBe("EKO GUNAWAN");
    expect(extractCounterparty("TRSF E-BANKING CR 2411/FTSCY/WS95220 100000.00 id yantigacor YANTI SIREGAR  ", "CR").name).toBe("YANTI SIREGAR");
    // a name printed as typed stays whole
    expect(extractCounterparty("TRSF E-BANKING CR 2711/ADSCY/0000100 100000.00 TOPUP  Lesman Buulolo  ", "CR").name).toBe("LESMAN BUULOLO");
    expect(extractCounterparty("TRSF E-BANKING CR 2711/ADSCY/0000100 100000.00 Lesman Buulolo  ", "CR").name).toBe("LESMAN BUULOLO");
    expect(extractCounterparty("TRSF E-BANKING CR 2411/FTSCY/WS95256 350000.00 depo Susi Dewi Wijaya M  ", "CR").name).toBe("SUSI DEWI WIJAYA M");
    expect(extractCounterparty("TRSF E-BANKING CR 2411/FTSCY/WS95519 1000000.00 Lukman Panjaitan M  ", "CR").name).toBe("LUKMAN PANJAITAN M");
  });

  it("keeps the news after a BI-FAST sender's part apart from the name", () => {
    expect(extractCounterparty("BI-FAST CR DARI 535 ROBERTUS | ROBERTUSPRO", "CR")).toMatchObject({ name: "ROBERTUS", remark: "ROBERTUSPRO" });
    expect(extractCounterparty("TRF BIFAST CR | DARI 011 INDAH PANJAITAN KARTIKASA | nasutionpro | 019977296747 | |", "CR")).toMatchObject({ remark: "nasutionpro", reference: "019977296747" });
  });

  it("reads the name after an account the bank printed masked, and takes no masked digits for an account (audit-accounts1 F1, F5)", () => {
    for (const [text, direction, name] of [
      ["TRANSFER DARI | PEMINDAHAN DARI ****4567 Sdr EKO PRASETYO | 7878078081 | |", "CR", "EKO PRASETYO"],
      ["TRANSFER DARI | PEMINDAHAN DARI XXXXXX4567 EKO PRASETYO | 7878078081 | |", "CR", "EKO PRASETYO"],
      ["TRANSFER KE | PEMINDAHAN KE ****4567 Sdr SITI RAHAYU | 7878078081 | |", "DB", "SITI RAHAYU"],
      ["MCM InhouseTrf DARI ***4567 EKO PRASETYO", "CR", "EKO PRASETYO"],
      ["BI-FAST CR TANGGAL :27/11 TRANSFER DR 009 xxxx4567 EKO PRASETYO", "CR", "EKO PRASETYO"],
    ] as const) {
      expect(extractCounterparty(text, direction, "7878078081"), text).toMatchObject({ name, accountNo: null });
    }
    expect(extractCounterparty("TRANSFER DARI | PEMINDAHAN DARI ****4567 | 7878078081 | |", "CR", "7878078081")).toMatchObject({ name: null, accountNo: null });
  });

  it("keeps a BRI credit's news after the receiver apart, never the receiver's own name (audit-news2 F1)", () => {
    expect(extractCounterparty("NBMB MIRA LESMANA TO PT ALPHA JAYA UTK ANDI PRATAMA", "CR")).toMatchObject({ name: "MIRA LESMANA", remark: "UTK ANDI PRATAMA" });
    expect(extractCounterparty("NBMB MIRA LESMANA TO PT ALPHA JAYA  ANDI PRATAMA", "CR")).toMatchObject({ name: "MIRA LESMANA", remark: "ANDI PRATAMA" });
    expect(extractCounterparty("NBMB MIRA LESMANA TO PT ALPHA JAYA mawar", "CR")).toMatchObject({ name: "MIRA LESMANA", remark: "mawar" });
    expect(extractCounterparty("NBMB KOMANG TANOTO TO CV TERANG JAYA", "CR")).toMatchObject({ name: "KOMANG TANOTO", remark: null });
  });

  it("reads account numbers where the text has them", () => {
    expect(extractCounterparty("TRANSFER DARI | PEMINDAHAN DARI 390397011 Sdr EKA DANA KRISTANTO | 7878078081", "CR").accountNo).toBe("390397011");
    expect(extractCounterparty("DR 0000029511812 KR 0060003911777 71831136319/SUSHIMAS HARAPAN/BKS", "CR").accountNo).toBe("0000029511812");
    expect(extractCounterparty("DR 0060003911777 KR 1230004567890 99100012345/RINA MARLINA/JKT", "DB").accountNo).toBe("1230004567890");
  });

  it("reads Mandiri MCM's BI-FAST payout: the payee's account after the bank code, the name between the slashes", () => {
    // the account the payout went to is what tells a namesake's payout from the player's (a clean-room audit)
    expect(extractCounterparty("MCM BIFAST KE 014 7416093672  64118842210/BUDI SANTOSO/", "DB")).toMatchObject({ name: "BUDI SANTOSO", accountNo: "7416093672", reference: "64118842210" });
    // and its returns and the other channels' transfers: the account and reference a return is tied to its payout by
    expect(extractCounterparty("MCM RETUR BIFAST DARI 009 3318820456  11411320060/RUDI HARTONO/", "CR")).toMatchObject({ name: "RUDI HARTONO", accountNo: "3318820456", reference: "11411320060" });
    expect(extractCounterparty("MCM SKN KE 009 3318820456  SKN2711001/RUDI HARTONO/", "DB")).toMatchObject({ accountNo: "3318820456" });
    // a failed transfer's words between TRANSFER and the bank code leave the name where it was
    expect(extractCounterparty("BI-FAST CR TRANSFER TIDAK BERHASIL DR 009 RUDI HARTONO", "CR")).toMatchObject({ name: "RUDI HARTONO" });
  });

  it("recognises e-wallet operators instead of calling them players", () => {
    expect(extractCounterparty("TRSF E-BANKING CR 0905/FTSCY/WS95031         150000.00DOMPET ANAK BANGSA", "CR")).toMatchObject({ name: null, wallet: "GOPAY" });
    expect(extractCounterparty("BI-FAST CR TANGGAL :01/01 TRANSFER DR 503 VISIONET INTERNASI", "CR")).toMatchObject({ name: null, wallet: "OVO" });
    expect(extractCounterparty("TRSF E-BANKING CR 0101/FTSCY/WS95031 50000.00 AIRPAY INTERNATION", "CR")).toMatchObject({ name: null, wallet: "SHOPEEPAY" });
  });

  it("finds no player behind a QRIS settlement or a card payment", () => {
    expect(extractCounterparty("KR OTOMATIS MID : 885001834534 TOKO MAJU TGH: 731500.00 DDR: 2527.80", "CR")).toMatchObject({ name: null, settlement: true });
    expect(extractCounterparty("KARTU DEBIT IDM T72M", "DB").name).toBeNull();
    expect(extractCounterparty("", "CR").name).toBeNull();
  });

  it.each([
    // remark typed before the name, padded (KlikBCA) or one space apart (re-saved by Excel, Pratinjau copy)
    ["TRSF E-BANKING CR 0203/FTSCY/WS95031 250000.00 DEPO PL123X BUDI SANTOSO", "BUDI SANTOSO", "DEPO PL123X", "0203/FTSCY/WS95031"],
    ["TRSF E-BANKING CR 0203/FTSCY/WS95031          50000.00DEPO PL697L         JOKO WAHYUDI RAHAY  ", "JOKO WAHYUDI RAHAY", "DEPO PL697L", "0203/FTSCY/WS95031"],
    ["TRSF E-BANKING CR 0203/FTSCY/WS95031 1045000.00 DEPOSIT IRWAN5599 IRWAN SUSILO", "IRWAN SUSILO", "DEPOSIT IRWAN5599", "0203/FTSCY/WS95031"],
    ["TRSF E-BANKING CR 0203/FTSCY/WS95031 100000.00 TOPUP  ", null, "TOPUP", "0203/FTSCY/WS95031"],
    // ShopeePay: its reference is no sender
    ["TRSF E-BANKING CR 0308/FTSCY/WS95031 100000.00 SF 0308 AIRPAY INTERNATION", null, "SF 0308", "0308/FTSCY/WS95031"],
    // BNIDirect: the name in a later pipe part, the journal and the remark after it
    ["TRANSFER DARI | 4578995843 | Sdr KEVIN GINTING | 8563106621 | DEPO PL44 |", "KEVIN GINTING", "DEPO PL44", "8563106621"],
    ["TRANSFER DARI | PEMINDAHAN DARI 390397011 Sdr EKA DANA KRISTANTO | 7878078081 | |", "EKA DANA KRISTANTO", null, null],
    // Mandiri: the sender after both account numbers, the remark in the second Description column
    ["TRANSFER DARI 6436306531 KE 8713649703 NANDA SULISTYO  DEPO NANDA53990", "NANDA SULISTYO", "DEPO NANDA53990", null],
    ["DR 0000029511812 KR 0060003911777  71831136319/SUSHIMAS HARAPAN/BKS", "SUSHIMAS HARAPAN", null, "71831136319"],
    ["MCM InhouseTrf DARI NOVI HARTONO", "NOVI HARTONO", null, null],
  ] as const)("sender, remark and reference apart: %s", (text, name, remark, reference) => {
    expect(extractCounterparty(text, "CR")).toMatchObject({ name, remark, reference });
  });

  it("takes the sender's account from DARI <account> KE <account>, not the word KE as a name", () => {
    expect(extractCounterparty("TRANSFER DARI 3290141195 KE 1397160678 JAMAL NASUTION", "CR")).toMatchObject({ name: "JAMAL NASUTION", accountNo: "3290141195" });
  });

  it("reads Mandiri MCM's DARI <account> KE <account> without a name: no payee named KE, the other end's number, never the akun's own (audit-wd7 F3)", () => {
    expect(extractCounterparty("MCM InhouseTrf DARI 1370012345678 KE 1230001112223", "DB", "1370012345678")).toMatchObject({ name: null, accountNo: "1230001112223" });
    expect(extractCounterparty("MCM InhouseTrf DARI 1370012345678 KE 1230001112223", "DB")).toMatchObject({ name: null, accountNo: "1230001112223" });
    expect(extractCounterparty("MCM InhouseTrf DARI 1230001112223 KE 1370012345678", "CR", "1370012345678")).toMatchObject({ name: null, accountNo: "1230001112223" });
    // written the other way round for the side: the number that is not the akun's
    expect(extractCounterparty("MCM InhouseTrf DARI 1230001112223 KE 1370012345678", "DB", "137-001-2345678")).toMatchObject({ name: null, accountNo: "1230001112223" });
  });

  // audit 2: news typed after the name, a name before BNI's number, bank words and references in the name's place
  it.each([
    // BNI: the name's place varies (FORMATS.md); here the name comes first, the number and the news after it
    ["TRANSFER DARI | Bpk BUDI SANTOSO | 1234567890 | DEPO budi88 |", "BUDI SANTOSO", "DEPO budi88", "1234567890"],
    // BNI BI-FAST: the long mixed token is the bank's reference, the words after it the news
    ["BI-FAST | TRANSFER DR 014 IBU SITI AMINAH | 20261126BRINIDJA010O02 | depo siti01 |", "SITI AMINAH", "depo siti01", "20261126BRINIDJA010O02"],
    // BCA Pratinjau copy: one space apart, the news after the name
    ["BI-FAST CR BIF TRANSFER DR 014 BUDI SANTOSO DEPO PL123X", "BUDI SANTOSO", "DEPO PL123X", null],
    // Mandiri MCM CSV and Excel: the news after DARI <name>, one space apart
    ["MCM InhouseTrf DARI BPK BUDI SANTOSO DEPO PL123X", "BUDI SANTOSO", "DEPO PL123X", null],
    // Mandiri Excel: the sender's bank before the name is no part of it
    ["Transfer BI Fast Dari BCA SITI AMINAH", "SITI AMINAH", null, null],
    // Mandiri MCM: the news in the slash part after the name; a city there is no news
    ["DR 0000029511812 KR 0060003911777  71831136319/SDRI DIAN PERWITA/DEPO DIAN9", "DIAN PERWITA", "DEPO DIAN9", "71831136319"],
    // BCA e-banking re-saved by Excel: the news before the name, its last word holding a digit or a news word
    ["TRSF E-BANKING CR 2411/FTSCY/WS95031 150000.00 titip budi88 BUDI SANTOSO", "BUDI SANTOSO", "titip budi88", "2411/FTSCY/WS95031"],
    ["TRSF E-BANKING CR 2411/FTSCY/WS95031 150000.00 DEPO GAME BAGUS HARTONO", "BAGUS HARTONO", "DEPO GAME", "2411/FTSCY/WS95031"],
    ["TRSF E-BANKING CR 2411/FTSCY/WS95031 150000.00 TITIP BUDI SANTOSO", "BUDI SANTOSO", "TITIP", "2411/FTSCY/WS95031"],
  ] as const)("news and name apart: %s", (text, name, remark, reference) => {
    expect(extractCounterparty(text, "CR")).toMatchObject({ name, remark, reference });
  });

  it("keeps two names either side of a slash as the sender, a joint account, not the first alone (audit-akun1 F1)", () => {
    expect(extractCounterparty("TRSF E-BANKING CR 2711/FTSCY/WS95031 374000.00 SITI AMINAH/ BUDI SANTOSO", "CR")).toMatchObject({ name: "SITI AMINAH / BUDI SANTOSO" });
    expect(extractCounterparty("BI-FAST CR BIF TRANSFER DR 014 BUDI SANTOSO/SITI AMINAH", "CR")).toMatchObject({ name: "BUDI SANTOSO / SITI AMINAH" });
    // news or a city after the slash is no second person
    expect(extractCounterparty("TRSF E-BANKING CR 2711/FTSCY/WS95031 374000.00 DEPO/ BUDI SANTOSO", "CR")).toMatchObject({ name: "BUDI SANTOSO" });
    expect(extractCounterparty("BI-FAST CR BIF TRANSFER DR 014 BUDI SANTOSO/BKS", "CR")).toMatchObject({ name: "BUDI SANTOSO" });
  });

  it("keeps names whole that hold no news: a city after Mandiri's name, a padded BCA name", () => {
    expect(extractCounterparty("DR 0000029511812 KR 0060003911777  71831136319/SUSHIMAS HARAPAN/BKS", "CR")).toMatchObject({ name: "SUSHIMAS HARAPAN", remark: null });
    expect(extractCounterparty("MCM InhouseTrf DARI MEGA WATI", "CR")).toMatchObject({ name: "MEGA WATI", remark: null });
    expect(extractCounterparty("BI-FAST CR TANGGAL :05/01 TRANSFER DR 014 BPK JOKO WIDODO", "CR")).toMatchObject({ name: "JOKO WIDODO", remark: null });
  });

  it("takes a BNI part of words for the name by its place only when it is words alone, none of them news", () => {
    expect(extractCounterparty("TRANSFER KE | BI-FAST 014 1234567890 BUDI SANTOSO | 5555566666", "DB").name).not.toBe("BI-FAST");
    expect(extractCounterparty("TRANSFER DARI | SETORAN TUNAI | 12345678 | |", "CR").name).toBeNull();
  });

  it("does not take the statement's own account in a BNI text for the bank's reference", () => {
    // the same number after the name on a credit and a debit (tests/fixtures/uploads/bni-internet.csv): the statement's account
    expect(extractCounterparty("TRANSFER DARI | PEMINDAHAN DARI 390397011 Sdr EKA DANA KRISTANTO | 7878078081 | |", "CR")).toMatchObject({ accountNo: "390397011", reference: null });
    expect(extractCounterparty("TRANSFER KE | PEMINDAHAN KE 1234567890 Sdr RINA MARLINA | 7878078081 | |", "DB")).toMatchObject({ name: "RINA MARLINA", accountNo: "1234567890", reference: null });
    // where the statement says its account, that number is never the reference
    expect(extractCounterparty("TRANSFER DARI | 4578995843 | Sdr KEVIN GINTING | 7878078081 | DEPO PL44 |", "CR", "7878078081")).toMatchObject({ name: "KEVIN GINTING", reference: null, remark: "DEPO PL44" });
  });
});
