import {
  answerCard,
  DEFAULT_SCHEDULER_SETTINGS,
  NEW_CARD_SCHEDULE,
  type TCardSchedule,
  type TNoteContent,
  type TRating,
} from "@mnemo/api-contract";
import { strFromU8, unzipSync } from "fflate";
import initSqlJs, { type Database } from "sql.js";
import { afterEach, describe, expect, it } from "vitest";
import type {
  TExchangeCard,
  TExchangeDeck,
  TExchangeNote,
  TExchangeReview,
  TExportDeck,
  TExportInput,
  TExportMedia,
} from "../exchange-model.ts";
import { testNote } from "../testing/pdf-test-decks.ts";
import { checkAnkiCollection } from "../testing/anki-checker.ts";
import { splitFields } from "./anki-fields.ts";
import { deckIdFor, guidForNote } from "./anki-guid.ts";
import { fromMnemoAnkiNote, MNEMO_NOTE_TYPE_IDS } from "./anki-note-types.ts";
import { scheduleFromAnkiCard } from "./anki-schedule.ts";
import { apkgChunks, writeApkg } from "./write-apkg.ts";

const NOW = new Date("2026-06-01T12:00:00Z");
const SETTINGS = { ...DEFAULT_SCHEDULER_SETTINGS, enable_fuzz: false };
const PICTURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

let noteCount = 0;
/** A note with a Mnemo id (its guid derived from it), a source and a tag. */
function note(content: TNoteContent, overrides: Partial<TExchangeNote> = {}): TExchangeNote {
  noteCount++;
  const id = `00000000-0000-4000-8000-${String(noteCount).padStart(12, "0")}`;
  return testNote(content, {
    id,
    guid: guidForNote(id),
    source: { fileName: "Cell biology.pdf", page: noteCount },
    tags: ["exam"],
    createdAt: new Date(Date.UTC(2026, 0, 1) + noteCount),
    modifiedAt: new Date(Date.UTC(2026, 4, 1) + noteCount * 1000),
    ...overrides,
  });
}

/** A card answered `ratings`, one answer each time it fell due, with its history. */
function answeredCard(ord: number, ratings: TRating[]): TExchangeCard {
  let schedule: TCardSchedule = NEW_CARD_SCHEDULE;
  let at = new Date("2026-05-01T08:00:00Z");
  const reviews: TExchangeReview[] = [];
  for (const rating of ratings) {
    const before = schedule;
    schedule = answerCard(schedule, rating, SETTINGS, at);
    reviews.push({
      id: `review-${reviews.length}`,
      reviewedAt: at,
      rating: ({ again: 1, hard: 2, good: 3, easy: 4 } as const)[rating],
      stateBefore: before.state,
      elapsedDays: 0,
      durationMs: 4_000 + reviews.length,
      stabilityAfter: schedule.stability,
      difficultyAfter: schedule.difficulty,
      intervalDays: (new Date(schedule.due!).getTime() - at.getTime()) / 86_400_000,
      lastIntervalDays: before.scheduled_days,
    });
    at = new Date(new Date(schedule.due!).getTime() + 1000);
  }
  return { ord, schedule, suspended: false, buriedUntil: null, leech: false, reviews };
}

const AWKWARD = 'Tom\'s "x" < y && z > 0\nsecond\tline: Ελληνικά 日本語 🧬';

function biology(): TExchangeDeck {
  return {
    id: "7d1e7f0a-0000-4000-8000-000000000001",
    path: ["Mnemo", "Biology"],
    notes: [
      note({ type: "qna", question: AWKWARD, answer: "ATP & <ADP>" }, { cards: [answeredCard(0, ["good", "good", "good"])] }),
      note(
        { type: "clozedel", text: "{{c1::Mitochondria::organelle}} make {{c2::ATP}} from {{c2::ADP}} and {{c3::<P>}}" },
        {
          cards: [answeredCard(0, ["good"]), { ...answeredCard(2, ["good", "good", "good", "again"]), suspended: true }],
        },
      ),
      note({ type: "mcq", question: "Which is > 2?", options: ["1", "2", "3 & more", "<0>"], correctIndex: 2, explanation: "" }),
      note({ type: "truefalse", statement: "Cells have walls", isTrue: false, correction: "Plant cells do;\nanimal cells do not" }),
      note({ type: "concept_fact_list", concept: "Ribosome", facts: ["Makes proteins", "Reads <mRNA>"] }),
      note({ type: "manual", front: 'A picture: <img src="cell.png">', back: "<b>bold</b>" }, { format: "html", source: null, tags: [] }),
    ],
  };
}

