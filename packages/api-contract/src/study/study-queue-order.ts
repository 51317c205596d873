/**
 * How a study queue mixes its parts, shared by the server's queue
 * (apps/api/src/features/study/get-study-queue.ts) and the visitors' sample
 * deck studied in the browser (apps/web/src/lib/playground/playground-study.ts).
 */

/** New cards spread evenly among the reviews (one every few), as Anki mixes them by default. */
export function interleave<T>(reviews: readonly T[], fresh: readonly T[]): T[] {
  if (fresh.length === 0) return [...reviews];
  if (reviews.length === 0) return [...fresh];
  const every = Math.max(1, Math.floor((reviews.length + fresh.length) / fresh.length));
  const out: T[] = [];
  let r = 0;
  let f = 0;
  while (r < reviews.length || f < fresh.length) {
    if (f < fresh.length && (out.length + 1) % every === 0) out.push(fresh[f++]!);
    else if (r < reviews.length) out.push(reviews[r++]!);
    else out.push(fresh[f++]!);
  }
  return out;
}
