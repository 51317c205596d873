import type { TExtractedDocument } from "../reading/document.ts";
import { runningLineKey } from "../reading/running-line-key.ts";

/**
 * Text that belongs to the pages, not to what they teach: running heads and
 * footers repeated on every page ("Sprouts - http://...", the paper's title
 * over each page), and the reference list at the end of a paper. Returned as
 * character spans per section; the judge drops the words inside them and
 * rejects a sentence that is nothing else.
 */
export type TFurniture = Map<number, { start: number; end: number }[]>;

const MIN_PAGES = 3;
const MIN_RUN_WORDS = 3;
/** A heading that opens the references: everything after it is citations, up to an appendix or a glossary. */
const REFERENCES = /(?:^|\s)(References|REFERENCES|Bibliography|Works Cited|Literature Cited|Reference List)(?=\s+[\p{Lu}[\d]|\s*$)/u;
/** What ends a reference list: an appendix, or the glossary or key terms a textbook section puts after it. */
const APPENDIX = /(?:^|\s)(?:Appendix|APPENDIX|Glossary|GLOSSARY|Key Terms|Key Concepts)\b/;

export function findFurniture(document: TExtractedDocument): TFurniture {
  const spans: TFurniture = new Map();
  const add = (section: number, start: number, end: number) => {
    if (end > start) spans.set(section, [...(spans.get(section) ?? []), { start, end }]);
  };
  const pages = document.sections.filter((section) => section.page !== undefined || section.slide !== undefined);
  if (pages.length >= MIN_PAGES) {
    for (const run of [
      repeatedRun(
        pages.map((section) => section.text),
        "start",
      ),
      repeatedRun(
        pages.map((section) => section.text),
        "end",
      ),
    ]) {
      if (!run) continue;
      for (const section of pages) {
        const at = run.side === "start" ? leadingIndex(section.text, run.words) : trailingIndex(section.text, run.words);
        if (at) add(section.index, at.start, at.end);
      }
    }
  }
  for (const { section, start, end } of repeatedLines(pages)) add(section, start, end);
  let inReferences = false;
  // A reference list closes a document: a "Bibliography 5" line in its table of contents is not one.
  const total = document.sections.reduce((sum, section) => sum + section.text.length, 0);
  let before = 0;
  for (const section of document.sections) {
    const text = section.text;
    const offset = before;
    before += text.length;
    if (inReferences) {
      const appendix = APPENDIX.exec(text);
      add(section.index, 0, appendix ? appendix.index : text.length);
      if (appendix) inReferences = false;
      continue;
    }
    const references = REFERENCES.exec(text);
    const isListHeading =
      references &&
      (offset + references.index) / Math.max(1, total) >= 0.5 &&
      !/^\s*\d/.test(text.slice(references.index + references[0].length));
    if (references && isListHeading) {
      const appendix = APPENDIX.exec(text.slice(references.index));
      add(section.index, references.index, appendix ? references.index + appendix.index : text.length);
      inReferences = !appendix;
    }
  }
  return spans;
}

/** A line on this share of the pages (and MIN_PAGES at least) that carries a page number or a date is a running line. */
const RUNNING_LINE_SHARE = 0.4;
/** Without a number, only a line of MIN_RUN_WORDS words on this share of the pages is ("Market clearing" over each slide is a title). */
const RUNNING_PLAIN_LINE_SHARE = 0.6;

/**
 * Lines repeated on many pages wherever they fall on the page, their numbers aside: a footer a PDF puts between
 * a slide's lines ("26 June 2015DTU Wind, Technical University of Denmark12 Jalal Kazempour"), which no run at a
 * page's start or end finds. Pages are counted once however many sections they hold.
 */
function repeatedLines(sections: TExtractedDocument["sections"]): { section: number; start: number; end: number }[] {
  const lines: { section: number; page: number; start: number; end: number; key: string }[] = [];
  for (const section of sections) {
    let at = 0;
    for (const line of section.text.split("\n")) {
      const key = runningLineKey(line);
      // Two words at least, and no sentence: a footer states nothing.
      if ((key.match(/\p{L}{2,}/gu) ?? []).length >= 2 && !/[.!?]["')]?$/.test(key))
        lines.push({ section: section.index, page: section.page ?? section.slide!, start: at, end: at + line.length, key });
      at += line.length + 1;
    }
  }
  const pagesOf = new Map<string, Set<number>>();
  for (const line of lines) pagesOf.set(line.key, (pagesOf.get(line.key) ?? new Set()).add(line.page));
  const total = new Set(lines.map((line) => line.page)).size;
  // A line on a few pages alone that other pages glue to another ("2 Jalal Kazempour" alone on some pages, inside
  // "…Denmark12 Jalal Kazempour" on the rest) is on those pages too. Each page's lines are one text (a key holds no
  // line break), searched once per key on two pages or more.
  const textOn = new Map<number, string[]>();
  for (const line of lines) (textOn.get(line.page) ?? textOn.set(line.page, []).get(line.page)!).push(line.key);
  const pageTexts = [...textOn].map(([page, keys]) => [page, keys.join("\n")] as const);
  for (const [key, pages] of pagesOf) {
    // Only a line with a number is looked for inside others: what a PDF glues together is a footer and its page number.
    if (pages.size < 2 || pages.size >= total || !key.includes("#")) continue;
    for (const [page, text] of pageTexts) if (!pages.has(page) && text.includes(key)) pages.add(page);
  }
  return lines.filter((line) => {
    const on = pagesOf.get(line.key)!.size;
    if (on < MIN_PAGES || on < (line.key.includes("#") ? RUNNING_LINE_SHARE : RUNNING_PLAIN_LINE_SHARE) * total) return false;
    return couldRun(line.key);
  });
}

/** A line that may be a running one: with a number, or of MIN_RUN_WORDS words at least. */
function couldRun(key: string): boolean {
  return key.includes("#") || (key.match(/\p{L}{2,}/gu) ?? []).length >= MIN_RUN_WORDS;
}

/**
 * The longest run of words that opens (or closes) at least 40% of the pages,
 * ignoring page numbers: "Overview of the Technology Acceptance Model ...".
 */
function repeatedRun(texts: string[], side: "start" | "end"): { words: string[]; side: "start" | "end" } | undefined {
  const wordLists = texts.map((text) => {
    const words = text.split(/\s+/).filter((word) => word !== "" && !/^\d+$/.test(word));
    return side === "start" ? words.slice(0, 40) : words.slice(-40).reverse();
  });
  const needed = Math.max(2, Math.ceil(texts.length * 0.4));
  let best: string[] | undefined;
  for (const words of wordLists) {
    for (let length = Math.min(words.length, 30); length >= MIN_RUN_WORDS; length -= 1) {
      const run = words.slice(0, length);
      if (best && run.length <= best.length) break;
      const shared = wordLists.filter((other) => run.every((word, i) => other[i] === word)).length;
      if (shared >= needed) {
        best = run;
        break;
      }
    }
  }
  if (!best) return undefined;
  return { words: side === "start" ? best : [...best].reverse(), side };
}

function leadingIndex(text: string, words: string[]): { start: number; end: number } | undefined {
  const pattern = new RegExp(`^\\s*(?:\\d+\\s+)?${words.map(escape).join("\\s+")}`);
  const match = pattern.exec(text);
  return match ? { start: 0, end: match[0].length } : undefined;
}

function trailingIndex(text: string, words: string[]): { start: number; end: number } | undefined {
  const pattern = new RegExp(`${words.map(escape).join("\\s+")}(?:\\s+\\d+)?\\s*$`);
  const match = pattern.exec(text);
  return match ? { start: match.index, end: text.length } : undefined;
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
