import { decodeHtmlEntities, type TNoteContent } from "@mnemo/api-contract";

/** A stored media file's name as content refers to it: "<sha256 hex>.<ext>". */
const STORED_NAME = /^([0-9a-f]{64})\.([a-z0-9]{1,8})$/;

export function parseMediaName(name: string): { hash: string; ext: string } | null {
  const match = STORED_NAME.exec(name);
  return match ? { hash: match[1]!, ext: match[2]! } : null;
}

/** Every text field of a note's content (strings and lists of strings). */
export function contentTexts(content: TNoteContent): string[] {
  const texts: string[] = [];
  for (const value of Object.values(content)) {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) for (const item of value) if (typeof item === "string") texts.push(item);
  }
  return texts;
}

/** The content with every text field (strings and lists of strings) passed through `map`; `type` and other values stay. */
export function mapContentTexts(content: TNoteContent, map: (text: string) => string): TNoteContent {
  const apply = (value: unknown): unknown => (typeof value === "string" ? map(value) : Array.isArray(value) ? value.map(apply) : value);
  return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, key === "type" ? value : apply(value)])) as TNoteContent;
}

/** A picture's or sound's `src` attribute: group 1 is everything before its value, groups 3-5 the value (double-, single- or unquoted). */
export const MEDIA_SRC = /(<(?:img|audio|source)\b[^>]*?\ssrc\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** The file name a MEDIA_SRC match refers to, its entities decoded. */
export function mediaSrcName(match: readonly (string | undefined)[]): string {
  return decodeHtmlEntities(match[2] ?? match[3] ?? match[4] ?? "").trim();
}

/** The media file names an HTML note's fields refer to (img and audio src that are plain names, not URLs). */
export function mediaNamesIn(content: TNoteContent): string[] {
  const names = new Set<string>();
  for (const text of contentTexts(content)) {
    for (const match of text.matchAll(MEDIA_SRC)) {
      const name = mediaSrcName(match);
      if (name && !/^[a-z][a-z0-9+.-]*:/i.test(name) && !name.startsWith("/")) names.add(name);
    }
  }
  return [...names];
}
