import initSqlJs, { type Database, type SqlJsStatic } from "sql.js";
import { AppError } from "../../../lib/app-error.ts";
import { damagedCollectionError, versionNotSupportedError } from "./anki-package.ts";
import { readModernDecks, readModernNoteTypes, type TAnkiNoteType } from "./anki21b.ts";
import {
  checkCollectionSchema,
  DEFAULT_COLLECTION_ROW_LIMITS,
  hasTable,
  countRows,
  readRows,
  SPLIT_ADVICE,
  tooManyNotesError,
  tooManyRowsError,
  type TCollectionRowLimits,
} from "./collection-rows.ts";
import type { TAnkiCardColumns } from "./anki-schedule.ts";

/**
 * An Anki collection's SQLite tables read into plain objects: note types
 * and decks (JSON in `col` at schema 11 to 14, their own tables from 15),
 * notes, cards and the review log (the same tables in every schema).
 */

/** Schemas Anki has written and this reader knows (Anki opens 11 to 18 too). */
export const MIN_SCHEMA = 11;
export const MAX_SCHEMA = 18;

export type TAnkiNote = { id: number; guid: string; noteTypeId: number; modifiedSecs: number; tags: string[]; fields: string[] };

/** A card row; `due` is a position (new), a day number from the collection's creation (review) or a Unix time (learning). */
export type TAnkiCard = TAnkiCardColumns & {
  id: number;
  noteId: number;
  deckId: number;
  ord: number;
  originalDue: number;
  originalDeckId: number;
};

/** A revlog row: `ease` 1-4 (0 for a manual reschedule), `interval`/`lastInterval` days (> 0) or seconds (< 0), `time` ms. */
export type TAnkiRevlog = {
  id: number;
  cardId: number;
  ease: number;
  interval: number;
  lastInterval: number;
  factor: number;
  time: number;
  type: number;
};

export type TAnkiCollection = {
  schema: number;
  /** When the collection was created (Unix seconds): day 0 of review cards' due days. */
  createdSecs: number;
  noteTypes: Map<number, TAnkiNoteType>;
  /** Deck id -> its name with levels separated by "::". */
  decks: Map<number, string>;
  notes: TAnkiNote[];
  /** By note id, ordered by ord. */
  cards: Map<number, TAnkiCard[]>;
  /** By card id, oldest first. */
  revlog: Map<number, TAnkiRevlog[]>;
  /** The review log has answers (also when only their presence was asked for). */
  hasHistory: boolean;
};

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Anki's scheduler version setting; a collection that never set it is on the first (v1). */
function schedulerVersion(db: Database, conf: unknown): number {
  if (hasTable(db, "config")) {
    const [row] = readRows(db, "SELECT val FROM config WHERE KEY = 'schedVer'", 1, (values) => values, tooManyConfigRows);
    if (!row) return 1;
    const value = row[0] instanceof Uint8Array ? new TextDecoder().decode(row[0]) : str(row[0]);
    return num(JSON.parse(value)) || 1;
  }
  return num(parseJsonObject(conf).schedVer) || 1;
}

/**
 * Anki's first scheduler (v1) numbered learning answers 1 to 3 (3 easy) and
 * kept relearning cards as review cards in a learning queue; Anki upgrades
 * such collections on import, and so does this: ease 2 and 3 of learning and
 * relearning answers become 3 and 4, and those cards relearning.
 */
function upgradeFromV1(cards: Map<number, TAnkiCard[]>, revlog: Map<number, TAnkiRevlog[]>): void {
  for (const entries of revlog.values()) {
    for (const entry of entries) if ((entry.type === 0 || entry.type === 2) && (entry.ease === 2 || entry.ease === 3)) entry.ease += 1;
  }
  for (const list of cards.values()) {
    for (const card of list) if (card.type === 2 && (card.queue === 1 || card.queue === 3)) card.type = 3;
  }
}

let sqlJs: Promise<SqlJsStatic> | null = null;

function loadSqlJs(): Promise<SqlJsStatic> {
  sqlJs ??= initSqlJs();
  return sqlJs;
}

/** Anki keeps one row per key; a second one for schedVer is not a collection Anki wrote. */
function tooManyConfigRows(): AppError {
  return damagedCollectionError(new Error("config holds schedVer twice"));
}

const num = (value: unknown): number => (typeof value === "number" ? value : Number(value ?? 0) || 0);
const str = (value: unknown): string => (typeof value === "string" ? value : value == null ? "" : String(value));

