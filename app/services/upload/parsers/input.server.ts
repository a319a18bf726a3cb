import { isUtf8 } from "node:buffer";
import { ValidationError } from "~/services/errors";
import { MESSAGES } from "./messages";
import { UploadTextDecoder, type StartEncoding } from "./text-decoder.server";
import type { UploadInput } from "./types";

/**
 * Bytes of an upload turned into text, chunk by chunk. The first 64 KB tell a text file from a
 * spreadsheet, a PDF or other binary, which are refused with a message saying what to do
 * instead; the encoding is read from the whole file as it streams (text-decoder.server.ts).
 */
const SNIFF_BYTES = 64 * 1024;

/** Whole files are handed on in slices too, so that the head sniffed and searched stays small. */
const SLICE = 64 * 1024;

function* slices(bytes: Uint8Array): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += SLICE) yield bytes.subarray(at, at + SLICE);
}

async function* chunksOf(input: UploadInput): AsyncGenerator<Uint8Array> {
  if (typeof input === "string") {
    yield* slices(Buffer.from(input, "utf8"));
    return;
  }
  if (input instanceof Uint8Array) {
    yield* slices(input);
    return;
  }
  for await (const chunk of input as AsyncIterable<Uint8Array>) {
    if (typeof chunk === "string") yield* slices(Buffer.from(chunk, "utf8"));
    else if (chunk.length > 4 * SLICE) yield* slices(chunk);
    else yield chunk;
  }
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  if (bytes.length < prefix.length) return false;
  return prefix.every((byte, index) => bytes[index] === byte);
}

function binaryKind(head: Uint8Array): string | null {
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return "file Excel (.xlsx) atau ZIP";
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "file Excel lama (.xls)";
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46])) return "file PDF";
  return null;
}

/** The encoding a BOM names (UTF-8's is read as it comes); throws ValidationError for what is no text. */
function sniff(head: Uint8Array): StartEncoding | null {
  if (startsWith(head, [0xff, 0xfe])) return "utf-16le";
  if (startsWith(head, [0xfe, 0xff])) return "utf-16be";

  const kind = binaryKind(head);
  if (kind) throw new ValidationError(`${MESSAGES.binary} Ini ${kind}: simpan sebagai CSV, atau ubah dulu di Convert Mutasi.`);

  let controls = 0;
  for (const byte of head) {
    if (byte === 0) throw new ValidationError(MESSAGES.binary);
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f) controls++;
  }
  if (controls > head.length / 100) throw new ValidationError(MESSAGES.binary);

  // a multi-byte character may be cut at the end of the sample: leave the last three bytes out
  const sample = head.length >= SNIFF_BYTES ? head.subarray(0, head.length - 3) : head;
  if (!isUtf8(sample)) {
    let high = 0;
    for (const byte of sample) if (byte >= 0x80) high++;
    // a few accented names in an old export are text; mostly high bytes are not
    if (high > sample.length / 10) throw new ValidationError(MESSAGES.binary);
  }
  return null;
}

/**
 * Decoded text of the upload, in chunks, BOM removed. Throws ValidationError for empty, binary
 * or too large files, and an EncodingBreak after the text that precedes a change of encoding.
 */
export async function* decodeUpload(input: UploadInput, maxBytes?: number): AsyncGenerator<string> {
  const chunks = chunksOf(input);
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let total = 0;
  let done = false;

  const take = (chunk: Uint8Array) => {
    total += chunk.length;
    if (maxBytes !== undefined && total > maxBytes) throw new ValidationError(MESSAGES.tooLarge(maxBytes));
  };

  while (headBytes < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      done = true;
      break;
    }
    take(next.value);
    head.push(next.value);
    headBytes += next.value.length;
  }
  const headBuffer = Buffer.concat(head);
  if (isEffectivelyEmpty(headBuffer)) throw new ValidationError(MESSAGES.empty);

  const decoder = new UploadTextDecoder(sniff(headBuffer));
  yield* handOut(decoder, decoder.write(headBuffer));
  if (done) {
    yield* handOut(decoder, decoder.end());
    return;
  }
  for (;;) {
    const next = await chunks.next();
    if (next.done) break;
    take(next.value);
    yield* handOut(decoder, decoder.write(next.value));
  }
  yield* handOut(decoder, decoder.end());
}

/** The text, then the break that ended it: the caller names the line it stopped on. */
function* handOut(decoder: UploadTextDecoder, text: string): Generator<string> {
  if (text) yield text;
  if (decoder.failure) throw decoder.failure;
}

function isEffectivelyEmpty(bytes: Uint8Array): boolean {
  let start = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]) ? 2 : 0;
  for (; start < bytes.length; start++) {
    const byte = bytes[start];
    if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x00) return false;
  }
  return true;
}
