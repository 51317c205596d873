import { strFromU8 } from "fflate";
import { countWords } from "./normalise-text.ts";

/** Words per estimated page: a typical A4/Letter page of body text at 11-12 pt. */
const WORDS_PER_PAGE = 500;

/**
 * .docx files store no page count Mnemo can trust (docProps/app.xml holds
 * whatever the last editor wrote, often nothing) and mammoth does not
 * paginate, so pages are estimated from words: max(1, ceil(words / 500)).
 * Both the upload check and the extraction count from word/document.xml, so
 * they always agree.
 */
export function estimateDocxPages(documentXml: Uint8Array): number {
  return Math.max(1, Math.ceil(countDocxWords(strFromU8(documentXml)) / WORDS_PER_PAGE));
}

/**
 * Word splits text into runs anywhere, even mid-word, so runs of a paragraph
 * are joined without a space; paragraph ends, tabs and breaks separate words.
 */
export function countDocxWords(documentXml: string): number {
  let text = "";
  for (const match of documentXml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<\/w:p>|<w:(?:tab|br|cr)\b[^>]*\/>/g)) {
    text += match[1] ?? " ";
  }
  return countWords(text);
}

/** The main document part, as _rels/.rels names it (almost always word/document.xml). */
export function mainDocumentPath(packageRels: Uint8Array | undefined): string {
  const rels = packageRels ? strFromU8(packageRels) : "";
  for (const [relationship] of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    if (!/Type="[^"]*\/officeDocument"/.test(relationship)) continue;
    const target = /Target="([^"]+)"/.exec(relationship)?.[1];
    if (target) return target.replace(/^\//, "");
  }
  return "word/document.xml";
}
