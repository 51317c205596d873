/**
 * Matching: prompt `index` takes answer `next` (-1: none). An answer is taken once, so the prompt that had it is left to
 * choose again. The same rule whether the answer was chosen in the select or dropped on the prompt.
 */
export function matchPairs(pairs: readonly number[], count: number, index: number, next: number): number[] {
  return Array.from({ length: count }, (_, i) => (i === index ? next : pairs[i] === next ? -1 : (pairs[i] ?? -1)));
}
