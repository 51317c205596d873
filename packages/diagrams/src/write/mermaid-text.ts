import { plainLabel } from "./diagram-outline.ts";

/**
 * Labels as mermaid text: quoted, and escaped so that mermaid shows exactly
 * the label (write/mermaid.property.test.ts parses thousands of random labels
 * with mermaid and compares what it would show with the original).
 *
 * What a label goes through in mermaid 11 (default config: HTML labels,
 * securityLevel strict), and so what is escaped:
 * - the parser: `#quot;` and `#123;` are mermaid's entity codes, kept as
 *   placeholders through parsing and turned into character references when
 *   drawn. A raw `"` or backtick ends or changes the quoted string; `#`, `%`
 *   and `:` can start an entity, a comment, a directive or a timeline event.
 * - mind-map labels are then read as Markdown and flowchart labels turn the
 *   two characters `\n` into a line break; `$$…$$` becomes KaTeX and
 *   `fa:fa-name` an icon. None of them sees a character written as an entity
 *   code (mermaid's sanitiser returns text without `<` unchanged), so the characters
 *   they would read (\ * _ $ and those above, & < > for HTML) go as entity
 *   codes too. Everything else (letters, emoji, right-to-left text, brackets,
 *   `end`, arrows) is safe inside the quotes.
 * - timeline text is drawn as SVG text split into words: whitespace other
 *   than a space would become a space, and `<br>` a line break.
 * Labels are written on one line with runs of spaces as one space
 * (plainLabel), as mermaid's renderers draw them anyway.
 */
/** What a label with nothing to show (only control characters) shows instead: mermaid needs some text. */
const EMPTY_LABEL = "(empty)";

/** What a mind-map or flowchart label writes as entity codes (see above). */
const LABEL_ESCAPES = /["#%:`&<>\\*_$]/;

/** A mind-map or flowchart label, inside `["…"]`. */
export function mermaidLabel(text: string): string {
  const label = plainLabel(text) || EMPTY_LABEL;
  let out = "";
  for (const char of label) out += char === '"' ? "#quot;" : LABEL_ESCAPES.test(char) ? entityCode(char) : char;
  return out;
}

function entityCode(char: string): string {
  return `#${char.codePointAt(0) ?? 0};`;
}

/**
 * What a timeline's text escapes: # % : (comments, directives, events), < (the
 * word splitter breaks lines at "<br>"), and whitespace other than a space.
 */
const TIMELINE_ESCAPES = /[#%:<]|[^\S ]/;

/** Timeline text (title, section, period, event). */
export function mermaidTimelineText(text: string): string {
  const label = plainLabel(text) || EMPTY_LABEL;
  let out = "";
  for (const char of label) out += TIMELINE_ESCAPES.test(char) ? entityCode(char) : char;
  return out;
}

/** A period that starts with one of the timeline's keywords would be read as that keyword. */
const TIMELINE_KEYWORD = /^(?:timeline|title|section|acctitle|accdescr)/i;

/** A timeline period (the date of its events), its first letter an entity code if it would read as a keyword. */
export function mermaidTimelinePeriod(text: string): string {
  const period = mermaidTimelineText(text);
  if (!TIMELINE_KEYWORD.test(period)) return period;
  const [first = ""] = period;
  return entityCode(first) + period.slice(first.length);
}
