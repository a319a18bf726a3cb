import { ValidationError } from "~/services/errors";
import type { ColumnMatch } from "./columns";
import { CsvTokenizer, DELIMITERS, tokenize, type CsvRecord, type Delimiter } from "./csv";
import { decodeUpload } from "./input.server";
import { MESSAGES } from "./messages";
import type { Layout } from "./layouts";
import { EncodingBreak } from "./text-decoder.server";
import { cleanCell, headerKey } from "./text";
import type { UploadInput } from "./types";

/**
 * Opening a file: decode it, find the header row and the delimiter by trying every layout the
 * choice accepts on the first lines, then hand out the records that follow in batches. Nothing
 * but the head (64K characters) is held in memory.
 */
const HEAD_CHARS = 64 * 1024;
const HEAD_RECORDS = 60;

export interface HeaderMapping {
  /** column index per field; multi fields have several */
  fields: Map<string, ColumnMatch<string>[]>;
  /** cells of the header row as the file spells them */
  headers: string[];
}

export interface OpenedTable<L extends Layout> {
  layout: L;
  delimiter: Delimiter;
  mapping: HeaderMapping;
  headerLine: number;
  /** records above the header (bank preamble) */
  preamble: CsvRecord[];
  /** the records after the header, in batches */
  batches: AsyncGenerator<CsvRecord[]>;
}

/** Does this header row belong to the layout? */
export function matchHeader(layout: Layout, cells: readonly string[]): HeaderMapping | null {
  const fields = mapColumns(layout, cells);
  if (layout.signature) {
    const keys = new Set(cells.map(headerKey));
    if (!layout.signature.every((key) => keys.has(key))) return null;
  }
  const complete = (layout.requiredHeaders as readonly (readonly string[])[]).some((set) => set.every((field) => fields.has(field)));
  if (!complete) return null;
  return { fields, headers: cells.map((cell) => cleanCell(cell)) };
}

function mapColumns(layout: Layout, cells: readonly string[]): Map<string, ColumnMatch<string>[]> {
  const fields = layout.columns.map(cells) as Map<string, ColumnMatch<string>[]>;
  if (layout.family === "statement" && layout.blankDirectionAfter) {
    const after = fields.get(layout.blankDirectionAfter)?.[0];
    if (after && after.index + 1 < cells.length && cleanCell(cells[after.index + 1]) === "" && !fields.has("direction")) {
      fields.set("direction", [{ field: "direction", index: after.index + 1, header: "CR/DB", rank: 0 }]);
    }
  }
  return fields;
}

interface Found {
  layout: Layout;
  delimiter: Delimiter;
  recordIndex: number;
  mapping: HeaderMapping;
  foreign: boolean;
}

/**
 * The earliest record that is a header. At one record, a bank's own export (its signature) wins
 * over our tolerant templates, so a BNI file uploaded as CIMB is named for what it is; among
 * templates, the one whose own header words the row repeats most.
 */
function findHeader(head: string, final: boolean, layouts: readonly Layout[], foreign: readonly Layout[]): Found | null {
  const signed: ReadonlyArray<readonly [Layout, boolean]> = [
    ...layouts.filter((layout) => layout.signature).map((layout) => [layout, false] as const),
    ...foreign.map((layout) => [layout, true] as const),
  ];
  const templates = layouts.filter((layout) => !layout.signature);
  let best: Found | null = null;
  for (const delimiter of DELIMITERS) {
    const records = headRecords(head, delimiter, final);
    const limit = best ? Math.min(best.recordIndex, records.length) : records.length;
    for (let recordIndex = 0; recordIndex < limit; recordIndex++) {
      const cells = records[recordIndex].cells;
      if (cells.length < 2) continue;
      const found = matchSigned(cells, signed) ?? matchTemplate(cells, templates);
      if (found) {
        best = { ...found, delimiter, recordIndex };
        break;
      }
    }
  }
  return best;
}

function matchSigned(cells: readonly string[], signed: ReadonlyArray<readonly [Layout, boolean]>): Omit<Found, "delimiter" | "recordIndex"> | null {
  for (const [layout, foreign] of signed) {
    const mapping = matchHeader(layout, cells);
    if (mapping) return { layout, mapping, foreign };
  }
  return null;
}

