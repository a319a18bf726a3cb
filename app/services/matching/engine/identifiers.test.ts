import { describe, expect, it } from "vitest";
import { accountsInText, numbersInText, usernamesInText } from "./identifiers";

// texts as the banks print them (FORMATS.md), with the numbers and news players add
const TEXTS = [
  "TRANSFER DARI 4419418587 JIHAN PRATAMA",
  "TRSF E-BANKING CR 0303/FTSCY/WS95031 1000000.00DIAN YOGA GINTING",
  "TRSF E-BANKING CR 1003/FTSCY/WS95031 290000.00PL261P BUDI",
  "TRANSFER DARI | 1190451021 | Sdr DEWI SURYADI | DEPO pl123x | |",
  "BIFAST CR | TRANSFER DR 014 OEY SAPUTRA | 3826355119 | |",
  "DR 1595172987 KR 5040444196 38534479573/SUSANTI NANDA HERMAWAN/SBY",
  "DARI 000123456789 KE 0098765432 TOPUP AB12CD 4419418587",
  "SWITCHING CR TANGGAL :04/03 TRANSFER DR 022 BAMBANG WAHYUDI",
  "NBMB YULIA SAIFUL PUSPITA TO PT BINTANG CAHAYA WEB09",
  "QRIS 9360001234567890123 ÉLODIE 12AB34 12ab34 1234567",
  "",
];

describe("numbersInText: accounts and usernames of a statement text in one pass", () => {
  it("finds what accountsInText and usernamesInText find, in the same order", () => {
    for (const text of TEXTS) {
      const found = numbersInText(text);
      expect({ text, accounts: found.accounts, usernames: found.usernames }).toEqual({ text, accounts: accountsInText(text), usernames: usernamesInText(text) });
    }
  });

  it("reads accounts with leading zeros dropped, and news glued to the cents", () => {
    expect(numbersInText("DARI 000123456789 KE 0098765432 TOPUP AB12CD")).toEqual({ accounts: ["123456789", "98765432"], usernames: ["AB12CD"] });
    expect(numbersInText("TRSF E-BANKING CR 1003/FTSCY/WS95031 290000.00PL261P BUDI").usernames).toEqual(["WS95031", "PL261P"]);
    expect(numbersInText(null)).toEqual({ accounts: [], usernames: [] });
  });
});
