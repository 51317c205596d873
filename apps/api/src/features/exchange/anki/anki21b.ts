import type { Database } from "sql.js";
import { readRows, SPLIT_ADVICE, tooManyRowsError } from "./collection-rows.ts";

/**
 * The parts of Anki's modern package (`collection.anki21b`, schema 15 to 18)
 * that are protocol buffers: the package's `meta` file, its media map, and
 * the `config` blobs of note types and card templates in the collection's
 * own tables. Only the few fields an import needs are read; field numbers
 * follow Anki's proto/anki/import_export.proto and notetypes.proto.
 */

/** A value of one protobuf field: a varint (or fixed number) or a length-delimited run of bytes. */
type TProtoValue = number | Uint8Array;

/** Thrown for bytes that are not a protocol buffer; callers turn it into FILE_CORRUPT. */
export class ProtoError extends Error {
  override name = "ProtoError";
}

/**
 * The fields of one message, one at a time, in the order they appear: a
 * caller that needs only so many stops early. Varints above 2^53 lose
 * precision (no field read here is one).
 */
export function* eachProtoField(bytes: Uint8Array): Generator<[number, TProtoValue]> {
  let at = 0;
  const varint = (): number => {
    let value = 0;
    let scale = 1;
    for (let shift = 0; shift < 70; shift += 7) {
      if (at >= bytes.length) throw new ProtoError("a number runs past the end");
      const byte = bytes[at++]!;
      value += (byte & 0x7f) * scale;
      if ((byte & 0x80) === 0) return value;
      scale *= 128;
    }
    throw new ProtoError("a number is longer than 10 bytes");
  };
  const take = (length: number): Uint8Array => {
    if (length > bytes.length - at) throw new ProtoError("a field runs past the end");
    const slice = bytes.subarray(at, at + length);
    at += length;
    return slice;
  };
  while (at < bytes.length) {
    const key = varint();
    const number = Math.floor(key / 8);
    const wire = key % 8;
    if (number === 0) throw new ProtoError("field number 0");
    if (wire === 0) yield [number, varint()];
    else if (wire === 2) yield [number, take(varint())];
    else if (wire === 1) yield [number, new DataView(take(8).slice().buffer).getFloat64(0, true)];
    else if (wire === 5) yield [number, new DataView(take(4).slice().buffer).getUint32(0, true)];
    else throw new ProtoError(`wire type ${wire}`);
  }
}

/** Every field of one message, by number, in the order they appear. */
export function readProto(bytes: Uint8Array): Map<number, TProtoValue[]> {
  const fields = new Map<number, TProtoValue[]>();
  for (const [number, value] of eachProtoField(bytes)) {
    const list = fields.get(number);
    if (list) list.push(value);
    else fields.set(number, [value]);
  }
  return fields;
}

const utf8 = new TextDecoder("utf-8", { fatal: false });

function lastNumber(fields: Map<number, TProtoValue[]>, number: number): number {
  const value = fields.get(number)?.at(-1);
  return typeof value === "number" ? value : 0;
}

function lastString(fields: Map<number, TProtoValue[]>, number: number): string {
  const value = fields.get(number)?.at(-1);
  return value instanceof Uint8Array ? utf8.decode(value) : "";
}

/** PackageMetadata.version: 1 legacy (collection.anki2), 2 legacy (collection.anki21), 3 latest (collection.anki21b); 0 unknown. */
export function decodePackageVersion(meta: Uint8Array): number {
  return lastNumber(readProto(meta), 1);
}

/**
 * One file of a modern media map; the file is stored in the zip under its
 * position ("0", "1"...). `size` is the file's own size (Anki writes it
 * before compressing the file), 0 when the map does not say.
 */
export type TMediaEntry = { name: string; zipName: string; size: number };

/**
 * MediaEntries: `repeated MediaEntry entries = 1`, each `name = 1`, `size = 2`, `sha1 = 3`, `legacy_zip_filename = 255`.
 * `onEntry` hears each entry's position (1, 2...) before it is decoded, so a caller can refuse too many
 * without the rest being read.
 */
export function decodeMediaEntries(bytes: Uint8Array, { onEntry }: { onEntry?: (count: number) => void } = {}): TMediaEntry[] {
  const entries: TMediaEntry[] = [];
  for (const [number, entry] of eachProtoField(bytes)) {
    if (number !== 1) continue;
    onEntry?.(entries.length + 1);
    if (!(entry instanceof Uint8Array)) throw new ProtoError("a media entry is not a message");
    const fields = readProto(entry);
    const legacy = fields.get(255)?.at(-1);
    entries.push({
      name: lastString(fields, 1),
      zipName: String(typeof legacy === "number" ? legacy : entries.length),
      size: lastNumber(fields, 2),
    });
  }
  return entries;
}

/** A note type as the import reads it, from either schema. */
export type TAnkiNoteType = {
  id: number;
  name: string;
  /** Anki's cloze kind (1): one card per cloze number. */
  isCloze: boolean;
  /** Notetype.Config.original_stock_kind (Anki 2.1.62+): 6 is Image Occlusion; 0 when unknown. */
  stockKind: number;
  fields: string[];
  templates: { ord: number; name: string; front: string; back: string }[];
};

/** The rows of one of the small tables, within its budget. */
function rows(db: Database, sql: string, maxRows: number, what: string): unknown[][] {
  return readRows(
    db,
    sql,
    maxRows,
    (row) => row,
    () => tooManyRowsError(what, maxRows, SPLIT_ADVICE),
  );
}

function asBytes(value: unknown): Uint8Array {
  return value instanceof Uint8Array ? value : new Uint8Array(0);
}

/** Note types from the `notetypes`, `fields` and `templates` tables (schema 15+), whose configs are protobuf. */
export function readModernNoteTypes(db: Database, maxRows: number): Map<number, TAnkiNoteType> {
  const noteTypes = new Map<number, TAnkiNoteType>();
  for (const [id, name, config] of rows(db, "SELECT id, name, config FROM notetypes", maxRows, "note types")) {
    const fields = readProto(asBytes(config));
    noteTypes.set(Number(id), {
      id: Number(id),
      name: String(name),
      isCloze: lastNumber(fields, 1) === 1,
      stockKind: lastNumber(fields, 9),
      fields: [],
      templates: [],
    });
  }
  for (const [ntid, name] of rows(db, "SELECT ntid, name FROM fields ORDER BY ntid, ord", maxRows, "note type fields"))
    noteTypes.get(Number(ntid))?.fields.push(String(name));
  for (const [ntid, ord, name, config] of rows(
    db,
    "SELECT ntid, ord, name, config FROM templates ORDER BY ntid, ord",
    maxRows,
    "card templates",
  )) {
    const fields = readProto(asBytes(config));
    noteTypes
      .get(Number(ntid))
      ?.templates.push({ ord: Number(ord), name: String(name), front: lastString(fields, 1), back: lastString(fields, 2) });
  }
  return noteTypes;
}

/** Deck paths from the `decks` table (schema 15+), whose names separate levels with U+001F. */
export function readModernDecks(db: Database, maxRows: number): Map<number, string> {
  const decks = new Map<number, string>();
  for (const [id, name] of rows(db, "SELECT id, name FROM decks", maxRows, "decks"))
    decks.set(Number(id), String(name).split("\u001f").join("::"));
  return decks;
}
