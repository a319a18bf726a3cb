/**
 * Hash buckets of open statement lines by (akun bank slot, amount, day), so a BO row only ever
 * looks at lines it could match, and name indexes inside the large buckets that round amounts
 * make, so a 50.000 shared by hundreds of transfers is not compared pair by pair.
 *
 * Keys are numbers, not strings: an amount map holding (slot, day) maps (places.ts interns the
 * slots). Building a string key per row per day was most of the time.
 */
import { BucketIndex } from "./bucket-index";
import type { PreparedBo, PreparedLine } from "./prepared";

/** Days fit in 17 bits until the year 2328. */
const DAY_BITS = 131_072;

type Buckets<T> = Map<number, Map<number, T>>;

function placesOf<T>(buckets: Buckets<T>, amount: number): Map<number, T> {
  let byPlace = buckets.get(amount);
  if (!byPlace) {
    byPlace = new Map();
    buckets.set(amount, byPlace);
  }
  return byPlace;
}

export class LinePools {
  /** amount → position in byAmount: one lookup per BO row instead of one per (slot, day) */
  private readonly amountIds = new Map<number, number>();
  private readonly byAmount: Map<number, number[]>[] = [];
  private readonly indexes = new Map<number[], BucketIndex>();

  /** `withAccounts`: index the account numbers found on the lines too */
  constructor(
    private readonly lines: readonly PreparedLine[],
    open: (index: number) => boolean,
    private readonly withAccounts: boolean,
  ) {
    lines.forEach((line, index) => {
      if (!open(index)) return;
      let id = this.amountIds.get(line.amount);
      if (id === undefined) {
        id = this.byAmount.length;
        this.amountIds.set(line.amount, id);
        this.byAmount.push(new Map());
      }
      const byPlace = this.byAmount[id];
      const place = line.slot * DAY_BITS + line.day;
      const list = byPlace.get(place);
      if (list) list.push(index);
      else byPlace.set(place, [index]);
    });
  }

  /** Position of an amount among the lines' amounts, or -1 when no open line has it. */
  amountId(amount: number): number {
    return this.amountIds.get(amount) ?? -1;
  }

  get amountCount(): number {
    return this.byAmount.length;
  }

  /** The open lines of one amount, by place (see bucket); undefined when no line has it. */
  amount(amount: number): Map<number, number[]> | undefined {
    const id = this.amountIds.get(amount);
    return id === undefined ? undefined : this.byAmount[id];
  }

  /**
   * The slots a BO row draws from, written into `into` (returns how many): its akun bank and the
   * lines of unknown akun bank, or every slot of its website when the BO does not say.
   */
  slotsOf(bo: PreparedBo, into: number[]): number {
    if (bo.account === null) {
      const all = bo.site.slots;
      for (let i = 0; i < all.length; i++) into[i] = all[i];
      return all.length;
    }
    into[0] = bo.slot;
    into[1] = bo.site.unknown;
    return 2;
  }

  /** Open lines of one amount (from amount()), slot and day. */
  bucket(ofAmount: Map<number, number[]>, slot: number, day: number): number[] | undefined {
    return ofAmount.get(slot * DAY_BITS + day);
  }

  /** The index of a large bucket, built the first time a BO row needs it. */
  indexOf(bucket: number[]): BucketIndex {
    let index = this.indexes.get(bucket);
    if (!index) {
      index = new BucketIndex(this.lines, bucket, this.withAccounts);
      this.indexes.set(bucket, index);
    }
    return index;
  }
}

/** Open BO rows counted by the same keys, to tell how many rows could claim a line. */
export class BoPools {
  private readonly counts: Buckets<number> = new Map();

  constructor(bos: readonly PreparedBo[], open: (index: number) => boolean) {
    bos.forEach((bo, index) => {
      if (!open(index)) return;
      const byPlace = placesOf(this.counts, bo.amount);
      // under its own slot (site.unknown when the BO does not say) and under "any account"
      for (const slot of [bo.slot, bo.site.any]) {
        const place = slot * DAY_BITS + bo.day;
        byPlace.set(place, (byPlace.get(place) ?? 0) + 1);
      }
    });
  }

  private count(amount: number, slot: number, day: number): number {
    return this.counts.get(amount)?.get(slot * DAY_BITS + day) ?? 0;
  }

  /** BO rows dated `day` that could claim this line: of its akun bank or not saying, or any when the line does not say. */
  claimantsOn(line: PreparedLine, day: number): number {
    if (line.account === null) return this.count(line.amount, line.site.any, day);
    return this.count(line.amount, line.slot, day) + this.count(line.amount, line.site.unknown, day);
  }
}
