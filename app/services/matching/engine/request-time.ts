/**
 * The time between a player's request and the bank's booking of the money (issue 13, point 2).
 * A transfer lands minutes after the form is filed, or a minute before when the player pays
 * first; a line booked hours away from the request is more likely another payment of the same
 * amount. The time only ever weakens a pair (a factor of at most 1): it tells two look-alike
 * pairings apart and never proves a payment on its own. Unknown on either side: no factor at all.
 */
import { jakartaMidnight } from "./days";
import {
  TIME_EARLY_GRACE_MINUTES,
  TIME_LATE_FACTOR,
  TIME_LATE_MINUTES,
  TIME_PLAUSIBLE_MINUTES,
  TIME_UNLIKELY_FACTOR,
} from "./thresholds";

const MINUTE_MS = 60_000;

/** Whole minutes from the request to the booking (negative: booked before the request); null when either is unknown. */
export function minutesBetween(requestedAt: number | null | undefined, bookedAt: number | null | undefined): number | null {
  if (requestedAt == null || bookedAt == null || !Number.isFinite(requestedAt) || !Number.isFinite(bookedAt)) return null;
  // Math.round gives -0 for half a minute early: the reason would read "0 menit sebelum"
  return Math.round((bookedAt - requestedAt) / MINUTE_MS) || 0;
}

/**
 * The pair's multiplier. In steps, not a slope: pairings whose times are all plausible keep equal
 * scores, so a player's interchangeable tickets stay one class (assign.ts) and a few minutes'
 * difference never decides; one step apart is more than the margin, so a credit within the hour
 * beats one hours away when every other clue ties.
 */
export function timeFactor(minutes: number | null): number {
  if (minutes === null) return 1;
  if (minutes < -TIME_EARLY_GRACE_MINUTES) return TIME_UNLIKELY_FACTOR;
  if (minutes <= TIME_PLAUSIBLE_MINUTES) return 1;
  return minutes <= TIME_LATE_MINUTES ? TIME_LATE_FACTOR : TIME_UNLIKELY_FACTOR;
}

/**
 * Whether the money was booked more than `limitMinutes` before the request, given the minutes
 * between them (minutesBetween). Where the statement gives no time, only when the line's whole day
 * (Jakarta) ended that long before it: a credit dated the 26th for a request filed on the 27th at
 * 10:00 came ten hours early or more, though the statement says no hour (a clean-room audit:
 * approved "di tanggal BO", the BO's date being the 26th).
 */
export function bookedTooEarly(minutes: number | null, requestedAt: number | null | undefined, lineDay: number, limitMinutes: number): boolean {
  if (minutes !== null) return minutes < -limitMinutes;
  if (requestedAt == null || !Number.isFinite(requestedAt)) return false;
  return requestedAt - jakartaMidnight(lineDay + 1) > limitMinutes * MINUTE_MS;
}
