import type { TCardSchedule, TCardState, TRating } from "@mnemo/api-contract";
import { assertPlaygroundMode, type TPlaygroundAccess, type TStorageLike } from "./playground-storage.ts";

/**
 * The sample deck's study progress, kept beside `_playground_notes` under
 * `_playground_study`: each studied card's schedule and flags, and every
 * answer (its review log), which move into the account when the visitor signs
 * up. Validated by hand, entry by entry, as playground-notes.ts does (no zod:
 * reset-sample on the home page clears this key). What is unreadable is
 * dropped; nothing here ever throws on bad data. docs/study.md, "The playground".
 */
export const PLAYGROUND_STUDY_STORAGE_KEY = "_playground_study";
export const PLAYGROUND_STUDY_VERSION = 1;

/** A card of the sample deck: its note's id and its ord (card-ords.ts), as one string. */
export type TPlaygroundCardId = string;

export function playgroundCardId(noteId: string, ord: number): TPlaygroundCardId {
  return `${noteId}:${ord}`;
}

export function parsePlaygroundCardId(id: string): { noteId: string; ord: number } | null {
  const match = /^(.+):(\d{1,2})$/.exec(id);
  return match ? { noteId: match[1]!, ord: Number(match[2]) } : null;
}

/** A card that was studied (or suspended, or buried): a card with no entry is new. */
export type TPlaygroundCardState = {
  schedule: TCardSchedule;
  suspended: boolean;
  leech: boolean;
  buried_until: string | null;
};

/** What undo puts back: the card's schedule and flags before the answer, and the siblings it buried. */
export type TPlaygroundUndo = { schedule: TCardSchedule; suspended: boolean; leech: boolean; buried: TPlaygroundCardId[] };

/** One answer, as the server's review_log keeps it (docs/study.md, "Data"). */
export type TPlaygroundReview = {
  /** The review id the session made: a replayed answer returns the first result. */
  id: string;
  card_id: TPlaygroundCardId;
  rating: TRating;
  state_before: TCardState;
  due_before: string | null;
  elapsed_days: number;
  duration_ms: number;
  reviewed_at: string;
  /** The schedule the answer gave (what a replay returns). */
  schedule_after: TCardSchedule;
  leech: boolean;
  undo: TPlaygroundUndo;
};

export type TPlaygroundStudy = {
  cards: Record<TPlaygroundCardId, TPlaygroundCardState>;
  /** Oldest first. */
  reviews: TPlaygroundReview[];
};

export const EMPTY_PLAYGROUND_STUDY: TPlaygroundStudy = { cards: {}, reviews: [] };

const STATES: readonly string[] = ["new", "learning", "review", "relearning"];
const RATINGS: readonly string[] = ["again", "hard", "good", "easy"];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isDate(value: unknown): value is string {
  return typeof value === "string" && value.length <= 40 && Number.isFinite(Date.parse(value));
}

const isDateOrNull = (value: unknown) => value === null || isDate(value);
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isNumberOrNull = (value: unknown) => value === null || (typeof value === "number" && Number.isFinite(value) && value >= 0);

export function isCardSchedule(value: unknown): value is TCardSchedule {
  if (!isRecord(value) || typeof value.state !== "string" || !STATES.includes(value.state)) return false;
  const isNew = value.state === "new";
  return (
    (isNew ? value.due === null : isDate(value.due)) &&
    isNumberOrNull(value.stability) &&
    isNumberOrNull(value.difficulty) &&
    (isNew || (value.stability !== null && value.difficulty !== null)) &&
    isCount(value.reps) &&
    isCount(value.lapses) &&
    isCount(value.learning_steps) &&
    isCount(value.scheduled_days) &&
    isDateOrNull(value.last_review)
  );
}

function isCardState(value: unknown): value is TPlaygroundCardState {
  return (
    isRecord(value) &&
    isCardSchedule(value.schedule) &&
    typeof value.suspended === "boolean" &&
    typeof value.leech === "boolean" &&
    isDateOrNull(value.buried_until)
  );
}

