import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { NEW_CARD_SCHEDULE, noteCardOrds, type TNoteContent } from "@mnemo/api-contract";
import { strToU8, ZipDeflate, ZipPassThrough, type ZipInputFile } from "fflate";
import initSqlJs, { type Database, type SqlJsStatic } from "sql.js";
import type { TExchangeCard, TExportDeck, TExportInput } from "../exchange-model.ts";
import { deckNoteCount, exportNotes, mediaChunks } from "../formats/export-notes.ts";
import { bytesOf, zipChunks, type TFileChunks } from "../formats/file-chunks.ts";
import { wellFormed } from "@mnemo/api-contract";
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
import { MNEMO_IMAGE_OCCLUSION_ID } from "./anki-image-occlusion.ts";
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
 *
 * Memory: the notes are read twice (once to size the collection and find its
 * creation day, once to write it), a page at a time when they come from the
 * database; the collection is built in sql.js's memory (SQLite has no file
 * system here), copied out once by `export()`, and deflated into the zip in
 * slices; media are streamed from the store one file at a time. So an export
 * holds about twice its collection (some 60 MB for 50,000 cards with their
 * answers), never the notes, the zip or the media all at once.
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

/** The package as chunks, written as they come (export/write-export-file.ts). */
export async function* apkgChunks(input: TExportInput, options: TWriteApkgOptions = {}): TFileChunks {
  const SQL = await loadSqlJs();
  const scan = await scanNotes(input);
  const db = new SQL.Database(await emptyCollectionFile(SQL, scan.bytes));
  let collection: Uint8Array | null;
  try {
    // The database lives only in memory until it is exported: no rollback journal, no syncing.
    db.exec("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;");
    db.exec("BEGIN");
    const createdSecs = collectionCreatedSecs(scan.earliestMs);
    const decks = deckTree(input.decks, secsOf(input.now));
    const { tags, modelIds } = await writeNotes(db, input, decks.idOf, createdSecs, options.onProgress);
    writeCol(db, { now: input.now, createdSecs, decks: decks.json, tags, imageOcclusion: modelIds.has(MNEMO_IMAGE_OCCLUSION_ID) });
    db.exec(ANKI_SCHEMA_11_INDEXES_SQL);
    db.exec("COMMIT");
    // The exact file (page_count pages), in an array of its own: the padded one goes with close().
    collection = db.export();
  } finally {
    db.close();
  }
  const map: Record<string, string> = {};
  yield* zipChunks(async function* (zip) {
    // The collection, deflated by Node's zlib (several times faster than in JavaScript) in slices.
    const entry: ZipInputFile = { filename: "collection.anki2", size: collection!.length, crc: zlib.crc32(collection!), compression: 8 };
    zip.add(entry);
    for await (const compressed of deflatedSlices(collection!)) {
      entry.ondata?.(null, compressed as Uint8Array<ArrayBuffer>, false);
      yield;
    }
    collection = null;
    entry.ondata?.(null, new Uint8Array(0), true);
    yield;
    // Media stored as they are (pictures and sounds are compressed already), each streamed from the store.
    const names = new Set<string>();
    for (const media of input.media) {
      if (names.has(media.name)) continue;
      const index = String(names.size);
      names.add(media.name);
      map[index] = media.name;
      const file = new ZipPassThrough(index);
      zip.add(file);
      for await (const chunk of mediaChunks(media)) {
        file.push(chunk, false);
        yield;
      }
      file.push(new Uint8Array(0), true);
      yield;
    }
    const mediaMap = new ZipDeflate("media", { level: 6 });
    zip.add(mediaMap);
    mediaMap.push(strToU8(JSON.stringify(map)), true);
    yield;
  });
}

