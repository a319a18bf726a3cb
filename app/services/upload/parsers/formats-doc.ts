import { LAYOUT_SAMPLES } from "./layout-samples";
import { BO_DEPOSIT_COLUMNS, BO_WITHDRAW_COLUMNS, CELL_RULES, STATEMENT_COLUMNS, type ColumnTable } from "./columns";
import { CONVERT_CHOICES } from "../convert/convert-banks";
import type { Layout } from "./layouts";
import { MESSAGES } from "./messages";
import {
  BO_PROVIDERS,
  UPLOAD_CATEGORIES,
  UPLOAD_KINDS,
  bankChoices,
  getUploadKind,
  manualChoices,
  transactionsOf,
  type UploadKind,
} from "./registry";
import { UPLOAD_TEMPLATES } from "./templates";
import { DIRECTION_CODES, labelOfCode } from "../../review/ledger-direction";

/**
 * docs/formats.md, rendered from the registry so that the documentation cannot drift from what
 * the parsers accept (a unit test compares the committed file with this text).
 */

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

function layoutsOf(kind: UploadKind): Layout[] {
  const seen = new Set<Layout>();
  for (const variant of Object.values(kind.variants)) for (const layout of variant.layouts) seen.add(layout);
  return [...seen];
}

function requiredText(layout: Layout): string {
  const columns = layout.columns as unknown as ColumnTable<string>;
  return layout.requiredHeaders
    .map((set) => (set as readonly string[]).map((field) => columns.def(field).label).join(" + "))
    .join(" or ");
}

function columnTable(columns: ColumnTable<string>): string {
  const rows = [...columns.defs.values()]
    .filter((def) => def.aliases.length > 0)
    .map((def) => [
      code(def.field),
      def.label,
      def.aliases.join(", "),
      CELL_RULES[def.cell] + (def.maxLength ? `; at most ${def.maxLength} characters${def.truncate ? " (longer text is cut)" : ""}` : ""),
    ]);
  return table(["Field", "Header we write", "Also accepted", "Cells"], rows);
}

function kindRows(): string[][] {
  return UPLOAD_KINDS.map((kind) => {
    const transactions = transactionsOf(kind);
    const paths = [...new Set(transactions.map((transaction) => kind.variants[transaction]!.path))];
    const targets = transactions.map((transaction) => `${transaction}: ${code(kind.variants[transaction]!.target)}`);
    const place = kind.source === "bo" ? "Upload BO" : `Bank Settlement / ${UPLOAD_CATEGORIES.depo.concat(UPLOAD_CATEGORIES.wd).find((category) => category.key === kind.category)?.label}`;
    return [
      code(kind.key),
      kind.label,
      place,
      transactions.map(labelOfCode).join(", "),
      paths.map(code).join(", ") + (kind.provider ? ` (provider=${kind.provider})` : ""),
      targets.join("; "),
      kind.fixedAkun ? `fixed ${kind.fixedAkun.name}` : kind.akunBank ?? "-",
      kind.needsDate ? "yes" : "no",
    ];
  });
}

function fieldRows(): string[][] {
  return UPLOAD_KINDS.map((kind) => [
    code(kind.key),
    kind.fields
      .map((field) => `${code(field.name)}${field.required ? "" : " (optional)"}${field.fixed ? ` = ${field.fixed}` : ""}`)
      .join(", "),
  ]);
}

const COLUMN_TABLES = [
  ["Statement (mutasi) columns", STATEMENT_COLUMNS],
  ["BO deposit columns (`bo_deposit`)", BO_DEPOSIT_COLUMNS],
  ["BO withdraw columns (`bo_withdraw`)", BO_WITHDRAW_COLUMNS],
] as unknown as [string, ColumnTable<string>][];

function templateRows(): string[][] {
  return UPLOAD_TEMPLATES.map((template) => [
    template.label,
    code(template.path),
    code(template.fileName),
    template.uploads.map((upload) => code(upload.kind)).join(", "),
    template.specButton ? "yes" : "no",
  ]);
}

function convertRows(): string[][] {
  const writes = (choice: (typeof CONVERT_CHOICES)[number]) =>
    `${choice.output.label}: ${code(choice.output.template!.columns.map((column) => column.header).join(","))}`;
  return CONVERT_CHOICES.map((choice) => [choice.label, code(choice.path), choice.reads, writes(choice), code(choice.uploadKind)]);
}

