import { describe, expect, it } from "vitest";
import { displayName, foldMuhammad, nameTokens, normalizeName, stripHonorifics } from "./names";

describe("player names", () => {
  it.each([
    ["Sdr. Moh. Rizky", "MUHAMMAD RIZKY"],
    ["MUHAMAD RIZKY", "MUHAMMAD RIZKY"],
    ["M. Rizky", "MUHAMMAD RIZKY"],
    ["mochammad  rizky", "MUHAMMAD RIZKY"],
    ["SDRI DIAN PERWITA", "DIAN PERWITA"],
    ["BPK JOKO WIDODO", "JOKO WIDODO"],
    ["Ibu Siti Nurhaliza", "SITI NURHALIZA"],
    ["NY. ANI", "ANI"],
    ["O'Neil-Putra", "O NEIL PUTRA"],
    ["José Ramos", "JOSE RAMOS"],
    ["RIZKY M", "RIZKY M"],
  ])("%s -> %s", (raw, normalized) => {
    expect(normalizeName(raw)).toBe(normalized);
  });

  it("exposes the steps", () => {
    expect(nameTokens("sdr. budi, s.kom")).toEqual(["SDR", "BUDI", "S", "KOM"]);
    expect(stripHonorifics(["SDR", "BUDI"])).toEqual(["BUDI"]);
    expect(foldMuhammad(["MUH", "ALI"])).toEqual(["MUHAMMAD", "ALI"]);
    expect(normalizeName(null)).toBe("");
  });

  it("keeps a display name as written, without the title", () => {
    expect(displayName("Sdr EKA DANA KRISTANTO ")).toBe("EKA DANA KRISTANTO");
    expect(displayName("  lesman   buulolo  ")).toBe("LESMAN BUULOLO");
    expect(displayName("12")).toBeNull();
  });
});
