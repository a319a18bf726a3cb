import { describe, expect, it } from "vitest";
import { ValidationError } from "~/services/errors";
import { resolveUploadRequest } from "./form";
import {
  UPLOAD_KEYS,
  UPLOAD_KINDS,
  bankChoices,
  boProviders,
  choicesFor,
  findUploadKind,
  getUploadKind,
  manualChoices,
  uploadCategories,
} from "./registry";

const labels = (kinds: { label: string }[]) => kinds.map((kind) => kind.label);

describe("the upload registry", () => {
  it("declares every choice once, with its path per transaction type", () => {
    expect(UPLOAD_KINDS.map((kind) => kind.key)).toEqual([...UPLOAD_KEYS]);
    const paths = Object.fromEntries(UPLOAD_KINDS.map((kind) => [kind.key, [kind.variants.depo?.path ?? null, kind.variants.wd?.path ?? null]]));
    expect(paths).toEqual({
      "bo-nexus": ["/api/checkdata", "/api/bowd"],
      "bo-lexu": ["/api/uploadbolexu", "/api/uploadbowdlexu"],
      "qris-lexu": ["/api/uploadqris", null],
      bca: ["/api/mutasiupdepobca", "/api/mutasiupdepobca"],
      mandiri: ["/api/mutasiupdepomdr", "/api/mutasiupdepomdr"],
      "bni-mobile": ["/api/mutasiupdepobnimobile", "/api/mutasiupdepobnimobile"],
      "bni-internet": ["/api/mutasiupdepobniinternetbanking", "/api/mutasiupdepobniinternetbanking"],
      cimb: ["/api/mutasiupdepocimb", "/api/mutasiupdepocimb"],
      bri: ["/api/mutasiupdepomanual", "/api/mutasiupdepomanual"],
      "mandiri-excel": ["/api/mutasiupdepomanual", "/api/mutasiupdepomanual"],
      ovo: ["/api/mutasiupdepomanual", "/api/mutasiupdepomanual"],
      dana: ["/api/mutasiupdepomanual", "/api/mutasiupdepomanual"],
      linkaja: ["/api/mutasiupdepomanual", "/api/mutasiupdepomanual"],
      gopay: ["/api/mutasiupdepomanual", "/api/mutasiupdepomanual"],
      "qris-manual": ["/api/mutasiupdepomanual", null],
      autotx: ["/api/mutasiupdepoautotx", null],
      qris: ["/api/mutasiupdepoqris", null],
      qris_solita: ["/api/mutasiupdepoqrissolita", null],
      qrisexport: ["/api/mutasiupdepoqrisexport", null],
      nexuspay: ["/api/nexuspay", "/api/nexuspay"],
    });
  });

  it("targets the BO and mutasi tables", () => {
    expect(getUploadKind("bo-nexus").variants.wd?.target).toBe("bo_withdraw");
    expect(getUploadKind("qris-lexu").variants.depo?.target).toBe("bo_deposit");
    expect(getUploadKind("bca").variants.depo?.target).toBe("mutasi_deposit");
    expect(getUploadKind("bca").variants.wd?.target).toBe("mutasi_withdraw");
  });

  it("follows spec section 5 for accounts, dates and websites", () => {
    const needsAkun = UPLOAD_KINDS.filter((kind) => kind.needsAkunBank).map((kind) => kind.key);
    expect(needsAkun).toEqual(["bca", "mandiri", "bni-mobile", "bni-internet", "cimb", "bri", "mandiri-excel", "ovo", "dana", "linkaja", "gopay"]);
    expect(UPLOAD_KINDS.filter((kind) => kind.needsDate).map((kind) => kind.key)).toEqual(["bca", "bni-mobile", "bni-internet"]);
    expect(getUploadKind("qris-manual").fixedAkun).toEqual({ name: "QRIS", no: "QRIS" });
    expect(getUploadKind("mandiri-excel").akunBank).toBe("MANDIRI");
    expect(getUploadKind("bni-mobile").akunBank).toBe("BNI");
    expect(getUploadKind("bni-internet").akunBank).toBe("BNI");
    expect(getUploadKind("bo-nexus").needsWebsite).toBe(false);
    expect(getUploadKind("qris-lexu").needsWebsite).toBe(true);
    expect(getUploadKind("bca").fields.map((field) => field.name)).toEqual([
      "myfile", "groups", "corporate_bank_name", "corporate_bank_no", "dates", "transaction", "depo_created_by", "depo_edited_by",
    ]);
  });

  it("finds a choice from its path and provider", () => {
    expect(findUploadKind("/api/checkdata")).toMatchObject({ kind: { key: "bo-nexus" }, transaction: "depo" });
    expect(findUploadKind("/api/bowd")).toMatchObject({ kind: { key: "bo-nexus" }, transaction: "wd" });
    expect(findUploadKind("/api/uploadbowdlexu")).toMatchObject({ kind: { key: "bo-lexu" }, transaction: "wd" });
    expect(findUploadKind("/api/mutasiupdepobca/")).toMatchObject({ kind: { key: "bca" }, transaction: null });
    expect(findUploadKind("/api/mutasiupdepomanual", "Link Aja")).toMatchObject({ kind: { key: "linkaja" } });
    expect(findUploadKind("/api/mutasiupdepomanual", "mandiri")).toMatchObject({ kind: { key: "mandiri-excel" } });
    expect(findUploadKind("/api/mutasiupdepomanual", "QRIS")).toMatchObject({ kind: { key: "qris-manual" } });
    expect(findUploadKind("/api/mutasiupdepomanual", "BCA")).toBeUndefined();
    expect(findUploadKind("/api/mutasiupdepomanual")).toBeUndefined();
    expect(findUploadKind("/api/nope")).toBeUndefined();
  });

  it("lists the upload page's steps as spec section 2 does", () => {
    expect(labels(boProviders("depo"))).toEqual(["BO Nexus", "BO Lexu", "QRIS Lexu"]);
    expect(labels(boProviders("wd"))).toEqual(["BO Nexus", "BO Lexu"]);
    expect(uploadCategories("depo").map((category) => category.label)).toEqual(["Bank", "E-Wallet", "QRIS", "QRIS Solita", "QRIS Export", "Nexus Pay", "Manual Bank / Wallet"]);
    expect(uploadCategories("wd").map((category) => category.label)).toEqual(["Bank", "Nexus Pay", "Manual Bank / Wallet"]);
    expect(labels(bankChoices("depo"))).toEqual(["BCA", "Mandiri", "BNI Mobile", "BNI Internet Banking", "CIMB"]);
    expect(labels(bankChoices("wd"))).toEqual(["BCA", "Mandiri", "BNI Mobile", "BNI Internet Banking", "CIMB"]);
    expect(labels(manualChoices("depo"))).toEqual(["BRI Manual", "Mandiri Manual (Excel)", "OVO", "DANA", "Link Aja", "Gopay", "QRIS Manual"]);
    expect(labels(choicesFor("ewallet", "depo"))).toEqual(["Auto Tx"]);
    expect(labels(choicesFor("qris_solita", "depo"))).toEqual(["QRIS Solita"]);
  });
});

