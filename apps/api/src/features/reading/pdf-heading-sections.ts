import type { THeadingLevel } from "./document.ts";
import type { TSectionDraft } from "./extraction.ts";
import { normaliseLine, normaliseText } from "./normalise-text.ts";
import { numberedHeading } from "./numbered-heading.ts";
import { runningLineKey } from "./running-line-key.ts";
import type { TPdfBlock } from "./pdf-page-text.ts";

/**
 * PDF headings, which a PDF does not mark: a short paragraph set clearly
 * larger than the page's body text, or a numbered line ("2.3 Markets") of
 * its own. Each starts a section of its page with that heading; the text
 * before the page's first heading goes on from the page before and carries
 * none, unless that heading is drawn above all of it: then it is the page's
 * title, written out of order (beamer draws a frame's title after its body),
 * and heads the page from its start. Once the whole document is read
 * (pdfHeadingLevels), a "heading" repeated on many pages is a running head and
 * goes back into its page's text (where the furniture finder drops it), and
 * each heading gets its level: a numbered heading's depth, else its size among
 * the document's heading sizes.
 */

/** A paragraph at least this much larger than the body text is a heading. */
const HEADING_SIZE_RATIO = 1.2;
const MAX_HEADING_CHARS = 150;
const MAX_HEADING_WORDS = 15;
/** Sizes this close (as a share) are one heading size. */
const SAME_SIZE = 0.08;
/** A heading on at least this many pages, and this share of the pages, is a running head. */
const RUNNING_HEAD_PAGES = 3;
const RUNNING_HEAD_SHARE = 0.4;

/** A section draft with what its heading looked like, until the levels are known. */
export type TPdfSectionDraft = TSectionDraft & { headingSize?: number; headingDepth?: number };

export function pdfPageSections(blocks: TPdfBlock[], page: number): TPdfSectionDraft[] {
  const body = bodySize(blocks);
  const sections: TPdfSectionDraft[] = [];
  let current: { heading?: { text: string; size: number; depth?: number }; texts: string[] } = { texts: [] };
  const close = () => {
    const text = normaliseText(current.texts.join("\n\n"));
    if (!text && !current.heading) return;
    const { heading } = current;
    // A heading with nothing under it on its page (the page ends, another heading follows) keeps its line as text.
    const draft: TPdfSectionDraft = heading
      ? {
          page,
          heading: heading.text,
          headingSize: heading.size,
          ...(heading.depth ? { headingDepth: heading.depth } : {}),
          text: text || heading.text,
        }
      : { page, text };
    sections.push(draft);
  };
  for (const [at, block] of blocks.entries()) {
    const heading = headingOf(block, body);
    const isLateTitle =
      heading !== undefined && sections.length === 0 && !current.heading && blocks.slice(0, at).every((above) => above.y < block.y);
    if (heading && isLateTitle) current.heading = heading;
    else if (heading) {
      close();
      current = { heading, texts: [] };
    } else current.texts.push(block.text);
  }
  close();
  return sections;
}

/** Replaces the size and depth of each heading by its level in the document's hierarchy; running heads go back to text. */
export function pdfHeadingLevels(all: TPdfSectionDraft[]): TSectionDraft[] {
  const drafts = withoutRunningHeads(all);
  const numbered = drafts.filter((draft) => draft.headingDepth !== undefined);
  const sizes = clusterSizes(
    drafts.flatMap((draft) => (draft.headingSize !== undefined && draft.headingDepth === undefined ? [draft.headingSize] : [])),
  );
  return drafts.map(({ headingSize, headingDepth, ...draft }) => {
    if (headingSize === undefined) return draft;
    return { ...draft, level: levelOf(headingSize, headingDepth, numbered, sizes) };
  });
}