/** The whole package in memory (tests; exports stream `apkgChunks` to a file). */
export function writeApkg(input: TExportInput, options: TWriteApkgOptions = {}): Promise<Uint8Array> {
  return bytesOf(apkgChunks(input, options));
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

/**
 * A first pass over the notes: what the collection will weigh, roughly (its text twice, for the
 * fields and the sort field, a row's worth per card and answer, and the indexes), and the earliest
 * due of any card that is not new (with progress), for the collection's creation day.
 */
async function scanNotes(input: TExportInput): Promise<{ bytes: number; earliestMs: number }> {
  let bytes = 64 * 1024;
  let earliestMs = input.now.getTime();
  for await (const { note } of exportNotes(input.decks)) {
    bytes += 400 + 2 * textLength(note.content);
    for (const card of note.cards) {
      bytes += 120 + 70 * card.reviews.length;
      if (input.includeProgress && card.schedule.due !== null && card.schedule.state !== "new")
        earliestMs = Math.min(earliestMs, new Date(card.schedule.due).getTime());
    }
  }
  return { bytes, earliestMs };
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
 * due counted in days (`earliestMs`), so every review due is a day number of zero or more.
 */
function collectionCreatedSecs(earliestMs: number): number {
  const secs = Math.floor(earliestMs / 1000);
  return secs - (((secs % DAY_SECS) + DAY_SECS) % DAY_SECS);
}

/** One level of a deck name: no "::" (it would nest), no controls or lone surrogates, never blank. */
function deckNamePart(part: string): string {
  const clean = wellFormed(part)
    // eslint-disable-next-line no-control-regex -- a deck name is one line
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/:{2,}/g, ":")
    .trim();
  return clean || "Untitled deck";
}

type TDeckTree = { json: Record<string, Record<string, unknown>>; idOf: Map<TExportDeck, number> };

/** Every exported deck and its parents ("Mnemo::Biology" needs "Mnemo"), each with a stable id; two decks with one name get "(2)". */
function deckTree(decks: readonly TExportDeck[], modSecs: number): TDeckTree {
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
  const idOf = new Map<TExportDeck, number>();
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

async function writeNotes(
  db: Database,
  input: TExportInput,
  deckIds: Map<TExportDeck, number>,
  createdSecs: number,
  onProgress: TWriteApkgOptions["onProgress"],
): Promise<{ tags: Set<string>; modelIds: Set<number> }> {
  const insertNote = db.prepare("INSERT INTO notes VALUES (?,?,?,?,?,?,?,?,?,?,?)");
  const cardRows = rowBatches(db, "cards");
  const revlogRows = rowBatches(db, "revlog");
  const nowMs = input.now.getTime();
  const noteId = uniqueIds(nowMs);
  const cardId = uniqueIds(nowMs);
  const revlogId = uniqueIds(Number.MAX_SAFE_INTEGER);
  const tags = new Set<string>();
  const modelIds = new Set<number>();
  const total = input.decks.reduce((sum, deck) => sum + deckNoteCount(deck), 0);
  let done = 0;
  let position = 0;
  try {
    for await (const { deck, note } of exportNotes(input.decks)) {
      const deckId = deckIds.get(deck) ?? ANKI_DEFAULT_DECK_ID;
      const anki = toAnkiNote(note);
      modelIds.add(anki.modelId);
      // SQLite would keep a lone UTF-16 surrogate as bytes no UTF-8 reader (Anki's included) accepts.
      const fields = anki.fields.map(wellFormed);
      const noteTags = anki.tags.map(wellFormed);
      for (const tag of noteTags) tags.add(tag);
      const id = noteId(note.createdAt.getTime());
      const modSecs = secsOf(note.modifiedAt);
      // Every Mnemo note type sorts by its first field, so sfld is also what csum hashes.
      const sfld = stripHtmlKeepingMediaNames(fields[0] ?? "");
      const flds = joinFields(fields);
      insertNote.run([
        id,
        wellFormed(note.guid),
        anki.modelId,
        modSecs,
        -1,
        formatTags(noteTags),
        flds,
        sfld,
        strippedFieldChecksum(sfld),
        0,
        "",
      ]);

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
    cardRows.flush();
    revlogRows.flush();
    onProgress?.(done, total);
  } finally {
    insertNote.free();
  }
  return { tags, modelIds };
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

type TColumns = {
  now: Date;
  createdSecs: number;
  decks: Record<string, Record<string, unknown>>;
  tags: Set<string>;
  /** A note is a diagram card: the package carries Mnemo's image occlusion note type. */
  imageOcclusion: boolean;
};

function writeCol(db: Database, { now, createdSecs, decks, tags, imageOcclusion }: TColumns): void {
  const modSecs = secsOf(now);
  const tagRegistry = Object.fromEntries([...tags].map((tag) => [tag, 0]));
  db.run("INSERT INTO col VALUES (1,?,?,?,?,0,0,0,?,?,?,?,?)", [
    createdSecs,
    now.getTime(),
    now.getTime(),
    ANKI_SCHEMA_VERSION,
    JSON.stringify(ankiCollectionConf()),
    JSON.stringify(mnemoNoteTypesJson({ imageOcclusion })),
    JSON.stringify(decks),
    JSON.stringify({ [ANKI_DEFAULT_PRESET_ID]: ankiPresetJson(modSecs) }),
    JSON.stringify(tagRegistry),
  ]);
}

const DEFLATE_SLICE = 1024 * 1024;

/** Raw deflate of `bytes`, fed to zlib a megabyte at a time and given back as zlib makes it. */
function deflatedSlices(bytes: Uint8Array): AsyncIterable<Buffer> {
  const slices = function* () {
    for (let at = 0; at < bytes.length; at += DEFLATE_SLICE) yield bytes.subarray(at, at + DEFLATE_SLICE);
  };
  return Readable.from(slices(), { objectMode: false }).pipe(zlib.createDeflateRaw({ level: 6 }));
}