describe("upload form fields", () => {
  const fail = (path: string, fields: Record<string, unknown>) => {
    try {
      resolveUploadRequest(path, fields);
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      return (error as Error).message;
    }
    throw new Error("expected a refusal");
  };

  it("resolves a complete BCA withdraw upload", () => {
    const request = resolveUploadRequest("/api/mutasiupdepobca", {
      groups: "abc",
      corporate_bank_name: "PT CONTOH",
      corporate_bank_no: "0111222333",
      dates: "05-Jan-2025",
      transaction: "wd",
      depo_created_by: "checker1",
    });
    expect(request).toMatchObject({ transaction: "wd", target: "mutasi_withdraw", website: "ABC", akun: { name: "PT CONTOH", no: "0111222333" }, statementDate: "2025-01-05", createdBy: "checker1" });
    expect(request.kind.key).toBe("bca");
  });

  it("answers with the spec's messages", () => {
    expect(fail("/api/mutasiupdepomanual", { provider: "BCA", groups: "ABC" })).toBe("❌ Bank manual tidak dikenali.");
    expect(fail("/api/mutasiupdepobca", { corporate_bank_no: "1" })).toBe("❌ Harap pilih website terlebih dahulu.");
    expect(fail("/api/mutasiupdepobca", { groups: "ABC", corporate_bank_no: "1" })).toBe("Harap pilih akun BCA terlebih dahulu.");
    expect(fail("/api/mutasiupdepobca", { groups: "ABC", corporate_bank_name: "X", corporate_bank_no: "1" })).toBe("Tanggal wajib diisi untuk mutasi BCA.");
    expect(fail("/api/mutasiupdepomdr", { groups: "ABC" })).toBe("❌ Harap pilih Akun terlebih dahulu.");
    expect(fail("/api/mutasiupdepoqris", { groups: "ABC", transaction: "wd" })).toBe("❌ Upload QRIS tidak tersedia untuk Withdraw.");
    expect(fail("/api/uploadqris", {})).toBe("❌ Harap pilih website terlebih dahulu.");
  });

  it("fixes QRIS Manual's account and needs no website for BO Nexus", () => {
    expect(resolveUploadRequest("/api/mutasiupdepomanual", { provider: "QRIS", groups: "abc" }).akun).toEqual({ name: "QRIS", no: "QRIS" });
    expect(resolveUploadRequest("/api/checkdata", {})).toMatchObject({ website: null, transaction: "depo", target: "bo_deposit" });
  });
});