function matchTemplate(cells: readonly string[], templates: readonly Layout[]): Omit<Found, "delimiter" | "recordIndex"> | null {
  const keys = new Set(cells.map(headerKey));
  let best: { layout: Layout; mapping: HeaderMapping; score: number } | null = null;
  for (const layout of templates) {
    const mapping = matchHeader(layout, cells);
    if (!mapping) continue;
    const score = layout.template ? layout.template.columns.filter((column) => keys.has(headerKey(column.header))).length : 0;
    if (!best || score > best.score) best = { layout, mapping, score };
  }
  return best ? { layout: best.layout, mapping: best.mapping, foreign: false } : null;
}

/**
 * The first records of the head, read with one delimiter. Only the start of the head is read
 * (its first lines, up to HEAD_CHARS): the head can hold a whole chunk of the file, and this is
 * tried once per delimiter.
 */
function headRecords(head: string, delimiter: Delimiter, final: boolean): CsvRecord[] {
  let end = 0;
  for (let lines = 0; lines < HEAD_RECORDS * 2 && end >= 0 && end < HEAD_CHARS; lines++) end = head.indexOf("\n", end + 1);
  const whole = end < 0 || end + 1 >= head.length;
  const sample = whole ? head : head.slice(0, Math.min(end + 1, HEAD_CHARS));
  try {
    return tokenize(sample, delimiter, whole && final).slice(0, HEAD_RECORDS);
  } catch {
    return []; // a quote this delimiter reads as never closed: not this delimiter
  }
}

async function readHead(text: AsyncGenerator<string>): Promise<{ head: string; done: boolean }> {
  let head = "";
  let lines = 0;
  while (head.length < HEAD_CHARS && lines < HEAD_RECORDS * 2) {
    let next: IteratorResult<string>;
    try {
      next = await text.next();
    } catch (error) {
      throw encodingRefusal(error, () => lineAfter(head));
    }
    if (next.done) return { head, done: true };
    head += next.value;
    lines += next.value.split("\n").length - 1;
  }
  return { head, done: false };
}

/** The line the next character of a text would be on (CRLF, LF and a lone CR end a line). */
function lineAfter(text: string): number {
  return (text.match(/\r\n|\r|\n/g)?.length ?? 0) + 1;
}

/** A change of encoding where the text stopped, in the product's words with its line; anything else as it was. */
function encodingRefusal(error: unknown, line: () => number): unknown {
  if (!(error instanceof EncodingBreak)) return error;
  return new ValidationError(error.kind === "mixed" ? MESSAGES.mixedEncoding(line()) : MESSAGES.unreadableByte(line()));
}

/** Records a batch hands on: small enough that the first rows reach the database early. */
const BATCH_RECORDS = 512;

async function* recordBatches(head: string, rest: AsyncGenerator<string> | null, delimiter: Delimiter): AsyncGenerator<CsvRecord[]> {
  const tokenizer = new CsvTokenizer(delimiter);
  let out: CsvRecord[] = [];
  tokenizer.push(head, out);
  yield* slices(out);
  out = [];
  if (rest) {
    try {
      for await (const chunk of rest) {
        tokenizer.push(chunk, out);
        if (out.length >= BATCH_RECORDS) {
          yield* slices(out);
          out = [];
        }
      }
    } catch (error) {
      throw encodingRefusal(error, () => tokenizer.nextLine);
    }
  }
  tokenizer.end(out);
  yield* slices(out);
}

function* slices(records: CsvRecord[]): Generator<CsvRecord[]> {
  for (let start = 0; start < records.length; start += BATCH_RECORDS) yield records.slice(start, start + BATCH_RECORDS);
}

export interface OpenOptions {
  /** what the user chose, for messages ('BCA', 'BO Nexus') */
  choiceLabel: string;
  /** exports of other choices, recognised only to say the choice is wrong */
  foreign: readonly Layout[];
  maxBytes?: number;
}

