import { describe, expect, it } from "vitest";
import { accountsInText, numbersInText, standsAlone } from "./identifiers";

// texts as the banks print them (FORMATS.md), with the numbers and news players add; what a
// clerk reads in each: account numbers (6+ digits, leading zeros dropped) and words of letters
// and digits that could be a username (upper case, once each)
const TEXTS: [string, string[], string[]][] = [
  ["TRANSFER DARI 4419418587 JIHAN PRATAMA", ["4419418587"], []],
  // the bank's own slash-joined reference is no news a player typed: a player named ws95031 is not paid by it
  ["TRSF E-BANKING CR 0303/FTSCY/WS95031 1000000.00DIAN YOGA GINTING", ["1000000"], []],
  // KlikBCA glues the news to the amount's cents
  ["TRSF E-BANKING CR 1003/FTSCY/WS95031 290000.00PL261P BUDI", ["290000"], ["PL261P"]],
  ["TRANSFER DARI | 1190451021 | Sdr DEWI SURYADI | DEPO pl123x | |", ["1190451021"], ["PL123X"]],
  ["BIFAST CR | TRANSFER DR 014 OEY SAPUTRA | 3826355119 | |", ["3826355119"], []],
  // the number before Mandiri's /NAME/ is the bank's reference, the sender's account the DR one (audit-accounts1 F3)
  ["DR 1595172987 KR 5040444196 38534479573/SUSANTI NANDA HERMAWAN/SBY", ["1595172987", "5040444196"], []],
  ["MCM InhouseTrf DARI RINA MARLINA  99100012345/RINA MARLINA/JKT", [], []],
  ["DARI 000123456789 KE 0098765432 TOPUP AB12CD 4419418587", ["123456789", "98765432", "4419418587"], ["AB12CD"]],
  ["SWITCHING CR TANGGAL :04/03 TRANSFER DR 022 BAMBANG WAHYUDI", [], []],
  ["NBMB YULIA SAIFUL PUSPITA TO PT BINTANG CAHAYA WEB09", [], ["WEB09"]],
  ["QRIS 9360001234567890123 ÉLODIE 12AB34 12ab34 1234567", ["9360001234567890123", "1234567"], ["12AB34"]],
  // an underscore belongs to the username (sites allow it: ketut718_, doni_88)
  ["TRSF E-BANKING CR 2311/FTSCY/WS95031 58000.00ketut718_ MAYA PUTRA LUBIS", [], ["KETUT718_"]],
  ["SWITCHING CR TRANSFER DR 911 VISIONET INTERNASI deposit doni_88", [], ["DONI_88"]],
  ["", [], []],
];

describe("numbersInText: the account numbers and username-like words of a statement text, in one pass", () => {
  it("finds every account number and username-like word a clerk reads in the bank's text", () => {
    for (const [text, accounts, usernames] of TEXTS) expect({ text, ...numbersInText(text) }).toEqual({ text, accounts, usernames });
  });

  it("reads a username after a single slash (Mandiri's reference/news), never a part of a bank's three-part code", () => {
    expect(numbersInText("TRANSFER BI FAST DARI 002 MEGA PANJAITAN 92802099791/mega231b303").usernames).toEqual(["MEGA231B303"]);
    expect(numbersInText("DR 7788777927820 KR 1230009876543 47564123397/MICHAEL PUTRA ARDIAN/RUDIA17A329").usernames).toEqual(["RUDIA17A329"]);
    expect(numbersInText("TRSF E-BANKING CR 0702/FTSCY/WS95031 250000.00 BUDI SANTOSO").usernames).toEqual([]);
  });

  it("reads nothing in a missing text, and accountsInText gives the same accounts", () => {
    expect(numbersInText(null)).toEqual({ accounts: [], usernames: [] });
    for (const [text, accounts] of TEXTS) expect(accountsInText(text)).toEqual(accounts);
  });
});

describe("standsAlone", () => {
  it("finds an account written as a number of its own, with or without leading zeros", () => {
    expect(standsAlone("KE SRI BAYU PANJAITAN / WD 9422876844945", "9422876844945")).toBe(true);
    expect(standsAlone("BIFAST KE 014 0123456789 BUDI", "123456789")).toBe(true);
    expect(standsAlone("9422876844945", "9422876844945")).toBe(true);
  });

  it("never digits glued to letters or to other digits", () => {
    expect(standsAlone("100000.00 WD2611220042  TAUFIK PURNOMO", "2611220042")).toBe(false);
    expect(standsAlone("REF 19422876844945", "9422876844945")).toBe(false);
    expect(standsAlone("KE 9422876844945X", "9422876844945")).toBe(false);
  });
});
