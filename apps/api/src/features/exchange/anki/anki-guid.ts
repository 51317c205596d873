import { createHash } from "node:crypto";

/**
 * Anki identifies a note across packages by its guid, and updates the note
 * instead of adding a copy when a package brings a guid it already has. A
 * Mnemo note's guid is therefore derived from its id, the same in every
 * export, and the id can be read back from it, so importing Mnemo's own
 * package finds the notes it came from.
 */

const GUID_PREFIX = "mnemo-";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The Anki guid of the Mnemo note `noteId`: "mnemo-" and the UUID's 32 hex
 * digits. An id that is not a UUID (never a saved note's) still gets a stable
 * guid, one that `noteIdFromGuid` does not read back.
 */
export function guidForNote(noteId: string): string {
  const id = noteId.toLowerCase();
  if (!UUID.test(id)) return `mnemo~${createHash("sha1").update(noteId, "utf8").digest("hex").slice(0, 20)}`;
  return GUID_PREFIX + id.replace(/-/g, "");
}

/** The Mnemo note id a guid was derived from, or null for any other guid (Anki's own, another app's). */
export function noteIdFromGuid(guid: string): string | null {
  if (!guid.startsWith(GUID_PREFIX)) return null;
  const hex = guid.slice(GUID_PREFIX.length);
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Anki's Default deck, which every collection has; no exported deck may take its id. */
export const ANKI_DEFAULT_DECK_ID = 1;

/**
 * A stable Anki deck id for `key` (a Mnemo deck id, or a deck path for a
 * parent deck that is only a path): 48 bits of its sha1, so a positive
 * integer that fits Anki's i64 and JavaScript's safe integers, and never 1.
 */
export function deckIdFor(key: string): number {
  const id = createHash("sha1").update(`mnemo-deck:${key}`, "utf8").digest().readUIntBE(0, 6);
  return id <= ANKI_DEFAULT_DECK_ID ? id + 2 : id;
}