export async function openTable<L extends Layout>(input: UploadInput, layouts: readonly L[], options: OpenOptions): Promise<OpenedTable<L>> {
  const text = decodeUpload(input, options.maxBytes);
  const { head, done } = await readHead(text);
  const foreign = options.foreign.filter((layout) => !(layouts as readonly Layout[]).includes(layout));
  const found = findHeader(head, done, layouts, foreign);

  if (!found) throw new ValidationError(unknownLayoutMessage(head, done, layouts, options));
  if (found.foreign) {
    throw new ValidationError(
      `❌ Format file tidak dikenali: file ini tampaknya ${found.layout.label}, bukan file untuk ${options.choiceLabel}. Periksa pilihan bank / provider.`,
    );
  }

  const batches = recordBatches(head, done ? null : text, found.delimiter);
  const preamble: CsvRecord[] = [];
  let headerLine = 0;
  // the first records are the preamble and the header: take them off the stream
  let seen = 0;
  const pending: CsvRecord[] = [];
  let header = "";
  let headerFirst: string | undefined;
  while (seen <= found.recordIndex) {
    const next = await batches.next();
    if (next.done) break;
    for (const record of next.value) {
      if (seen < found.recordIndex) preamble.push(record);
      else if (seen === found.recordIndex) {
        headerLine = record.line;
        header = rowKey(record);
        headerFirst = record.cells[0];
      } else pending.push(record);
      seen++;
    }
  }
  // the header again further down: pages of a web table pasted one after another (BCA's Pratinjau
  // Data), or exports joined; a row of column names is no transaction (a clean-room file audit)
  // most rows differ from the header in their first cell as written: only those that do not are compared whole
  const notHeader = (record: CsvRecord) => record.cells[0] !== headerFirst || rowKey(record) !== header;
  // a batch without a repeated header (nearly every one) is handed on as it is
  const withoutHeaders = (batch: CsvRecord[]) => (batch.every(notHeader) ? batch : batch.filter(notHeader));
  async function* rest(): AsyncGenerator<CsvRecord[]> {
    if (pending.length > 0) yield withoutHeaders(pending);
    for await (const batch of batches) yield withoutHeaders(batch);
  }
  return { layout: found.layout as L, delimiter: found.delimiter, mapping: found.mapping, headerLine, preamble, batches: rest() };
}

/** A record's cells as one comparable text: cleaned, upper case, trailing empty cells dropped. */
function rowKey(record: CsvRecord): string {
  const cells = record.cells.map((cell) => cleanCell(cell).toUpperCase());
  while (cells.length > 0 && cells[cells.length - 1] === "") cells.pop();
  return cells.join("\u0001");
}

function unknownLayoutMessage(head: string, final: boolean, layouts: readonly Layout[], options: OpenOptions): string {
  if (head.trimStart().startsWith("<")) {
    return "❌ Format file tidak dikenali: isinya halaman HTML/XML (biasanya .xls dari internet banking), bukan CSV. Ubah dulu di Convert Mutasi atau simpan ulang sebagai CSV.";
  }
  const near = nearestHeader(head, final, layouts);
  if (near) {
    return `❌ Format file tidak dikenali: kolom wajib untuk ${options.choiceLabel} tidak ada di baris judul (baris ${near.line}): ${near.missing.join(", ")}.`;
  }
  const template = layouts.find((layout) => layout.template)?.template;
  const expected = template ? template.columns.map((column) => column.header).join(", ") : layouts.map((layout) => layout.label).join(" / ");
  return `❌ Format file tidak dikenali: baris judul kolom untuk ${options.choiceLabel} tidak ditemukan. Kolom yang diharapkan: ${expected}.`;
}

/** A row that looks like a header of one of the layouts but lacks required columns: name them. */
function nearestHeader(head: string, final: boolean, layouts: readonly Layout[]): { line: number; missing: string[] } | null {
  let best: { line: number; missing: string[]; known: number } | null = null;
  for (const delimiter of DELIMITERS) {
    for (const record of headRecords(head, delimiter, final)) {
      for (const layout of layouts) {
        if (layout.signature) continue;
        const fields = mapColumns(layout, record.cells);
        if (fields.size < 2) continue;
        for (const set of layout.requiredHeaders as readonly (readonly string[])[]) {
          const missing = set.filter((field) => !fields.has(field));
          const columns = layout.columns as unknown as { def(field: string): { label: string } };
          const candidate = { line: record.line, missing: missing.map((field) => columns.def(field).label), known: fields.size };
          if (!best || candidate.missing.length < best.missing.length || (candidate.missing.length === best.missing.length && candidate.known > best.known)) {
            best = candidate;
          }
        }
      }
    }
  }
  return best && best.missing.length > 0 ? best : null;
}
