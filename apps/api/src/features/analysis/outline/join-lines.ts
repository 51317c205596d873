import type { TUnit } from "../analysis-types.ts";

/**
 * Units that read as one statement: a slide line the text box wrapped ("The
 * Selfish Gene: every" / "living gene wants to survive"), a term and its gloss
 * on the next line ("Weak AI — acting intelligently" / "the belief that…"), a line cut after a word that
 * cannot end it ("a process that" / "Changes state stochastically and" / "Whose state…"),
 * or a quotation and the attribution under it ("(Edsger W Dijkstra, 1984)").
 */
export type TLine = { units: TUnit[]; text: string; first: TUnit; last: TUnit; words: number };

const ENDS_STATEMENT = /[.!?:;。！？：]["'”’)]?$/;
const ATTRIBUTION = /^(?:\(|by\s|[—–]\s)/;
const MAX_ATTRIBUTION_WORDS = 8;
const MAX_JOINED_UNITS = 4;
/**
 * A line cut after a small word that cannot end a statement ("a process that" / "Changes state…"), bullet or not.
 * Lower case only ("go to A" ends on a name), and not "is", "to" or "a", which end a specimen ("where Ireland is")
 * or a variable ("change anA to a").
 */
const DANGLING = /\b(?:that|which|whose|and|or|of|the|with|by|from)$/;

export function joinLines(units: TUnit[]): TLine[] {
  const lines: TLine[] = [];
  for (const unit of units) {
    const line = lines.at(-1);
    if (line && continues(line, unit)) {
      line.units.push(unit);
      line.text = `${line.text} ${oneLine(unit.text)}`;
      line.last = unit;
      line.words += unit.words;
      continue;
    }
    lines.push({ units: [unit], text: oneLine(unit.text), first: unit, last: unit, words: unit.words });
  }
  return lines;
}

function continues(line: TLine, unit: TUnit): boolean {
  const previous = line.last;
  if (previous.section !== unit.section || line.units.length >= MAX_JOINED_UNITS) return false;
  if (unit.block !== previous.block + 1 && unit.block !== previous.block) return false;
  if (DANGLING.test(previous.text.trim()) && /^\p{L}/u.test(unit.text.trim())) return true;
  if (unit.isBullet) return false;
  const text = unit.text.trim();
  if (/[:：]$/.test(previous.text.trim())) return false;
  if (ATTRIBUTION.test(text) && unit.words <= MAX_ATTRIBUTION_WORDS && !previous.isBullet) return true;
  return !ENDS_STATEMENT.test(previous.text.trim()) && /^(?:\p{Ll}|[,;])/u.test(text) && !previous.isBullet;
}

/** Inline HTML in Markdown ("H<sub>2</sub>O", "<b>key</b>", "a<br />b"): the text inside is kept, a break is a space. */
const BREAK_TAG = /<br\s*\/?>/gi;
const INLINE_TAG = /<\/?(?:sub|sup|b|i|em|strong|u|span|small|mark|code|kbd|abbr|a)(?:\s+[^<>]*)?>/gi;

export function oneLine(text: string): string {
  return text.replace(BREAK_TAG, " ").replace(INLINE_TAG, "").replace(/\s+/g, " ").trim();
}
