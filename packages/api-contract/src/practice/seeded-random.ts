/**
 * A small seeded pseudo-random generator (mulberry32) for practice tests: the same seed gives the same sequence on
 * the server, in the browser's playground and in the bench, so "the same test again" is the same questions in the
 * same order. Not for anything secret.
 */
export type TSeededRandom = {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [0, n) (0 when n ≤ 1). */
  int(n: number): number;
  /** A shuffled copy (Fisher-Yates); the input is left as it was. */
  shuffle<T>(items: readonly T[]): T[];
  /** One item, or undefined for an empty list. */
  pick<T>(items: readonly T[]): T | undefined;
};

export function seededRandom(seed: number): TSeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => (n <= 1 ? 0 : Math.floor(next() * Math.floor(n)));
  return {
    next,
    int,
    shuffle<T>(items: readonly T[]): T[] {
      const copy = items.slice();
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = int(index + 1);
        [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      }
      return copy;
    },
    pick<T>(items: readonly T[]): T | undefined {
      return items.length === 0 ? undefined : items[int(items.length)];
    },
  };
}
