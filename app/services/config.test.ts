import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.server";

const base = { NODE_ENV: "test", SESSION_SECRET: "s".repeat(32) };

describe("the sign-in limit per account over all addresses", () => {
  it("is four addresses' worth of the per-address limit unless set", () => {
    expect(parseConfig(base).LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL).toBe(20);
    expect(parseConfig({ ...base, LOGIN_MAX_FAILURES_PER_ACCOUNT: "3" }).LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL).toBe(12);
    expect(parseConfig({ ...base, LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL: "50" }).LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL).toBe(50);
  });
});
