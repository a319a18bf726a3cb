/**
 * Where a row sits: its website and akun bank, interned once per run as small numbers ("slots"),
 * so that the hot loops look buckets up by number instead of hashing the same strings again.
 */
import { accountKey } from "./identifiers";

/** The slots of one website. */
export interface Site {
  /** lines whose akun bank is unknown, and BO rows that do not say theirs */
  unknown: number;
  /** every account of the website at once (counts of BO rows that could claim a line of unknown akun bank) */
  any: number;
  /** every slot of the website's lines, unknown included; grows while lines are prepared */
  slots: number[];
}

export interface Place {
  site: Site;
  /** the account's slot, or site.unknown */
  slot: number;
  /** the account key (digits, no leading zeros), or null */
  account: string | null;
}

export class Places {
  private count = 0;
  private readonly sites = new Map<string, { site: Site; byRaw: Map<string, Place>; byKey: Map<string, number> }>();
  /** the last place seen for an account number as written: one lookup per row instead of two */
  private readonly recent = new Map<string, { website: string; place: Place }>();

  /** The place of a row from its website and its account number as written (any format). */
  of(website: string, rawAccount: string | null): Place {
    if (rawAccount !== null) {
      const seen = this.recent.get(rawAccount);
      if (seen !== undefined && seen.website === website) return seen.place;
      const place = this.lookUp(website, rawAccount);
      this.recent.set(rawAccount, { website, place });
      return place;
    }
    return this.lookUp(website, null);
  }

  private lookUp(website: string, rawAccount: string | null): Place {
    let entry = this.sites.get(website);
    if (!entry) {
      const unknown = this.count++;
      const site: Site = { unknown, any: this.count++, slots: [unknown] };
      entry = { site, byRaw: new Map(), byKey: new Map() };
      this.sites.set(website, entry);
    }
    const raw = rawAccount ?? "";
    let place = entry.byRaw.get(raw);
    if (!place) {
      const account = accountKey(rawAccount);
      let slot = entry.site.unknown;
      if (account !== null) {
        // "0111222333" and "111222333" are one account: slots are by key, not by spelling
        const known = entry.byKey.get(account);
        if (known === undefined) {
          slot = this.count++;
          entry.byKey.set(account, slot);
          entry.site.slots.push(slot);
        } else slot = known;
      }
      place = { site: entry.site, slot, account };
      entry.byRaw.set(raw, place);
    }
    return place;
  }
}
