import { describe, expect, it } from "vitest";
import {
  codeOf,
  directionLabel,
  directionOfCode,
  directionOfJenis,
  directionOfViewType,
  DIRECTIONS,
  jenisOf,
  labelOfCode,
} from "./ledger-direction";
import { amountLabel, boLedger, LEDGER_KEYS, LEDGERS, ledgerOfTable, mutasiLedgerOf, pendingValues } from "./ledgers";

describe("the deposit/withdraw vocabulary", () => {
  it("converts every spelling of a direction and back", () => {
    expect(DIRECTIONS.map((direction) => [codeOf(direction), jenisOf(direction), directionLabel(direction)])).toEqual([
      ["depo", "DEPO", "Deposit"],
      ["wd", "WD", "Withdraw"],
    ]);
    for (const direction of DIRECTIONS) {
      expect(directionOfCode(codeOf(direction))).toBe(direction);
      expect(directionOfJenis(jenisOf(direction))).toBe(direction);
      expect(labelOfCode(codeOf(direction))).toBe(directionLabel(direction));
    }
  });

  it("reads nothing else as a direction, and a screen's missing or odd ?type= as deposit", () => {
    expect([directionOfCode("WD"), directionOfCode("deposit"), directionOfCode(null), directionOfJenis("wd")]).toEqual([null, null, null, null]);
    expect([directionOfViewType("wd"), directionOfViewType(null), directionOfViewType("WD")]).toEqual(["withdraw", "deposit", "deposit"]);
  });
});

describe("the ledgers", () => {
  it("name every column they play with among their fields", () => {
    for (const key of LEDGER_KEYS) {
      const ledger = LEDGERS[key];
      const fields = new Set(ledger.fields.map(([field]) => field));
      const roles = [ledger.id, ledger.website, ledger.date, ledger.approved, ledger.note, ledger.amount, ledger.ticket, ledger.appDate];
      expect(roles.filter((field) => !fields.has(field)), key).toEqual([]);
      expect(Object.keys(pendingValues(ledger)).filter((field) => !fields.has(field)), key).toEqual([]);
      expect(ledgerOfTable(ledger.table)).toBe(ledger);
    }
  });

  it("pair each direction's BO and statement ledgers, with the screens' amount labels", () => {
    for (const direction of DIRECTIONS) {
      expect([boLedger(direction).direction, mutasiLedgerOf(direction).direction]).toEqual([direction, direction]);
    }
    expect(LEDGER_KEYS.map((key) => amountLabel(LEDGERS[key]))).toEqual(["Depo Amount", "Amount", "Mutasi Amount", "Mutasi Amount"]);
    expect(pendingValues(LEDGERS["mutasi-withdraw"])).toEqual({ mutasiwd_app: false, mutasiwd_ketapp: null, mutasiwd_ticket: null, mutasiwd_app_date: null });
  });
});
