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
    ["NBMB BUDI SANTOSO TO PT CONTOH JAYA", "CR", "BUDI SANTOSO"],
    ["NBMB PT CONTOH JAYA TO RINA MARLINA", "DB", "RINA MARLINA"],
  ] as const)("%s", (text, direction, name) => {
    expect(extractCounterparty(text, direction).name).toBe(name);
  });

  it("reads account numbers where the text has them", () => {
    expect(extractCounterparty("TRANSFER DARI | PEMINDAHAN DARI 390397011 Sdr EKA DANA KRISTANTO | 7878078081", "CR").accountNo).toBe("390397011");
    expect(extractCounterparty("DR 0000029511812 KR 0060003911777 71831136319/SUSHIMAS HARAPAN/BKS", "CR").accountNo).toBe("0000029511812");
    expect(extractCounterparty("DR 0060003911777 KR 1230004567890 99100012345/RINA MARLINA/JKT", "DB").accountNo).toBe("1230004567890");
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
});