function chemistry(): TExchangeDeck {
  return {
    id: "7d1e7f0a-0000-4000-8000-000000000002",
    path: ["Mnemo", "Chemistry"],
    notes: [note({ type: "qna", question: "H2O?", answer: "Water" })],
  };
}

const input = (overrides: Partial<TExportInput> = {}): TExportInput => ({
  decks: [biology(), chemistry()],
  media: [{ name: "cell.png", data: PICTURE }],
  includeProgress: true,
  now: NOW,
  ...overrides,
});

const opened: Database[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

async function openPackage(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  const SQL = await initSqlJs();
  const db = new SQL.Database(files["collection.anki2"]);
  opened.push(db);
  const all = (sql: string) => db.exec(sql)[0]?.values ?? [];
  const col = (column: string) => all(`SELECT ${column} FROM col`)[0]![0];
  return { files, all, col, json: (column: string) => JSON.parse(String(col(column))) as Record<string, Record<string, unknown>> };
}

describe("writeApkg", () => {
  it("writes a package that holds to Anki's rules", async () => {
    expect(await checkAnkiCollection(await writeApkg(input()))).toEqual([]);
    expect(await checkAnkiCollection(await writeApkg(input({ includeProgress: false })))).toEqual([]);
  });

  it("writes every note so that it reads back as the same note, with its guid", async () => {
    const decks = [biology(), chemistry()];
    const { all } = await openPackage(await writeApkg(input({ decks })));
    const written = all("SELECT guid, mid, flds, tags FROM notes ORDER BY id");
    const notes = decks.flatMap((deck) => deck.notes);
    expect(written).toHaveLength(notes.length);
    for (const [guid, mid, flds, tags] of written) {
      const original = notes.find((candidate) => candidate.guid === guid)!;
      const read = fromMnemoAnkiNote(Number(mid), splitFields(String(flds)), String(tags).trim().split(" "));
      expect(read).toEqual({
        type: original.type,
        content: original.content,
        format: original.format,
        source: original.source,
        tags: original.tags,
      });
    }
  });

  it("writes one card per cloze number and one for every other note", async () => {
    const { all } = await openPackage(await writeApkg(input()));
    const cardsPerNote = all("SELECT n.mid, group_concat(c.ord) FROM notes n JOIN cards c ON c.nid = n.id GROUP BY n.id ORDER BY n.id");
    expect(cardsPerNote).toContainEqual([MNEMO_NOTE_TYPE_IDS.cloze, "0,1,2"]);
    expect(cardsPerNote.filter(([mid]) => mid !== MNEMO_NOTE_TYPE_IDS.cloze).every(([, ords]) => ords === "0")).toBe(true);
  });

  it("nests decks with :: under their parent, with ids from Mnemo's deck ids", async () => {
    const decks = [biology(), chemistry()];
    const { json, all } = await openPackage(await writeApkg(input({ decks })));
    const names = Object.values(json("decks")).map((deck) => deck.name);
    expect(names.sort()).toEqual(["Default", "Mnemo", "Mnemo::Biology", "Mnemo::Chemistry"]);
    expect(json("decks")[String(deckIdFor(decks[0]!.id!))]?.name).toBe("Mnemo::Biology");
    const chemistryCards = all(`SELECT count(*) FROM cards WHERE did = ${deckIdFor(decks[1]!.id!)}`);
    expect(chemistryCards[0]![0]).toBe(1);
  });

  it("keeps two decks of one title apart", async () => {
    const twin = { ...chemistry(), id: "7d1e7f0a-0000-4000-8000-000000000003" };
    const { json } = await openPackage(await writeApkg(input({ decks: [chemistry(), twin] })));
    expect(Object.values(json("decks")).map((deck) => deck.name)).toContain("Mnemo::Chemistry (2)");
  });

  it("gives the same guids, deck ids and note types in every export", async () => {
    const decks = [biology(), chemistry()];
    const first = await openPackage(await writeApkg(input({ decks })));
    const second = await openPackage(await writeApkg(input({ decks, now: new Date("2026-09-09T09:09:09Z") })));
    const identity = (pkg: typeof first) => ({
      notes: pkg.all("SELECT guid, mid, flds FROM notes ORDER BY guid"),
      decks: Object.keys(pkg.json("decks")).sort(),
      models: Object.values(pkg.json("models")).map((model) => [model.id, model.name, model.mod]),
    });
    expect(identity(second)).toEqual(identity(first));
  });

  it("writes schedules and answers with progress, so they read back the same", async () => {
    const decks = [biology()];
    const { all, col } = await openPackage(await writeApkg(input({ decks })));
    const crt = Number(col("crt"));
    expect(crt % 86_400).toBe(0);
    const qna = decks[0]!.notes[0]!;
    const [row] = all(
      `SELECT c.type, c.queue, c.due, c.ivl, c.factor, c.reps, c.lapses, c.left, c.data FROM cards c JOIN notes n ON n.id = c.nid WHERE n.guid = '${qna.guid}'`,
    );
    const [type, queue, due, interval, factor, reps, lapses, left, data] = row!.map((value) =>
      typeof value === "string" ? value : Number(value),
    );
    const card = { type, queue, due, interval, factor, reps, lapses, left, data } as Parameters<typeof scheduleFromAnkiCard>[0];
    expect(scheduleFromAnkiCard(card, crt)).toEqual({ schedule: qna.cards[0]!.schedule, suspended: false, buried: false });

    const suspended = all("SELECT queue, type FROM cards WHERE queue = -1");
    expect(suspended).toEqual([[-1, 3]]);
    const answers = decks[0]!.notes.flatMap((candidate) => candidate.cards.flatMap((answered) => answered.reviews));
    const revlog = all("SELECT id, ease, time FROM revlog ORDER BY id");
    expect(revlog).toHaveLength(answers.length);
    expect(new Set(revlog.map(([id]) => id)).size).toBe(answers.length);
  });

  it("gives answers at the same moment ids of their own", async () => {
    const card = answeredCard(0, ["good", "good"]);
    const sameMoment = { ...card, reviews: card.reviews.map((review) => ({ ...review, reviewedAt: new Date("2026-05-01T08:00:00Z") })) };
    const deck: TExchangeDeck = {
      id: null,
      path: ["Twins"],
      notes: [note({ type: "qna", question: "a", answer: "b" }, { cards: [sameMoment] })],
    };
    const bytes = await writeApkg(input({ decks: [deck] }));
    const { all } = await openPackage(bytes);
    expect(all("SELECT id FROM revlog ORDER BY id").flat()).toEqual([
      Date.parse("2026-05-01T08:00:00Z"),
      Date.parse("2026-05-01T08:00:00Z") + 1,
    ]);
    expect(await checkAnkiCollection(bytes)).toEqual([]);
  });

  it("numbers notes made together and answers given at one moment one millisecond apart", async () => {
    const createdAt = new Date("2026-02-02T02:02:02Z");
    const card = answeredCard(0, ["good"]);
    const review = { ...card.reviews[0]!, reviewedAt: new Date("2026-05-01T08:00:00Z") };
    const notes = Array.from({ length: 300 }, () =>
      note({ type: "qna", question: "q", answer: "a" }, { createdAt, cards: [{ ...card, reviews: [review, review, review] }] }),
    );
    const { all } = await openPackage(await writeApkg(input({ decks: [{ id: null, path: ["Batch"], notes }] })));
    const noteIds = all("SELECT id FROM notes ORDER BY id").flat();
    expect(noteIds).toEqual(Array.from({ length: 300 }, (_, index) => createdAt.getTime() + index));
    const revlogIds = all("SELECT id FROM revlog ORDER BY id").flat();
    expect(revlogIds).toEqual(Array.from({ length: 900 }, (_, index) => review.reviewedAt.getTime() + index));
  });

  it("writes a collection file of exactly its pages, whatever room it was given to grow in", async () => {
    const { files, all } = await openPackage(await writeApkg(input()));
    const [[pageCount]] = all("PRAGMA page_count") as [[number]];
    const [[pageSize]] = all("PRAGMA page_size") as [[number]];
    expect(files["collection.anki2"]!.length).toBe(pageCount * pageSize);
    expect(all("PRAGMA integrity_check")).toEqual([["ok"]]);
  });

  it("writes every card as new and no answers without progress", async () => {
    const { all } = await openPackage(await writeApkg(input({ includeProgress: false })));
    expect(all("SELECT DISTINCT type, queue, data FROM cards")).toEqual([[0, 0, "{}"]]);
    expect(all("SELECT count(*) FROM revlog")[0]![0]).toBe(0);
    expect(all("SELECT due FROM cards ORDER BY due").flat()).toEqual(Array.from({ length: 9 }, (_, index) => index));
  });

  it("packs the media with Anki's numbered media map", async () => {
    const { files } = await openPackage(await writeApkg(input()));
    expect(JSON.parse(strFromU8(files.media!))).toEqual({ "0": "cell.png" });
    expect(files["0"]).toEqual(PICTURE);
  });

  it("reports its progress in notes, ending at the total", async () => {
    const calls: [number, number][] = [];
    await writeApkg(input(), { onProgress: (done, total) => calls.push([done, total]) });
    expect(calls.at(-1)).toEqual([7, 7]);
  });

  it("writes decks whose notes are read as it goes (as the database gives them) exactly as from memory", async () => {
    const reads: string[] = [];
    const streamed = (deck: TExchangeDeck): TExportDeck => ({
      ...deck,
      notes: {
        count: deck.notes.length,
        async *read() {
          reads.push(deck.path.join("::"));
          for (const note of deck.notes) yield note;
        },
      },
    });
    const decks = [biology(), chemistry()];
    const fromMemory = await openPackage(await writeApkg(input({ decks })));
    const fromStream = await openPackage(await writeApkg(input({ decks: decks.map(streamed) })));
    for (const table of ["notes", "cards", "revlog"])
      expect(fromStream.all(`SELECT * FROM ${table}`)).toEqual(fromMemory.all(`SELECT * FROM ${table}`));
    expect(fromStream.col("decks")).toEqual(fromMemory.col("decks"));
    // Once to size the collection and find its creation day, once to write it.
    expect(reads).toEqual(["Mnemo::Biology", "Mnemo::Chemistry", "Mnemo::Biology", "Mnemo::Chemistry"]);
  });

  it("streams each media file into the package when its turn comes, one open at a time", async () => {
    const files = Array.from({ length: 3 }, (_, index) => ({ name: `p${index}.png`, bytes: PICTURE.map((byte) => byte + index) }));
    const events: string[] = [];
    let open = 0;
    let mostOpen = 0;
    const media: TExportMedia[] = files.map(({ name, bytes }) => ({
      name,
      async *read() {
        events.push(`open ${name}`);
        mostOpen = Math.max(mostOpen, ++open);
        // In two chunks, as a file stream gives them.
        yield bytes.subarray(0, 3);
        yield bytes.subarray(3);
        open -= 1;
      },
    }));
    const chunks = apkgChunks(input({ decks: [chemistry()], media }))[Symbol.asyncIterator]();
    // The collection comes first: no media file is opened before the package starts.
    await chunks.next();
    expect(events).toEqual([]);
    const rest: Uint8Array[] = [];
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) rest.push(next.value);
    expect(events).toEqual(["open p0.png", "open p1.png", "open p2.png"]);
    expect(mostOpen).toBe(1);
    const written = await writeApkg(input({ decks: [chemistry()], media }));
    const { files: unzipped } = await openPackage(written);
    expect(JSON.parse(strFromU8(unzipped.media!))).toEqual({ "0": "p0.png", "1": "p1.png", "2": "p2.png" });
    files.forEach(({ bytes }, index) => expect(unzipped[String(index)]).toEqual(bytes));
    expect(await checkAnkiCollection(written)).toEqual([]);
  });

  it("writes half an emoji (a lone surrogate) in a deck name or a note as U+FFFD, never as bytes Anki cannot read", async () => {
    const half = "\uD83E"; // the first half of 🧬
    const deck: TExchangeDeck = {
      id: "7d1e7f0a-0000-4000-8000-000000000003",
      path: [`Genetics ${half}`],
      notes: [note({ type: "qna", question: `DNA ${half}?`, answer: `${half.repeat(2)} and \uDC2C alone` }, { tags: [`tag${half}`] })],
    };
    const bytes = await writeApkg(input({ decks: [deck], media: [] }));
    expect(await checkAnkiCollection(bytes)).toEqual([]);
    const { files, all, json } = await openPackage(bytes);
    // SQLite keeps a lone surrogate as the three bytes ED A0..BF xx (CESU-8), which no UTF-8 reader accepts.
    expect(Buffer.from(files["collection.anki2"]!).toString("latin1")).not.toMatch(/\xED[\xA0-\xBF]/);
    const [[flds, tags]] = all("SELECT flds, tags FROM notes") as [[string, string]];
    expect(splitFields(flds).slice(0, 2)).toEqual(["DNA \uFFFD?", "\uFFFD\uFFFD and \uFFFD alone"]);
    expect(tags).toContain("tag\uFFFD");
    expect(Object.values(json("decks")).map((d) => d.name)).toContain("Genetics \uFFFD");
  });
});
