import type { TExtractedDocument } from "../../reading/document.ts";
import type { TUnit } from "../analysis-types.ts";
import { isCodeLine } from "./code-line.ts";
import { cleanTitle, headingLine, isDoubledLine, isFormulaPiece } from "./heading-text.ts";

/**
 * A stretch of the document under one heading: the units it teaches from,
 * with the heading's title and level. Headings come from the structure
 * extraction found (Word headings, slide titles, Markdown headings, PDF
 * heading lines, each with its level), else from the text (a PDF slide's
 * first line, numbered, Markdown or title-case lines standing alone), else
 * the document is cut into fixed-size parts. A slide's title is always level 1
 * and the only heading of its slide: a larger line further down a slide (a
 * diagram's box, a label) is no sub-heading of the slide's own lines.
 */
export type TOutlinePart = {
  title: string;
  level: number;
  sectionIndexes: number[];
  units: TUnit[];
  isSlide: boolean;
  /** A fixed-size part of a document without headings: its title is made up. */
  isCut?: boolean;
};

/** A PDF whose pages hold fewer words than this (median) is a slide deck: each page's first line is its title. */
const SLIDE_PAGE_WORDS = 140;
const MIN_DECK_PAGES = 5;
/** Without any heading, a document is cut into parts of this many units. */
const FALLBACK_PART_UNITS = 15;
/** A slide titled only "contd" goes on with the slide before it. */
const CONTINUATION = /^(?:contd|cont|continued|cont'd)\.?$/i;
const CONTINUED = /\s*\((?:cont(?:inued|'d|\.)?|\d+)\)\s*$|\s+[-–—]?\s*cont(?:inued|['’]d|d)?\.?\s*(?:\.{2,}|…)?\s*$/i;

export function findOutlineParts(document: TExtractedDocument, units: TUnit[]): TOutlinePart[] {
  const isDeck = isPdfDeck(document);
  const parts: TOutlinePart[] = [];
  let current: TOutlinePart | undefined;
  const open = (title: string, level: number, unit: TUnit) => {
    const isSlide = unit.section.slide !== undefined || isDeck;
    // A title repeated on the next slide ("Markets (cont.)") continues the same part.
    if (current && isSlide && (sameTitle(current.title, title) || CONTINUATION.test(title))) return;
    current = { title, level, sectionIndexes: [], units: [], isSlide };
    parts.push(current);
  };
  const blocks = blockSizes(units);
  let lastSection = -1;
  let lastPlace: number | undefined;
  let awaitsDeckTitle = false;
  let titleBlock: string | undefined;
  let headedPlace: number | undefined;
  // Pages and slides whose title extraction lifted out: their first line is no title.
  const headedPlaces = new Set(
    document.sections.flatMap((section) => (section.heading !== undefined ? [section.slide ?? section.page] : [])),
  );
  for (const [at, unit] of units.entries()) {
    const section = unit.section;
    // "2 Mσ": a formula's piece the PDF's heading finder took for a numbered heading heads nothing.
    const heading =
      section.slide === undefined && section.heading !== undefined && isFormulaPiece(section.heading) ? undefined : section.heading;
    const newSection = section.index !== lastSection;
    lastSection = section.index;
    const blockText = blocks.get(`${section.index}:${unit.block}`)!;
    const isSlide = section.slide !== undefined || isDeck;
    // A PDF page or a slide can hold several sections: only its first heading is its title.
    const place = section.slide ?? section.page;
    const newPlace = newSection && (place === undefined || place !== lastPlace);
    if (newSection) {
      lastPlace = place;
    }
    if (newPlace) awaitsDeckTitle = isDeck && !headedPlaces.has(place);
    if (newSection && heading !== undefined && (!isSlide || headedPlace !== place || place === undefined)) {
      headedPlace = place;
      open(cleanTitle(heading), isSlide ? 1 : (section.level ?? 1), unit);
    } else if (awaitsDeckTitle && unit.flaw !== "furniture" && heading === undefined) {
      // A deck page's title is its first line that is not the running footer the PDF drew first.
      awaitsDeckTitle = false;
      titleBlock = `${section.index}:${unit.block}`;
      const heading = headingLine(blockText.text, { strict: false });
      open(heading?.title ?? "", 1, unit);
    } else if (newPlace && section.slide !== undefined && section.part !== "notes" && heading === undefined) {
      // A slide whose title extraction did not lift out: its first line, alone in its paragraph, is the title.
      // Without one the slide is a part of its own: the title before it is not its context.
      // "Session Layer Cont’d ...": the dots that say the slide goes on are no end of a sentence.
      const firstLine = blockText.text.replace(/\s*(?:\.{2,}|…)\s*$/, "");
      const title = blockText.units === 1 && !unit.isBullet ? headingLine(firstLine, { strict: false }) : undefined;
      if (title && !isFormulaPiece(title.title)) titleBlock = `${section.index}:${unit.block}`;
      open(title && !isFormulaPiece(title.title) ? title.title : "", 1, unit);
    }
    if (!current) {
      current = { title: "", level: 1, sectionIndexes: [], units: [], isSlide: section.slide !== undefined || isDeck };
      parts.push(current);
    }
    if (!current.sectionIndexes.includes(section.index)) current.sectionIndexes.push(section.index);
    // The heading's own line is the part's title, not something it teaches.
    if (isHeadingUnit(unit, heading, current.title)) continue;
    // On a deck page whose title extraction did not lift out, the first line is that title.
    const isTitleLine =
      (isDeck || section.slide !== undefined) &&
      current.title !== "" &&
      heading === undefined &&
      titleBlock === `${section.index}:${unit.block}`;
    if (isDoubledLine(blockText.text) || isTitleLine) continue;
    // On a slide, a short capitalised line is a bullet or a label, not a heading: only the title heads it.
    // A short line with code right after it is what a notebook printed ("TIM Barrel"), not a heading.
    const beforeCode = isBeforeCode(units, at);
    const inline =
      blockText.units <= 2 && !unit.isBullet && !isSlide && !beforeCode ? headingLine(blockText.text, { strict: true }) : undefined;
    if (inline) {
      if (blockText.first === unit.id) {
        // A line guessed to head what follows, under a heading the document marked, sits below it.
        const level = heading !== undefined && section.level !== undefined ? Math.max(inline.level, section.level + 1) : inline.level;
        current = { title: inline.title, level: Math.min(level, 6), sectionIndexes: [section.index], units: [], isSlide: current.isSlide };
        parts.push(current);
      }
      continue;
    }
    current.units.push(unit);
  }
  const titled = parts.filter((part) => part.title !== "");
  return titled.length === 0 && units.length > FALLBACK_PART_UNITS ? fixedParts(parts.flatMap((part) => part.units)) : parts;
}

/** The unit, or its block, comes right before a line of code. */
function isBeforeCode(units: TUnit[], at: number): boolean {
  const unit = units[at]!;
  const next = units.slice(at + 1).find((other) => other.section !== unit.section || other.block !== unit.block);
  return [units[at + 1], next].some((other) => other?.section === unit.section && isCodeLine(other.text));
}

function isHeadingUnit(unit: TUnit, heading: string | undefined, title: string): boolean {
  const text = cleanTitle(unit.text).toLowerCase();
  return (heading !== undefined && text === cleanTitle(heading).toLowerCase()) || (title !== "" && text === title.toLowerCase());
}

function sameTitle(a: string, b: string): boolean {
  const plain = (title: string) => title.replace(CONTINUED, "").trim().toLowerCase();
  return plain(a) !== "" && plain(a) === plain(b);
}

/**
 * A PDF whose pages hold few words. Counted per page, not per section: notes whose headings extraction lifted out
 * are many short sections on full pages, and a deck's title rule would keep only each page's first heading.
 */
function isPdfDeck(document: TExtractedDocument): boolean {
  if (document.kind !== "pdf") return false;
  const perPage = new Map<number | undefined, number>();
  for (const section of document.sections) {
    perPage.set(section.page, (perPage.get(section.page) ?? 0) + section.text.split(/\s+/).length);
  }
  if (perPage.size < MIN_DECK_PAGES) return false;
  const words = [...perPage.values()].sort((a, b) => a - b);
  return words[Math.floor(words.length / 2)]! <= SLIDE_PAGE_WORDS;
}

/** Each block's text (first to last unit) and how many units wink read in it. */
function blockSizes(units: TUnit[]): Map<string, { text: string; units: number; first: number }> {
  const out = new Map<string, { start: number; end: number; units: number; first: number; section: string }>();
  for (const unit of units) {
    const key = `${unit.section.index}:${unit.block}`;
    const known = out.get(key);
    if (known) {
      known.end = unit.end;
      known.units += 1;
    } else out.set(key, { start: unit.start, end: unit.end, units: 1, first: unit.id, section: unit.section.text });
  }
  return new Map(
    [...out].map(([key, block]) => [key, { text: block.section.slice(block.start, block.end), units: block.units, first: block.first }]),
  );
}

function fixedParts(units: TUnit[]): TOutlinePart[] {
  const parts: TOutlinePart[] = [];
  for (let at = 0; at < units.length; at += FALLBACK_PART_UNITS) {
    const slice = units.slice(at, at + FALLBACK_PART_UNITS);
    const first = slice[0]!.section;
    const where = first.page !== undefined ? ` (p. ${first.page})` : "";
    parts.push({
      title: `Part ${parts.length + 1}${where}`,
      level: 1,
      sectionIndexes: [...new Set(slice.map((unit) => unit.section.index))],
      units: slice,
      isSlide: false,
      isCut: true,
    });
  }
  return parts;
}
