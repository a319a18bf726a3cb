import { ValidationError } from "~/services/errors";

/**
 * A streaming CSV reader that knows on which physical line each record starts, so a problem can
 * name the line a user sees in a text editor. RFC 4180 quoting (fields with delimiters, quotes
 * and line breaks), read leniently: a quote only opens a field at its start (KlikBCA leaves
 * descriptions unquoted, quotes and commas included), text after a closing quote stays in the
 * field, and CRLF, LF or a lone CR end a line.
 */
export interface CsvRecord {
  /** 1-based physical line where the record starts */
  line: number;
  cells: string[];
}

export const DELIMITERS = [",", ";", "\t", "|"] as const;
export type Delimiter = (typeof DELIMITERS)[number];

const QUOTE = 34;
const LF = 10;
const CR = 13;

/** A quoted field longer than this is a quote never closed, not a description. */
const MAX_QUOTED_LINES = 200;
const MAX_QUOTED_CHARS = 256 * 1024;

const enum State {
  FieldStart,
  Unquoted,
  Quoted,
  AfterQuote,
}

export class CsvTokenizer {
  private readonly delimiter: number;
  private state = State.FieldStart;
  private field = "";
  private cells: string[] = [];
  private line = 1;
  private recordLine = 1;
  private quoteLine = 0;
  private carry = "";

  constructor(delimiter: Delimiter) {
    this.delimiter = delimiter.charCodeAt(0);
  }

  /** Feed text; complete records are appended to `out`. */
  push(chunk: string, out: CsvRecord[]): void {
    let text = this.carry + chunk;
    this.carry = "";
    // quotes or a CR at the very end may pair with the next chunk's first characters ("" or CRLF)
    let keep = text.length;
    while (keep > 0 && (text.charCodeAt(keep - 1) === QUOTE || text.charCodeAt(keep - 1) === CR)) keep--;
    if (keep < text.length) {
      this.carry = text.slice(keep);
      text = text.slice(0, keep);
    }
    this.scan(text, out);
  }

  /** The physical line the next character pushed will be on. */
  get nextLine(): number {
    let line = this.line;
    // a CR held back (it may pair with an LF) has ended its line all the same
    for (let k = 0; k < this.carry.length; k++) if (this.carry.charCodeAt(k) === CR) line++;
    return line;
  }

  /** End of input: the last record, and a check that no quote was left open. */
  end(out: CsvRecord[]): void {
    const text = this.carry;
    this.carry = "";
    this.scan(text, out);
    if (this.state === State.Quoted) this.unclosedQuote();
    if (this.field !== "" || this.cells.length > 0 || this.state === State.AfterQuote) {
      this.cells.push(this.field);
      out.push({ line: this.recordLine, cells: this.cells });
      this.cells = [];
      this.field = "";
    }
  }

  private unclosedQuote(): never {
    throw new ValidationError(`❌ Format CSV rusak: tanda kutip (") yang dibuka di baris ${this.quoteLine} tidak ditutup.`);
  }

  private scan(text: string, out: CsvRecord[]): void {
    const n = text.length;
    const delimiter = this.delimiter;
    let i = 0;
    while (i < n) {
      switch (this.state) {
        case State.FieldStart:
          if (text.charCodeAt(i) === QUOTE) {
            this.state = State.Quoted;
            this.quoteLine = this.line;
            i++;
          } else {
            this.state = State.Unquoted;
          }
          break;
        case State.Unquoted: {
          let j = i;
          while (j < n) {
            const c = text.charCodeAt(j);
            if (c === delimiter || c === LF || c === CR) break;
            j++;
          }
          this.field += text.slice(i, j);
          if (j === n) return;
          i = this.endField(text, j, out);
          break;
        }
        case State.Quoted: {
          const quote = text.indexOf('"', i);
          const end = quote < 0 ? n : quote;
          this.countLines(text, i, end);
          this.field += text.slice(i, end);
          if (this.field.length > MAX_QUOTED_CHARS || this.line - this.quoteLine > MAX_QUOTED_LINES) this.unclosedQuote();
          if (quote < 0) return;
          if (quote + 1 < n && text.charCodeAt(quote + 1) === QUOTE) {
            this.field += '"';
            i = quote + 2;
          } else {
            this.state = State.AfterQuote;
            i = quote + 1;
          }
          break;
        }
        case State.AfterQuote: {
          const c = text.charCodeAt(i);
          if (c === delimiter || c === LF || c === CR) i = this.endField(text, i, out);
          else this.state = State.Unquoted;
          break;
        }
      }
    }
  }

  private countLines(text: string, from: number, to: number): void {
    for (let k = from; k < to; k++) {
      const c = text.charCodeAt(k);
      if (c === LF || (c === CR && text.charCodeAt(k + 1) !== LF)) this.line++;
    }
  }

  /** Close the field at the delimiter or line break at `at`; returns where scanning resumes. */
  private endField(text: string, at: number, out: CsvRecord[]): number {
    const c = text.charCodeAt(at);
    this.cells.push(this.field);
    this.field = "";
    this.state = State.FieldStart;
    if (c === this.delimiter) return at + 1;
    out.push({ line: this.recordLine, cells: this.cells });
    this.cells = [];
    let next = at + 1;
    if (c === CR && text.charCodeAt(next) === LF) next++;
    this.line++;
    this.recordLine = this.line;
    return next;
  }
}

/** Records of a whole text (tests, sniffing the head of a file). */
export function tokenize(text: string, delimiter: Delimiter, final = true): CsvRecord[] {
  const tokenizer = new CsvTokenizer(delimiter);
  const out: CsvRecord[] = [];
  tokenizer.push(text, out);
  if (final) tokenizer.end(out);
  return out;
}
