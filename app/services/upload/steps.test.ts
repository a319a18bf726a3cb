import { describe, expect, it } from "vitest";
import { accountLabel, stepHref, stepsHref, stepValuesFrom, valuesBefore } from "./step-links";
import { uploadSteps } from "./steps";

describe("upload page steps", () => {
  it("reveals one step after another for a BO deposit and completes on the provider", () => {
    expect(uploadSteps({}).transaction).toBeNull();
    const type = uploadSteps({ tx: "depo" });
    expect(type.showProvider).toBe(false);
    const bo = uploadSteps({ tx: "depo", type: "bo" });
    expect(bo.showProvider).toBe(true);
    expect(bo.providers.map((kind) => kind.key)).toEqual(["bo-nexus", "bo-lexu", "qris-lexu"]);
    expect(bo.complete).toBe(false);
    const nexus = uploadSteps({ tx: "depo", type: "bo", provider: "bo-nexus" });
    expect(nexus.complete).toBe(true);
    expect(nexus.showWebsite).toBe(false);
    expect(nexus.kind?.variants.depo?.path).toBe("/api/checkdata");
  });

  it("asks QRIS Lexu for a website before the file", () => {
    expect(uploadSteps({ tx: "depo", type: "bo", provider: "qris-lexu" })).toMatchObject({ showWebsite: true, complete: false });
    expect(uploadSteps({ tx: "depo", type: "bo", provider: "qris-lexu", website: "abc" })).toMatchObject({ complete: true, values: { website: "ABC" } });
  });

  it("offers withdraw BO providers without QRIS Lexu, and withdraw categories", () => {
    expect(uploadSteps({ tx: "wd", type: "bo" }).providers.map((kind) => kind.key)).toEqual(["bo-nexus", "bo-lexu"]);
    expect(uploadSteps({ tx: "wd", type: "bo", provider: "qris-lexu" }).values.provider).toBeUndefined();
    expect(uploadSteps({ tx: "wd", type: "bank" }).categories.map((c) => c.label)).toEqual(["Bank", "Nexus Pay", "Manual Bank / Wallet"]);
  });

  it("needs website and bank for a bank statement, then the account and the date for BCA", () => {
    const base = { tx: "depo", type: "bank", category: "bank" };
    expect(uploadSteps(base)).toMatchObject({ showWebsite: true, showBank: false, complete: false });
    const withWebsite = uploadSteps({ ...base, website: "ABC" });
    expect(withWebsite.banks.map((kind) => kind.label)).toEqual(["BCA", "Mandiri", "BNI Mobile", "BNI Internet Banking", "CIMB"]);
    const bca = uploadSteps({ ...base, website: "ABC", bank: "bca" });
    expect(bca).toMatchObject({ complete: true, showAccount: true, showDate: true });
    const cimb = uploadSteps({ ...base, website: "ABC", bank: "cimb" });
    expect(cimb).toMatchObject({ showAccount: true, showDate: false });
  });

  it("needs Auto Tx for a deposit e-wallet, and only a website for QRIS and Nexus Pay", () => {
    expect(uploadSteps({ tx: "depo", type: "bank", category: "ewallet", website: "ABC" })).toMatchObject({ showAutoTx: true, complete: false });
    expect(uploadSteps({ tx: "depo", type: "bank", category: "ewallet", website: "ABC", autotx: "autotx" })).toMatchObject({ complete: true, showAccount: false });
    for (const category of ["qris", "qris_solita", "qrisexport", "nexuspay"]) {
      expect(uploadSteps({ tx: "depo", type: "bank", category }).complete).toBe(false);
      expect(uploadSteps({ tx: "depo", type: "bank", category, website: "ABC" }).complete).toBe(true);
    }
  });

  it("fixes QRIS Manual's account and shows it", () => {
    const qris = uploadSteps({ tx: "depo", type: "bank", category: "manual", website: "ABC", manual: "qris-manual" });
    expect(qris).toMatchObject({ complete: true, showAccount: true });
    expect(qris.kind?.fixedAkun).toEqual({ name: "QRIS", no: "QRIS" });
  });

  it("drops every later choice when an earlier one changes (the spec's resets)", () => {
    const values = { tx: "depo", type: "bank", category: "bank", website: "ABC", bank: "bca", akun: "3", date: "2025-05-10" };
    expect(stepHref(values, "tx", "wd")).toBe("/upload?tx=wd");
    expect(stepHref(values, "type", "bo")).toBe("/upload?tx=depo&type=bo");
    expect(stepHref(values, "category", "manual")).toBe("/upload?tx=depo&type=bank&website=ABC&category=manual");
    expect(stepHref(values, "bank", "cimb")).toBe("/upload?tx=depo&type=bank&category=bank&website=ABC&date=2025-05-10&bank=cimb");
    expect(valuesBefore(values, "date").map(([key]) => key)).toContain("akun");
    // a choice the earlier ones do not allow is dropped
    expect(uploadSteps({ tx: "depo", type: "bank", category: "bank", website: "ABC", bank: "ovo" }).values.bank).toBeUndefined();
  });

  it("completes exactly the combinations of spec section 5", () => {
    const complete = (values: Record<string, string>) => uploadSteps(values).complete;
    // a BO withdraw needs a provider
    expect(complete({ tx: "wd", type: "bo" })).toBe(false);
    expect(complete({ tx: "wd", type: "bo", provider: "bo-nexus" })).toBe(true);
    expect(complete({ tx: "wd", type: "bo", provider: "bo-lexu" })).toBe(true);
    // a BO deposit needs Nexus, Lexu, or QRIS Lexu with a website
    expect(complete({ tx: "depo", type: "bo", provider: "bo-lexu" })).toBe(true);
    expect(complete({ tx: "depo", type: "bo", provider: "qris-lexu" })).toBe(false);
    expect(complete({ tx: "depo", type: "bo", provider: "qris-lexu", website: "ABC" })).toBe(true);
    // a bank category needs a website plus a bank or manual bank
    for (const tx of ["depo", "wd"]) {
      expect(complete({ tx, type: "bank", category: "bank", bank: "bca" })).toBe(false);
      expect(complete({ tx, type: "bank", category: "bank", website: "ABC" })).toBe(false);
      for (const bank of ["bca", "mandiri", "bni-mobile", "bni-internet", "cimb"]) {
        expect(complete({ tx, type: "bank", category: "bank", website: "ABC", bank })).toBe(true);
      }
      expect(complete({ tx, type: "bank", category: "manual", website: "ABC" })).toBe(false);
      for (const manual of ["bri", "mandiri-excel", "ovo", "dana", "linkaja", "gopay"]) {
        expect(complete({ tx, type: "bank", category: "manual", website: "ABC", manual })).toBe(true);
      }
      expect(complete({ tx, type: "bank", category: "nexuspay", website: "ABC" })).toBe(true);
    }
    // ewallet needs Auto Tx plus a website; E-Wallet, QRIS, QRIS Solita and QRIS Export are deposit only
    expect(complete({ tx: "depo", type: "bank", category: "ewallet", autotx: "autotx" })).toBe(false);
    for (const category of ["ewallet", "qris", "qris_solita", "qrisexport"]) {
      expect(complete({ tx: "wd", type: "bank", category, website: "ABC", autotx: "autotx" })).toBe(false);
    }
    // no choice without a transaction and an upload type
    expect(complete({ type: "bo", provider: "bo-nexus" })).toBe(false);
    expect(complete({ tx: "depo", provider: "bo-nexus" })).toBe(false);
  });

  it("offers the seven manual choices for a deposit (QRIS Manual receives money only)", () => {
    const manual = (tx: string) => uploadSteps({ tx, type: "bank", category: "manual", website: "ABC" }).manuals.map((kind) => kind.label);
    expect(manual("depo")).toEqual(["BRI Manual", "Mandiri Manual (Excel)", "OVO", "DANA", "Link Aja", "Gopay", "QRIS Manual"]);
    expect(manual("wd")).toEqual(["BRI Manual", "Mandiri Manual (Excel)", "OVO", "DANA", "Link Aja", "Gopay"]);
    // the manual list shows only once a website is chosen, like the bank list
    expect(uploadSteps({ tx: "depo", type: "bank", category: "manual" })).toMatchObject({ showManual: false, showBank: false, manuals: [] });
  });

  it("shows the website for bank uploads once a category is chosen, and for QRIS Lexu only among BO providers", () => {
    expect(uploadSteps({ tx: "depo", type: "bank" }).showWebsite).toBe(false);
    expect(uploadSteps({ tx: "depo", type: "bank", category: "qris" }).showWebsite).toBe(true);
    const nexus = uploadSteps({ tx: "depo", type: "bo", provider: "bo-nexus", website: "ABC" });
    expect(nexus.showWebsite).toBe(false);
    expect(nexus.values.website).toBeUndefined();
  });

  it("keeps the account and the date only where they are asked for, and only in their formats", () => {
    const bca = { tx: "depo", type: "bank", category: "bank", website: "ABC", bank: "bca" };
    expect(uploadSteps({ ...bca, akun: "7", date: "2025-05-10" }).values).toMatchObject({ akun: "7", date: "2025-05-10" });
    expect(uploadSteps({ ...bca, akun: "7 OR 1=1", date: "10/05/2025" }).values).not.toHaveProperty("akun");
    expect(uploadSteps({ ...bca, akun: "x", date: "10/05/2025" }).values).not.toHaveProperty("date");
    const mandiri = uploadSteps({ ...bca, bank: "mandiri", akun: "7", date: "2025-05-10" });
    expect(mandiri).toMatchObject({ showAccount: true, showDate: false });
    expect(mandiri.values).not.toHaveProperty("date");
    const qris = uploadSteps({ tx: "depo", type: "bank", category: "qris", website: "ABC", akun: "7" });
    expect(qris).toMatchObject({ complete: true, showAccount: false });
    expect(qris.values).not.toHaveProperty("akun");
    // BNI Mobile and BNI Internet Banking ask for Tanggal Mutasi too
    for (const bank of ["bni-mobile", "bni-internet"]) expect(uploadSteps({ ...bca, bank }).showDate).toBe(true);
  });

  it("upper-cases the website code and drops anything but letters and digits", () => {
    expect(uploadSteps({ tx: "depo", type: "bank", category: "qris", website: "a-b c<1>" }).values.website).toBe("ABC1");
  });

  it("reads the steps from a URL and writes them back in one order", () => {
    const values = stepValuesFrom(new URLSearchParams("bank=bca&tx=depo&type=bank&category=bank&website=ABC&junk=1&akun="));
    expect(values).toEqual({ tx: "depo", type: "bank", category: "bank", website: "ABC", bank: "bca" });
    expect(stepsHref(values)).toBe("/upload?tx=depo&type=bank&website=ABC&category=bank&bank=bca");
    expect(stepsHref({})).toBe("/upload");
    expect(stepValuesFrom({ tx: "wd", provider: "bo-lexu" })).toEqual({ tx: "wd", provider: "bo-lexu" });
  });

  it("labels the account select 'Akun {bank}'", () => {
    const label = (key: string) => accountLabel(uploadSteps({ tx: "depo", type: "bank", category: "bank", website: "ABC", bank: key }).kind!);
    expect(label("bca")).toBe("Akun BCA");
    expect(label("cimb")).toBe("Akun CIMB");
  });

  it("resets on a website change the account only, and on Auto Tx nothing before it", () => {
    const values = { tx: "depo", type: "bank", category: "bank", website: "ABC", bank: "bca", akun: "3", date: "2025-05-10" };
    expect(stepHref(values, "website", "XYZ")).toBe("/upload?tx=depo&type=bank&category=bank&bank=bca&date=2025-05-10&website=XYZ");
    expect(stepHref(values, "tx", "")).toBe("/upload");
    const ewallet = { tx: "depo", type: "bank", category: "ewallet", website: "ABC" };
    expect(stepHref(ewallet, "autotx", "autotx")).toBe("/upload?tx=depo&type=bank&category=ewallet&website=ABC&autotx=autotx");
  });
});
