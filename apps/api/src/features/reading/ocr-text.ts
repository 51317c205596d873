import { type TWordList, lineJoiner } from "./line-joiner.ts";

/** The part of Tesseract's result this module reads (blocks > paragraphs > lines > words). */
export type TOcrBlock = { paragraphs: { lines: { words: { text: string; confidence: number }[] }[] }[] };

/**
 * Tesseract's TSV output (one row per block, paragraph, line and word:
 * level, page, block, par, line, word, left, top, width, height, conf, text)
 * as blocks. Tesseract writes it in about half the time of tesseract.js's
 * `blocks` JSON, which also describes every symbol and its alternatives.
 */
export function blocksFromTsv(tsv: string | null | undefined): TOcrBlock[] {
  const blocks: TOcrBlock[] = [];
  const keys = { block: "", paragraph: "", line: "" };
  for (const row of (tsv ?? "").split("\n")) {
    const cells = row.split("\t");
    if (cells.length < 12 || cells[0] !== "5") continue;
    const [, page, block, paragraph, line] = cells;
    const blockKey = `${page}.${block}`;
    const paragraphKey = `${blockKey}.${paragraph}`;
    const lineKey = `${paragraphKey}.${line}`;
    // Each key includes its parents', so a new block also opens a new paragraph and line.
    if (blockKey !== keys.block) blocks.push({ paragraphs: [] });
    const paragraphs = blocks.at(-1)!.paragraphs;
    if (paragraphKey !== keys.paragraph) paragraphs.push({ lines: [] });
    const lines = paragraphs.at(-1)!.lines;
    if (lineKey !== keys.line) lines.push({ words: [] });
    Object.assign(keys, { block: blockKey, paragraph: paragraphKey, line: lineKey });
    lines.at(-1)!.words.push({ text: cells.slice(11).join("\t"), confidence: Number(cells[10]) });
  }
  return blocks;
}

export type TOcrResult = {
  /** Paragraphs separated by "\n\n", lines rejoined as in PDF text. */
  text: string;
  /** Words confident enough to count as readable text. */
  readableWords: number;
  /** Mean confidence (0-100) of the words kept. */
  confidence: number;
};

// Below this Tesseract is guessing (noise, photos, textures): such words are dropped.
const KEEP_CONFIDENCE = 40;
// Words at or above this, with a letter or digit, count as "readable".
const READABLE_CONFIDENCE = 60;
const SENTENCE_END = /[.!?:;…"'”’)\]]$/;

/** A one-line paragraph of at most this many words, without a full stop, is a heading. */
const HEADING_WORDS = 12;

/**
 * Tesseract's blocks become paragraphs. Its own paragraph splits inside a
 * block are unreliable (a line shorter than the next one "starts" a
 * paragraph, often mid-sentence), so inside a block a split is kept only
 * where the text before it ends a sentence, or where it is a heading: one
 * short line before a paragraph that opens with a capital ("Related studies
 * on perceived usefulness" over "Prior to the work of Davis, ...").
 * Lines are joined as in a PDF's text layer (line-joiner.ts, with `words`).
 */
export function toOcrResult(blocks: TOcrBlock[] | null, words?: TWordList): TOcrResult {
  const keptLines = (blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines.map(lineText)));
  const joinLines = lineJoiner({ lines: keptLines, ...(words ? { words } : {}) });
  const paragraphs: string[] = [];
  let readableWords = 0;
  let confidenceSum = 0;
  let kept = 0;
  for (const block of blocks ?? []) {
    let text = "";
    let lines = 0;
    for (const [index, paragraph] of block.paragraphs.entries()) {
      for (const [at, line] of paragraph.lines.entries()) {
        const confident = keptWords(line);
        for (const word of confident) {
          kept += 1;
          confidenceSum += word.confidence;
          if (word.confidence >= READABLE_CONFIDENCE && /[\p{L}\p{N}]/u.test(word.text)) readableWords += 1;
        }
        const own = lineText(line);
        if (!own) continue;
        const opensParagraph = index > 0 && at === 0;
        const isHeading = lines === 1 && text.split(/\s+/).length <= HEADING_WORDS && /^\p{Lu}/u.test(own);
        if (text && opensParagraph && (SENTENCE_END.test(text) || isHeading)) {
          paragraphs.push(text);
          text = own;
          lines = 1;
        } else {
          text = text ? joinLines(text, own) : own;
          lines += 1;
        }
      }
    }
    if (text) paragraphs.push(text);
  }
  return { text: paragraphs.join("\n\n"), readableWords, confidence: kept ? confidenceSum / kept : 0 };
}

type TOcrLine = TOcrBlock["paragraphs"][number]["lines"][number];

/** The words of a line Tesseract read with some confidence; the rest are guesses. */
function keptWords(line: TOcrLine) {
  return line.words.filter((word) => word.confidence >= KEEP_CONFIDENCE && word.text.trim() !== "");
}

function lineText(line: TOcrLine): string {
  return keptWords(line)
    .map((word) => word.text.trim())
    .join(" ");
}

/** Fewer readable words than this is a photo, a blank page or noise, not text to learn from. */
export const MIN_READABLE_WORDS = 3;

export function hasReadableText(result: TOcrResult): boolean {
  return result.readableWords >= MIN_READABLE_WORDS;
}

/**
 * The blocks of a page read in parts (see findOcrCut), in order. The blocks
 * either side of a cut are one: a paragraph running over the cut (or from the
 * foot of one column to the head of the next) reads on, while one that ended
 * before it still ends there, as toOcrResult splits only after a sentence.
 */
export function joinOcrParts(parts: TOcrBlock[][]): TOcrBlock[] {
  const blocks: TOcrBlock[] = [];
  for (const part of parts) {
    const [first, ...rest] = part;
    if (!first) continue;
    const last = blocks.at(-1);
    if (last) last.paragraphs = [...last.paragraphs, ...first.paragraphs];
    else blocks.push({ paragraphs: [...first.paragraphs] });
    blocks.push(...rest);
  }
  return blocks;
}
