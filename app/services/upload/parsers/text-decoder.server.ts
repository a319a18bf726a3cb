import { isAscii } from "node:buffer";

/**
 * Bytes of an uploaded text file turned into text, chunk by chunk, whatever its length: UTF-8
 * (a BOM is dropped), UTF-16 LE or BE (with a BOM), or Windows-1252, the encoding of Excel's CSV
 * on Windows. Without a BOM the first byte that is not ASCII decides: the start of a valid UTF-8
 * character means UTF-8, any other byte Windows-1252. What follows must agree: a later byte
 * that is not UTF-8 in a UTF-8 file, or a whole UTF-8 character in a Windows-1252 file, means the
 * file was put together from parts saved differently, and reading stops there rather than
 * storing garbled names.
 *
 * A chunk's text stops where such a break is found (`failure` says what); the caller counts the
 * lines of what it was handed to name the line. Node's own windows-1252 decoder reads 0x80-0x9F
 * as Latin-1 control characters, hence the table below.
 */
export type StartEncoding = "utf-8" | "utf-16le" | "utf-16be";

/** Why reading stopped: a second encoding, or a byte that is no character in the file's encoding. */
export type BreakKind = "mixed" | "unreadable";

export class EncodingBreak extends Error {
  constructor(readonly kind: BreakKind) {
    super(`upload text: ${kind} encoding`);
  }
}

/**
 * Windows-1252 by byte: Latin-1 but for 0x80-0x9F, where Windows puts the euro sign, curly quotes,
 * dashes and a few letters; five of those bytes stand for nothing (null).
 */
export const CP1252: readonly (string | null)[] = (() => {
  const table: (string | null)[] = [];
  for (let byte = 0; byte < 256; byte++) table.push(String.fromCharCode(byte));
  const high = "€\u0000‚ƒ„…†‡ˆ‰Š‹Œ\u0000Ž\u0000\u0000‘’“”•–—˜™š›œ\u0000žŸ";
  for (let index = 0; index < 32; index++) table[0x80 + index] = high[index] === "\u0000" ? null : high[index];
  return table;
})();

// Bytes are matched as the characters of their Latin-1 reading: native regular expressions
// instead of a loop over every byte in JavaScript.
/** One complete UTF-8 character of two to four bytes (overlong forms and surrogates excluded). */
const UTF8_CHARACTER =
  /[\xc2-\xdf][\x80-\xbf]|\xe0[\xa0-\xbf][\x80-\xbf]|[\xe1-\xec\xee\xef][\x80-\xbf]{2}|\xed[\x80-\x9f][\x80-\xbf]|\xf0[\x90-\xbf][\x80-\xbf]{2}|[\xf1-\xf3][\x80-\xbf]{3}|\xf4[\x80-\x8f][\x80-\xbf]{2}/;
const UTF8_CHARACTER_AT_START = new RegExp(`^(?:${UTF8_CHARACTER.source})`);
/** The start of a UTF-8 character the chunk cuts off: it is decided with the next chunk's bytes. */
const CUT_CHARACTER = /(?:[\xc2-\xdf]|[\xe0-\xef][\x80-\xbf]?|[\xf0-\xf4][\x80-\xbf]{0,2})$/;
const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UNDEFINED_CP1252 = /[\x81\x8d\x8f\x90\x9d]/;
const CP1252_SPECIAL = /[\x80-\x9f]/g;

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
}

function cp1252Text(latin: string): string {
  return latin.replace(CP1252_SPECIAL, (char) => CP1252[char.charCodeAt(0)]!);
}

type Mode = "ascii" | "utf-8" | "windows-1252" | "utf-16";

export class UploadTextDecoder {
  private mode: Mode;
  private decoder: TextDecoder | null = null;
  /** bytes of a character the last chunk cut off (ASCII and Windows-1252 modes) */
  private carry: Uint8Array | null = null;
  private started = false;
  failure: EncodingBreak | null = null;

  constructor(start: StartEncoding | null) {
    if (start === "utf-16le" || start === "utf-16be") {
      this.mode = "utf-16";
      // the BOM is dropped by the decoder, at the start of the stream only
      this.decoder = new TextDecoder(start);
    } else if (start === "utf-8") {
      this.mode = "utf-8";
      this.decoder = new TextDecoder("utf-8");
    } else this.mode = "ascii";
  }

