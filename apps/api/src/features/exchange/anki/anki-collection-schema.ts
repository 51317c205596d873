import { DEFAULT_DESIRED_RETENTION, DEFAULT_SCHEDULER_SETTINGS } from "@mnemo/api-contract";
import { ANKI_DEFAULT_DECK_ID } from "./anki-guid.ts";
import { ANKI_DEFAULT_EASE, ANKI_MAX_ANSWER_SECS, ANKI_NEW_STEPS_MINUTES, ANKI_RELEARN_STEPS_MINUTES } from "./anki-schedule.ts";

/**
 * An Anki collection at schema 11, the one every Anki client opens (desktop
 * 2.1 and later upgrade it as they open it, AnkiDroid and AnkiMobile read it):
 * the tables of rslib's storage/schema11.sql, and the `col` row whose JSON
 * columns hold the note types, decks, deck presets and collection settings,
 * each with the keys Anki's schema-11 readers require (rslib notetype/,
 * decks/, deckconfig/ and config/ schema11.rs). Used by the writer and the
 * checker.
 */

export const ANKI_SCHEMA_VERSION = 11;

/** The tables (rslib storage/schema11.sql). */
export const ANKI_SCHEMA_11_TABLES_SQL = `
CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL, ver integer NOT NULL,
  dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL, models text NOT NULL, decks text NOT NULL,
  dconf text NOT NULL, tags text NOT NULL);
CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL, usn integer NOT NULL,
  tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL, mod integer NOT NULL,
  usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL, ivl integer NOT NULL, factor integer NOT NULL,
  reps integer NOT NULL, lapses integer NOT NULL, left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL,
  flags integer NOT NULL, data text NOT NULL);
CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL, ivl integer NOT NULL,
  lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL, type integer NOT NULL);
CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
`;

/** Its indexes, which a writer creates once the rows are in (one sorted build instead of an update per row). */
export const ANKI_SCHEMA_11_INDEXES_SQL = `
CREATE INDEX ix_notes_usn ON notes (usn);
CREATE INDEX ix_cards_usn ON cards (usn);
CREATE INDEX ix_revlog_usn ON revlog (usn);
CREATE INDEX ix_cards_nid ON cards (nid);
CREATE INDEX ix_cards_sched ON cards (did, queue, due);
CREATE INDEX ix_revlog_cid ON revlog (cid);
CREATE INDEX ix_notes_csum ON notes (csum);
`;

/** The whole schema: tables and indexes. */
export const ANKI_SCHEMA_11_SQL = ANKI_SCHEMA_11_TABLES_SQL + ANKI_SCHEMA_11_INDEXES_SQL;

/** The columns of each table, in order, as schema 11 has them (what the checker holds a collection to). */
export const ANKI_SCHEMA_11_COLUMNS: Record<string, readonly string[]> = {
  col: ["id", "crt", "mod", "scm", "ver", "dty", "usn", "ls", "conf", "models", "decks", "dconf", "tags"],
  notes: ["id", "guid", "mid", "mod", "usn", "tags", "flds", "sfld", "csum", "flags", "data"],
  cards: [
    "id",
    "nid",
    "did",
    "ord",
    "mod",
    "usn",
    "type",
    "queue",
    "due",
    "ivl",
    "factor",
    "reps",
    "lapses",
    "left",
    "odue",
    "odid",
    "flags",
    "data",
  ],
  revlog: ["id", "cid", "usn", "ease", "ivl", "lastIvl", "factor", "time", "type"],
  graves: ["usn", "oid", "type"],
};

/** The one deck preset the exported decks use. */
export const ANKI_DEFAULT_PRESET_ID = 1;

/**
 * The collection settings. `schedVer` 2 with `sched2021` (the v3 scheduler)
 * keeps Anki from converting the cards as if they came from its first
 * scheduler; `creationOffset` 0 says `crt` (a UTC midnight) is UTC, so review
 * dues count whole UTC days from it, with Anki's 4 a.m. rollover.
 */
export function ankiCollectionConf(): Record<string, unknown> {
  return {
    activeDecks: [ANKI_DEFAULT_DECK_ID],
    curDeck: ANKI_DEFAULT_DECK_ID,
    newSpread: 0,
    collapseTime: 1200,
    timeLim: 0,
    estTimes: true,
    dueCounts: true,
    curModel: null,
    nextPos: 1,
    sortType: "noteFld",
    sortBackwards: false,
    addToCur: true,
    dayLearnFirst: false,
    schedVer: 2,
    sched2021: true,
    rollover: 4,
    creationOffset: 0,
  };
}

/** A normal deck as `col.decks` holds it. `name` uses "::" between levels. */
export function ankiDeckJson({ id, name, modSecs }: { id: number; name: string; modSecs: number }): Record<string, unknown> {
  return {
    id,
    mod: modSecs,
    name,
    usn: -1,
    lrnToday: [0, 0],
    revToday: [0, 0],
    newToday: [0, 0],
    timeToday: [0, 0],
    collapsed: false,
    browserCollapsed: false,
    desc: "",
    dyn: 0,
    conf: ANKI_DEFAULT_PRESET_ID,
    extendNew: 0,
    extendRev: 0,
  };
}

/** The deck preset: Mnemo's learning steps and maximum interval, Anki's other defaults, and the 60 s answer cap the revlog times follow. */
export function ankiPresetJson(modSecs: number): Record<string, unknown> {
  return {
    id: ANKI_DEFAULT_PRESET_ID,
    mod: modSecs,
    name: "Default",
    usn: -1,
    maxTaken: ANKI_MAX_ANSWER_SECS,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: { bury: false, delays: ANKI_NEW_STEPS_MINUTES, initialFactor: ANKI_DEFAULT_EASE, ints: [1, 4, 0], order: 1, perDay: 20 },
    rev: { bury: false, ease4: 1.3, ivlFct: 1, maxIvl: DEFAULT_SCHEDULER_SETTINGS.maximum_interval, perDay: 200, hardFactor: 1.2 },
    lapse: { delays: ANKI_RELEARN_STEPS_MINUTES, leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
    desiredRetention: DEFAULT_DESIRED_RETENTION,
  };
}
