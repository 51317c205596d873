import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { NEW_CARD_SCHEDULE, noteCardOrds, type TNoteContent } from "@mnemo/api-contract";
import { strToU8, Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from "fflate";
import initSqlJs, { type Database, type SqlJsStatic } from "sql.js";
import type { TExchangeCard, TExchangeDeck, TExportInput } from "../exchange-model.ts";
import {
  ankiCollectionConf,
  ankiDeckJson,
  ankiPresetJson,
  ANKI_DEFAULT_PRESET_ID,
  ANKI_SCHEMA_11_INDEXES_SQL,
  ANKI_SCHEMA_11_TABLES_SQL,
  ANKI_SCHEMA_VERSION,
} from "./anki-collection-schema.ts";
import { formatTags, joinFields, strippedFieldChecksum, stripHtmlKeepingMediaNames } from "./anki-fields.ts";
import { ANKI_DEFAULT_DECK_ID, deckIdFor } from "./anki-guid.ts";
import { mnemoNoteTypesJson, toAnkiNote } from "./anki-note-types.ts";
import { DAY_SECS, toAnkiCardSchedule, toAnkiRevlog } from "./anki-schedule.ts";

/**
 * Writes an Anki package (docs/exchange.md, "Anki packages"): a zip with
 * `collection.anki2` (a schema-11 SQLite collection, which Anki 2.1.50 and
 * later, AnkiDroid and AnkiMobile all import), `media` (a JSON map from the
 * numbered zip entries to file names) and the media files. Notes use Mnemo's
 * note types; guids and deck ids come from Mnemo's ids, so importing a later
 * export updates the same notes in Anki. With `includeProgress`, cards carry
 * their schedules (FSRS memory state in `data`) and answers as `revlog` rows;
 * otherwise every card is new.
 */

let sqlJs: Promise<SqlJsStatic> | undefined;

/** sql.js, initialised once per process with its wasm read from the package. */
function loadSqlJs(): Promise<SqlJsStatic> {
  sqlJs ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve("sql.js/dist/sql-wasm.wasm");
    const wasm = await readFile(wasmPath);
    return initSqlJs({ wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer });
  })();
  return sqlJs;
}

export type TWriteApkgOptions = { onProgress?(done: number, total: number): void };

const PROGRESS_EVERY_NOTES = 250;

export async function writeApkg(input: TExportInput, options: TWriteApkgOptions = {}): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database(await emptyCollectionFile(SQL, estimatedBytes(input)));
  let collection: Uint8Array;
  try {
    // The database lives only in memory until it is exported: no rollback journal, no syncing.
    db.exec("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;");
    db.exec("BEGIN");
    const createdSecs = collectionCreatedSecs(input);
    const decks = deckTree(input.decks, secsOf(input.now));
    const tags = writeNotes(db, input, decks.idOf, createdSecs, options.onProgress);
    writeCol(db, input.now, createdSecs, decks.json, tags);
    db.exec(ANKI_SCHEMA_11_INDEXES_SQL);
    db.exec("COMMIT");
    const pages = Number(db.exec("PRAGMA page_count")[0]?.values[0]?.[0]);
    collection = db.export().subarray(0, pages * PAGE_BYTES);
  } finally {
    db.close();
  }
  return zipPackage(collection, input);
}

const PAGE_BYTES = 4096;
let emptyImage: Uint8Array | undefined;

/**
 * A database file with the tables and nothing else, padded with zeros to
 * about the size the collection will reach. sql.js keeps the file in a
 * JavaScript array that it regrows by an eighth each time a write runs past
 * its end: a 10 MB collection would leave some 90 MB of discarded arrays
 * behind. Starting at the right size it is written in place; SQLite reads
 * the size from the file's header, so the padding is never read, and the
 * export is cut to the pages the collection has.
 */
