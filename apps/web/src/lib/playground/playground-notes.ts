import {
  isValidCloze,
  MAX_CONCEPT_TEXT,
  MAX_FACT_TEXT,
  MAX_FACTS,
  MAX_OPTION_TEXT,
  MAX_TEXT,
  type TNote,
  type TNoteContent,
} from "@mnemo/api-contract";
import { PLAYGROUND_DECK_ID } from "./playground-deck.ts";

/**
 * What `_playground_notes` holds, and the pure changes a visitor can make to
 * it. Validated by hand rather than with the API's zod schemas: this code
 * ships with the home page, which must stay small (zod alone is ~25 KB gzipped);
 * the limits are the contract's own (cards/card-limits.ts, without zod).
 * sample-cards.test.ts checks both accept the same notes.
 */
export const PLAYGROUND_STORAGE_VERSION = 1;
/** Browser storage is small and the sample is a trial: past this, sign up. */
export const PLAYGROUND_MAX_CARDS = 100;
export const PLAYGROUND_FULL_MESSAGE = `The sample deck holds up to ${PLAYGROUND_MAX_CARDS} cards. Sign up to make bigger decks.`;

export type TStoredPlayground = { version: typeof PLAYGROUND_STORAGE_VERSION; notes: TNote[] };
export type TManualFaces = { front: string; back: string };

function isText(value: unknown, max = MAX_TEXT): value is string {
  return typeof value === "string" && value.trim().length > 0 && value.length <= max;
}

function isOptionalText(value: unknown): boolean {
  return typeof value === "string" && value.length <= MAX_TEXT;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** True when `value` is a card's content of one of the six types, shaped as the server stores it. */
export function isNoteContent(value: unknown): value is TNoteContent {
  if (!isRecord(value)) return false;
  switch (value.type) {
    case "manual":
      return isText(value.front) && isText(value.back);
    case "qna":
      return isText(value.question) && isText(value.answer);
    case "mcq":
      return (
        isText(value.question) &&
        Array.isArray(value.options) &&
        value.options.length === 4 &&
        value.options.every((option) => isText(option, MAX_OPTION_TEXT)) &&
        Number.isInteger(value.correctIndex) &&
        (value.correctIndex as number) >= 0 &&
        (value.correctIndex as number) <= 3 &&
        isOptionalText(value.explanation)
      );
    case "truefalse":
      return isText(value.statement) && typeof value.isTrue === "boolean" && isOptionalText(value.correction);
    case "clozedel":
      return isText(value.text) && isValidCloze(value.text);
    case "concept_fact_list":
      return (
        isText(value.concept, MAX_CONCEPT_TEXT) &&
        Array.isArray(value.facts) &&
        value.facts.length >= 1 &&
        value.facts.length <= MAX_FACTS &&
        value.facts.every((fact) => isText(fact, MAX_FACT_TEXT))
      );
    default:
      return false;
  }
}

export function isPlaygroundNote(value: unknown): value is TNote {
  if (!isRecord(value)) return false;
  return (
    typeof value.id === "string" &&
    value.id.length > 0 &&
    value.group_id === PLAYGROUND_DECK_ID &&
    isNoteContent(value.content) &&
    value.type === value.content.type &&
    (value.source === null || isRecord(value.source)) &&
    Number.isInteger(value.position) &&
    typeof value.created_at === "string" &&
    typeof value.updated_at === "string"
  );
}

/**
 * The stored notes, or null when there is nothing usable (never stored, not
 * JSON, another version, any malformed card): the caller then reseeds. An
 * empty list is valid: a visitor may delete every card.
 */
export function parseStoredPlayground(raw: string | null | undefined): TNote[] | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.version !== PLAYGROUND_STORAGE_VERSION || !Array.isArray(parsed.notes)) return null;
  if (parsed.notes.length > PLAYGROUND_MAX_CARDS || !parsed.notes.every(isPlaygroundNote)) return null;
  const ids = new Set(parsed.notes.map((note) => note.id));
  return ids.size === parsed.notes.length ? parsed.notes : null;
}

export function serializePlayground(notes: readonly TNote[]): string {
  const stored: TStoredPlayground = { version: PLAYGROUND_STORAGE_VERSION, notes: [...notes] };
  return JSON.stringify(stored);
}

type Stamp = { id: string; now: string };

/** A card as the forms give it: any type's content, or a hand-written card's two faces. */
export type TPlaygroundCardInput = TNoteContent | TManualFaces;

/** The content to store, trimmed as the server trims it; incomplete content is refused. */
function toStoredContent(input: TPlaygroundCardInput): TNoteContent {
  const raw: Record<string, unknown> = "type" in input ? { ...input } : { type: "manual", front: input.front, back: input.back };
  const trimmed = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [
      key,
      typeof value === "string"
        ? value.trim()
        : Array.isArray(value)
          ? value.map((item: unknown) => (typeof item === "string" ? item.trim() : item))
          : value,
    ]),
  );
  if (!isNoteContent(trimmed)) throw new Error("This card is not complete: fill in every required field.");
  return trimmed;
}

/** A new card goes last, as on the server. */
export function addPlaygroundCard(notes: readonly TNote[], input: TPlaygroundCardInput, { id, now }: Stamp): TNote[] {
  if (notes.length >= PLAYGROUND_MAX_CARDS) throw new Error(PLAYGROUND_FULL_MESSAGE);
  const content = toStoredContent(input);
  const position = notes.reduce((max, note) => Math.max(max, note.position + 1), 0);
  return [
    ...notes,
    { id, group_id: PLAYGROUND_DECK_ID, type: content.type, content, source: null, position, created_at: now, updated_at: now },
  ];
}

/** A card keeps its type when edited, as on the server; content of another type leaves it alone. */
export function updatePlaygroundCard(notes: readonly TNote[], id: string, input: TPlaygroundCardInput, now: string): TNote[] {
  const content = toStoredContent(input);
  return notes.map((note) => (note.id === id && note.type === content.type ? { ...note, content, updated_at: now } : note));
}

export function deletePlaygroundCard(notes: readonly TNote[], id: string): TNote[] {
  return notes.filter((note) => note.id !== id);
}