  /** What encoding the bytes so far were read as; "ascii" while no other byte has come. */
  get encoding(): string {
    return this.mode === "utf-16" ? this.decoder!.encoding : this.mode;
  }

  /** The text of the next bytes, up to the first break if there is one (then `failure` is set). */
  write(chunk: Uint8Array): string {
    if (this.failure) return "";
    let bytes = chunk;
    if (this.carry) {
      bytes = Buffer.concat([this.carry, chunk]);
      this.carry = null;
    }
    if (!this.started && this.mode === "ascii") {
      const bom = UTF8_BOM.findIndex((byte, index) => index < bytes.length && bytes[index] !== byte) === -1;
      // a BOM cut by the first chunk: decided with the next
      if (bom && bytes.length < UTF8_BOM.length) {
        this.carry = Uint8Array.from(bytes);
        return "";
      }
      // the decoder made for a BOM drops it
      if (bom) {
        this.mode = "utf-8";
        this.decoder = new TextDecoder("utf-8");
      }
    }
    this.started = true;
    switch (this.mode) {
      case "ascii":
        return this.undecided(bytes);
      case "windows-1252":
        return this.cp1252(bytes, false);
      default:
        return this.decoded(this.decoder!.decode(bytes, { stream: true }));
    }
  }

  /** The rest of the text once every chunk was written. */
  end(): string {
    if (this.failure) return "";
    const carry = this.carry ?? new Uint8Array(0);
    this.carry = null;
    switch (this.mode) {
      case "ascii":
      case "windows-1252":
        // a character cut off by the end of the file is no UTF-8: its bytes are Windows-1252
        return carry.length > 0 ? this.cp1252(carry, true) : "";
      default:
        return this.decoded(this.decoder!.decode());
    }
  }

  /** UTF-8 or UTF-16: the decoder writes U+FFFD for a byte that does not belong, where the text stops. */
  private decoded(text: string): string {
    const bad = text.indexOf("\ufffd");
    if (bad < 0) return text;
    this.failure = new EncodingBreak(this.mode === "utf-8" ? "mixed" : "unreadable");
    return text.slice(0, bad);
  }

  /** Nothing but ASCII so far: the first other byte decides the encoding. */
  private undecided(bytes: Uint8Array): string {
    if (isAscii(bytes)) return latin1(bytes);
    let first = 0;
    while (bytes[first] < 0x80) first++;
    const before = latin1(bytes.subarray(0, first));
    const rest = bytes.subarray(first);
    const probe = latin1(rest.subarray(0, 4));
    if (UTF8_CHARACTER_AT_START.test(probe)) {
      this.mode = "utf-8";
      // started mid-stream: three bytes EF BB BF here are a character, not a BOM
      this.decoder = new TextDecoder("utf-8", { ignoreBOM: true });
      return before + this.decoded(this.decoder.decode(rest, { stream: true }));
    }
    if (rest.length < 4 && CUT_CHARACTER.exec(probe)?.index === 0) {
      this.carry = Uint8Array.from(rest);
      return before;
    }
    this.mode = "windows-1252";
    return before + this.cp1252(rest, false);
  }

  /** Windows-1252, refusing bytes it has no character for and whole UTF-8 characters. */
  private cp1252(bytes: Uint8Array, final: boolean): string {
    if (isAscii(bytes)) return latin1(bytes);
    let text = latin1(bytes);
    if (!final) {
      const tail = text.slice(-3);
      const cut = CUT_CHARACTER.exec(tail);
      if (cut) {
        const keep = tail.length - cut.index;
        this.carry = Uint8Array.from(bytes.subarray(bytes.length - keep));
        text = text.slice(0, text.length - keep);
      }
    }
    const utf8 = UTF8_CHARACTER.exec(text);
    const undefinedByte = UNDEFINED_CP1252.exec(text);
    if (utf8 || undefinedByte) {
      const mixed = utf8 !== null && (undefinedByte === null || utf8.index <= undefinedByte.index);
      this.failure = new EncodingBreak(mixed ? "mixed" : "unreadable");
      this.carry = null;
      return cp1252Text(text.slice(0, mixed ? utf8!.index : undefinedByte!.index));
    }
    return cp1252Text(text);
  }
}
