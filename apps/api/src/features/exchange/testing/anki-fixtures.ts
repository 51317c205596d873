import { createHash } from "node:crypto";
import { compress, init as initZstd } from "@bokuweb/zstd-wasm";
import { zipSync, type Zippable } from "fflate";
import initSqlJs, { type Database } from "sql.js";
import { ANKI_SCHEMA_11_SQL } from "../anki/anki-collection-schema.ts";

/**
 * Real Anki packages for tests, made the way Anki lays them out (learnt from
 * Anki's rslib/src/storage and import_export/package): schema 11
 * collections (`collection.anki2`, `collection.anki21`: note types and decks
 * as JSON in `col`) and schema 18 (`collection.anki21b`: their own tables
 * with protobuf configs, zstd-compressed, a protobuf media map, media files
 * zstd-compressed, a `meta` file and the placeholder `collection.anki2` Anki
 * writes for old apps). Nothing binary is committed; tests build what they read.
 */

export type TFixtureVersion = "anki2" | "anki21" | "anki21b";
export const FIXTURE_VERSIONS: readonly TFixtureVersion[] = ["anki2", "anki21", "anki21b"];

export type TFixtureNoteTypeKey = "basic" | "reversed" | "optional" | "typing" | "cloze" | "occlusion" | "country";

type TFixtureNoteType = {
  id: number;
  name: string;
  isCloze: boolean;
  /** Notetype.Config.original_stock_kind. */
  stockKind: number;
  fields: string[];
  templates: { name: string; front: string; back: string }[];
};

const ANSWER = "\n\n<hr id=answer>\n\n";

/** Anki's stock note types (as rslib/src/notetype/stock.rs writes them), an Image Occlusion-like one, and a custom one. */
export const FIXTURE_NOTE_TYPES: Record<TFixtureNoteTypeKey, TFixtureNoteType> = {
  basic: {
    id: 1_700_000_000_001,
    name: "Basic",
    isCloze: false,
    stockKind: 1,
    fields: ["Front", "Back"],
    templates: [{ name: "Card 1", front: "{{Front}}", back: `{{FrontSide}}${ANSWER}{{Back}}` }],
  },
  reversed: {
    id: 1_700_000_000_002,
    name: "Basic (and reversed card)",
    isCloze: false,
    stockKind: 2,
    fields: ["Front", "Back"],
    templates: [
      { name: "Card 1", front: "{{Front}}", back: `{{FrontSide}}${ANSWER}{{Back}}` },
      { name: "Card 2", front: "{{Back}}", back: `{{FrontSide}}${ANSWER}{{Front}}` },
    ],
  },
  optional: {
    id: 1_700_000_000_003,
    name: "Basic (optional reversed card)",
    isCloze: false,
    stockKind: 3,
    fields: ["Front", "Back", "Add Reverse"],
    templates: [
      { name: "Card 1", front: "{{Front}}", back: `{{FrontSide}}${ANSWER}{{Back}}` },
      { name: "Card 2", front: "{{#Add Reverse}}{{Back}}{{/Add Reverse}}", back: `{{FrontSide}}${ANSWER}{{Front}}` },
    ],
  },
  typing: {
    id: 1_700_000_000_004,
    name: "Basic (type in the answer)",
    isCloze: false,
    stockKind: 4,
    fields: ["Front", "Back"],
    templates: [{ name: "Card 1", front: "{{Front}}\n\n{{type:Back}}", back: `{{Front}}${ANSWER}{{type:Back}}` }],
  },
  cloze: {
    id: 1_700_000_000_005,
    name: "Cloze",
    isCloze: true,
    stockKind: 5,
    fields: ["Text", "Back Extra"],
    templates: [{ name: "Cloze", front: "{{cloze:Text}}", back: "{{cloze:Text}}<br>\n{{Back Extra}}" }],
  },
  occlusion: {
    id: 1_700_000_000_006,
    name: "Image Occlusion",
    isCloze: true,
    stockKind: 6,
    fields: ["Occlusion", "Image", "Header", "Back Extra", "Comments"],
    templates: [
      {
        name: "Image Occlusion",
        front:
          '{{#Header}}<div>{{Header}}</div>{{/Header}}\n<div style="display: none">{{cloze:Occlusion}}</div>\n<div id="image-occlusion-container">{{Image}}<canvas id="image-occlusion-canvas"></canvas></div>\n<script>anki.imageOcclusion.setup();</script>',
        back: '{{#Header}}<div>{{Header}}</div>{{/Header}}\n<div style="display: none">{{cloze:Occlusion}}</div>\n<div id="image-occlusion-container">{{Image}}</div>\n{{#Back Extra}}<div>{{Back Extra}}</div>{{/Back Extra}}',
      },
    ],
  },
  country: {
    id: 1_700_000_000_007,
    name: "Country (custom)",
    isCloze: false,
    stockKind: 0,
    fields: ["Country", "Flag", "Capital", "Notes"],
    templates: [{ name: "Capital", front: "{{Country}}<br>{{Flag}}", back: `{{FrontSide}}${ANSWER}{{Capital}}` }],
  },
};