function withoutRunningHeads(drafts: TPdfSectionDraft[]): TPdfSectionDraft[] {
  // Each page's lines, headings and text alike: a footer is a heading on some pages and glued into a line of the text
  // on others ("26 June 2015DTU Wind, Technical University of Denmark12 Jalal Kazempour").
  const linesOn = new Map<number, string[]>();
  for (const draft of drafts) {
    if (draft.page === undefined) continue;
    const lines = linesOn.get(draft.page) ?? [];
    if (draft.heading !== undefined) lines.push(runningLineKey(draft.heading));
    for (const line of draft.text.split("\n")) if (line.trim() !== "") lines.push(runningLineKey(line));
    linesOn.set(draft.page, lines);
  }
  const total = linesOn.size;
  const pages = [...linesOn.values()].map((lines) => ({ lines: new Set(lines), text: lines.join("\n") }));
  const known = new Map<string, boolean>();
  const isRunning = (heading: string) => {
    const key = runningLineKey(heading);
    if (!known.has(key)) {
      // A head with a number may be glued into a longer line; one without must be a line of its own, or a short
      // heading ("Markets") would count on every page whose text uses the word.
      const on = pages.filter((page) => (key.includes("#") ? page.text.includes(key) : page.lines.has(key))).length;
      known.set(key, on >= RUNNING_HEAD_PAGES && on >= RUNNING_HEAD_SHARE * total);
    }
    return known.get(key)!;
  };
  return drafts.map((draft) => {
    if (draft.heading === undefined || !isRunning(draft.heading)) return draft;
    const { heading, headingSize: _size, headingDepth: _depth, level: _level, ...rest } = draft;
    return { ...rest, text: draft.text === heading ? heading : `${heading}\n\n${draft.text}` };
  });
}

function levelOf(size: number, depth: number | undefined, numbered: TPdfSectionDraft[], sizes: number[]): THeadingLevel {
  if (depth !== undefined) return clampLevel(depth);
  // Set like the numbered headings of some depth ("Abstract" beside "1 Introduction"): that depth.
  const alike = numbered.filter((draft) => isSameSize(draft.headingSize!, size)).map((draft) => draft.headingDepth!);
  if (alike.length > 0) return clampLevel(Math.min(...alike));
  return clampLevel(sizes.findIndex((known) => isSameSize(known, size)) + 1);
}

/** Distinct heading sizes, largest first, sizes within SAME_SIZE of each other counted once. */
function clusterSizes(sizes: number[]): number[] {
  const out: number[] = [];
  for (const size of [...sizes].sort((a, b) => b - a)) if (!out.some((known) => isSameSize(known, size))) out.push(size);
  return out;
}

function isSameSize(a: number, b: number): boolean {
  return Math.abs(a - b) <= SAME_SIZE * Math.max(a, b);
}

function clampLevel(level: number): THeadingLevel {
  return Math.min(Math.max(level, 1), 6) as THeadingLevel;
}

/** The size most of the page's characters are set in. */
function bodySize(blocks: TPdfBlock[]): number {
  const weights = new Map<number, number>();
  for (const block of blocks) {
    const size = Math.round(block.size * 2) / 2;
    weights.set(size, (weights.get(size) ?? 0) + block.text.length);
  }
  return [...weights].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}

function headingOf(block: TPdfBlock, body: number): { text: string; size: number; depth?: number } | undefined {
  const text = undoubled(normaliseLine(block.text));
  if (text.length > MAX_HEADING_CHARS || text.split(" ").length > MAX_HEADING_WORDS || !/\p{L}.*\p{L}/u.test(text)) return undefined;
  // A sentence, a list's lead-in or a clause broken off is body text, however large.
  if (/[,;:]$/.test(text) || /\p{L}{2}[.!]$/u.test(text) || block.text.includes("\n")) return undefined;
  const numbered = numberedHeading(text);
  const isLarger = block.size >= HEADING_SIZE_RATIO * body;
  if (numbered && (isLarger || !numbered.hasListDot)) return { text, size: block.size, depth: numbered.depth };
  return isLarger ? { text, size: block.size } : undefined;
}

/** Beamer prints a frame's title twice into the text layer ("WHAT IS AI?WHAT IS AI?"): the heading says it once. */
function undoubled(text: string): string {
  const half = text.length / 2;
  return Number.isInteger(half) && half >= 2 && text.slice(0, half) === text.slice(half) ? text.slice(0, half).trim() : text;
}
