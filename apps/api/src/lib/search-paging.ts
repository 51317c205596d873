/*
 * What the searches that page newest first share (the cards search in
 * features/notes, the sources library in features/sources): a LIKE pattern
 * that matches what the learner typed literally, and a cursor that is the
 * last row's creation time and id (ZSearchCursorSchema in the contract).
 */

/** `%` and `_` are wildcards in LIKE and `\` escapes them: what the user typed is matched literally. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export type SearchCursor = { createdAt: Date; id: string };

export function encodeSearchCursor({ createdAt, id }: SearchCursor): string {
  return `${createdAt.toISOString()}_${id}`;
}

/** The input schema has already checked the shape (ZSearchCursorSchema). */
export function decodeSearchCursor(cursor: string): SearchCursor {
  const separator = cursor.lastIndexOf("_");
  return { createdAt: new Date(cursor.slice(0, separator)), id: cursor.slice(separator + 1) };
}
