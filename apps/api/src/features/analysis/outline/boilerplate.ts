import type { TOutlineLeftOut } from "@mnemo/api-contract";
import type { TUnit } from "../analysis-types.ts";

/**
 * What an e-book or a web page wraps its text in: Project Gutenberg's header
 * ("Title:", "Author:", "Release date:", …) and its "*** START OF THE PROJECT
 * GUTENBERG EBOOK … ***" line, the "*** END OF … ***" line and the licence
 * after it, and a licence or distribution notice anywhere ("This work is
 * licensed under…", "All rights reserved", "© 2021 …"). A sentence about
 * copyright law ("Copyright protects original works…") is no notice.
 */
const START = /\*{3}\s*START OF (?:THE|THIS) PROJECT GUTENBERG/i;
const END = /\*{3}\s*END OF (?:THE|THIS) PROJECT GUTENBERG|^\s*End of (?:the )?Project Gutenberg(?:'s)? (?:e-?book|etext)/i;
/** A header's field: "Title: …", "Release date: …", "Most recently updated: …". */
const HEADER_FIELD =
  /^\s*(?:title|author|authors|release date|posting date|first posted|last updated|most recently updated|language|credits|produced by|translator|translated by|illustrator|editor|character set encoding|original publication|e-?book\s*#?\d*)\s*:/i;
const NOTICE = new RegExp(
  [
    String.raw`\bthis (?:e-?book|work|document|file|text|article|material|edition|publication|page|site|content) is (?:licen[cs]ed|released|distributed|made available|for the use of anyone)`,
    String.raw`\bexcept where otherwise noted\b`,
    String.raw`\ball rights reserved\b`,
    String.raw`\bpermission is (?:hereby )?granted\b[^.]*\b(?:copy|reproduce|distribute|use)`,
    String.raw`\byou (?:may|are free to) (?:copy|share|redistribute|re-use|reuse|give it away)\b`,
    String.raw`^\s*(?:copyright\s*)?(?:©|\(c\))\s*(?:\d{4}|[\p{Lu}])`,
    String.raw`^\s*copyright\s+\d{4}\b`,
  ].join("|"),
  "iu",
);

export type TBoilerplate = Map<number, keyof TOutlineLeftOut>;

/** The units that are an e-book's wrapping or a licence notice, each with the count it goes to. */
export function findBoilerplate(units: TUnit[]): TBoilerplate {
  const out: TBoilerplate = new Map();
  const start = units.findIndex((unit) => START.test(unit.text));
  const end = units.findIndex((unit, at) => at > start && END.test(unit.text));
  for (const [at, unit] of units.entries()) {
    if (at <= start) out.set(unit.id, "furniture");
    else if (end >= 0 && at >= end) out.set(unit.id, "references");
    else if (NOTICE.test(unit.text)) out.set(unit.id, "furniture");
  }
  // Without the markers, a header of fields at the very start ("Title: …", "Author: …") is the same wrapping.
  for (const unit of units) {
    if (out.has(unit.id)) continue;
    if (!HEADER_FIELD.test(unit.text)) break;
    out.set(unit.id, "furniture");
  }
  return out;
}
