import { describe, expect, it } from "vitest";
import { BANK_CHOICES, bankLabel, bankOfUploadOption, digitsOnly, isBankCode, jenisOfUploadTransaction } from "./bank-choices";

describe("bank choices", () => {
  it("lists the spec's banks and wallets with their labels", () => {
    expect(BANK_CHOICES.map((choice) => choice.value)).toEqual(["BCA", "BRI", "MANDIRI", "BNI", "CIMB", "OVO", "DANA", "LINKAJA", "GOPAY"]);
    expect(bankLabel("LINKAJA")).toBe("LinkAja");
    expect(bankLabel("GOPAY")).toBe("GoPay");
    expect(isBankCode("BCA")).toBe(true);
    expect(isBankCode("bca")).toBe(false);
  });

  it("keeps digits only in an account number", () => {
    expect(digitsOnly(" 12-34 5x6 ")).toBe("123456");
  });

  it("maps the upload page's bank options and transactions (spec section 5)", () => {
    expect(bankOfUploadOption("mandiri-excel")).toBe("MANDIRI");
    expect(bankOfUploadOption("bni-mobile")).toBe("BNI");
    expect(bankOfUploadOption("bni-internet")).toBe("BNI");
    for (const option of ["bca", "cimb", "bri", "ovo", "dana", "linkaja", "gopay", "mandiri"]) {
      expect(bankOfUploadOption(option)).toBe(option.toUpperCase());
    }
    expect(jenisOfUploadTransaction("depo")).toBe("DEPO");
    expect(jenisOfUploadTransaction("WD")).toBe("WD");
    expect(jenisOfUploadTransaction("both")).toBeNull();
  });
});
