import { describe, expect, it } from "vitest";
import { usagePercent, usageRemaining } from "./usage.ts";

describe("usageRemaining", () => {
  it("is the allowance left", () => {
    expect(usageRemaining({ current: 30, limit: 100 })).toBe(70);
  });
  it("never goes below zero when over the limit", () => {
    expect(usageRemaining({ current: 130, limit: 100 })).toBe(0);
  });
  it("is zero at exactly the limit", () => {
    expect(usageRemaining({ current: 40_000, limit: 40_000 })).toBe(0);
  });
  it("is zero when the figures are not numbers", () => {
    expect(usageRemaining({ current: Number.NaN, limit: 100 })).toBe(0);
  });
});

describe("usagePercent", () => {
  it("floors", () => {
    expect(usagePercent({ current: 1, limit: 3 })).toBe(33);
    expect(usagePercent({ current: 2, limit: 3 })).toBe(66);
    expect(usagePercent({ current: 999, limit: 1000 })).toBe(99);
  });
  it("caps at 100", () => {
    expect(usagePercent({ current: 500, limit: 100 })).toBe(100);
  });
  it("is 0 when not a number (0 of 0)", () => {
    expect(usagePercent({ current: 0, limit: 0 })).toBe(0);
  });
  it("is 100 when something was used of a zero allowance", () => {
    expect(usagePercent({ current: 5, limit: 0 })).toBe(100);
  });
  it("is 0 for NaN inputs", () => {
    expect(usagePercent({ current: Number.NaN, limit: 100 })).toBe(0);
  });
});
