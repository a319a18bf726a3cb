import { jakartaParts } from "../jakarta-time";

export type Greeting = "Selamat Pagi" | "Selamat Siang" | "Selamat Sore" | "Selamat Malam";

/** Spec section 1: by the Jakarta hour; afternoon lasts until 18:30. */
export function greetingAt(date: Date): Greeting {
  const { hour, minute } = jakartaParts(date);
  if (hour >= 5 && hour <= 10) return "Selamat Pagi";
  if (hour >= 11 && hour <= 13) return "Selamat Siang";
  if ((hour >= 14 && hour <= 17) || (hour === 18 && minute <= 30)) return "Selamat Sore";
  return "Selamat Malam";
}
