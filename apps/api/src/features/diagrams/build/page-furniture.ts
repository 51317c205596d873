import { endsOnFunctionWord } from "./label-text.ts";

/**
 * Text that is a page's furniture rather than something to learn, as a
 * diagram meets it in an outline: numbers and "Slide 5" as titles, reference
 * lists, file names, chart axes, scanning debris, copyright and affiliation
 * lines, lists of student numbers. The outline analyser leaves most of it out;
 * these rules catch what reaches a diagram's labels anyway.
 */

/**
 * "Slide 5", "Page 4", "9", "38", and the analyser's "Part 3 (p. 12)" for a text without headings: a place, not
 * a title. ("Lecture 2" or "Chapter 3" names a part of the course and stays.)
 */
const PLACE_TITLE = /^(?:(?:slide|page|p\.|pg\.?|part)\s*\d+[a-z]?(?:\s*\(p\.\s*\d+\))?|[\d\W_]+)$/iu;
/** A section of sources: never drawn, its dates never events. */
const REFERENCES_TITLE =
  /^\W*(?:citations?|references?(?: list| cited)?|bibliography|works cited|literature cited|sources?|(?:further|suggested|recommended|additional|required) readings?|readings?|reading list|acknowledg(?:e)?ments?|image credits|credits)\W*$/iu;
/** "Okos, M. (2019). Title…", "Smith J, Jones K (2016) Title…", "World Health Organization. (2024). Report…": a reference entry. */
const REFERENCE_ENTRY =
  /^(?:[\p{Lu}][\p{L}'’-]+,\s+(?:\p{Lu}\.\s*)+(?:,?\s*(?:&|and)?\s*[\p{Lu}][\p{L}'’-]+,\s+(?:\p{Lu}\.\s*)+)*|[\p{Lu}][\p{L}\s&'’-]{2,80}\.)\s*\(\d{4}[a-z]?(?:,\s*\p{L}+\s*\d{0,2})?\)\.?\s|(?:https?:\/\/|www\.)\S+\s*$|\bdoi:\s*10\.\d|\bretrieved from\b|^\s*\d{4}\s+(?:citations?|references?)\b/iu;
/** "lecture-notes.pdf", "pdf (Okos, 2019)": a file's name. */
const FILE_NAME = /(?:\.(?:pdf|docx?|pptx?|xlsx?|csv|png|jpe?g|gif|mp4|zip)\b|^(?:pdf|docx?|pptx?|xlsx?|png|jpe?g)\b)/iu;
/**
 * "(data source: …)", "Source: WHO 2020", "Note: N indicates the number of…": a table's or chart's caption. A note
 * is one only when it speaks of the figure or its data; "Note: The average rate is 2.258 days/house" is content.
 */
const CAPTION =
  /\(\s*data source\s*:|^(?:data )?sources?\s*:|^notes?\s*:\s.*\b(?:figures?|fig\.|tables?|charts?|graphs?|drawings?|diagrams?|images?|photos?|maps?|scale|data|dots?|bars?|axis|axes|shown|represents?|indicates?|coded|plotted)\b|^(?:figure|fig\.|table|chart|graph|image|photo)\s*\d+[.:]?\s/iu;
/** "© 2021 …", "Copyright 2019 …": a notice; "Copyright vs patent" is a topic. */
const COPYRIGHT = /©|\(c\)\s*\d{4}|\bcopyright\s*(?:©|\(c\)|\d{4})|\ball rights reserved\b|\blicensed under\b|\bcreative commons\b/iu;
/** "Department of Biology, University of X", an e-mail address: who wrote it, not what it says. */
const AFFILIATION =
  /\S+@\S+\.\p{L}{2,}|^(?:(?:department|dept\.?|school|faculty|university|institute|college|centre|center|division)\s+(?:of|for)\b)/iu;
/** "Time (days)", "Cases (per 100,000)": a chart's axis. */
const AXIS =
  /^[\p{L}\s]{1,30}\((?:days?|weeks?|months?|years?|hours?|minutes?|seconds?|%|per\s[\d,\s]+|cases?|mg|kg|ml|cm|mm|km|°c|°f|n|no\.?|number|count|units?|log)\)$/iu;
/** Student numbers and the like: two or more long digit runs and hardly a word. */
const ID_RUN = /\d{5,}|\d{2,4}[-/]\d{3,}/g;
const MANY_IDS = 3;

export function isPlaceTitle(title: string): boolean {
  return PLACE_TITLE.test(title.trim());
}

/** "Note: the pseudocode…", "(data source: …)": a caption, also after a lead ("Graph search: Note: …"). */
export function isCaption(text: string): boolean {
  return CAPTION.test(text.replace(/\s+/g, " ").trim());
}

export function isReferencesTitle(title: string): boolean {
  return REFERENCES_TITLE.test(title.trim());
}

/** Whether a point's own words are furniture: nothing of it belongs on a diagram. */
export function isFurniture(text: string, options: { formula?: boolean } = {}): boolean {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat === "" || isPlaceTitle(flat) || isReferencesTitle(flat)) return true;
  if (REFERENCE_ENTRY.test(flat) || FILE_NAME.test(flat) || COPYRIGHT.test(flat) || AXIS.test(flat) || isCaption(flat)) return true;
  const words = flat.split(" ");
  // "That is, if": only words that lead somewhere, nothing said.
  if (words.every((word) => endsOnFunctionWord(word) || !/\p{L}/u.test(word))) return true;
  if (AFFILIATION.test(flat) && words.length <= 14) return true;
  const ids = flat.match(ID_RUN)?.length ?? 0;
  if (ids >= MANY_IDS || (ids >= 2 && letterWords(words) <= words.length / 2)) return true;
  // A formula is mostly symbols: only text can be debris.
  return !options.formula && isDebris(flat, words);
}

function letterWords(words: readonly string[]): number {
  return words.filter((word) => /\p{L}{3,}/u.test(word)).length;
}

/**
 * Scanning or equation debris: "t X t", "9: -1DON'T KNOW WHERE", "Tim e (days)". Few letters among the
 * characters, or most words single letters, or a shouted fragment glued to digits.
 */
function isDebris(flat: string, words: readonly string[]): boolean {
  const visible = flat.replace(/\s/g, "");
  const letters = visible.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 2 || letters / visible.length < 0.5) return true;
  const singles = words.filter((word) => /^\p{L}$/u.test(word) && !/^[aAI]$/.test(word)).length;
  if (words.length <= 8 && singles >= 2 && singles * 2 >= words.length - 1) return true;
  // "9: -1DON'T KNOW WHERE": digits glued to capitals.
  return /\d\p{Lu}{2,}/u.test(flat) && letterWords(words) <= 4;
}
