import { describe, expect, it } from "vitest";
import { matchPairs } from "./match-pairs.ts";

describe("matchPairs", () => {
  it("gives a prompt its answer and fills the prompts not chosen yet with -1", () => {
    expect(matchPairs([], 3, 1, 2)).toEqual([-1, 2, -1]);
  });

  it("takes the answer away from the prompt that had it", () => {
    expect(matchPairs([0, 1, 2], 3, 2, 0)).toEqual([-1, 1, 0]);
  });

  it("clears a prompt with -1 and leaves the others", () => {
    expect(matchPairs([0, 1, 2], 3, 1, -1)).toEqual([0, -1, 2]);
  });
});
