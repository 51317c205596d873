import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import { NEW_CARD_SCHEDULE, noteCardOrds } from "@mnemo/api-contract";
import { strToU8, zipSync, type Zippable } from "fflate";
import initSqlJs, { type Database, type SqlJsStatic } from "sql.js";
import type { TExchangeCard, TExchangeDeck, TExportInput } from "../exchange-model.ts";
import {
  ankiCollectionConf,
  ankiDeckJson,
  ankiPresetJson,
  ANKI_DEFAULT_PRESET_ID,
  ANKI_SCHEMA_11_SQL,
  ANKI_SCHEMA_VERSION,
} from "./anki-collection-schema.ts";
import { fieldChecksum, formatTags, joinFields, sortField } from "./anki-fields.ts";
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
  const db = new SQL.Database();
  try {
    db.exec(ANKI_SCHEMA_11_SQL);
    db.exec("BEGIN");
    const createdSecs = collectionCreatedSecs(input);
    const decks = deckTree(input.decks, secsOf(input.now));
    const tags = writeNotes(db, input, decks.idOf, createdSecs, options.onProgress);
    writeCol(db, input.now, createdSecs, decks.json, tags);
    db.exec("COMMIT");
    const collection = db.export();
    return zipPackage(collection, input);
  } finally {
    db.close();
  }
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

/** Ids Anki also reads as creation times (ms): the wanted time, or the next free one; never after now. */
function uniqueIds(nowMs: number): (wantedMs: number) => number {
  const used = new Set<number>();
  return (wantedMs) => {
    let id = Math.min(Math.floor(wantedMs), nowMs);
    while (used.has(id)) id += 1;
    used.add(id);
    return id;
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
  const insertCard = db.prepare("INSERT INTO cards VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
  const insertRevlog = db.prepare("INSERT INTO revlog VALUES (?,?,?,?,?,?,?,?,?)");
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
        insertNote.run([
          id,
          note.guid,
          anki.modelId,
          modSecs,
          -1,
          formatTags(anki.tags),
          joinFields(anki.fields),
          sortField(anki.fields),
          fieldChecksum(anki.fields[0] ?? ""),
          0,
          "",
        ]);

        const ords = noteCardOrds(note.content);
        const cardsByOrd = new Map<number, TExchangeCard>(input.includeProgress ? note.cards.map((card) => [card.ord, card]) : []);
        for (const ord of ords.length > 0 ? ords : [0]) {
          const card = cardsByOrd.get(ord);
          const columns = toAnkiCardSchedule(card ?? NEW_CARD, { createdSecs, position: position++ });
          const cid = cardId(note.createdAt.getTime() + ord);
          insertCard.run([
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
            insertRevlog.run([row.id, row.cid, row.usn, row.ease, row.ivl, row.lastIvl, row.factor, row.time, row.type]);
          }
        }
        done++;
        if (done % PROGRESS_EVERY_NOTES === 0) onProgress?.(done, total);
      }
    }
    onProgress?.(done, total);
  } finally {
    insertNote.free();
    insertCard.free();
    insertRevlog.free();
  }
  return tags;
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

/** The zip: the collection compressed, media stored as they are (pictures and sounds are compressed already). */
function zipPackage(collection: Uint8Array, input: TExportInput): Uint8Array {
  const files: Zippable = { "collection.anki2": [collection, { level: 6 }] };
  const map: Record<string, string> = {};
  const names = new Set<string>();
  for (const media of input.media) {
    if (names.has(media.name)) continue;
    names.add(media.name);
    const index = String(names.size - 1);
    map[index] = media.name;
    files[index] = [media.data, { level: 0 }];
  }
  files.media = [strToU8(JSON.stringify(map)), { level: 6 }];
  return zipSync(files);
}
