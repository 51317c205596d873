import { clozeNumbers } from "./cloze.ts";
import type { TNoteContent } from "../notes.ts";

/**
 * The reviewable cards a note makes, by ord, as Anki numbers them: ord 0 for
 * every type; for a cloze note one card per cloze number N, ord N-1 (c0 counts
 * as c1). A card keeps its ord, so a cloze edit that keeps c1 keeps that card
 * (and its history) while adding c3 adds one and removing c2 removes one.
 */
export function noteCardOrds(content: Pick<TNoteContent, "type"> & { text?: string }): number[] {
  if (content.type !== "clozedel") return [0];
  return [...new Set(clozeNumbers(content.text ?? "").map((number) => Math.max(0, number - 1)))].sort((a, b) => a - b);
}