async function emptyCollectionFile(SQL: SqlJsStatic, bytes: number): Promise<Uint8Array> {
  if (!emptyImage) {
    const template = new SQL.Database();
    try {
      template.exec(`PRAGMA page_size = ${PAGE_BYTES}; PRAGMA journal_mode = OFF;`);
      template.exec(ANKI_SCHEMA_11_TABLES_SQL);
      emptyImage = template.export();
    } finally {
      template.close();
    }
  }
  const file = new Uint8Array(Math.max(emptyImage.length, Math.ceil(bytes / PAGE_BYTES) * PAGE_BYTES));
  file.set(emptyImage);
  return file;
}

/** What the collection will weigh, roughly: its text twice (fields and sort field), a row's worth per card and answer, and the indexes. */
function estimatedBytes(input: TExportInput): number {
  let bytes = 64 * 1024;
  for (const deck of input.decks) {
    for (const note of deck.notes) {
      bytes += 400 + 2 * textLength(note.content);
      for (const card of note.cards) bytes += 120 + 70 * card.reviews.length;
    }
  }
  return bytes;
}

/** The characters of a note's text fields (strings and lists of strings), counted without copying them. */
function textLength(content: TNoteContent): number {
  let length = 0;
  for (const value of Object.values(content)) {
    if (typeof value === "string") length += value.length;
    else if (Array.isArray(value)) for (const item of value as unknown[]) length += typeof item === "string" ? item.length : 0;
  }
  return length;
}

const secsOf = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The collection's creation (`crt`): a UTC midnight no later than now or any
 * due counted in days, so every review due is a day number of zero or more.
 */
function collectionCreatedSecs(input: TExportInput): number {
  let earliest = input.now.getTime();
  if (input.includeProgress) {
    for (const deck of input.decks) {
      for (const note of deck.notes) {
        for (const card of note.cards) {
          if (card.schedule.due !== null && card.schedule.state !== "new")
            earliest = Math.min(earliest, new Date(card.schedule.due).getTime());
        }
      }
    }
  }
  const secs = Math.floor(earliest / 1000);
  return secs - (((secs % DAY_SECS) + DAY_SECS) % DAY_SECS);
}

/** One level of a deck name: no "::" (it would nest), no controls, never blank. */
function deckNamePart(part: string): string {
  const clean = part
    // eslint-disable-next-line no-control-regex -- a deck name is one line
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/:{2,}/g, ":")
    .trim();
  return clean || "Untitled deck";
}

type TDeckTree = { json: Record<string, Record<string, unknown>>; idOf: Map<TExchangeDeck, number> };

/** Every exported deck and its parents ("Mnemo::Biology" needs "Mnemo"), each with a stable id; two decks with one name get "(2)". */
function deckTree(decks: TExchangeDeck[], modSecs: number): TDeckTree {
  const json: Record<string, Record<string, unknown>> = {
    [ANKI_DEFAULT_DECK_ID]: ankiDeckJson({ id: ANKI_DEFAULT_DECK_ID, name: "Default", modSecs }),
  };
  const idByName = new Map<string, number>([["default", ANKI_DEFAULT_DECK_ID]]);
  const usedIds = new Set<number>([ANKI_DEFAULT_DECK_ID]);
  const add = (name: string, key: string): number => {
    let id = deckIdFor(key);
    while (usedIds.has(id)) id += 1;
    usedIds.add(id);
    idByName.set(name.toLowerCase(), id);
    json[String(id)] = ankiDeckJson({ id, name, modSecs });
    return id;
  };
  const idOf = new Map<TExchangeDeck, number>();
  for (const deck of decks) {
    const parts = (deck.path.length > 0 ? deck.path : ["Mnemo"]).map(deckNamePart);
    for (let level = 1; level < parts.length; level++) {
      const parent = parts.slice(0, level).join("::");
      if (!idByName.has(parent.toLowerCase())) add(parent, `path:${parent}`);
    }
    let name = parts.join("::");
    // Anki matches decks by name (ignoring case), so two decks of one name would become one.
    for (let copy = 2; idByName.has(name.toLowerCase()); copy++) name = `${parts.join("::")} (${copy})`;
    idOf.set(deck, add(name, deck.id ?? `path:${name}`));
  }
  return { json, idOf };
}