function parseJsonObject(text: unknown): Record<string, unknown> {
  if (typeof text !== "string" || text.trim() === "") return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

/** Note types from `col.models` (schema 11 to 14): an object of models by id, fields `flds` and templates `tmpls`. */
function readLegacyNoteTypes(models: Record<string, unknown>, maxRows: number): Map<number, TAnkiNoteType> {
  const noteTypes = new Map<number, TAnkiNoteType>();
  const entries = Object.entries(models);
  if (entries.length > maxRows) throw tooManyRowsError("note types", maxRows, SPLIT_ADVICE);
  for (const [key, value] of entries) {
    if (typeof value !== "object" || value === null) continue;
    const model = value as Record<string, unknown>;
    const id = num(model.id ?? key);
    const byOrd = (list: unknown) =>
      Array.isArray(list) ? [...(list as Record<string, unknown>[])].sort((a, b) => num(a.ord) - num(b.ord)) : [];
    noteTypes.set(id, {
      id,
      name: str(model.name),
      isCloze: num(model.type) === 1,
      stockKind: num(model.originalStockKind),
      fields: byOrd(model.flds).map((field) => str(field.name)),
      templates: byOrd(model.tmpls).map((template, index) => ({
        ord: template.ord === undefined ? index : num(template.ord),
        name: str(template.name),
        front: str(template.qfmt),
        back: str(template.afmt),
      })),
    });
  }
  return noteTypes;
}

function readLegacyDecks(decks: Record<string, unknown>, maxRows: number): Map<number, string> {
  const map = new Map<number, string>();
  const entries = Object.entries(decks);
  if (entries.length > maxRows) throw tooManyRowsError("decks", maxRows, SPLIT_ADVICE);
  for (const [key, value] of entries) {
    if (typeof value === "object" && value !== null)
      map.set(num((value as Record<string, unknown>).id ?? key), str((value as Record<string, unknown>).name));
  }
  return map;
}

const HISTORY_ADVICE = `${SPLIT_ADVICE} Or export without "Include scheduling information": the cards then arrive as new.`;

/**
 * Opens the collection and reads it whole, within `limits` (collection-rows.ts):
 * the schema is checked first, then each table is read with a LIMIT one past
 * its budget. No notes at all is for the caller to judge.
 */
export async function readAnkiCollection(
  bytes: Uint8Array,
  {
    limits = DEFAULT_COLLECTION_ROW_LIMITS,
    history = "read",
  }: {
    limits?: TCollectionRowLimits;
    /** `detect`: only whether there are answers (counted within the budget), for a preview or an import without progress. */
    history?: "read" | "detect";
  } = {},
): Promise<TAnkiCollection> {
  const SQL = await loadSqlJs();
  let db: Database | null = null;
  try {
    db = new SQL.Database(bytes);
    checkCollectionSchema(db);
    const [col] = readRows(
      db,
      "SELECT ver, crt, models, decks, conf FROM col",
      1,
      (row) => row,
      () => damagedCollectionError(),
    );
    if (!col) throw damagedCollectionError();
    const schema = num(col[0]);
    if (schema < MIN_SCHEMA || schema > MAX_SCHEMA) throw versionNotSupportedError(schema, "schema");

    const notes = readRows(
      db,
      "SELECT id, guid, mid, mod, tags, flds FROM notes ORDER BY id",
      limits.maxNotes,
      (row): TAnkiNote => ({
        id: num(row[0]),
        guid: str(row[1]),
        noteTypeId: num(row[2]),
        modifiedSecs: num(row[3]),
        tags: str(row[4]).split(/\s+/).filter(Boolean),
        fields: str(row[5]).split("\u001f"),
      }),
      () => tooManyNotesError(limits.maxNotes),
    );

    const noteTypes = hasTable(db, "notetypes")
      ? readModernNoteTypes(db, limits.maxOtherRows)
      : readLegacyNoteTypes(parseJsonObject(col[2]), limits.maxOtherRows);
    const decks = hasTable(db, "decks")
      ? readModernDecks(db, limits.maxOtherRows)
      : readLegacyDecks(parseJsonObject(col[3]), limits.maxOtherRows);

    const cardSql =
      "SELECT id, nid, did, ord, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, data FROM cards ORDER BY nid, ord";
    const cards = groupBy(
      readRows(
        db,
        cardSql,
        limits.maxCards,
        (row): TAnkiCard => ({
          id: num(row[0]),
          noteId: num(row[1]),
          deckId: num(row[2]),
          ord: num(row[3]),
          type: num(row[4]),
          queue: num(row[5]),
          due: num(row[6]),
          interval: num(row[7]),
          factor: num(row[8]),
          reps: num(row[9]),
          lapses: num(row[10]),
          left: num(row[11]),
          originalDue: num(row[12]),
          originalDeckId: num(row[13]),
          data: str(row[14]),
        }),
        () => tooManyRowsError("cards", limits.maxCards, SPLIT_ADVICE),
      ),
      (card) => card.noteId,
    );
    const tooManyAnswers = () => tooManyRowsError("answers in its review history", limits.maxRevlog, HISTORY_ADVICE);
    // Answers are most of a big collection (hashed ids, replays): read only when they will be saved.
    const revlog =
      history === "read"
        ? groupBy(
            readRows(
              db,
              "SELECT id, cid, ease, ivl, lastIvl, factor, time, type FROM revlog ORDER BY cid, id",
              limits.maxRevlog,
              (row): TAnkiRevlog => ({
                id: num(row[0]),
                cardId: num(row[1]),
                ease: num(row[2]),
                interval: num(row[3]),
                lastInterval: num(row[4]),
                factor: num(row[5]),
                time: num(row[6]),
                type: num(row[7]),
              }),
              tooManyAnswers,
            ),
            (entry) => entry.cardId,
          )
        : new Map<number, TAnkiRevlog[]>();
    const hasHistory = history === "read" ? revlog.size > 0 : countRows(db, "SELECT 1 FROM revlog", limits.maxRevlog, tooManyAnswers) > 0;
    if (schedulerVersion(db, col[4]) === 1) upgradeFromV1(cards, revlog);
    return { schema, createdSecs: num(col[1]), noteTypes, decks, notes, cards, revlog, hasHistory };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sql.js throws plain Errors ("file is not a database", "no such table: notes", "database disk image is malformed").
    throw damagedCollectionError(error);
  } finally {
    db?.close();
  }
}
