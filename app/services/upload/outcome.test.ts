import { describe, expect, it } from "vitest";
import { failureOutcome, invalidOutcome, problemLine, replyOutcome } from "./outcome";

describe("the upload page's outcome sentences (spec section 8)", () => {
  it("status true: 'ℹ️ Data sudah ada untuk tanggal <date>.'", () => {
    expect(replyOutcome({ status: true, message: "Data sudah ada untuk tanggal 10-May-2025", data: ["Data sudah ada untuk tanggal 10-May-2025"] })).toEqual({
      severity: "info",
      lines: ["ℹ️ Data sudah ada untuk tanggal 10-May-2025."],
    });
  });

  it("status false: each data message as '✅ <message>'", () => {
    const outcome = replyOutcome({ status: false, message: "3 data berhasil ditambahkan.", data: ["3 data berhasil ditambahkan.", "Rekonsiliasi ABC: 1 cocok otomatis."] });
    expect(outcome).toEqual({ severity: "success", lines: ["✅ 3 data berhasil ditambahkan.", "✅ Rekonsiliasi ABC: 1 cocok otomatis."] });
    expect(replyOutcome({ status: false, message: "1 data berhasil ditambahkan.", data: [] }).lines).toEqual(["✅ 1 data berhasil ditambahkan."]);
  });

  it("a failure: '❌ Upload failed: <message>' (one ❌) with the problem rows", () => {
    const problems = [{ line: 14, column: "Amount", reason: 'Nominal tidak valid: "12a"' }];
    expect(failureOutcome("❌ Akses ditolak.", problems)).toEqual({ severity: "error", lines: ["❌ Upload failed: Akses ditolak."], problems });
    expect(failureOutcome("File ditolak: 1 baris bermasalah.", []).problems).toBeUndefined();
    expect(problemLine(problems[0])).toBe('Baris 14, kolom Amount: Nominal tidak valid: "12a"');
    expect(problemLine({ line: 1, column: "", reason: "Header tidak dikenali" })).toBe("Baris 1: Header tidak dikenali");
  });

  it("a validation message of section 5 stays as it is", () => {
    expect(invalidOutcome("❌ Harap pilih file terlebih dahulu.").lines).toEqual(["❌ Harap pilih file terlebih dahulu."]);
    expect(invalidOutcome("Harap pilih akun BCA terlebih dahulu.").lines).toEqual(["Harap pilih akun BCA terlebih dahulu."]);
  });
});
