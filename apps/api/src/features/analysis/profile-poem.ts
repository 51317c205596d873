/**
 * Whether a text is shaped like a poem (or a song's lyrics): short lines, not
 * a list's bullets, in stanzas or a long block, and lines that rhyme or run on
 * from one to the next (ending with a comma or a semicolon) rather than each
 * being a sentence. Judged from the layout alone, so an OCR'd poem or a poem
 * pasted without a title is recognised too. The profile names it, and the
 * learner is offered "Learn by heart" instead of being told it states few facts.
 */
const MIN_LINES = 4;
/** A verse line is at most this long; a hard-wrapped prose line is longer. */
export const VERSE_LINE_CHARS = 65;
const SHORT_SHARE = 0.85;
const MAX_BULLET_SHARE = 0.1;
const MIN_RHYME_SHARE = 0.35;
const MIN_RUN_ON_SHARE = 0.3;
const BULLET = /^(?:[-*+•▪◦●–]|\d{1,3}[.)]|[a-z][.)])\s/u;

/**
 * Where a verse line most likely ended in text whose line breaks were lost (OCR rejoins a page's lines): after
 * a comma, semicolon, colon or a sentence's end, before a capital (a verse line starts with one; a prose
 * sentence's clause rarely does), OCR's specks ("|} A 1") between them left to the next line.
 */
export const LOST_LINE_BREAK = /(?<=[,;:.!?]["'”’]?)\s+(?=(?:(?:[^\p{L}\s]+|\p{Lu}{1,2}|\d+)\s+)*[‘'"“]?\p{Lu})/gu;

/**
 * The non-empty lines of each paragraph (paragraphs split at blank lines); a long paragraph written as one line
 * is cut where its lines most likely ended (LOST_LINE_BREAK).
 */
export function verseParagraphs(texts: readonly string[]): string[][] {
  return texts
    .flatMap((text) => text.split(/\n[ \t]*\n/))
    .map((paragraph) => {
      const lines = paragraph.split("\n");
      const single = lines.length === 1 && paragraph.length > VERSE_LINE_CHARS * 2;
      return (single ? paragraph.split(LOST_LINE_BREAK) : lines).map((line) => line.trim()).filter((line) => /\p{L}/u.test(line));
    })
    .filter((lines) => lines.length > 0);
}

export function looksLikePoem(texts: readonly string[]): boolean {
  const paragraphs = verseParagraphs(texts);
  const lines = paragraphs.flat();
  if (lines.length < MIN_LINES) return false;
  const share = (test: (line: string) => boolean) => lines.filter(test).length / lines.length;
  if (share((line) => line.length <= VERSE_LINE_CHARS) < SHORT_SHARE) return false;
  if (share((line) => BULLET.test(line)) > MAX_BULLET_SHARE) return false;
  const words = lines.reduce((sum, line) => sum + line.split(/\s+/).length, 0) / lines.length;
  if (words < 2.5 || words > 11) return false;
  // A stanza is a paragraph of two lines or more: a poem has two of them, or one long block.
  const stanzas = paragraphs.filter((paragraph) => paragraph.length >= 2);
  if (stanzas.length < 2 && !stanzas.some((stanza) => stanza.length >= 8)) return false;
  const runOn = share((line) => /[,;]["'”’]?$/u.test(line));
  return rhymeShare(stanzas) >= MIN_RHYME_SHARE || runOn >= MIN_RUN_ON_SHARE;
}

/** The share of stanza lines whose last word rhymes with one of the next three lines' (its last vowel onwards). */
function rhymeShare(stanzas: string[][]): number {
  let lines = 0;
  let rhymes = 0;
  for (const stanza of stanzas) {
    const ends = stanza.map(rhymeKey);
    ends.forEach((end, index) => {
      lines++;
      if (end && ends.slice(index + 1, index + 4).includes(end)) rhymes++;
    });
  }
  // Each rhyming pair counts once above; both of its lines rhyme.
  return lines === 0 ? 0 : Math.min(1, (rhymes * 2) / lines);
}

/** "bright," -> "ight"; "night;" -> "ight": the last word from its last vowel group on, lower-cased. */
function rhymeKey(line: string): string {
  const word = line.toLowerCase().match(/\p{L}+(?=[^\p{L}]*$)/u)?.[0] ?? "";
  const match = /[aeiouy]+[^aeiouy]*e?$/u.exec(word);
  return match && word.length > 1 ? match[0] : "";
}