/** A revlog row: ease 1-4 (0 manual), ivl days (> 0) or seconds (< 0), factor, time ms, type 0 learn / 1 review / 2 relearn / 3 filtered / 4 manual. */
export type TFixtureRevlog = { id: number; ease: number; ivl: number; lastIvl: number; factor: number; time: number; type: number };

export type TFixtureCard = {
  ord: number;
  type?: number;
  queue?: number;
  due?: number;
  ivl?: number;
  factor?: number;
  reps?: number;
  lapses?: number;
  left?: number;
  /** A filtered deck (by name) the card sits in; the note's deck is then its home (odid). */
  filteredDeck?: string;
  odue?: number;
  data?: string;
  revlog?: TFixtureRevlog[];
};

export type TFixtureNote = {
  type: TFixtureNoteTypeKey;
  fields: string[];
  guid?: string;
  tags?: string[];
  /** Anki deck name, levels joined with "::". */
  deck?: string;
  /** Creation time (ms): the note's id. */
  id?: number;
  modifiedSecs?: number;
  /** Default: a new card for each card the note makes. */
  cards?: TFixtureCard[];
};

export type TFixtureMedia = { name: string; data: Uint8Array };

export type TFixtureOptions = {
  version: TFixtureVersion;
  notes: TFixtureNote[];
  media?: TFixtureMedia[];
  /** The collection's creation (Unix seconds), day 0 of review dues. */
  createdSecs?: number;
  /** Anki's scheduler version setting (default 2); 1 writes a v1 collection (learning eases 1-3). */
  schedulerVersion?: number;
  /** `meta` version to write: default 3 for anki21b, none for the legacy versions; null for none. */
  meta?: number | null;
  /** Add Anki's placeholder collection.anki2 beside a newer collection (default true for anki21 and anki21b). */
  placeholder?: boolean;
  /** Overrides `col.ver` (the schema number). */
  schema?: number;
};

export const FIXTURE_CREATED_SECS = 1_700_000_000 - (1_700_000_000 % 86_400) + 4 * 3600;

let zstdReady: Promise<void> | null = null;

export async function zstd(data: Uint8Array): Promise<Uint8Array> {
  zstdReady ??= initZstd();
  await zstdReady;
  return compress(data, 3);
}

// --- protobuf, by hand: the few fields Anki's packages need ---

function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return bytes;
}

/** A protobuf message: varint fields as numbers, length-delimited ones as strings or bytes (nested messages). */
export function protoMessage(fields: [number, number | string | Uint8Array][]): Uint8Array {
  const out: number[] = [];
  for (const [number, value] of fields) {
    if (typeof value === "number") out.push(...varint(number * 8), ...varint(value));
    else {
      const bytes = typeof value === "string" ? new TextEncoder().encode(value) : value;
      out.push(...varint(number * 8 + 2), ...varint(bytes.length), ...bytes);
    }
  }
  return new Uint8Array(out);
}

// --- collections ---

