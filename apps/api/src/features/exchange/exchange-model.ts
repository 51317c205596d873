import type { TCardSchedule, TNoteContent, TNoteType, ZNoteSourceSchema } from "@mnemo/api-contract";
import type { z } from "zod";

/**
 * What exports write and imports read, between Mnemo's tables and a file
 * format (docs/exchange.md). Writers (`anki/write-apkg.ts`, `formats/*`) take
 * `TExchangeDeck[]`; readers (`anki/read-apkg.ts`, `text/read-text.ts`) give a
 * `TImportBundle`, which `import/save-import.ts` writes in one transaction.
 */

export type TNoteSource = z.infer<typeof ZNoteSourceSchema>;

/**
 * How a note's text fields are written. "text": plain text (line breaks as
 * "\n"), what Mnemo's own cards hold. "html": sanitised HTML (basic
 * formatting, `<img src="NAME">` and `<audio src="NAME"></audio>` where NAME is
 * a media file name of the note), what an Anki note with formatting or media
 * becomes on import.
 */
export type TContentFormat = "text" | "html";

/** One answer in a card's history. */
export type TExchangeReview = {
  /** Mnemo's review id (a UUID). Imports derive a stable one from the file's own id, so a re-import adds nothing twice. */
  id: string;
  reviewedAt: Date;
  /** 1 Again, 2 Hard, 3 Good, 4 Easy. */
  rating: 1 | 2 | 3 | 4;
  stateBefore: TCardSchedule["state"];
  /** Days since the card's previous answer (0 for its first). */
  elapsedDays: number;
  /** Time spent on the card, ms (capped at 10 minutes in Mnemo, 60 s in Anki). */
  durationMs: number;
  /** FSRS memory state after this answer; null when the file did not say (imports without FSRS). */
  stabilityAfter: number | null;
  difficultyAfter: number | null;
  /** The interval this answer gave, in days (fractions for learning steps), and the one before it; Anki's revlog ivl/lastIvl. */
  intervalDays: number;
  lastIntervalDays: number;
};

/** One reviewable card of a note, with its schedule and history when progress is exported or imported. */
export type TExchangeCard = {
  /** 0, or cloze number - 1. */
  ord: number;
  schedule: TCardSchedule;
  suspended: boolean;
  /** Kept out of study until then (Anki: buried); null when not buried. */
  buriedUntil: Date | null;
  leech: boolean;
  /** Oldest first. */
  reviews: TExchangeReview[];
};

export type TExchangeNote = {
  /** Mnemo's note id, when the note comes from Mnemo (exports). */
  id: string | null;
  /** Anki's note guid: the imported note's own, or one derived from `id` (anki/anki-guid.ts). */
  guid: string;
  type: TNoteType;
  content: TNoteContent;
  format: TContentFormat;
  source: TNoteSource;
  /** Without spaces (Anki's rule); exports add `mnemo`, the card type and the source file themselves. */
  tags: string[];
  createdAt: Date;
  modifiedAt: Date;
  /** Empty when progress is not included: every card of the note is then new. */
  cards: TExchangeCard[];
};

export type TExchangeDeck = {
  /** Mnemo's deck id, when the deck comes from Mnemo. */
  id: string | null;
  /** The deck's path: ["Biology"], or ["Mnemo", "Biology"] when several decks are exported (Anki writes "Mnemo::Biology"). */
  path: string[];
  notes: TExchangeNote[];
};

/** A media file a note refers to by `name` (the name inside its content). */
export type TExchangeMedia = {
  name: string;
  data: Uint8Array;
};

/**
 * A media file an import found, read only when its turn comes: the preview
 * reports `size` without unpacking anything, and the commit reads the files
 * one at a time (each unpacked, hashed, stored and dropped before the next),
 * so a package's media are never all in memory at once.
 */
export type TImportMedia = {
  name: string;
  /** Bytes, as the file's own listing declares them (an Anki package's zip directory or media list). */
  size: number;
  /** The file's bytes, unpacked now; throws the package's AppError when a budget is passed. */
  read(): Uint8Array;
};

/**
 * A deck's notes read a page at a time (a deck of 50,000 notes with their answers is never all in
 * memory): `read()` gives them in deck order, reading them again on each call, and `count` says
 * how many there are (a note added or deleted meanwhile may make it one off).
 */
export type TExportNotes = { count: number; read(): AsyncIterable<TExchangeNote> };

/** A deck as exports read it: its notes in memory (tests, small inputs) or read as they are written. */
export type TExportDeck = Omit<TExchangeDeck, "notes"> & { notes: readonly TExchangeNote[] | TExportNotes };

/** A media file an export writes: its bytes, or (from the media store) a stream of them opened when its turn comes. */
export type TExportMedia = TExchangeMedia | { name: string; read(): AsyncIterable<Uint8Array> };

/** Everything an export needs. Writers go through each deck's notes once or more (formats/export-notes.ts). */
export type TExportInput = {
  decks: TExportDeck[];
  /** Every media file the notes refer to. */
  media: TExportMedia[];
  /** Write schedules and review history (apkg); when false every card is new and `cards` may be empty. */
  includeProgress: boolean;
  /** Now, for files that store it (Anki's collection creation and modification times). */
  now: Date;
};

/** What a reader found in a file, before anything is saved. */
export type TImportBundle = {
  /** "apkg" for .apkg/.colpkg, "text" for CSV/TSV/plain text. */
  kind: "apkg" | "text";
  decks: TExchangeDeck[];
  media: TImportMedia[];
  /** Notes that could not be read, each with why ("note 12: the Back field is longer than 5,000 characters"). */
  skipped: { where: string; reason: string }[];
  /** How many notes of each Anki note type were mapped to which card type, for the preview. */
  noteTypes: { name: string; notes: number; mappedTo: TNoteType }[];
  /** The file's review history was found (and can be imported as schedules). */
  hasProgress: boolean;
  /** What the file was found to be, for the preview: "Anki package (collection.anki21b)", "Quizlet export"... */
  detected?: string;
};
