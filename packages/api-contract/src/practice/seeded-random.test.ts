import { describe, expect, it } from "vitest";
import { seededRandom } from "./seeded-random.ts";

describe("seededRandom", () => {
  it("gives the same sequence for the same seed, and another for another seed", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(first);
    for (const value of first) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it("int(n) stays in [0, n) and reaches every value", () => {
    const random = seededRandom(7);
    const seen = new Set<number>();
    for (let index = 0; index < 500; index += 1) seen.add(random.int(5));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(random.int(0)).toBe(0);
    expect(random.int(1)).toBe(0);
  });

  it("shuffle returns a permutation as a copy, the same one for the same seed", () => {
    const items = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const shuffled = seededRandom(1).shuffle(items);
    expect(shuffled).not.toBe(items);
    expect([...shuffled].sort((x, y) => x - y)).toEqual([...items]);
    expect(shuffled).not.toEqual([...items]);
    expect(seededRandom(1).shuffle(items)).toEqual(shuffled);
  });

  it("pick takes an item of the list, undefined from an empty one", () => {
    const random = seededRandom(3);
    expect(["a", "b", "c"]).toContain(random.pick(["a", "b", "c"]));
    expect(random.pick([])).toBeUndefined();
  });

  it("treats seeds as 32-bit unsigned", () => {
    expect(seededRandom(2 ** 32 + 5).next()).toBe(seededRandom(5).next());
  });
});
