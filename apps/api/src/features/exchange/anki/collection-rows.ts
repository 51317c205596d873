import { MAX_IMPORT_NOTES } from "@mnemo/api-contract";
import type { Database } from "sql.js";
import { AppError } from "../../../lib/app-error.ts";

/**
 * How much of an imported collection is read (docs/security.md, "Imports"):
 * every table with a row LIMIT one past its budget, so a table of millions of
 * rows costs no more than its budget, and never `COUNT(*)`. The schema is
 * checked before any table is read: Anki's tables are plain tables, and a
 * view (a recursive one can yield rows forever from a few hundred bytes), a
 * trigger, a virtual table or a generated column is not something Anki writes.
 */

export type TCollectionRowLimits = {
  /** Notes one import may hold: more is TOO_MANY_NOTES. */
  maxNotes: number;
  maxCards: number;
  maxRevlog: number;
  /** Each of the small tables: note types, their fields and templates, decks, config. */
  maxOtherRows: number;
};

export const DEFAULT_COLLECTION_ROW_LIMITS: TCollectionRowLimits = {
  maxNotes: MAX_IMPORT_NOTES,
  // Five cards a note at the note limit: reversed cards and clozes of several gaps.
  maxCards: 250_000,
  // Ten answers a note at the note limit, two years of 700 reviews a day. Every answer is held in memory
  // while the import reads (about 700 bytes once mapped): 50,000 notes with 450,000 answers peaked at
  // 489 MB of a thread's 512 MB, and a million ran out of it.
  maxRevlog: 500_000,
  // Anki collections hold tens or hundreds of note types and decks; add-on heavy ones a few thousand.
  maxOtherRows: 50_000,
};

/** Entries of sqlite_master: Anki's schema has about thirty (tables and indexes). */
const MAX_SCHEMA_ENTRIES = 1000;

/** Tables an import reads; each must be a plain table without generated columns. */
const TABLES_READ = ["col", "notes", "cards", "revlog", "notetypes", "fields", "templates", "decks", "config"];

const count = (value: number) => value.toLocaleString("en-US");

/** What to do about a package past a row budget. */
export const SPLIT_ADVICE = "In Anki, export the decks in smaller parts and import them one by one.";

export function tooManyNotesError(limit: number): AppError {
  return new AppError("TOO_MANY_NOTES", {
    message: `This Anki package has more than ${count(limit)} notes; Mnemo imports up to ${count(limit)} at a time. In Anki, export the decks in smaller parts and import them one by one.`,
    details: { limit },
  });
}

/** A table past its row budget: `what` names its rows ("cards", "answers in the review history"). */
export function tooManyRowsError(what: string, limit: number, advice: string): AppError {
  return new AppError("FILE_TOO_COMPLEX", {
    message: `This Anki package has more than ${count(limit)} ${what}; Mnemo reads up to ${count(limit)} from one package. ${advice}`,
    details: { limit, what },
  });
}

function notAnkiSchemaError(what: string): AppError {
  return new AppError("FILE_CORRUPT", {
    message: `The collection inside this Anki package holds ${what}, which Anki never writes, so Mnemo does not read it. Export the deck from Anki again and upload the new file.`,
    details: { what },
  });
}

/**
 * Rows of `sql` (which must not end in a LIMIT), at most `limit`: one more
 * throws `tooMany()`. Rows are stepped one at a time, never gathered twice.
 */
export function readRows<T>(db: Database, sql: string, limit: number, map: (row: unknown[]) => T, tooMany: () => AppError): T[] {
  const statement = db.prepare(`${sql} LIMIT ${limit + 1}`);
  try {
    const out: T[] = [];
    while (statement.step()) {
      if (out.length === limit) throw tooMany();
      out.push(map(statement.get() as unknown[]));
    }
    return out;
  } finally {
    statement.free();
  }
}

/** How many rows a query gives, stepping through at most `limit` of them without reading their values (tooMany beyond). */
export function countRows(db: Database, sql: string, limit: number, tooMany: () => AppError): number {
  const statement = db.prepare(`${sql} LIMIT ${limit + 1}`);
  try {
    let rows = 0;
    while (statement.step()) {
      if (rows === limit) throw tooMany();
      rows++;
    }
    return rows;
  } finally {
    statement.free();
  }
}

/** Refuses a collection whose schema holds anything but plain tables and indexes, before any table is read. */
export function checkCollectionSchema(db: Database): void {
  const entries = readRows(
    db,
    "SELECT type, name, sql FROM sqlite_master",
    MAX_SCHEMA_ENTRIES,
    (row) => ({ type: String(row[0]), name: String(row[1]), sql: typeof row[2] === "string" ? row[2] : "" }),
    () => notAnkiSchemaError(`more than ${count(MAX_SCHEMA_ENTRIES)} tables and indexes`),
  );
  const tables = new Set<string>();
  for (const { type, name, sql } of entries) {
    if (type === "view" || type === "trigger") throw notAnkiSchemaError(`a ${type} ("${name}")`);
    if (type === "table" && /^\s*create\s+virtual\s+table/i.test(sql)) throw notAnkiSchemaError(`a virtual table ("${name}")`);
    if (type === "table") tables.add(name.toLowerCase());
  }
  for (const table of TABLES_READ) {
    if (!tables.has(table)) continue;
    // table_xinfo's `hidden`: 2 a virtual generated column (computed on every read), 3 a stored one.
    const generated = readRows(
      db,
      `SELECT name FROM pragma_table_xinfo('${table}') WHERE hidden IN (2, 3)`,
      1,
      (row) => String(row[0]),
      () => notAnkiSchemaError(`generated columns in "${table}"`),
    );
    if (generated.length > 0) throw notAnkiSchemaError(`a generated column ("${table}.${generated[0]}")`);
  }
}

/** Is there a plain table of this name (the schema checked first)? */
export function hasTable(db: Database, name: string): boolean {
  const statement = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ? LIMIT 1");
  try {
    statement.bind([name]);
    return statement.step();
  } finally {
    statement.free();
  }
}
