import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import initSqlJs, { type Database, type SqlJsStatic } from "sql.js";
import { ANKI_SCHEMA_11_COLUMNS } from "../anki/anki-collection-schema.ts";
import { fieldChecksum, sortField, splitFields } from "../anki/anki-fields.ts";
import { checkImageOcclusion } from "./anki-image-occlusion-checker.ts";

/**
 * Checks an exported Anki package against Anki's own rules, as its Rust core
 * reads and repairs a legacy collection (rslib's storage/schema11.sql, the
 * schema-11 JSON readers of note types, decks, presets and settings,
 * import_export/package/apkg, notes/mod.rs for `sfld` and `csum`,
 * notetype/cardgen.rs and cloze.rs for card ordinals, dbcheck.rs and
 * storage/card/fix_*.sql for what it would repair; image_occlusion/ for an image
 * occlusion note type, anki-image-occlusion-checker.ts). Written from those rules,
 * not from the writer, so a writer bug shows here. Answers what is wrong, one
 * line each; empty means the package is valid.
 */

let sqlJs: Promise<SqlJsStatic> | undefined;

function loadSqlJs(): Promise<SqlJsStatic> {
  sqlJs ??= (async () => {
    const wasm = await readFile(createRequire(import.meta.url).resolve("sql.js/dist/sql-wasm.wasm"));
    return initSqlJs({ wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer });
  })();
  return sqlJs;
}

type TJson = Record<string, unknown>;
type TModel = { type: number; sortf: number; fieldCount: number; templateCount: number };
/** What the later checks need from the earlier ones: note types, and each deck's answer-time cap (its preset's maxTaken). */
type TContext = { problems: string[]; models: Map<number, TModel>; deckMaxAnswerMs: Map<number, number>; mediaNames: Set<string> };

const isObject = (value: unknown): value is TJson => typeof value === "object" && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value);

export async function checkAnkiCollection(apkgBytes: Uint8Array): Promise<string[]> {
  const problems: string[] = [];
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(apkgBytes);
  } catch (error) {
    return [`the package is not a zip file (${(error as Error).message})`];
  }
  const mediaNames = checkZipLayout(files, problems);
  const collection = files["collection.anki2"] ?? files["collection.anki21"];
  if (!collection) return [...problems, "the package has no collection.anki2 (or collection.anki21)"];

  const SQL = await loadSqlJs();
  let db: Database;
  try {
    db = new SQL.Database(collection);
    db.exec("SELECT count(*) FROM sqlite_master");
  } catch (error) {
    return [...problems, `collection.anki2 is not an SQLite database (${(error as Error).message})`];
  }
  try {
    if (!checkTables(db, problems)) return problems;
    const context: TContext = { problems, models: new Map(), deckMaxAnswerMs: new Map(), mediaNames };
    if (!checkCol(db, context)) return problems;
    const clozeNumbersByNote = checkNotes(db, context);
    checkCards(db, context, clozeNumbersByNote);
    checkRevlog(db, context);
    problems.push(...checkImageOcclusion(db, mediaNames));
    return problems;
  } finally {
    db.close();
  }
}

