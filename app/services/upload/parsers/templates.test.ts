import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatsMarkdown } from "./formats-doc";
import { parseUpload } from "./parse.server";
import { getUploadKind } from "./registry";
import { UPLOAD_TEMPLATES, findTemplate, templateCsv } from "./templates";
import type { StatementRow } from "./types";

describe("template downloads", () => {
  it("offers the spec's ten buttons at the spec's paths", () => {
    expect(UPLOAD_TEMPLATES.filter((template) => template.specButton).map((template) => [template.label, template.path])).toEqual([
      ["Mutasi BCA", "/api/templatemutasibankbca"],
      ["BNI Internet Banking", "/api/templatemutasibankbniinternetbanking"],
      ["BNI Mobile", "/api/templatemutasibankbnimobile"],
      ["Mandiri", "/api/templatemutasibankmandiri"],
      ["Mandiri Manual Excel", "/api/templatemutasimanual"],
      ["BRI Manual Excel", "/api/templatemutasimanual"],
      ["Auto QR", "/api/templatemutasiautoqr"],
      ["Auto TX", "/api/templatemutasiautotx"],
      ["Nexus Pay", "/api/templatemutasinexuspay"],
      ["QRIS", "/api/templatemutasiqris"],
    ]);
    expect(findTemplate("/api/templatemutasimanual")?.layout.id).toBe("template-manual");
    expect(findTemplate("/api/templatebonexusdepo")?.layout.id).toBe("template-bo-nexus-depo");
  });

  it("writes a header and one example row", () => {
    expect(templateCsv(findTemplate("/api/templatemutasibankbca")!)).toBe(
      "Tanggal,Keterangan,Cabang,Nominal,CR/DB,Saldo\r\n05/01/2025,TRSF E-BANKING CR 0501/FTSCY/WS95031 150000.00 BUDI SANTOSO,0000,150000.00,CR,1150000.00\r\n",
    );
  });

  const cases = UPLOAD_TEMPLATES.flatMap((template) => template.uploads.map((upload) => [template.label, upload.kind, upload.transaction, template] as const));
  it.each(cases)("%s, filled in, uploads under %s (%s) with no problem", async (_label, kind, transaction, template) => {
    const result = await parseUpload(kind, templateCsv(template), {
      transaction,
      statementDate: getUploadKind(kind).needsDate ? "2025-01-05" : undefined,
      website: getUploadKind(kind).needsWebsite ? "ABC" : undefined,
    });
    expect(result.problems).toEqual([]);
    expect(result.layout).toBe(template.layout.id);
    expect(result.counts.imported).toBe(1);
    expect(result.dates).toEqual(["2025-01-05"]);
  });
});

describe("the time a template's line was booked (issue 13, point 2)", () => {
  // 10:15:30 in Jakarta where the template's date carries a time; the others are dates alone
  const timed = new Set(["BNI Internet Banking", "Auto QR", "Auto TX", "Nexus Pay", "QRIS"]);
  const statements = UPLOAD_TEMPLATES.filter((template) => template.layout.family === "statement").map((template) => [template.label, template] as const);
  it.each(statements)("%s, filled in, books its line at the example's time or at none", async (label, template) => {
    const { kind, transaction } = template.uploads[0];
    const result = await parseUpload(kind, templateCsv(template), { transaction, statementDate: "2025-01-05" });
    const [row] = result.rows as StatementRow[];
    expect(row.bookedAt?.toISOString() ?? row.bookedAt).toBe(timed.has(label) ? "2025-01-05T03:15:30.000Z" : null);
  });
});

describe("docs/formats.md", () => {
  it("is the registry's own rendering (regenerate: npx tsx app/services/upload/parsers/write-formats-doc.server.ts)", () => {
    expect(readFileSync("docs/formats.md", "utf8")).toBe(formatsMarkdown());
  });
});