/**
 * Ids Anki also reads as creation times (ms): the wanted time (no later than
 * now), or the next free one after it. Notes made together, or answers given
 * on the same schedule, share a time by the thousand, so a taken id points on
 * to a later candidate (with the path shortened as it is walked): each id
 * costs about the same however many share its time.
 */
function uniqueIds(nowMs: number): (wantedMs: number) => number {
  const nextCandidate = new Map<number, number>();
  return (wantedMs) => {
    const wanted = Math.min(Math.floor(wantedMs), nowMs);
    let free = wanted;
    for (let next = nextCandidate.get(free); next !== undefined; next = nextCandidate.get(free)) free = next;
    for (let id = wanted; id !== free;) {
      const next = nextCandidate.get(id)!;
      nextCandidate.set(id, free + 1);
      id = next;
    }
    nextCandidate.set(free, free + 1);
    return free;
  };
}

function writeNotes(
  db: Database,
  input: TExportInput,
  deckIds: Map<TExchangeDeck, number>,
  createdSecs: number,
  onProgress: TWriteApkgOptions["onProgress"],
): Set<string> {
  const insertNote = db.prepare("INSERT INTO notes VALUES (?,?,?,?,?,?,?,?,?,?,?)");
  const cardRows = rowBatches(db, "cards");
  const revlogRows = rowBatches(db, "revlog");
  const nowMs = input.now.getTime();
  const noteId = uniqueIds(nowMs);
  const cardId = uniqueIds(nowMs);
  const revlogId = uniqueIds(Number.MAX_SAFE_INTEGER);
  const tags = new Set<string>();
  const total = input.decks.reduce((sum, deck) => sum + deck.notes.length, 0);
  let done = 0;
  let position = 0;
  try {
    for (const deck of input.decks) {
      const deckId = deckIds.get(deck) ?? ANKI_DEFAULT_DECK_ID;
      for (const note of deck.notes) {
        const anki = toAnkiNote(note);
        for (const tag of anki.tags) tags.add(tag);
        const id = noteId(note.createdAt.getTime());
        const modSecs = secsOf(note.modifiedAt);
        // Every Mnemo note type sorts by its first field, so sfld is also what csum hashes.
        const sfld = stripHtmlKeepingMediaNames(anki.fields[0] ?? "");
        const flds = joinFields(anki.fields);
        insertNote.run([id, note.guid, anki.modelId, modSecs, -1, formatTags(anki.tags), flds, sfld, strippedFieldChecksum(sfld), 0, ""]);

        const ords = noteCardOrds(note.content);
        const cardsByOrd = new Map<number, TExchangeCard>(input.includeProgress ? note.cards.map((card) => [card.ord, card]) : []);
        for (const ord of ords.length > 0 ? ords : [0]) {
          const card = cardsByOrd.get(ord);
          const columns = toAnkiCardSchedule(card ?? NEW_CARD, { createdSecs, position: position++ });
          const cid = cardId(note.createdAt.getTime() + ord);
          cardRows.add([
            cid,
            id,
            deckId,
            ord,
            modSecs,
            -1,
            columns.type,
            columns.queue,
            columns.due,
            columns.interval,
            columns.factor,
            columns.reps,
            columns.lapses,
            columns.left,
            0,
            0,
            0,
            columns.data,
          ]);
          for (const review of card?.reviews ?? []) {
            const row = toAnkiRevlog(review, { id: revlogId(review.reviewedAt.getTime()), cardId: cid });
            revlogRows.add([row.id, row.cid, row.usn, row.ease, row.ivl, row.lastIvl, row.factor, row.time, row.type]);
          }
        }
        done++;
        if (done % PROGRESS_EVERY_NOTES === 0) onProgress?.(done, total);
      }
    }
    cardRows.flush();
    revlogRows.flush();
    onProgress?.(done, total);
  } finally {
    insertNote.free();
  }
  return tags;
}