function layoutSection(layout: Layout, usedBy: readonly string[]): string {
  const parts = [`### ${layout.label} (${code(layout.id)})`, "", `- Recognised by: ${layout.detection}.`, `- Required header columns: ${requiredText(layout)}.`];
  const columns = layout.columns as unknown as ColumnTable<string>;
  const cells = (layout.requiredCells as readonly string[]).map((field) => columns.def(field).label);
  if (cells.length > 0) parts.push(`- Cells that may not be empty: ${cells.join(", ")}.`);
  parts.push(`- Accepted by: ${usedBy.map(code).join(", ")}.`);
  if (layout.family === "statement") {
    if (layout.amountUnit === "cents") parts.push("- Amounts are integer cents.");
    if (layout.signGivesDirection) parts.push("- A positive amount is a credit, a negative one a debit.");
    if (layout.directionFromTransaction) parts.push("- A line without CR/DB (and not negative) belongs to the upload's transaction type.");
  }
  if (layout.template) {
    const template = UPLOAD_TEMPLATES.find((entry) => entry.layout === layout);
    parts.push(
      `- Template${template ? ` (${code(template.path)})` : ""}:`,
      "",
      "```csv",
      layout.template.columns.map((column) => column.header).join(","),
      layout.template.columns.map((column) => (/[",]/.test(column.example) ? `"${column.example.replace(/"/g, '""')}"` : column.example)).join(","),
      "```",
    );
  }
  const sample = LAYOUT_SAMPLES[layout.id];
  if (sample) {
    parts.push(
      `- Sample, as the bank delivers it (the same table in \`.xlsx\`, \`.xls\` or a portal's HTML \`.xls\` is read alike):`,
      "",
      "```text",
      sample.text.trimEnd(),
      "```",
    );
  }
  return parts.join("\n");
}

function stepsSection(): string {
  const names = (keys: readonly string[]) => keys.map((key) => getUploadKind(key).label).join(", ");
  const lines: string[] = [];
  for (const transaction of DIRECTION_CODES) {
    lines.push(
      `- ${labelOfCode(transaction)}: BO providers ${names(BO_PROVIDERS[transaction])}; categories ${UPLOAD_CATEGORIES[transaction].map((category) => category.label).join(", ")}; banks ${bankChoices(transaction).map((kind) => kind.label).join(", ")}; manual ${manualChoices(transaction).map((kind) => kind.label).join(", ")}.`,
    );
  }
  return lines.join("\n");
}

export function formatsMarkdown(): string {
  const layouts: Layout[] = [];
  const usedBy = new Map<Layout, string[]>();
  for (const kind of UPLOAD_KINDS) {
    for (const layout of layoutsOf(kind)) {
      if (!usedBy.has(layout)) {
        layouts.push(layout);
        usedBy.set(layout, []);
      }
      usedBy.get(layout)!.push(kind.key);
    }
  }

  return `${[
    "# Upload formats",
    "",
    "Generated from `app/services/uploads` (registry, layouts, column names) by `formatsMarkdown()`;",
    "a unit test fails when this file and the code differ. Regenerate with",
    "`npx tsx app/services/upload/parsers/write-formats-doc.server.ts`.",
    "",
    "## Reading rules for every upload",
    "",
    "- A BO export is one `.csv` file. A bank or e-wallet statement is taken as the bank delivered it: CSV, `.xlsx`, BIFF `.xls` or the HTML table internet banking names `.xls`, told apart by the first bytes (ZIP, OLE2, `<html`/`<table`), never by the file's name. A spreadsheet is checked (size, ZIP entries and ratio: a zip bomb is refused) and opened in a worker with a time and memory limit (the same guard as Convert Mutasi); the first sheet with a statement header (a date column and an amount, debit or credit column, found by header text; a header merged over cells or written over two rows is one column) whose lines say what they are (a description, sender, reference or account column: a first sheet of the days' totals is passed over) is then read exactly as the CSV below, its preamble and footer included. Excel's date cells are read in the workbook's own date system (1900, or 1904 as Excel for Mac saves), and a date cell without a time stays a date: midnight is no time the bank gave. A date column mixing date cells with text dates whose first number passes 12 was re-saved by Excel set to US dates, which read the bank's `05/11/2026` as 11 May and left `13/11/2026` as text: its date cells are read with day and month put back. Convert Mutasi stays for those who want the CSV.",
    "- Text files are UTF-8 with or without BOM; UTF-16 (LE or BE) with BOM and Windows-1252 (Excel's CSV on Windows: 0x80-0x9F are `€ ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ`) are read too. Without a BOM the first byte that is not ASCII decides between UTF-8 and Windows-1252, wherever it is in the file; a file that later changes encoding, or holds a byte Windows-1252 has no character for (0x81 0x8D 0x8F 0x90 0x9D), is refused with its line.",
    "- Delimiter comma, semicolon, tab or pipe, found with the header row; quoted fields may hold delimiters, quotes and line breaks.",
    "- The header row is searched in the first 60 lines: a bank's preamble above it is read for account number, name and Periode; a footer of totals below the last line is checked against the lines. A row repeating the header further down (a Pratinjau table copied from two pages, exports joined) is skipped.",
    "- Header names are matched on letters and digits only (case, spaces and punctuation ignored), in Indonesian or English; unknown columns are ignored.",
    `- Amounts: ${CELL_RULES.amount}. Money is kept as integer cents.`,
    `- Dates: ${CELL_RULES.date}. Date-times: ${CELL_RULES.datetime}.`,
    "- A payment report (DANA settlement, QRIS, Auto QR, Auto TX, Nexus Pay) lists each payment once: a row repeating another's transaction id (`TXN_ID`, `RRN`, `Transaction ID`, `Order ID`), time, amount and direction in the same file, as pages of an export joined, is not imported, and the reply says so; a minus beside a stated type (`-250000` on a `WITHDRAW` row, or beside a template's `DB`) takes that transaction back, money that came back, never one more payout; a `CHARGEBACK` status is money that came back as `REFUNDED` is. The site user an Auto TX or Nexus Pay row names (`Username`) is kept in the line's news (`Berita`) too. A BRI credit's news is what follows the receiver (`NBMB <sender> TO <receiver> UTK ANDI PRATAMA`, or TLBDS1 / TLBDS2), never the receiver's own name. The name a bank prints after a masked account (`PEMINDAHAN DARI ****4567 Sdr EKO PRASETYO`, `MCM InhouseTrf DARI ***4567 ...`, `TRANSFER DR 009 XXXXXX4567 ...`) is the sender's; the masked digits are no account.",
    "- Statement times: where a layout carries a time of day, the line keeps the moment the bank booked it (Jakarta wall time, stored as UTC in `mutasi_time` / `mutasiwd_time`) for the matcher's time between request and credit: a time column (`JAM_TRAN`, `Jam`, `Waktu`; BRI's `JAM_TRAN` is `HHMMSS` that lost its leading zero, `93412` = 09:34:12) is preferred to the time in the date cell (`TGL_TRAN` `04/04/2024 17:34`, BNI `04/05/20 12.28.07`, Mandiri Excel `12/01/2023 04:12:26` or a date cell with a fraction, DANA `2024-01-05T10:00:00+07:00`, the payment reports' and templates' `05/01/2025 10:15:30`). Files with dates alone (BCA, Mandiri MCM CSV) leave it empty; a time that cannot be read leaves it empty and is never a problem by itself.",
    `- Direction: a column with ${CELL_RULES.direction}; or separate Debit and Kredit columns; or a minus sign. A deposit upload imports the credit lines, a withdraw upload the debit lines; the other direction is counted, not imported.`,
    `- Status columns: ${CELL_RULES.status}.`,
    "- BCA `PEND` lines (and status PENDING) are pending: counted, not imported. Bank fee lines (`BY TRX ...`, `BIAYA ADM`) and zero amounts are counted as ignored.",
    "- Every invalid row is reported as `{ line, column, reason }` (reason in Indonesian); any problem refuses the whole file.",
    "- Where the file has running balances, each must equal the previous balance plus the line (oldest-first or newest-first); footer totals and counts must equal the lines. Otherwise the file is refused, naming every broken balance line (the first 20, then how many more) with the balance expected and the one written. A BCA Pratinjau copy may be off by Rp 1 per step (the page rounds cents); the reply says so.",
    "- Statements against the chosen Tanggal Mutasi: a file whose days do not include it is refused with the days it holds; a line more than 7 days from it is a problem on its line; a date a year ahead, in the future, that lands within those 7 days once put a year back (Excel re-saving a year-end file with the year it was opened in) is put back, and the reply says how many; a past date a year off is the bank's, and the file is refused as of another day.",
    "- The account the file names (a preamble's `No. rekening` / `Account No.`, BRI's `NOREK`, Mandiri MCM's `Account No` on each line) must be the chosen Data Bank account, on every line that names one (`Baris ini mutasi rekening ..., bukan rekening ... seperti baris sebelumnya: ...`). An account registered for both Deposit and Withdraw is taken for the direction chosen. A file whose lines are all `PEND` is refused with `❌ Semua baris masih PEND: unggah lagi setelah diproses bank.`",
    "- Lines that are not a player's money are stored with a mark and left out of matching when their text starts with what they are: `BUNGA`/`INTEREST`/`JASA GIRO`, also after `KR`/`CR`/`CREDIT`/`TAMBAHAN`/`PEMBAYARAN` (bunga), `PAJAK`/`PPH`/`TAX` (pajak), `BIAYA`/`BY `/`ADM`/`CHARGE`/`FEE` (biaya), `REFUND`/`PENGEMBALIAN`/`RETUR` (refund), `KOREKSI`/`REVERSAL` (koreksi); a clerk may mark any other line (docs/api.md, POST /api/markmutasi).",
    "- Money that comes back in the same file is marked too: a line of the other direction (not imported) whose text or BRI's DESK_TRAN says so (`RETUR`, `REFUND`, `REVERSAL`, `RVSL`, `KEMBALI`, `PENGEMBALIAN`, `GAGAL`, `TOLAK`, `PENOLAKAN`, `BATAL`, `KOREKSI`, `TIDAK BERHASIL`, `REJECT`, `CANCEL`, `CORRECTION`, `CORR`, `REV`, `RTN`, `VOID`, `CHARGEBACK`, `SALAH TRANSFER`), or a minus under Debit (a reversal: money in, not one more payout; a minus under Kredit is stored as a `koreksi`, never a payout; a minus the line's balance agrees with, the balance going down by a minus under Debit, is the bank's way of writing debits), marks as `refund` the latest line of the account's day, else of the seven days before when open (where lines of two days fit, a checker decides) (of this upload, or stored by an earlier upload), of the same amount, the amount less the fee the bank kept (Rp 2.500, 2.900 or 6.500) or the amount and that fee, to or from the same person (the name, or the bank's cut of it on either line (`BAGUS KURNIAWAN S` for BAGUS KURNIAWAN SAPUTRA, 17 characters or more), or an account number of the line or in the return's text, not a number glued to letters such as BI-FAST's reference; a return printing another account than the line's is another payee's, whatever the name), the line of the very amount before one a fee away, at the bank the return names (`RETUR TRANSFER DR 009`: the payout to BNI, not a namesake's to BRI), before it (by the times where both are known, else by the file's order, so the bounced payout is marked and not the one sent again after the return; a Mandiri MCM day, which may be listed either way, gives no order: one payout that fits is marked, several are left to a checker (and the one marked on the return's own day leaves a doubt kept for the days before, so that a payout of the day before uploaded later is doubted as in date order), unless the return quotes one's reference (`11411320060/NAME/`), which picks it; a return quoting a number none of the fitting lines carries may bring back another transfer or carry a number of its own: the lines that fit are doubted, never marked) (an automatic pair on it is taken back; one a person made, or one with a ticket or a line of a closed day (Tutup Hari), is left paired, named in the reply and noted `Dana kembali belum pasti`, so that once the pair is undone or the day reopened (Buka Hari matches it again) it pays nothing automatically; a refund a later copy repeats is not applied twice): a bounced payout paid nobody, a deposit sent back is no player's money (`upload/ingest/returned-lines.server.ts`). The reply says how many, and quotes each return it could tie to no single line (no name or account that fits, lines of two days, or eight days later or more): a checker marks that line. A return that no stored line fits is kept for the akun bank (`upload/ingest/waiting-returns.server.ts`) and applied when a later upload brings the line it may undo (a line stored since it was kept: those stored before were weighed then) (a later day's statement uploaded before an earlier day's): the order of uploads never decides whether money that came back pays a ticket; Delete BO / Mutasi of the return's day takes it away. A return that names the day of the transfer it brings back (`RETUR TGL 17/11`) undoes a line of that day only. The lines a return that cannot be placed may have undone (those of two days that fit it, or, for a return naming nobody, every line of its amount that day and the day before that shows no other account than the one the return names) carry the note `Dana kembali belum pasti: <return>` and are never paired automatically: their BO rows are `saran`. Where k returns of one text came back, the note says `(kx)`; marking one of the lines leaves the others doubted by k-1, and the last one clears the note on the others and matches their days again. A credit on a withdraw statement from a person, in no words of a return (`MCM InhouseTrf DARI IWAN SUHARTONO` after the payout to him), may be that payout bounced as plainly, or the player's own money sent to the wrong account: it never marks, but the payout it fits as a return would (the same person, also where the payout's text holds the name, the amount or it less a fee, before it) carries the same `Dana kembali belum pasti: <credit>` note; a credit that fits no payout (a top-up from the operator's own account) is not mentioned, and is kept as a return is, so that the payout's own day uploaded after it is doubted as in date order. The same on a deposit statement: a debit to a person in no words of a return (`TRSF E-BANKING DB ... EKO PRASETYO` after his credit in the same file, or to the phone number alone of a nameless e-wallet credit) may be his deposit sent back, and the credit it fits carries the note; its BO row is `saran`. A DANA settlement's negative row is a refund or reversal whatever its text, and a payment report's row whose status says `REFUND`, `REFUNDED`, `REVERSED` or `CHARGEBACK` (QRIS, Auto TX, Nexus Pay) is counted as ignored itself and undoes the payment of its payer and amount before it, as a return does. A withdraw file holding only money that came back (a later export of the day) is not refused: its returns are applied to the lines stored before, and the reply says so; where none can be applied the refusal quotes them, unless the file gives a day of the akun bank not uploaded yet (below).",
    "- A Data Bank account's statement of a day with no line of the upload's direction (a deposit account's day of only debits or fees, a withdraw account's day of only top-ups, or a file of the layout's header, preamble and footer with no line at all: a day without a transaction) is that day's statement, not a refusal: nothing is stored to pair, the days of its lines (else the chosen Tanggal Mutasi) are recorded as uploaded for Tutup Hari, and the reply says `Tidak ada baris kredit (deposit) di file ini: mutasi tanggal 02-Jun-2025 dicatat sudah diupload, tanpa baris untuk dicocokkan.` A file without lines whose `Periode` does not hold the chosen day is refused (`❌ File ini tidak berisi mutasi tanggal ... (Tanggal Mutasi yang dipilih): periodenya ... s/d ... dan tidak ada baris transaksi.`); one with lines still `PEND` is not over and is refused as before. Two such files of two days may be byte for byte alike and are both taken. The day's real statement uploaded afterwards adds its lines to the day (a fuller copy, below in docs/api.md); Delete BO / Mutasi of the day removes the empty statement, and Tutup Hari asks for it again. Choices without a Data Bank account (QRIS, Nexuspay, Auto TX) keep refusing a file without a line of their direction, and a bare header is refused everywhere else (`❌ File hanya berisi header, tidak ada data.`).",
    `- File-level refusals: ${[MESSAGES.empty, MESSAGES.headerOnly, MESSAGES.binary, MESSAGES.mixedEncoding(12), MESSAGES.unreadableByte(12), "❌ Format file tidak dikenali: ...", "❌ Saldo tidak sesuai di baris ...", "❌ Total kredit tidak sesuai footer file: ..."].map(code).join(", ")}.`,
    "- BO rows: times are Asia/Jakarta wall time; `req_date` is stored as UTC; `bank_statement_date` is the file's own statement-date column or the Jakarta day of the request; a ticket number may appear once per file. A cell Excel wrote in scientific notation (`1.23457E+12`: its digits are gone) and a time with AM/PM whose date reads either way (`11/5/2026 1:24 PM`, Excel set to the United States) refuse the file, naming the cell.",
    "",
    "## Upload page steps",
    "",
    stepsSection(),
    "",
    "## Upload choices",
    "",
    table(["Key", "Label", "Where", "Transaction", "Path", "Target table", "Akun bank", "Tanggal Mutasi"], kindRows()),
    "",
    "Statement paths take `transaction` = `depo` (default) or `wd`.",
    "",
    "## Form fields",
    "",
    table(["Key", "Fields"], fieldRows()),
    "",
    "## Layouts",
    "",
    layouts.map((layout) => layoutSection(layout, usedBy.get(layout)!)).join("\n\n"),
    "",
    "## Column names",
    ...COLUMN_TABLES.flatMap(([title, columns]) => ["", `### ${title}`, "", columnTable(columns)]),
    "",
    "## Templates",
    "",
    table(["Button", "Path", "File", "Uploads under", "Spec button"], templateRows()),
    "",
    "## Convert Mutasi",
    "",
    "One `.xls` or `.xlsx` file (OLE2, ZIP, or an HTML table saved as .xls) in, the upload template's CSV out. The file's bytes are checked first (ZIP: entry count, total size and compression ratio from the central directory), then it is opened in a worker thread with a memory limit and a time-out.",
    "",
    table(["Bank", "Path", "Reads", "Writes", "Upload under"], convertRows()),
  ].join("\n")}\n`;
}
