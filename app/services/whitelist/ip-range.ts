// Pure: address arithmetic for the whitelist, used by the gate, the whitelist service and the
// whitelist page's input (so no Node-only APIs here).

export interface IpAddress {
  family: 4 | 6;
  /** 4 or 16 bytes, network order */
  bytes: number[];
}

/** An address with the number of leading bits that must match; a single address has them all. */
export interface IpRange extends IpAddress {
  prefix: number;
}

export function bitsOf(family: 4 | 6): number {
  return family === 4 ? 32 : 128;
}

/** Four dot-separated groups of 1 to 3 digits, each 0 to 255 (the spec's IPv4 form). */
export function parseIpv4(text: string): IpAddress | null {
  const groups = text.split(".");
  if (groups.length !== 4 || !groups.every((group) => /^\d{1,3}$/.test(group) && Number(group) <= 255)) return null;
  return { family: 4, bytes: groups.map(Number) };
}

/**
 * IPv6 as RFC 4291 writes it: eight groups of 1 to 4 hex digits, one `::` for a run of zero
 * groups, and optionally the last 32 bits as an IPv4 address (`::ffff:10.0.0.1`). No zone (`%eth0`).
 */
export function parseIpv6(text: string): IpAddress | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (half: string): number[] | null => {
    if (half === "") return [];
    const parts = half.split(":");
    const words: number[] = [];
    for (const [index, part] of parts.entries()) {
      if (index === parts.length - 1 && part.includes(".")) {
        const v4 = parseIpv4(part);
        if (!v4) return null;
        words.push((v4.bytes[0] << 8) | v4.bytes[1], (v4.bytes[2] << 8) | v4.bytes[3]);
      } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
        words.push(parseInt(part, 16));
      } else {
        return null;
      }
    }
    return words;
  };
  const head = groupsOf(halves[0]);
  const tail = halves.length === 2 ? groupsOf(halves[1]) : [];
  if (!head || !tail) return null;
  // an embedded IPv4 address may only end the address
  if (halves.length === 2 && halves[0].includes(".")) return null;
  const given = head.length + tail.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return null;
  const words = [...head, ...new Array<number>(8 - given).fill(0), ...tail];
  return { family: 6, bytes: words.flatMap((word) => [word >> 8, word & 0xff]) };
}

export function parseIp(text: string): IpAddress | null {
  return text.includes(":") ? parseIpv6(text) : parseIpv4(text);
}

/** `::ffff:a.b.c.d` is how an IPv6 socket shows an IPv4 client: it is that IPv4 address. */
export function isIpv4Mapped(address: IpAddress): boolean {
  return address.family === 6 && address.bytes.slice(0, 10).every((byte) => byte === 0) && address.bytes[10] === 0xff && address.bytes[11] === 0xff;
}

export function unmapIpv4(address: IpAddress): IpAddress {
  return isIpv4Mapped(address) ? { family: 4, bytes: address.bytes.slice(12) } : address;
}

/** Decimal IPv4 without leading zeros; IPv6 as RFC 5952 writes it (lower case, longest zero run as `::`). */
export function formatIp(address: IpAddress): string {
  if (address.family === 4) return address.bytes.join(".");
  const words = Array.from({ length: 8 }, (_, i) => (address.bytes[2 * i] << 8) | address.bytes[2 * i + 1]);
  let best = { start: -1, length: 0 };
  for (let start = 0; start < 8; ) {
    if (words[start] !== 0) {
      start++;
      continue;
    }
    let end = start;
    while (end < 8 && words[end] === 0) end++;
    if (end - start > best.length) best = { start, length: end - start };
    start = end;
  }
  const hex = (list: number[]) => list.map((word) => word.toString(16)).join(":");
  if (best.length < 2) return hex(words);
  return `${hex(words.slice(0, best.start))}::${hex(words.slice(best.start + best.length))}`;
}

export function formatRange(range: IpRange): string {
  return range.prefix === bitsOf(range.family) ? formatIp(range) : `${formatIp(range)}/${range.prefix}`;
}

/** The range's first address: its bits past the prefix set to zero. */
export function networkOf(range: IpRange): IpRange {
  const bytes = range.bytes.map((byte, index) => {
    const kept = Math.min(8, Math.max(0, range.prefix - index * 8));
    return byte & ((0xff << (8 - kept)) & 0xff);
  });
  return { ...range, bytes };
}

export function rangeContains(range: IpRange, address: IpAddress): boolean {
  if (range.family !== address.family) return false;
  const network = networkOf(range);
  const masked = networkOf({ ...address, prefix: range.prefix });
  return network.bytes.every((byte, index) => byte === masked.bytes[index]);
}