function isReview(value: unknown): value is TPlaygroundReview {
  if (!isRecord(value) || !isRecord(value.undo)) return false;
  const { undo } = value;
  return (
    typeof value.id === "string" &&
    value.id.length > 0 &&
    value.id.length <= 64 &&
    typeof value.card_id === "string" &&
    parsePlaygroundCardId(value.card_id) !== null &&
    typeof value.rating === "string" &&
    RATINGS.includes(value.rating) &&
    typeof value.state_before === "string" &&
    STATES.includes(value.state_before) &&
    isDateOrNull(value.due_before) &&
    typeof value.elapsed_days === "number" &&
    value.elapsed_days >= 0 &&
    isCount(value.duration_ms) &&
    isDate(value.reviewed_at) &&
    isCardSchedule(value.schedule_after) &&
    typeof value.leech === "boolean" &&
    isCardSchedule(undo.schedule) &&
    typeof undo.suspended === "boolean" &&
    typeof undo.leech === "boolean" &&
    Array.isArray(undo.buried) &&
    undo.buried.every((id) => typeof id === "string")
  );
}

/**
 * The stored progress: entries that do not read as they should are dropped,
 * one by one, and anything unreadable as a whole (not JSON, another version)
 * is no progress at all.
 */
export function parseStoredStudy(raw: string | null | undefined): TPlaygroundStudy {
  if (!raw) return EMPTY_PLAYGROUND_STUDY;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return EMPTY_PLAYGROUND_STUDY;
  }
  if (!isRecord(parsed) || parsed.version !== PLAYGROUND_STUDY_VERSION) return EMPTY_PLAYGROUND_STUDY;
  const cards: Record<string, TPlaygroundCardState> = {};
  if (isRecord(parsed.cards)) {
    for (const [id, state] of Object.entries(parsed.cards)) if (parsePlaygroundCardId(id) && isCardState(state)) cards[id] = state;
  }
  const seen = new Set<string>();
  const reviews = (Array.isArray(parsed.reviews) ? parsed.reviews : []).filter((review): review is TPlaygroundReview => {
    if (!isReview(review) || seen.has(review.id)) return false;
    seen.add(review.id);
    return true;
  });
  reviews.sort((a, b) => Date.parse(a.reviewed_at) - Date.parse(b.reviewed_at));
  return { cards, reviews };
}

export function serializeStudy(study: TPlaygroundStudy): string {
  return JSON.stringify({ version: PLAYGROUND_STUDY_VERSION, cards: study.cards, reviews: study.reviews });
}

/** True when there is any progress: a card studied, suspended or buried, or an answer. */
export function hasStudyProgress(study: TPlaygroundStudy): boolean {
  return study.reviews.length > 0 || Object.keys(study.cards).length > 0;
}

/** This tab's copy when browser storage cannot be used (as playground-storage.ts keeps the notes). */
let memoryCopy: string | null = null;

/** For tests: forget the in-memory copy. */
export function clearPlaygroundStudyMemory() {
  memoryCopy = null;
}

/** The raw stored progress, whoever asks (the sign-up handover reads it too: playground-handover.ts). */
export function readStudyRaw(storage: TStorageLike | null): string | null {
  if (storage) {
    try {
      return storage.getItem(PLAYGROUND_STUDY_STORAGE_KEY) ?? memoryCopy;
    } catch {
      // Fall through to memory.
    }
  }
  return memoryCopy;
}

/** True when the browser kept it; false when only this tab's memory has it. */
function writeRaw(storage: TStorageLike | null, raw: string | null): boolean {
  memoryCopy = raw;
  if (!storage) return false;
  try {
    if (raw === null) storage.removeItem?.(PLAYGROUND_STUDY_STORAGE_KEY);
    else storage.setItem(PLAYGROUND_STUDY_STORAGE_KEY, raw);
    return true;
  } catch {
    return false;
  }
}

/** The visitor's study progress (empty on a first visit or when unreadable). */
export function loadPlaygroundStudy({ user, storage }: TPlaygroundAccess): TPlaygroundStudy {
  assertPlaygroundMode(user, "load");
  return parseStoredStudy(readStudyRaw(storage));
}

/** Returns whether the progress is in browser storage (true) or only in this tab (false). */
export function savePlaygroundStudy(study: TPlaygroundStudy, { user, storage }: TPlaygroundAccess): boolean {
  assertPlaygroundMode(user, "save");
  return writeRaw(storage, serializeStudy(study));
}

/** Forgets all progress: the sample deck was reset, or its progress moved into an account. */
export function clearPlaygroundStudy(storage: TStorageLike | null): void {
  writeRaw(storage, null);
}