/** What schema 14, 15, 17 and 18 add (Anki's upgrades), with graves as 18 has them. */
const SCHEMA_18_TABLES = `
CREATE TABLE deck_config (id integer PRIMARY KEY NOT NULL, name text NOT NULL, mtime_secs integer NOT NULL, usn integer NOT NULL, config blob NOT NULL);
CREATE TABLE config (KEY text NOT NULL PRIMARY KEY, usn integer NOT NULL, mtime_secs integer NOT NULL, val blob NOT NULL) without rowid;
CREATE TABLE fields (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL, config blob NOT NULL, PRIMARY KEY (ntid, ord)) without rowid;
CREATE TABLE templates (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL, mtime_secs integer NOT NULL, usn integer NOT NULL,
  config blob NOT NULL, PRIMARY KEY (ntid, ord)) without rowid;
CREATE TABLE notetypes (id integer NOT NULL PRIMARY KEY, name text NOT NULL, mtime_secs integer NOT NULL, usn integer NOT NULL, config blob NOT NULL);
CREATE TABLE decks (id integer PRIMARY KEY NOT NULL, name text NOT NULL, mtime_secs integer NOT NULL, usn integer NOT NULL, common blob NOT NULL, kind blob NOT NULL);
CREATE TABLE tags (tag text NOT NULL PRIMARY KEY, usn integer NOT NULL, collapsed boolean NOT NULL, config blob NULL) without rowid;
DROP TABLE graves;
CREATE TABLE graves (oid integer NOT NULL, type integer NOT NULL, usn integer NOT NULL, PRIMARY KEY (oid, type)) WITHOUT ROWID;
`;

function stripHtml(html: string): string {
  return html.replace(/<[^>]*>/g, "");
}

/** Anki's field checksum: the first 8 hex digits of the SHA-1 of the stripped first field, as a number. */
function fieldChecksum(field: string): number {
  return Number.parseInt(createHash("sha1").update(stripHtml(field)).digest("hex").slice(0, 8), 16);
}

