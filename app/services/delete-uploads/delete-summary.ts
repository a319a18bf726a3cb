/**
 * What Delete BO / Mutasi will remove and what it removed, in words (issue 16: the clerk
 * confirms counts, not JSON). Browser-safe: the screen renders these lines.
 */
import { LEDGER_KEYS, LEDGERS, ledgerOfTable, type LedgerTable } from "../review/ledgers";

/** The four upload tables, as the delete counts name them: the ledgers' tables. */
export const DELETE_TABLES: readonly LedgerTable[] = LEDGER_KEYS.map((key) => LEDGERS[key].table);
export type DeleteTable = LedgerTable;

/** 'BO deposit', 'Mutasi withdraw': the ledger's label starting a line */
function tableWords(table: DeleteTable): string {
  const { label } = ledgerOfTable(table);
  return label[0].toUpperCase() + label.slice(1);
}

export interface DeletePlan {
  website: string;
  websiteName: string | null;
  /** 05-Jan-2025 */
  shownDate: string;
  /** rows uploaded within the window, per table: what Delete removes */
  rows: Record<DeleteTable, number>;
  /** of those, already approved */
  approved: Record<DeleteTable, number>;
  /** rows of that date and website uploaded earlier: kept */
  keptOlder: number;
  /** statement days of akun banks uploaded within the window without a line: removed with the day */
  emptyStatements: number;
  windowHours: number;
}

/** Akun banks' statements of the day that held no line, removed: Tutup Hari asks for them again. */
export const emptyStatementsDeleted = (count: number) => `${count} upload mutasi tanpa baris (hari tanpa transaksi) ikut dihapus: mutasi akun itu perlu diupload lagi untuk Tutup Hari.`;

const sum = (counts: Record<DeleteTable, number>, tables: readonly DeleteTable[] = DELETE_TABLES) =>
  tables.reduce((total, table) => total + counts[table], 0);
const BO_TABLES = DELETE_TABLES.filter((table) => ledgerOfTable(table).side === "bo");
const MUTASI_TABLES = DELETE_TABLES.filter((table) => ledgerOfTable(table).side === "mutasi");

function tableLine(table: DeleteTable, rows: number, approved: number): string {
  return `${tableWords(table)}: ${rows} baris${rows ? `, ${approved} sudah diapprove` : ""}`;
}

/** The confirmation: which website, date and kinds, how many rows, how many approved, what happens to them. */
export function describeDeletePlan(plan: DeletePlan): { intro: string; lines: string[]; notes: string[] } {
  const website = plan.websiteName ? `${plan.website} — ${plan.websiteName}` : plan.website;
  const boRows = sum(plan.rows, BO_TABLES);
  const mutasiRows = sum(plan.rows, MUTASI_TABLES);
  const approved = sum(plan.approved);
  const notes: string[] = [];
  if (plan.emptyStatements) notes.push(`${plan.emptyStatements} upload mutasi tanpa baris (hari tanpa transaksi) juga akan dihapus.`);
  if (boRows + mutasiRows === 0 && !plan.emptyStatements) {
    notes.push(`Tidak ada data yang diupload ${plan.windowHours} jam terakhir untuk website dan tanggal ini: tidak ada yang akan dihapus.`);
  } else {
    notes.push(`Total ${boRows} baris BO dan ${mutasiRows} baris mutasi akan dihapus, ${approved} di antaranya sudah diapprove.`);
    if (approved) notes.push(`Data yang sudah diapprove ikut terhapus; pasangan match-nya di sisi lain kembali pending.`);
  }
  if (plan.keptOlder) notes.push(`${plan.keptOlder} baris yang diupload lebih dari ${plan.windowHours} jam yang lalu tidak dihapus.`);
  return {
    intro: `Website ${website}, tanggal ${plan.shownDate}: data BO dan mutasi yang diupload ${plan.windowHours} jam terakhir.`,
    lines: DELETE_TABLES.map((table) => tableLine(table, plan.rows[table], plan.approved[table])),
    notes,
  };
}

/** The result: how many rows of each kind were removed, approved ones among them. */
export function describeDeleted(deleted: Record<DeleteTable, number>, approvedDeleted: Record<DeleteTable, number>): string[] {
  return DELETE_TABLES.map((table) => `${tableWords(table)}: ${deleted[table]} baris dihapus${approvedDeleted[table] ? ` (${approvedDeleted[table]} sudah diapprove)` : ""}`);
}