// rslib media/files.rs: names are one path component, NFC, without these characters, at most 120 bytes.
// eslint-disable-next-line no-control-regex -- control characters are among what Anki refuses in file names
const DISALLOWED_IN_NAME = /[[\]<>:"/?*\\|\u0000-\u001f]/;

/** The zip holds the collection, a `media` JSON map from numbered entries to safe names, and exactly those entries. */
function checkZipLayout(files: Record<string, Uint8Array>, problems: string[]): Set<string> {
  const names = new Set<string>();
  const mediaBytes = files.media;
  if (!mediaBytes) {
    problems.push("the package has no media map (a file named media)");
    return names;
  }
  let map: unknown;
  try {
    map = JSON.parse(strFromU8(mediaBytes));
  } catch {
    problems.push("the media map is not JSON");
    return names;
  }
  if (!isObject(map)) {
    problems.push("the media map must be a JSON object of entry number to file name");
    return names;
  }
  for (const [entry, name] of Object.entries(map)) {
    if (!/^\d+$/.test(entry)) problems.push(`media map key "${entry}" is not an entry number`);
    if (!(entry in files)) problems.push(`media entry ${entry} (${String(name)}) is missing from the zip`);
    if (typeof name !== "string" || name === "" || name === "." || name === "..") {
      problems.push(`media entry ${entry} has no usable file name`);
      continue;
    }
    if (
      DISALLOWED_IN_NAME.test(name) ||
      name !== name.normalize("NFC") ||
      new TextEncoder().encode(name).length > 120 ||
      /[. ]$/.test(name)
    ) {
      problems.push(`media entry ${entry}: "${name}" is not a file name Anki keeps as it is`);
    }
    if (names.has(name)) problems.push(`media file name "${name}" appears twice in the media map`);
    names.add(name);
  }
  for (const entry of Object.keys(files)) {
    if (entry !== "collection.anki2" && entry !== "collection.anki21" && entry !== "media" && !(entry in map)) {
      problems.push(`the zip holds "${entry}", which is neither the collection, the media map nor a mapped media file`);
    }
  }
  return names;
}

function rows(db: Database, sql: string): unknown[][] {
  const result = db.exec(sql)[0];
  return result ? result.values : [];
}

/** Every schema-11 table with its columns in order, all NOT NULL, and the indexes Anki creates. */
function checkTables(db: Database, problems: string[]): boolean {
  const before = problems.length;
  for (const [table, columns] of Object.entries(ANKI_SCHEMA_11_COLUMNS)) {
    const info = rows(db, `PRAGMA table_info(${table})`);
    if (info.length === 0) {
      problems.push(`table ${table} is missing`);
      continue;
    }
    const names = info.map((column) => column[1]);
    if (names.join(",") !== columns.join(","))
      problems.push(`table ${table} has columns (${names.join(", ")}); schema 11 has (${columns.join(", ")})`);
    const nullable = info.filter((column) => column[3] !== 1 && column[5] !== 1).map((column) => column[1]);
    if (nullable.length > 0) problems.push(`table ${table}: columns ${nullable.join(", ")} must be NOT NULL`);
  }
  const indexes = new Set(rows(db, "SELECT name FROM sqlite_master WHERE type = 'index'").map((row) => row[0]));
  for (const index of [
    "ix_notes_usn",
    "ix_cards_usn",
    "ix_revlog_usn",
    "ix_cards_nid",
    "ix_cards_sched",
    "ix_revlog_cid",
    "ix_notes_csum",
  ]) {
    if (!indexes.has(index)) problems.push(`index ${index} is missing`);
  }
  return problems.length === before;
}

function parseJsonColumn(value: unknown, what: string, problems: string[]): TJson | null {
  try {
    const parsed: unknown = JSON.parse(String(value));
    if (isObject(parsed)) return parsed;
  } catch {
    // reported below
  }
  problems.push(`col.${what} is not a JSON object`);
  return null;
}

function requireKeys(object: TJson, keys: Record<string, (value: unknown) => boolean>, where: string, problems: string[]): void {
  for (const [key, isValid] of Object.entries(keys)) {
    if (!(key in object)) problems.push(`${where}: "${key}" is missing`);
    else if (!isValid(object[key])) problems.push(`${where}: "${key}" has the wrong type (${JSON.stringify(object[key])?.slice(0, 60)})`);
  }
}

const isString = (value: unknown) => typeof value === "string";
const isBool = (value: unknown) => typeof value === "boolean";
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isArray = (value: unknown) => Array.isArray(value);
const isPair = (value: unknown) => Array.isArray(value) && value.length === 2 && value.every(isNumber);

/** The one `col` row: version 11, the settings, note types, decks and presets with the keys Anki's schema-11 readers require. */
function checkCol(db: Database, context: TContext): boolean {
  const { problems } = context;
  const colRows = rows(db, "SELECT crt, mod, scm, ver, conf, models, decks, dconf, tags FROM col");
  if (colRows.length !== 1) {
    problems.push(`table col must have exactly one row; it has ${colRows.length}`);
    return false;
  }
  const [crt, mod, scm, ver, confText, modelsText, decksText, dconfText, tagsText] = colRows[0]!;
  if (ver !== 11) problems.push(`col.ver is ${String(ver)}; a legacy package's collection is schema 11`);
  if (!isInt(crt) || crt <= 0) problems.push("col.crt must be the collection's creation in Unix seconds");
  if (!isInt(mod) || !isInt(scm)) problems.push("col.mod and col.scm must be integers (ms)");
  const conf = parseJsonColumn(confText, "conf", problems);
  if (conf && conf.schedVer !== 2)
    problems.push(`col.conf.schedVer is ${String(conf.schedVer)}; 2 keeps Anki from converting cards as if from its first scheduler`);
  parseJsonColumn(tagsText, "tags", problems);

  const presets = parseJsonColumn(dconfText, "dconf", problems) ?? {};
  const presetMaxMs = new Map<number, number>();
  for (const [key, preset] of Object.entries(presets)) checkPreset(key, preset, presetMaxMs, problems);

  const decks = parseJsonColumn(decksText, "decks", problems) ?? {};
  checkDecks(decks, presetMaxMs, context);

  const models = parseJsonColumn(modelsText, "models", problems);
  if (!models) return false;
  for (const [key, model] of Object.entries(models)) checkModel(key, model, context);
  return true;
}

function checkPreset(key: string, preset: unknown, presetMaxMs: Map<number, number>, problems: string[]): void {
  const where = `deck preset ${key}`;
  if (!isObject(preset)) return void problems.push(`${where} is not an object`);
  requireKeys(
    preset,
    {
      id: isNumber,
      mod: isNumber,
      name: isString,
      usn: isNumber,
      maxTaken: isNumber,
      autoplay: isBool,
      timer: isNumber,
      new: isObject,
      rev: isObject,
      lapse: isObject,
    },
    where,
    problems,
  );
  if (String(preset.id) !== key) problems.push(`${where}: id ${String(preset.id)} differs from its key`);
  if (isObject(preset.new))
    requireKeys(
      preset.new,
      {
        delays: isArray,
        initialFactor: isNumber,
        ints: (value) => isArray(value) && (value as unknown[]).length >= 2,
        order: isNumber,
        perDay: isNumber,
      },
      `${where}.new`,
      problems,
    );
  if (isObject(preset.rev))
    requireKeys(preset.rev, { ease4: isNumber, ivlFct: isNumber, maxIvl: isNumber, perDay: isNumber }, `${where}.rev`, problems);
  if (isObject(preset.lapse))
    requireKeys(
      preset.lapse,
      { delays: isArray, leechAction: isNumber, leechFails: isNumber, minInt: isNumber, mult: isNumber },
      `${where}.lapse`,
      problems,
    );
  if (isNumber(preset.maxTaken)) presetMaxMs.set(Number(key), preset.maxTaken * 1000);
}

function checkDecks(decks: TJson, presetMaxMs: Map<number, number>, context: TContext): void {
  const { problems } = context;
  if (!isObject(decks["1"])) problems.push("col.decks has no Default deck (id 1), which every collection has");
  const names = new Map<string, string>();
  for (const [key, deck] of Object.entries(decks)) {
    const where = `deck ${key}`;
    if (!isObject(deck)) {
      problems.push(`${where} is not an object`);
      continue;
    }
    requireKeys(
      deck,
      {
        id: isNumber,
        name: isString,
        usn: isNumber,
        lrnToday: isPair,
        revToday: isPair,
        newToday: isPair,
        timeToday: isPair,
        collapsed: isBool,
        dyn: (value) => value === 0 || value === 1 || isBool(value),
      },
      where,
      problems,
    );
    if (String(deck.id) !== key) problems.push(`${where}: id ${String(deck.id)} differs from its key`);
    if (!Number.isSafeInteger(Number(key)) || Number(key) <= 0) problems.push(`${where}: a deck id must be a positive integer`);
    const isFiltered = deck.dyn === 1 || deck.dyn === true;
    if (!isFiltered && !presetMaxMs.has(Number(deck.conf))) problems.push(`${where}: its preset ${String(deck.conf)} is not in col.dconf`);
    const name = String(deck.name);
    if (name.split("::").some((part) => part.trim() === "")) problems.push(`${where}: name "${name}" has an empty level`);
    const lower = name.toLowerCase();
    if (names.has(lower)) problems.push(`${where}: name "${name}" is also deck ${names.get(lower)}'s (Anki would merge them)`);
    names.set(lower, key);
    context.deckMaxAnswerMs.set(Number(key), presetMaxMs.get(Number(deck.conf)) ?? 60_000);
  }
  for (const name of names.keys()) {
    const parent = name.split("::").slice(0, -1).join("::");
    if (parent && !names.has(parent)) problems.push(`deck "${name}" has no parent deck "${parent}"`);
  }
}

function checkModel(key: string, model: unknown, context: TContext): void {
  const { problems } = context;
  const where = `note type ${key}`;
  if (!isObject(model)) return void problems.push(`${where} is not an object`);
  requireKeys(
    model,
    {
      id: isNumber,
      name: isString,
      type: (value) => value === 0 || value === 1,
      mod: isNumber,
      usn: isNumber,
      sortf: isNumber,
      tmpls: isArray,
      flds: isArray,
      css: isString,
      latexPre: isString,
      latexPost: isString,
    },
    where,
    problems,
  );
  if (!("did" in model)) problems.push(`${where}: "did" is missing`);
  if (String(model.id) !== key) problems.push(`${where}: id ${String(model.id)} differs from its key`);
  const fields = Array.isArray(model.flds) ? (model.flds as unknown[]) : [];
  const templates = Array.isArray(model.tmpls) ? (model.tmpls as unknown[]) : [];
  if (fields.length === 0) problems.push(`${where} has no fields`);
  if (templates.length === 0) problems.push(`${where} has no card templates`);
  const fieldNames = new Set<string>();
  fields.forEach((field, index) => {
    if (!isObject(field)) return void problems.push(`${where}: field ${index} is not an object`);
    requireKeys(
      field,
      { name: isString, ord: isNumber, sticky: isBool, rtl: isBool, font: isString, size: isNumber },
      `${where} field ${index}`,
      problems,
    );
    if (field.ord !== index) problems.push(`${where}: field ${index} has ord ${String(field.ord)}`);
    if (fieldNames.has(String(field.name))) problems.push(`${where}: field name "${String(field.name)}" appears twice`);
    fieldNames.add(String(field.name));
  });
  templates.forEach((template, index) => {
    if (!isObject(template)) return void problems.push(`${where}: template ${index} is not an object`);
    requireKeys(template, { name: isString, ord: isNumber, qfmt: isString, afmt: isString }, `${where} template ${index}`, problems);
    if (template.ord !== index) problems.push(`${where}: template ${index} has ord ${String(template.ord)}`);
    const referenced = [...String(template.qfmt).matchAll(/\{\{[#^/]?(?:[^}:]+:)*([^}]+)\}\}/g)].map((match) => match[1]!.trim());
    for (const name of referenced) {
      if (!fieldNames.has(name) && !["FrontSide", "Tags", "Deck", "Subdeck", "Card", "CardFlag", "Type", "CardID"].includes(name)) {
        problems.push(`${where}: template ${index} uses {{${name}}}, which is not a field`);
      }
    }
    if (model.type === 1 && !/\{\{cloze:[^}]+\}\}/.test(String(template.qfmt)))
      problems.push(`${where}: a cloze note type's template must use {{cloze:Field}}`);
  });
  if (model.type === 1 && templates.length !== 1)
    problems.push(`${where}: a cloze note type has exactly one template; it has ${templates.length}`);
  if (isNumber(model.sortf) && (model.sortf < 0 || model.sortf >= fields.length))
    problems.push(`${where}: sortf ${String(model.sortf)} is not a field`);
  context.models.set(Number(key), {
    type: Number(model.type),
    sortf: isNumber(model.sortf) ? Number(model.sortf) : 0,
    fieldCount: fields.length,
    templateCount: templates.length,
  });
}

/** Anki's cloze numbers in a field (cloze.rs): `{{cN::` or `{{cN,M::` closed by `}}`, nested or not; c0 counts for nothing. */
export function ankiClozeNumbers(text: string): Set<number> {
  const numbers = new Set<number>();
  const open: number[][] = [];
  for (const match of text.matchAll(/\{\{c([\d,]+)::|\}\}/g)) {
    if (match[1] !== undefined) open.push(match[1].split(",").filter(Boolean).map(Number));
    else if (open.length > 0) for (const number of open.pop()!) if (number !== 0) numbers.add(number);
  }
  return numbers;
}

// eslint-disable-next-line no-control-regex -- Anki strips these from fields (notes/mod.rs), so a field holding one changes on import
const FIELD_CONTROL = /[\u0000-\u0008\u000B-\u001E\u007F]/;
const MEDIA_REFERENCE = /<(?:img|audio|video|source)\b[^>]*?\bsrc="([^"]+)"|\[sound:([^\]]+)\]/gi;

/** Notes: a model of the collection, its field count, `sfld` and `csum` as Anki computes them, tags, unique guids, media present. */
function checkNotes(db: Database, context: TContext): Map<number, { model: TModel; clozeNumbers: Set<number> }> {
  const { problems } = context;
  const byId = new Map<number, { model: TModel; clozeNumbers: Set<number> }>();
  const guids = new Map<string, number>();
  const tomorrowMs = Date.now() + 86_400_000;
  for (const [id, guid, mid, mod, usn, tags, flds, sfld, csum] of rows(
    db,
    "SELECT id, guid, mid, mod, usn, tags, flds, sfld, csum FROM notes",
  )) {
    const where = `note ${String(id)}`;
    if (!isInt(id) || id <= 0 || id > tomorrowMs)
      problems.push(`${where}: ids are positive and not after tomorrow (Anki renumbers later ones)`);
    if (typeof guid !== "string" || guid === "") problems.push(`${where} has no guid`);
    else if (guids.has(guid)) problems.push(`${where}: guid ${guid} is also note ${guids.get(guid)}'s`);
    else guids.set(guid, Number(id));
    if (!isInt(mod) || !isInt(usn)) problems.push(`${where}: mod and usn must be integers`);
    const model = context.models.get(Number(mid));
    if (!model) {
      problems.push(`${where}: note type ${String(mid)} is not in col.models`);
      continue;
    }
    const fields = splitFields(String(flds));
    if (fields.length !== model.fieldCount) problems.push(`${where}: ${fields.length} fields; its note type has ${model.fieldCount}`);
    fields.forEach((field, index) => {
      if (FIELD_CONTROL.test(field)) problems.push(`${where}: field ${index} holds a control character Anki removes`);
      for (const match of field.matchAll(MEDIA_REFERENCE)) {
        const name = match[1] ?? match[2] ?? "";
        if (!/^[a-z]+:/i.test(name) && !context.mediaNames.has(name))
          problems.push(`${where}: field ${index} uses media "${name}", which the package does not hold`);
      }
    });
    const expectedSort = sortField(fields, model.sortf);
    const sortMatches = typeof sfld === "number" ? sfld === Number(expectedSort) : sfld === expectedSort;
    if (!sortMatches) problems.push(`${where}: sfld is ${JSON.stringify(sfld)}; Anki computes ${JSON.stringify(expectedSort)}`);
    const expectedChecksum = fieldChecksum(fields[0] ?? "");
    if (csum !== expectedChecksum) problems.push(`${where}: csum is ${String(csum)}; Anki computes ${expectedChecksum}`);
    const tagText = String(tags);
    if (
      tagText !== "" &&
      (!tagText.startsWith(" ") ||
        !tagText.endsWith(" ") ||
        tagText
          .trim()
          .split(" ")
          .some((tag) => tag === ""))
    ) {
      problems.push(`${where}: tags "${tagText}" are not in Anki's " tag1 tag2 " form`);
    }
    const clozeNumbers = new Set<number>();
    if (model.type === 1) for (const field of fields) for (const number of ankiClozeNumbers(field)) clozeNumbers.add(number);
    byId.set(Number(id), { model, clozeNumbers });
  }
  return byId;
}

const QUEUES_BY_TYPE: Record<number, readonly number[]> = {
  0: [0, -1, -2, -3],
  1: [1, 3, -1, -2, -3],
  2: [2, -1, -2, -3],
  3: [1, 3, -1, -2, -3],
};

/** Cards: an existing note and deck, an ordinal the note type makes (one per cloze number), a coherent schedule, FSRS data in range. */
function checkCards(db: Database, context: TContext, notes: Map<number, { model: TModel; clozeNumbers: Set<number> }>): void {
  const { problems } = context;
  const ordsByNote = new Map<number, Set<number>>();
  const tomorrowMs = Date.now() + 86_400_000;
  const cards = rows(db, "SELECT id, nid, did, ord, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, data FROM cards");
  for (const [id, nid, did, ord, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, data] of cards) {
    const where = `card ${String(id)}`;
    if (!isInt(id) || id <= 0 || id > tomorrowMs)
      problems.push(`${where}: ids are positive and not after tomorrow (Anki renumbers later ones)`);
    const note = notes.get(Number(nid));
    if (!note) problems.push(`${where}: note ${String(nid)} does not exist`);
    if (!context.deckMaxAnswerMs.has(Number(did))) problems.push(`${where}: deck ${String(did)} is not in col.decks`);
    if (odid !== 0 || odue !== 0) problems.push(`${where}: odid/odue belong to filtered decks, which an export has none of`);
    if (!isInt(ord) || ord < 0) {
      problems.push(`${where}: ord ${String(ord)} is not a card ordinal`);
      continue;
    }
    const ords = ordsByNote.get(Number(nid)) ?? new Set<number>();
    if (ords.has(ord)) problems.push(`${where}: note ${String(nid)} already has a card with ord ${ord}`);
    ords.add(ord);
    ordsByNote.set(Number(nid), ords);
    if (note?.model.type === 1 && !note.clozeNumbers.has(ord + 1))
      problems.push(`${where}: ord ${ord} is cloze c${ord + 1}, which the note's text does not have`);
    if (note?.model.type === 0 && ord >= note.model.templateCount)
      problems.push(`${where}: ord ${ord}, but the note type has ${note.model.templateCount} template(s)`);

    const numbers = { due, ivl, factor, reps, lapses, left };
    for (const [name, value] of Object.entries(numbers)) if (!isInt(value)) problems.push(`${where}: ${name} must be an integer`);
    if (Number(ivl) < 0 || Number(factor) < 0 || Number(reps) < 0 || Number(lapses) < 0 || Number(left) < 0)
      problems.push(`${where}: ivl, factor, reps, lapses and left are never negative`);
    const queues = QUEUES_BY_TYPE[Number(type)];
    if (!queues) problems.push(`${where}: type ${String(type)} is not 0-3`);
    else if (!queues.includes(Number(queue))) problems.push(`${where}: queue ${String(queue)} does not go with type ${String(type)}`);
    // What Anki's database check would renumber (storage/card/fix_due_*.sql, scheduler/timing.rs).
    if (type === 0 && Number(due) >= 1_000_000) problems.push(`${where}: a new card's position ${String(due)} is 1,000,000 or more`);
    if (queue === 2 && Number(due) > 100_000) problems.push(`${where}: a review card's due ${String(due)} is not a day number`);
    if (queue === 1 && Number(due) <= 1_000_000_000) problems.push(`${where}: a learning card's due ${String(due)} is not a Unix time`);
    if (queue === 3 && Number(due) > 100_000) problems.push(`${where}: a day-learning card's due ${String(due)} is not a day number`);
    if ((type === 1 || type === 3) && Number(left) % 1000 === 0) problems.push(`${where}: a learning card has no learning steps left`);
    checkCardData(String(data), where, problems);
  }
  for (const [nid, note] of notes) {
    const ords = ordsByNote.get(nid);
    if (!ords) problems.push(`note ${nid} has no cards`);
    else if (note.model.type === 1) {
      for (const number of note.clozeNumbers)
        if (!ords.has(Math.min(number - 1, 499))) problems.push(`note ${nid}: cloze c${number} has no card`);
    }
  }
}

/** The card's `data` (storage/card/data.rs): a JSON object; an FSRS state has stability > 0, difficulty 1-10, `lrt` in Unix seconds. */
function checkCardData(data: string, where: string, problems: string[]): void {
  if (data === "") return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return void problems.push(`${where}: data is not JSON`);
  }
  if (!isObject(parsed)) return void problems.push(`${where}: data is not a JSON object`);
  const { s, d, dr, lrt, cd } = parsed;
  if ((s === undefined) !== (d === undefined))
    problems.push(`${where}: data has one of stability (s) and difficulty (d) without the other`);
  if (s !== undefined && !(isNumber(s) && Number(s) > 0)) problems.push(`${where}: data.s (stability) must be a positive number`);
  if (d !== undefined && !(isNumber(d) && Number(d) >= 1 && Number(d) <= 10))
    problems.push(`${where}: data.d (difficulty) must be 1 to 10`);
  if (dr !== undefined && !(isNumber(dr) && Number(dr) > 0 && Number(dr) < 1))
    problems.push(`${where}: data.dr (desired retention) must be between 0 and 1`);
  if (lrt !== undefined && !(isInt(lrt) && lrt > 0 && lrt < 100_000_000_000)) problems.push(`${where}: data.lrt must be Unix seconds`);
  if (cd !== undefined && (typeof cd !== "string" || cd.length > 100))
    problems.push(`${where}: data.cd (custom data) must be a string of at most 100 bytes`);
}

/** Answers: an existing card, a button 1-4 (0 only for Anki's manual entries), a known kind, times capped as Anki caps them. */
function checkRevlog(db: Database, context: TContext): void {
  const { problems } = context;
  const cardDecks = new Map(rows(db, "SELECT id, did FROM cards").map(([id, did]) => [Number(id), Number(did)]));
  const tomorrowMs = Date.now() + 86_400_000;
  for (const [id, cid, usn, ease, ivl, lastIvl, factor, time, type] of rows(
    db,
    "SELECT id, cid, usn, ease, ivl, lastIvl, factor, time, type FROM revlog",
  )) {
    const where = `revlog ${String(id)}`;
    if (!isInt(id) || id <= 0 || id > tomorrowMs) problems.push(`${where}: ids are answer times in ms, never after tomorrow`);
    const deck = cardDecks.get(Number(cid));
    if (deck === undefined) problems.push(`${where}: card ${String(cid)} does not exist`);
    for (const [name, value] of Object.entries({ usn, ease, ivl, lastIvl, factor, time, type }))
      if (!isInt(value)) problems.push(`${where}: ${name} must be an integer`);
    if (!isInt(type) || type < 0 || type > 5)
      problems.push(`${where}: type ${String(type)} is not 0-5 (learn, review, relearn, filtered, manual, rescheduled)`);
    const allowsNoButton = type === 3 || type === 4 || type === 5;
    if (!(isInt(ease) && ease >= (allowsNoButton ? 0 : 1) && ease <= 4))
      problems.push(`${where}: ease ${String(ease)} is not a button 1-4`);
    if (Number(factor) < 0) problems.push(`${where}: factor is never negative`);
    const maxMs = deck === undefined ? 60_000 : (context.deckMaxAnswerMs.get(deck) ?? 60_000);
    if (Number(time) < 0 || Number(time) > maxMs)
      problems.push(`${where}: time ${String(time)} ms is outside 0-${maxMs} (Anki caps answers at the preset's maxTaken)`);
  }
}
