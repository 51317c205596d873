import { describe, expect, it } from "vitest";
import { headingOrder } from "./heading-order.ts";

describe("headingOrder", () => {
  it("ranks a heading by its level below a page or slide heading, from h3 to h4", () => {
    expect([1, 2, 3, 6].map((level) => headingOrder({ level, isUnderPlace: true }))).toEqual([3, 4, 4, 4]);
    // Sections saved before levels existed keep the rank they had.
    expect(headingOrder({ level: undefined, isUnderPlace: true })).toBe(3);
  });

  it("starts at h2 in text without pages, never taking the page's h1", () => {
    expect([1, 2, 3, 5].map((level) => headingOrder({ level, isUnderPlace: false }))).toEqual([2, 3, 4, 4]);
    expect(headingOrder({ level: 0, isUnderPlace: false })).toBe(2);
  });
});
