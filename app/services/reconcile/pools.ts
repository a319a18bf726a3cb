/**
 * Hash buckets of open statement lines by (website, akun bank, amount, day), so a BO row only
 * ever looks at lines it could match, and name-key indexes inside the large buckets that round
 * amounts make, so a 50.000 shared by hundreds of transfers is not compared pair by pair.
 *
 * Keys are numbers, not strings: an amount map holding (slot, day) maps, where a slot is an
 * interned (website, akun bank) pair. Building a string key per row per day was most of the time.
 */
import { accountsOnLine, type PreparedBo, type PreparedLine } from "./prepared";

/** A line of unknown akun bank may belong to any account of its website. */
const UNKNOWN = "\u0000?";
/** Every account of a website: where a BO row of unknown akun bank looks. */
const ANY = "\u0000*";
/** Days fit in 17 bits until the year 2328. */
const DAY_BITS = 131_072;

type Buckets<T> = Map<number, Map<number, T>>;

/** Interned (website, akun bank) pairs. */
class Slots {
  private readonly ids = new Map<string, Map<string, number>>();
  private count = 0;

  of(website: string, account: string): number {
    let byAccount = this.ids.get(website);
    if (!byAccount) {
      byAccount = new Map();
      this.ids.set(website, byAccount);
    }
    let id = byAccount.get(account);
    if (id === undefined) {
      id = this.count++;
      byAccount.set(account, id);
    }
    return id;
  }

  /** The slot if it exists: a lookup must not grow the table. */
  find(website: string, account: string): number | undefined {
    return this.ids.get(website)?.get(account);
  }
}

function placesOf<T>(buckets: Buckets<T>, amount: number): Map<number, T> {
  let byPlace = buckets.get(amount);
  if (!byPlace) {
    byPlace = new Map();
    buckets.set(amount, byPlace);
  }
  return byPlace;
}

function append(buckets: Buckets<number[]>, amount: number, slot: number, day: number, index: number): void {
  const byPlace = placesOf(buckets, amount);
  const place = slot * DAY_BITS + day;
  const list = byPlace.get(place);
  if (list) list.push(index);
  else byPlace.set(place, [index]);
}

function increment(buckets: Buckets<number>, amount: number, slot: number, day: number): void {
  const byPlace = placesOf(buckets, amount);
  const place = slot * DAY_BITS + day;
  byPlace.set(place, (byPlace.get(place) ?? 0) + 1);
}

function get<T>(buckets: Buckets<T>, amount: number, slot: number | undefined, day: number): T | undefined {
  if (slot === undefined) return undefined;
  return buckets.get(amount)?.get(slot * DAY_BITS + day);
}


export class LinePools {
  private readonly slots = new Slots();
  private readonly buckets: Buckets<number[]> = new Map();
  private readonly nameIndexes = new Map<number[], Map<string, number[]>>();

  /** `accountPrefix`: account numbers on the lines are indexed too, as this prefix + account key (null: not) */
  constructor(
    private readonly lines: readonly PreparedLine[],
    open: (index: number) => boolean,
    private readonly accountPrefix: string | null,
  ) {
    lines.forEach((line, index) => {
      if (!open(index)) return;
      append(this.buckets, line.amount, this.slots.of(line.website, line.account ?? UNKNOWN), line.day, index);
      append(this.buckets, line.amount, this.slots.of(line.website, ANY), line.day, index);
    });
  }

  /** The lines a BO row draws from: its akun bank's, or every account of its website's when the BO does not say. */
  ownSlot(bo: PreparedBo): number | undefined {
    return this.slots.find(bo.website, bo.account ?? ANY);
  }

  /** And the lines of unknown akun bank (already among every account's when the BO does not say). */
  unknownSlot(bo: PreparedBo): number | undefined {
    return bo.account === null ? undefined : this.slots.find(bo.website, UNKNOWN);
  }

  /** Open lines of one amount, slot and day. */
  bucket(amount: number, slot: number | undefined, day: number): number[] | undefined {
    return get(this.buckets, amount, slot, day);
  }

  /** Name-key postings of a bucket, built the first time a large pool needs them. */
  nameIndex(bucket: number[]): Map<string, number[]> {
    const known = this.nameIndexes.get(bucket);
    if (known) return known;
    const index = new Map<string, number[]>();
    const post = (key: string, lineIndex: number) => {
      const list = index.get(key);
      if (list) list.push(lineIndex);
      else index.set(key, [lineIndex]);
    };
    for (const lineIndex of bucket) {
      const line = this.lines[lineIndex];
      for (const key of line.nameKeys) post(key, lineIndex);
      if (this.accountPrefix === null) continue;
      if (line.explicitAccount !== null) post(this.accountPrefix + line.explicitAccount, lineIndex);
      for (const account of accountsOnLine(line)) {
        if (account !== line.explicitAccount) post(this.accountPrefix + account, lineIndex);
      }
    }
    this.nameIndexes.set(bucket, index);
    return index;
  }
}

/** Open BO rows by the same keys, to count how many rows could claim a line. */
export class BoPools {
  private readonly slots = new Slots();
  private readonly counts: Buckets<number> = new Map();

  constructor(bos: readonly PreparedBo[], open: (index: number) => boolean) {
    bos.forEach((bo, index) => {
      if (!open(index)) return;
      increment(this.counts, bo.amount, this.slots.of(bo.website, bo.account ?? UNKNOWN), bo.day);
      increment(this.counts, bo.amount, this.slots.of(bo.website, ANY), bo.day);
    });
  }

  /** BO rows dated `day` that could claim a line of this website, akun bank and amount. */
  claimantsOn(line: PreparedLine, day: number): number {
    if (line.account === null) return get(this.counts, line.amount, this.slots.find(line.website, ANY), day) ?? 0;
    return (
      (get(this.counts, line.amount, this.slots.find(line.website, line.account), day) ?? 0) +
      (get(this.counts, line.amount, this.slots.find(line.website, UNKNOWN), day) ?? 0)
    );
  }
}
