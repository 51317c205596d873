import initSqlJs from "sql.js";
import { describe, expect, it } from "vitest";
import { AppError } from "../../../lib/app-error.ts";
import { buildAnkiCollection, buildAnkiPackage, zipOf, type TFixtureNote } from "../testing/anki-fixtures.ts";
import { recursiveViewPackage } from "../testing/hostile-files.ts";
import { readApkg, type TReadApkgOptions } from "./read-apkg.ts";

const NOW = new Date("2026-01-15T12:00:00Z");
const REVIEW = { ease: 3, ivl: 1, lastIvl: 0, factor: 2500, time: 5000, type: 0 };
const NOTES: TFixtureNote[] = [
  { type: "basic", fields: ["Q1", "A1"], cards: [{ ord: 0, revlog: [{ id: 1_700_000_000_000, ...REVIEW }] }] },
  { type: "reversed", fields: ["Q2", "A2"], deck: "Biology::Cells" },
  {
    type: "basic",
    fields: ["Q3", "A3"],
    deck: "Chemistry",
    cards: [
      {
        ord: 0,
        revlog: [
          { id: 1_700_000_100_000, ...REVIEW },
          { id: 1_700_000_200_000, ...REVIEW },
        ],
      },
    ],
  },
];

async function failure(bytes: Uint8Array, limits?: TReadApkgOptions["limits"]): Promise<AppError> {
  try {
    await readApkg(bytes, { fileName: "deck.apkg", now: NOW, ...(limits ? { limits } : {}) });
  } catch (error) {
    if (error instanceof AppError) return error;
    throw new Error(`expected an AppError, got ${String(error)}`, { cause: error });
  }
  throw new Error("expected the package to be refused");
}

/** A package of the fixture collection with `sql` run on it first. */
async function withSql(sql: string): Promise<Uint8Array> {
  const SQL = await initSqlJs();
  const db = new SQL.Database(await buildAnkiCollection({ notes: NOTES }));
  try {
    db.run(sql);
    return zipOf({ "collection.anki2": db.export() });
  } finally {
    db.close();
  }
}

describe("the collection's schema, checked before any table is read", () => {
  it("refuses a recursive view of millions of notes at once, without counting it", async () => {
    const started = performance.now();
    const error = await failure(await recursiveViewPackage());
    expect(error.code).toBe("FILE_CORRUPT");
    expect(error.message).toBe(
      'The collection inside this Anki package holds a view ("notes"), which Anki never writes, so Mnemo does not read it. Export the deck from Anki again and upload the new file.',
    );
    // Counting 20,000,000 rows took 11 to 26 s; refusing takes milliseconds (a generous bound for a loaded machine).
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it("refuses views, triggers, virtual tables and generated columns, which Anki never writes", async () => {
    const cases: [string, string][] = [
      ["ALTER TABLE notes RENAME TO notes_real; CREATE VIEW notes AS SELECT * FROM notes_real;", 'a view ("notes")'],
      ["CREATE VIEW extra AS SELECT 1;", 'a view ("extra")'],
      ["CREATE TRIGGER stamp AFTER UPDATE ON notes BEGIN SELECT 1; END;", 'a trigger ("stamp")'],
      [
        "PRAGMA writable_schema = ON; INSERT INTO sqlite_master VALUES ('table', 'search', 'search', 0, 'CREATE VIRTUAL TABLE search USING fts5(text)'); PRAGMA writable_schema = OFF;",
        'a virtual table ("search")',
      ],
      ["ALTER TABLE notes ADD COLUMN big BLOB GENERATED ALWAYS AS (zeroblob(100000000)) VIRTUAL;", 'a generated column ("notes.big")'],
    ];
    for (const [sql, what] of cases) {
      const error = await failure(await withSql(sql));
      expect(error.code, sql).toBe("FILE_CORRUPT");
      expect(error.message, sql).toContain(`holds ${what}, which Anki never writes`);
    }
  });

  it("reads a collection with Anki's tables and indexes (and ANALYZE's statistics)", async () => {
    const bundle = await readApkg(await withSql("CREATE INDEX ix_extra ON notes (mod); ANALYZE;"), { fileName: "deck.apkg", now: NOW });
    expect(bundle.decks.flatMap((deck) => deck.notes)).toHaveLength(4);
  });
});

describe("row budgets, read with a LIMIT one past each", () => {
  it("notes: TOO_MANY_NOTES past the import's limit", async () => {
    const error = await failure(await buildAnkiPackage({ version: "anki21b", notes: NOTES }), { maxNotes: 2 });
    expect(error.code).toBe("TOO_MANY_NOTES");
    expect(error.details).toEqual({ limit: 2 });
    await expect(
      readApkg(await buildAnkiPackage({ version: "anki21b", notes: NOTES }), { fileName: "a.apkg", now: NOW, limits: { maxNotes: 3 } }),
    ).resolves.toBeDefined();
  });

  it("cards, answers and the small tables: FILE_TOO_COMPLEX naming what was too many", async () => {
    for (const version of ["anki2", "anki21b"] as const) {
      const bytes = await buildAnkiPackage({ version, notes: NOTES });
      const cards = await failure(bytes, { maxCards: 3 });
      expect(cards.code).toBe("FILE_TOO_COMPLEX");
      expect(cards.message).toMatch(/^This Anki package has more than 3 cards; Mnemo reads up to 3 from one package\./);
      const answers = await failure(bytes, { maxRevlog: 2 });
      expect(answers.code).toBe("FILE_TOO_COMPLEX");
      expect(answers.message).toMatch(/has more than 2 answers in its review history; .*without "Include scheduling information"/);
      // Anki's default deck, Biology, Biology::Cells, Chemistry.
      const decks = await failure(bytes, { maxOtherRows: 3 });
      expect(decks.code).toBe("FILE_TOO_COMPLEX");
      expect(decks.message).toMatch(/has more than 3 (decks|note types)/);
      const read = await readApkg(bytes, { fileName: "deck.apkg", now: NOW, limits: { maxCards: 4, maxRevlog: 3, maxOtherRows: 30 } });
      expect(read.decks.flatMap((deck) => deck.notes)).toHaveLength(4);
    }
  });
});