/** The card ords a note makes by default: one per cloze number, a reverse when the type has one (and Add Reverse is filled). */
function defaultOrds(note: TFixtureNote): number[] {
  const type = FIXTURE_NOTE_TYPES[note.type];
  if (type.isCloze) {
    const numbers = [...(note.fields[0] ?? "").matchAll(/\{\{c(\d+)::/g)].map((match) => Number(match[1]) - 1);
    return [...new Set(numbers)].sort((a, b) => a - b);
  }
  if (note.type === "reversed") return [0, 1];
  if (note.type === "optional") return note.fields[2] ? [0, 1] : [0];
  return [0];
}

type TDeckIds = Map<string, number>;

/** Every deck the notes name, with its ancestors: "Default" is id 1. */
function deckIds(notes: TFixtureNote[]): TDeckIds {
  const ids: TDeckIds = new Map([["Default", 1]]);
  const add = (name: string) => {
    const parts = name.split("::");
    for (let length = 1; length <= parts.length; length++) {
      const path = parts.slice(0, length).join("::");
      if (!ids.has(path)) ids.set(path, 1_600_000_000_000 + ids.size);
    }
  };
  for (const note of notes) {
    add(note.deck ?? "Default");
    for (const card of note.cards ?? []) if (card.filteredDeck) add(card.filteredDeck);
  }
  return ids;
}

function filteredDeckNames(notes: TFixtureNote[]): Set<string> {
  return new Set(notes.flatMap((note) => (note.cards ?? []).flatMap((card) => (card.filteredDeck ? [card.filteredDeck] : []))));
}

function legacyModels(now: number): string {
  const models: Record<string, unknown> = {};
  for (const type of Object.values(FIXTURE_NOTE_TYPES)) {
    models[String(type.id)] = {
      id: type.id,
      name: type.name,
      type: type.isCloze ? 1 : 0,
      mod: now,
      usn: 0,
      sortf: 0,
      did: 1,
      tmpls: type.templates.map((template, ord) => ({
        name: template.name,
        ord,
        qfmt: template.front,
        afmt: template.back,
        bqfmt: "",
        bafmt: "",
        did: null,
      })),
      flds: type.fields.map((name, ord) => ({ name, ord, sticky: false, rtl: false, font: "Arial", size: 20 })),
      css: ".card { font-family: arial; }",
      latexPre: "",
      latexPost: "",
      req: [],
      tags: [],
      vers: [],
      originalStockKind: type.stockKind,
    };
  }
  return JSON.stringify(models);
}

function legacyDecks(ids: TDeckIds, filtered: Set<string>, now: number): string {
  const decks: Record<string, unknown> = {};
  for (const [name, id] of ids)
    decks[String(id)] = { id, name, mod: now, usn: 0, dyn: filtered.has(name) ? 1 : 0, conf: 1, desc: "", collapsed: false };
  return JSON.stringify(decks);
}

/** A collection's SQLite bytes: schema 11 (note types and decks in `col`) or 18 (their own tables, protobuf configs). */
export async function buildAnkiCollection(
  options: Omit<TFixtureOptions, "version" | "meta" | "placeholder"> & { schema?: number },
): Promise<Uint8Array> {
  const { notes, createdSecs = FIXTURE_CREATED_SECS, schedulerVersion = 2 } = options;
  const schema = options.schema ?? 11;
  const modern = schema >= 15;
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  try {
    db.run(ANKI_SCHEMA_11_SQL);
    if (modern) db.run(SCHEMA_18_TABLES);
    const now = createdSecs + 30 * 86_400;
    const ids = deckIds(notes);
    const filtered = filteredDeckNames(notes);
    const conf = JSON.stringify({ schedVer: schedulerVersion, nextPos: 1, curModel: FIXTURE_NOTE_TYPES.basic.id });
    db.run("INSERT INTO col VALUES (1, ?, ?, ?, ?, 0, 0, 0, ?, ?, ?, ?, ?)", [
      createdSecs,
      now * 1000,
      now * 1000,
      schema,
      modern ? "" : conf,
      modern ? "" : legacyModels(now),
      modern ? "" : legacyDecks(ids, filtered, now),
      modern ? "" : JSON.stringify({ 1: { id: 1, name: "Default", new: { delays: [1, 10] } } }),
      modern ? "" : "{}",
    ]);
    if (modern) writeModernTables(db, ids, filtered, now, schedulerVersion);
    writeNotes(db, notes, ids);
    return db.export();
  } finally {
    db.close();
  }
}

function writeModernTables(db: Database, ids: TDeckIds, filtered: Set<string>, now: number, schedulerVersion: number): void {
  const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
  db.run("INSERT INTO config VALUES ('schedVer', 0, ?, ?)", [now, json(schedulerVersion)]);
  db.run("INSERT INTO config VALUES ('curModel', 0, ?, ?)", [now, json(FIXTURE_NOTE_TYPES.basic.id)]);
  db.run("INSERT INTO deck_config VALUES (1, 'Default', ?, 0, ?)", [now, protoMessage([[1, 1]])]);
  for (const type of Object.values(FIXTURE_NOTE_TYPES)) {
    const config = protoMessage([
      [1, type.isCloze ? 1 : 0],
      [3, ".card { font-family: arial; }"],
      [9, type.stockKind],
    ]);
    db.run("INSERT INTO notetypes VALUES (?, ?, ?, 0, ?)", [type.id, type.name, now, config]);
    type.fields.forEach((name, ord) =>
      db.run("INSERT INTO fields VALUES (?, ?, ?, ?)", [
        type.id,
        ord,
        name,
        protoMessage([
          [3, "Arial"],
          [4, 20],
        ]),
      ]),
    );
    type.templates.forEach((template, ord) =>
      db.run("INSERT INTO templates VALUES (?, ?, ?, ?, 0, ?)", [
        type.id,
        ord,
        template.name,
        now,
        protoMessage([
          [1, template.front],
          [2, template.back],
        ]),
      ]),
    );
  }
  for (const [name, id] of ids) {
    // DeckKindContainer: normal = 1 (config_id = 1) or filtered = 2 (reschedule = 2).
    const kind = filtered.has(name) ? protoMessage([[2, protoMessage([[2, 1]])]]) : protoMessage([[1, protoMessage([[1, 1]])]]);
    db.run("INSERT INTO decks VALUES (?, ?, ?, 0, ?, ?)", [id, name.split("::").join("\u001f"), now, new Uint8Array(0), kind]);
  }
}

function writeNotes(db: Database, notes: TFixtureNote[], ids: TDeckIds): void {
  let nextCardId = 1_650_000_000_000;
  notes.forEach((note, index) => {
    const type = FIXTURE_NOTE_TYPES[note.type];
    const noteId = note.id ?? 1_650_000_000_000 + index * 1000;
    const modified = note.modifiedSecs ?? Math.floor(noteId / 1000) + 60;
    const fields = type.fields.map((_, ord) => note.fields[ord] ?? "");
    const tags = note.tags && note.tags.length > 0 ? ` ${note.tags.join(" ")} ` : "";
    db.run("INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')", [
      noteId,
      note.guid ?? `fixture${index}`,
      type.id,
      modified,
      tags,
      fields.join("\u001f"),
      stripHtml(fields[0]!),
      fieldChecksum(fields[0]!),
    ]);
    const home = ids.get(note.deck ?? "Default")!;
    const cards: TFixtureCard[] = note.cards ?? defaultOrds(note).map((ord) => ({ ord }));
    for (const card of cards) {
      const cardId = nextCardId++;
      const deck = card.filteredDeck ? ids.get(card.filteredDeck)! : home;
      db.run("INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)", [
        cardId,
        noteId,
        deck,
        card.ord,
        modified,
        card.type ?? 0,
        card.queue ?? card.type ?? 0,
        card.due ?? index + 1,
        card.ivl ?? 0,
        card.factor ?? 0,
        card.reps ?? 0,
        card.lapses ?? 0,
        card.left ?? 0,
        card.filteredDeck ? (card.odue ?? 0) : 0,
        card.filteredDeck ? home : 0,
        card.data ?? "",
      ]);
      for (const entry of card.revlog ?? []) {
        db.run("INSERT INTO revlog VALUES (?, ?, -1, ?, ?, ?, ?, ?, ?)", [
          entry.id,
          cardId,
          entry.ease,
          entry.ivl,
          entry.lastIvl,
          entry.factor,
          entry.time,
          entry.type,
        ]);
      }
    }
  });
}

/** The placeholder collection Anki writes as `collection.anki2` beside a newer one: one Basic note asking to update. */
export function buildPlaceholderCollection(): Promise<Uint8Array> {
  return buildAnkiCollection({
    notes: [{ type: "basic", fields: ["Please update to the latest Anki version, then import the .colpkg/.apkg file again.", ""] }],
  });
}

const COLLECTION_NAMES: Record<TFixtureVersion, string> = {
  anki2: "collection.anki2",
  anki21: "collection.anki21",
  anki21b: "collection.anki21b",
};

/** A whole package (.apkg or .colpkg: the same container) as Anki writes it. */
export async function buildAnkiPackage(options: TFixtureOptions): Promise<Uint8Array> {
  const { version, media = [] } = options;
  const modern = version === "anki21b";
  const collection = await buildAnkiCollection({ ...options, schema: options.schema ?? (modern ? 18 : 11) });
  const entries: Zippable = {};
  const meta = options.meta === undefined ? (modern ? 3 : null) : options.meta;
  if (meta !== null) entries.meta = [protoMessage([[1, meta]]), { level: 0 }];
  entries[COLLECTION_NAMES[version]] = modern ? [await zstd(collection), { level: 0 }] : collection;
  if (options.placeholder ?? version !== "anki2") entries["collection.anki2"] = [await buildPlaceholderCollection(), { level: 0 }];
  if (modern) {
    const list = protoMessage(
      media.map((file): [number, Uint8Array] => [
        1,
        protoMessage([
          [1, file.name],
          [2, file.data.length],
          [3, new Uint8Array(createHash("sha1").update(file.data).digest())],
        ]),
      ]),
    );
    entries.media = [await zstd(list), { level: 0 }];
    for (const [index, file] of media.entries()) entries[String(index)] = [await zstd(file.data), { level: 0 }];
  } else {
    entries.media = new TextEncoder().encode(JSON.stringify(Object.fromEntries(media.map((file, index) => [String(index), file.name]))));
    for (const [index, file] of media.entries()) entries[String(index)] = file.data;
  }
  return zipSync(entries);
}

/** A zip of the given entries (deflated), for packages Anki would never write. */
export function zipOf(entries: Record<string, Uint8Array>): Uint8Array {
  return zipSync(entries);
}

/**
 * The zip with one entry's declared unpacked size in the central directory
 * changed (the bytes stay): what a zip bomb does to get past size checks.
 */
export function withDeclaredSize(zip: Uint8Array, entryName: string, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  const name = new TextEncoder().encode(entryName);
  for (let at = 0; at + 46 <= out.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    const found = out.subarray(at + 46, at + 46 + nameLength);
    if (found.length === name.length && found.every((byte, index) => byte === name[index])) {
      view.setUint32(at + 24, size, true);
      return out;
    }
  }
  throw new Error(`no entry ${entryName} in the zip`);
}
