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
