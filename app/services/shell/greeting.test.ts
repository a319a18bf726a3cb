import { describe, expect, it } from "vitest";
import { greetingAt } from "./greeting";

/** A moment given as Jakarta wall-clock time (UTC+7). */
function jakarta(time: string): Date {
  return new Date(`2026-03-10T${time}:00+07:00`);
}

describe("greeting by the Jakarta hour", () => {
  it.each([
    ["04:59", "Selamat Malam"],
    ["05:00", "Selamat Pagi"],
    ["10:59", "Selamat Pagi"],
    ["11:00", "Selamat Siang"],
    ["13:59", "Selamat Siang"],
    ["14:00", "Selamat Sore"],
    ["18:30", "Selamat Sore"],
    ["18:31", "Selamat Malam"],
    ["23:59", "Selamat Malam"],
  ])("%s is %s", (time, expected) => {
    expect(greetingAt(jakarta(time))).toBe(expected);
  });

  it("does not depend on the server's time zone", () => {
    // 23:30 UTC is 06:30 the next morning in Jakarta
    expect(greetingAt(new Date("2026-03-10T23:30:00Z"))).toBe("Selamat Pagi");
  });
});
