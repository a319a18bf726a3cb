import zlib from "node:zlib";

/**
 * The entries of a ZIP read through its central directory, each inflated and checked against
 * its CRC-32 and sizes, and against the data descriptor that follows the data when general
 * purpose bit 3 is set. Throws on anything inconsistent.
 */
export function readZip(bytes: Buffer): Map<string, Buffer> {
  const fail = (message: string): never => {
    throw new Error(`bad zip: ${message}`);
  };
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) fail("no end of central directory");
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) fail(`central header ${i}`);
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const crc = bytes.readUInt32LE(at + 16);
    const compressed = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    if (bytes.readUInt32LE(local) !== 0x04034b50) fail(`local header of ${name}`);
    const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const raw = bytes.subarray(dataStart, dataStart + compressed);
    const data = method === 8 ? zlib.inflateRawSync(raw) : raw;
    if (data.length !== size) fail(`size of ${name}`);
    if (zlib.crc32(data) >>> 0 !== crc) fail(`crc of ${name}`);
    if (flags & 0x0008) {
      const descriptor = dataStart + compressed;
      if (bytes.readUInt32LE(descriptor) !== 0x08074b50) fail(`data descriptor of ${name}`);
      if (bytes.readUInt32LE(descriptor + 4) !== crc || bytes.readUInt32LE(descriptor + 8) !== compressed || bytes.readUInt32LE(descriptor + 12) !== size) {
        fail(`data descriptor values of ${name}`);
      }
    }
    files.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/**
 * A ZIP of one worksheet entry whose central directory claims 20 MB inflated from a few KB: the
 * ratio the spreadsheet guard refuses before anything is inflated.
 */
export function zipBomb(): Buffer {
  const data = zlib.deflateRawSync(Buffer.alloc(20 * 1024 * 1024));
  const name = Buffer.from("xl/worksheets/sheet1.xml");
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(20 * 1024 * 1024, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(20 * 1024 * 1024, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
