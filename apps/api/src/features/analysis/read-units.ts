import type { ItsFunction, WinkMethods } from "wink-nlp";
import type { TSection } from "../reading/document.ts";
import type { TToken, TUnit } from "./analysis-types.ts";
import { splitBlocks } from "./split-blocks.ts";

const SENTENCE_END = /[.!?]["'”’)\]]?$/;
const MIN_SENTENCE_WORDS = 6;
/**
 * wink reads "the Sun. Venus ..." as the abbreviation "Sun." (Sunday) and keeps
 * both sentences together; a day or month abbreviation before a capitalised
 * word is split back into the word and a full stop.
 */
const AMBIGUOUS_ABBREVIATION = /^(sun|mon|tue|wed|thu|fri|sat|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.$/i;

/** Words that open a sentence and never follow an initial inside a name. */
const SENTENCE_OPENERS =
  /^(We|The|This|These|It|In|If|For|That|Then|Thus|So|An|Let|Here|There|Since|When|Now|Note|Hence|However|Therefore)$/;

type TRawToken = TToken & { opensSentence: boolean };

/**
 * Reads one section into units (sentences, bullet items, lead lines) with
 * tokens whose offsets point into the section text. `nextId` numbers units
 * across the document so their order is the reading order.
 */
export function readUnits(nlp: WinkMethods, section: TSection, nextId: number): TUnit[] {
  const units: TUnit[] = [];
  // A slide's lines are its bullets and titles, never one paragraph wrapped: each stays its own block.
  splitBlocks(section.text, { joinWrappedLines: section.slide === undefined }).forEach((block, blockIndex) => {
    for (const tokens of sentencesOf(readTokens(nlp, section.text, block.start, block.end))) {
      const head = tokens[0]!;
      const tail = tokens.at(-1)!;
      const text = section.text.slice(head.start, tail.end);
      const words = tokens.filter((token) => /[\p{L}\p{N}]/u.test(token.value)).length;
      const endsLikeSentence = SENTENCE_END.test(text);
      units.push({
        id: nextId + units.length,
        section,
        block: blockIndex,
        start: head.start,
        end: tail.end,
        text,
        tokens,
        terms: [],
        words,
        isBullet: block.isBullet,
        isLead: !block.isBullet && (text.endsWith(":") || (!endsLikeSentence && words <= 12)),
        isSentence: endsLikeSentence && words >= MIN_SENTENCE_WORDS,
      });
    }
  });
  return units;
}

function readTokens(nlp: WinkMethods, text: string, blockStart: number, blockEnd: number): TRawToken[] {
  const its = nlp.its;
  const blockText = text.slice(blockStart, blockEnd);
  const doc = nlp.readDoc(blockText);
  const tokens = doc.tokens();
  const values = tokens.out() as string[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const pos = tokens.out(its.pos) as string[];
  // wink's typings declare its.lemma with an addons parameter its own out() does not accept.
  const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>) as string[];
  const stops = tokens.out(its.stopWordFlag) as boolean[];
  const entityOf = new Map<number, { type: string; id: number }>();
  const entities = doc.entities();
  const types = entities.out(its.type) as string[];
  (entities.out(its.span) as unknown as [number, number][]).forEach(([first, last], id) => {
    for (let i = first; i <= last; i += 1) entityOf.set(i, { type: types[id] ?? "", id });
  });
  const opens = new Set((doc.sentences().out(its.span) as unknown as [number, number][]).map(([first]) => first));

  // wink's text is the block verbatim, so walking values and spaces gives offsets;
  // indexOf is the fallback should a token ever come back altered.
  const out: TRawToken[] = [];
  let cursor = 0;
  let opensNext = false;
  values.forEach((value, i) => {
    const gap = spaces[i] ?? "";
    cursor += gap.length;
    const at = blockText.startsWith(value, cursor) ? cursor : blockText.indexOf(value, cursor);
    const start = blockStart + (at >= 0 ? at : cursor);
    cursor = start - blockStart + value.length;
    opensNext ||= opens.has(i);
    if (pos[i] === "SPACE" || value.trim() === "") return;
    const entity = entityOf.get(i);
    const token: TRawToken = {
      value,
      lower: value.toLowerCase(),
      lemma: (lemmas[i] ?? value).toLowerCase(),
      pos: pos[i] ?? "X",
      start,
      end: start + value.length,
      isJoined: gap === "" && out.length > 0,
      isStop: stops[i] ?? false,
      opensSentence: opensNext,
      ...(entity ? { entity: entity.type, entityId: entity.id } : {}),
    };
    opensNext = false;
    const next = values[i + 1] ?? "";
    // "... not in A. We interpret ...": a variable before a full stop reads to wink as an initial.
    const isVariableStop = /^[A-Z]\.$/.test(value) && SENTENCE_OPENERS.test(next);
    if ((AMBIGUOUS_ABBREVIATION.test(value) || isVariableStop) && /^\p{Lu}/u.test(next) && (spaces[i + 1] ?? "") !== "") {
      const word = value.slice(0, -1);
      out.push({
        ...token,
        value: word,
        lower: word.toLowerCase(),
        lemma: word.toLowerCase(),
        pos: isVariableStop ? "NOUN" : "PROPN",
        end: token.end - 1,
      });
      out.push({
        ...token,
        value: ".",
        lower: ".",
        lemma: ".",
        pos: "PUNCT",
        start: token.end - 1,
        isJoined: true,
        isStop: false,
        opensSentence: false,
      });
      opensNext = true;
      return;
    }
    out.push(token);
  });
  return out;
}

function sentencesOf(tokens: TRawToken[]): TToken[][] {
  const sentences: TToken[][] = [];
  for (const { opensSentence, ...token } of tokens) {
    if (opensSentence || sentences.length === 0) sentences.push([]);
    sentences.at(-1)!.push(token);
  }
  return sentences;
}