const ROWS_PER_INSERT = 250;

/**
 * Rows of numbers (and JSON without user text) inserted a few hundred per
 * statement with their values written out: binding each value through
 * sql.js costs a call into WebAssembly, and cards and answers have tens of
 * thousands of rows of ten values. Notes, which hold the learner's text, are
 * bound instead.
 */
function rowBatches(db: Database, table: "cards" | "revlog") {
  let rows: string[] = [];
  const literal = (value: number | string) => {
    if (typeof value === "string") return `'${value.replace(/'/g, "''")}'`;
    if (!Number.isSafeInteger(value)) throw new Error(`${table}: ${value} is not an integer`);
    return String(value);
  };
  const flush = () => {
    if (rows.length === 0) return;
    db.exec(`INSERT INTO ${table} VALUES ${rows.join(",")}`);
    rows = [];
  };
  return {
    add(values: (number | string)[]) {
      rows.push(`(${values.map(literal).join(",")})`);
      if (rows.length >= ROWS_PER_INSERT) flush();
    },
    flush,
  };
}

const NEW_CARD: Pick<TExchangeCard, "schedule" | "suspended" | "buriedUntil"> = {
  schedule: NEW_CARD_SCHEDULE,
  suspended: false,
  buriedUntil: null,
};

function writeCol(db: Database, now: Date, createdSecs: number, decks: Record<string, Record<string, unknown>>, tags: Set<string>): void {
  const modSecs = secsOf(now);
  const tagRegistry = Object.fromEntries([...tags].map((tag) => [tag, 0]));
  db.run("INSERT INTO col VALUES (1,?,?,?,?,0,0,0,?,?,?,?,?)", [
    createdSecs,
    now.getTime(),
    now.getTime(),
    ANKI_SCHEMA_VERSION,
    JSON.stringify(ankiCollectionConf()),
    JSON.stringify(mnemoNoteTypesJson()),
    JSON.stringify(decks),
    JSON.stringify({ [ANKI_DEFAULT_PRESET_ID]: ankiPresetJson(modSecs) }),
    JSON.stringify(tagRegistry),
  ]);
}

const deflateRaw = promisify(zlib.deflateRaw);

/**
 * The zip. The collection (megabytes of SQLite pages) is compressed by
 * Node's zlib in its thread pool, several times faster than in JavaScript and
 * without holding up other requests, and handed to fflate's zip as a
 * finished entry; media are stored as they are (pictures and sounds are
 * compressed already).
 */
async function zipPackage(collection: Uint8Array, input: TExportInput): Promise<Uint8Array> {
  const compressed = await deflateRaw(collection, { level: 6 });
  const chunks: Uint8Array[] = [];
  let zip!: Zip;
  const finished = new Promise<void>((resolve, reject) => {
    zip = new Zip((error, chunk, final) => {
      if (error) return reject(error);
      chunks.push(chunk);
      if (final) resolve();
    });
  });
  const entry: ZipInputFile = { filename: "collection.anki2", size: collection.length, crc: zlib.crc32(collection), compression: 8 };
  zip.add(entry);
  // zlib's result is a Buffer of its own (not from the small-buffer pool), so fflate may hold it as it is.
  entry.ondata?.(null, compressed as Uint8Array<ArrayBuffer>, true);

  const map: Record<string, string> = {};
  const names = new Set<string>();
  for (const media of input.media) {
    if (names.has(media.name)) continue;
    const index = String(names.size);
    names.add(media.name);
    map[index] = media.name;
    const file = new ZipPassThrough(index);
    zip.add(file);
    file.push(media.data, true);
  }
  const mediaMap = new ZipDeflate("media", { level: 6 });
  zip.add(mediaMap);
  mediaMap.push(strToU8(JSON.stringify(map)), true);
  zip.end();
  await finished;

  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
