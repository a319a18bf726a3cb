import { describe, expect, it } from "vitest";
import { stepHref, valuesBefore } from "./upload-step-links";
import { uploadSteps } from "./upload-steps";

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
});
