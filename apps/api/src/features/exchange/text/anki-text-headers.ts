/**
 * The lines Anki writes (and reads) at the top of a text file
 * (docs/exchange.md, "Text files"): `#separator:tab`, `#html:true`,
 * `#columns:Front<TAB>Back<TAB>Tags`, `#tags:a b`, `#deck:Name`,
 * `#notetype:Name`, and `#tags column:N`, `#deck column:N`,
 * `#notetype column:N`, `#guid column:N` (1-based), and the old first line
 * `tags:a b`. Once one of them is read, any other line opening with "#" at the
 * top (and, in the records, a line opening with an unquoted "#") is a
 * comment. A first line opening with "#" that is none of them is a record:
 * a card may start with a hashtag.
 */

export type TAnkiTextHeaders = {
  /** The file has Anki's header lines. */
  found: boolean;
  separator?: string;
  html?: boolean;
  tags: string[];
  /** The `#columns:` line as written; split with the separator once it is known. */
  columns?: string;
  deck?: string;
  notetype?: string;
  tagsColumn?: number;
  deckColumn?: number;
  notetypeColumn?: number;
  guidColumn?: number;
};

const SEPARATOR_NAMES: Record<string, string> = { tab: "\t", comma: ",", semicolon: ";", pipe: "|", colon: ":", space: " " };

/** A separator by Anki's name for it or as the character itself. */
export function separatorChar(value: string): string | null {
  const name = SEPARATOR_NAMES[value.trim().toLowerCase()];
  if (name) return name;
  return [...value].length === 1 && value !== '"' && value !== "\n" ? value : null;
}

/** The name Anki and the import options give a separator, or the character. */
export function separatorName(char: string): string {
  return Object.entries(SEPARATOR_NAMES).find(([, value]) => value === char)?.[0] ?? char;
}

/**
 * A value as a spreadsheet may have re-saved it ("tab,,,", "true;;"): after
 * its first character, cut at the first that is not a letter or digit, as
 * Anki does, so "#separator:,,," still reads a comma.
 */
function trimmedValue(value: string): string {
  const rest = value.slice(1).search(/[^a-z0-9]/i);
  return rest === -1 ? value : value.slice(0, rest + 1);
}

function columnNumber(value: string): number | undefined {
  const number = Number.parseInt(trimmedValue(value).trim(), 10);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

const splitTags = (value: string) => value.split(/\s+/).filter(Boolean);

/** Applies one `#key:value` line; false when the key is none of Anki's. */
function applyHeader(headers: TAnkiTextHeaders, key: string, value: string): boolean {
  switch (key.trim().toLowerCase()) {
    case "separator": {
      const char = separatorChar(trimmedValue(value));
      if (char) headers.separator = char;
      return true;
    }
    case "html": {
      const flag = trimmedValue(value).trim().toLowerCase();
      if (flag === "true" || flag === "false") headers.html = flag === "true";
      return true;
    }
    case "tags":
      headers.tags.push(...splitTags(value));
      return true;
    case "columns":
      headers.columns = value;
      return true;
    case "deck":
      // A number is a deck id of the collection it came from, which means nothing here.
      if (value.trim() !== "" && !/^\d+$/.test(value.trim())) headers.deck = value.trim();
      return true;
    case "notetype":
      if (value.trim() !== "" && !/^\d+$/.test(value.trim())) headers.notetype = value.trim();
      return true;
    case "tags column":
      headers.tagsColumn = columnNumber(value);
      return true;
    case "deck column":
      headers.deckColumn = columnNumber(value);
      return true;
    case "notetype column":
      headers.notetypeColumn = columnNumber(value);
      return true;
    case "guid column":
      headers.guidColumn = columnNumber(value);
      return true;
    case "match scope":
    case "if matches":
      // How Anki matches duplicates; Mnemo matches text imports by their first field.
      return true;
    default:
      return false;
  }
}

/** The header lines at the top of `text`, and the lines (records) after them. */
export function readAnkiHeaders(text: string): { headers: TAnkiTextHeaders; body: string; headerLines: number } {
  const headers: TAnkiTextHeaders = { found: false, tags: [] };
  let offset = 0;
  let headerLines = 0;
  while (offset < text.length) {
    const end = text.indexOf("\n", offset);
    const line = text.slice(offset, end === -1 ? text.length : end);
    const isFirst = headerLines === 0;
    if (isFirst && line.startsWith("tags:")) headers.tags.push(...splitTags(line.slice(5)));
    else if (!line.startsWith("#")) break;
    else {
      const colon = line.indexOf(":");
      const known = colon !== -1 && applyHeader(headers, line.slice(1, colon), line.slice(colon + 1));
      if (!known && !headers.found) break;
    }
    headers.found = true;
    headerLines += 1;
    offset = end === -1 ? text.length : end + 1;
  }
  return { headers, body: text.slice(offset), headerLines };
}
