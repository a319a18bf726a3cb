import { promisify } from "node:util";
import zlib from "node:zlib";
import { jakartaParts } from "../jakarta-time";

/**
 * A ZIP archive written on the fly (PKWARE APPNOTE 6.3): each entry is a local header with
 * general-purpose bit 3 set (CRC and sizes unknown yet), its deflated data, then a data
 * descriptor with the CRC-32 and sizes; the central directory and its end record close the
 * archive. Nothing is held but the entry list, so an entry of any length streams through in
 * constant memory.
 *
 * A streamed entry is deflated chunk by chunk: every chunk is a raw deflate run ended by a sync
 * flush (non-final blocks, byte-aligned), the entry is ended by one empty final block. A
 * decoder reads the runs as one deflate stream. Each run starts a fresh window, which costs a
 * little compression on chunks of a few hundred KB, and nothing else.
 *
 * No ZIP64: an archive over 4 GiB is refused (an export of 100k rows is tens of MB).
 */

export interface ZipEntry {
  /** path inside the archive, forward slashes */
  name: string;
  /** the whole content, or chunks read one at a time */
  data: string | Uint8Array | AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>;
}

const deflateRaw = promisify(zlib.deflateRaw);
const SYNC_FLUSH = { finishFlush: zlib.constants.Z_SYNC_FLUSH, level: 6 };
/** an empty final stored-as-fixed block: ends a deflate stream made of sync-flushed runs */
const FINAL_BLOCK = zlib.deflateRawSync(Buffer.alloc(0));

const FLAGS = 0x0008 | 0x0800; // data descriptor follows; names are UTF-8
const METHOD_DEFLATE = 8;
const VERSION = 20; // 2.0: deflate
const MAX_32 = 0xffffffff;

interface CentralRecord {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** MS-DOS date and time fields (2-second resolution), in Jakarta time. */
function dosDateTime(date: Date): { time: number; date: number } {
  const p = jakartaParts(date);
  return {
    time: (p.hour << 11) | (p.minute << 5) | Math.floor(p.second / 2),
    date: (Math.max(0, p.year - 1980) << 9) | (p.month << 5) | p.day,
  };
}

function toBuffer(chunk: string | Uint8Array): Buffer {
  return typeof chunk === "string" ? Buffer.from(chunk, "utf8") : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

function isIterable(data: ZipEntry["data"]): data is AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array> {
  return typeof data !== "string" && !(data instanceof Uint8Array);
}

function checkSize(value: number, what: string) {
  if (value > MAX_32) throw new Error(`ZIP entry too large (${what} over 4 GiB; ZIP64 is not supported)`);
}

/** The archive's bytes, in order: read as the consumer pulls. */
export async function* zipStream(entries: Iterable<ZipEntry>, options: { modified?: Date } = {}): AsyncGenerator<Uint8Array, void, undefined> {
  const stamp = dosDateTime(options.modified ?? new Date());
  const records: CentralRecord[] = [];
  let offset = 0;

  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(METHOD_DEFLATE, 8);
    header.writeUInt16LE(stamp.time, 10);
    header.writeUInt16LE(stamp.date, 12);
    // CRC-32, compressed and uncompressed sizes: 0 here, in the data descriptor after the data
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(0, 28);
    const record: CentralRecord = { name, crc: 0, compressed: 0, size: 0, offset };
    yield Buffer.concat([header, name]);
    offset += header.length + name.length;

    if (isIterable(entry.data)) {
      for await (const chunk of entry.data) {
        const raw = toBuffer(chunk);
        if (raw.length === 0) continue;
        record.crc = zlib.crc32(raw, record.crc);
        record.size += raw.length;
        const packed = await deflateRaw(raw, SYNC_FLUSH);
        record.compressed += packed.length;
        checkSize(record.size, "size");
        yield packed;
      }
      record.compressed += FINAL_BLOCK.length;
      yield FINAL_BLOCK;
    } else {
      const raw = toBuffer(entry.data);
      record.crc = zlib.crc32(raw);
      record.size = raw.length;
      const packed = zlib.deflateRawSync(raw);
      record.compressed = packed.length;
      yield packed;
    }
    checkSize(record.compressed, "compressed size");

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(record.crc >>> 0, 4);
    descriptor.writeUInt32LE(record.compressed, 8);
    descriptor.writeUInt32LE(record.size, 12);
    yield descriptor;
    offset += record.compressed + descriptor.length;
    checkSize(offset, "archive");
    records.push(record);
  }

  const centralStart = offset;
  const central: Buffer[] = [];
  for (const record of records) {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(VERSION, 4); // made by: MS-DOS host, spec 2.0
    header.writeUInt16LE(VERSION, 6);
    header.writeUInt16LE(FLAGS, 8);
    header.writeUInt16LE(METHOD_DEFLATE, 10);
    header.writeUInt16LE(stamp.time, 12);
    header.writeUInt16LE(stamp.date, 14);
    header.writeUInt32LE(record.crc >>> 0, 16);
    header.writeUInt32LE(record.compressed, 20);
    header.writeUInt32LE(record.size, 24);
    header.writeUInt16LE(record.name.length, 28);
    // extra field, comment, disk number, internal and external attributes: 0
    header.writeUInt32LE(record.offset, 42);
    central.push(header, record.name);
  }
  const centralBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(records.length, 8);
  end.writeUInt16LE(records.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(centralStart, 16);
  yield Buffer.concat([centralBytes, end]);
}
