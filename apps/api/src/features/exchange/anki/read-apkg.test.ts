import { describe, expect, it } from "vitest";
import type { TExchangeNote, TImportBundle } from "../exchange-model.ts";
import {
  buildAnkiPackage,
  FIXTURE_CREATED_SECS,
  FIXTURE_VERSIONS,
  type TFixtureMedia,
  type TFixtureNote,
  type TFixtureRevlog,
} from "../testing/anki-fixtures.ts";
import { readApkg } from "./read-apkg.ts";

const DAY = 86_400;
const crt = FIXTURE_CREATED_SECS;
/** Revlog ids are answer times in ms. */
const at = (days: number, minutes = 0) => (crt + days * DAY + minutes * 60) * 1000;
const dayIso = (days: number) => new Date((crt + days * DAY) * 1000).toISOString();
const NOW = new Date((crt + 40 * DAY + 3600) * 1000);

const learn = (id: number, ease: number, ivl: number): TFixtureRevlog => ({ id, ease, ivl, lastIvl: -60, factor: 0, time: 4000, type: 0 });
const review = (id: number, ease: number, ivl: number, lastIvl: number): TFixtureRevlog => ({
  id,
  ease,
  ivl,
  lastIvl,
  factor: 2500,
  time: 6000,
  type: 1,
});

const bytes = (...values: number[]) => new Uint8Array(values);
const MEDIA: TFixtureMedia[] = [
  { name: "cell.png", data: bytes(0x89, 0x50, 0x4e, 0x47, 1) },
  { name: "bonjour.mp3", data: bytes(0x49, 0x44, 0x33, 2) },
  { name: "heart.png", data: bytes(0x89, 0x50, 0x4e, 0x47, 3) },
  { name: "unused.jpg", data: bytes(0xff, 0xd8, 4) },
];

/** A deck of every kind a learner brings from Anki. */
const NOTES: TFixtureNote[] = [
  {
    guid: "g-basic",
    type: "basic",
    deck: "Geography",
    fields: ["Capital of France?", "Paris"],
    tags: ["geo", "marked"],
    cards: [
      {
        ord: 0,
        type: 2,
        due: 35,
        ivl: 12,
        factor: 2500,
        reps: 3,
        data: JSON.stringify({ s: 12.5, d: 5.25, lrt: crt + 23 * DAY }),
        revlog: [learn(at(10), 3, -600), learn(at(10, 10), 3, 1), review(at(23), 3, 12, 1)],
      },
    ],
  },
  {
    guid: "g-rev",
    type: "reversed",
    deck: "Languages::German",
    fields: ["der Hund", "the dog"],
    cards: [
      { ord: 0, type: 2, due: 40, ivl: 15, factor: 2300, reps: 4, lapses: 1 },
      { ord: 1, type: 0, queue: -1 },
    ],
  },
  { guid: "g-opt-no", type: "optional", deck: "Languages::German", fields: ["die Katze", "the cat", ""] },
  { guid: "g-opt-yes", type: "optional", deck: "Languages::German", fields: ["das Haus", "the house", "y"] },
  { guid: "g-typing", type: "typing", deck: "Geography", fields: ["2 + 2", "4"] },
  {
    guid: "g-cloze",
    type: "cloze",
    deck: "Biology::Cells",
    fields: ["{{c1::Mitochondria}} are the {{c2::powerhouse::what?}} of the cell", "<i>Biology 101</i>"],
    tags: ["bio", "cells"],
    cards: [
      {
        ord: 0,
        type: 2,
        due: 38,
        ivl: 8,
        factor: 2500,
        reps: 4,
        revlog: [learn(at(20), 1, -60), learn(at(20, 1), 3, -600), learn(at(20, 11), 3, 1), review(at(21), 3, 8, 1)],
      },
      { ord: 1, type: 2, queue: -3, due: 36, ivl: 3, factor: 2500, reps: 2 },
    ],
  },
  {
    guid: "g-html",
    type: "basic",
    deck: "Biology::Cells",
    fields: [
      "<b>Bold</b> question<script>alert(1)</script>",
      '<div onclick="steal()">Answer <img src="cell.png" onerror="x()"></div><img src="https://example.com/remote.png">',
    ],
  },
  { guid: "g-sound", type: "basic", deck: "Languages::French", fields: ["Listen: [sound:bonjour.mp3]", "Hello"] },
  {
    guid: "g-io",
    type: "occlusion",
    deck: "Biology",
    fields: [
      "{{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.4:oi=1}}",
      '<img src="heart.png">',
      "The heart",
      "Left ventricle",
      "",
    ],
  },
  { guid: "g-country", type: "country", deck: "Geography", fields: ["Japan", "🇯🇵", "Tokyo", "not shown"] },
  { guid: "g-text", type: "basic", deck: "Geography", fields: ["a &lt; b &amp;&amp; c &gt; d", "line1<br>line2<div>line3</div>"] },
  { guid: "g-long", type: "basic", deck: "Geography", fields: ["Long one", "x".repeat(6000)] },
  { guid: "g-empty", type: "basic", deck: "Geography", fields: ["Lonely", ""] },
  {
    guid: "g-filtered",
    type: "basic",
    deck: "Geography",
    fields: ["Capital of Peru?", "Lima"],
    cards: [{ ord: 0, type: 2, queue: 2, due: -100_000, odue: 33, ivl: 5, factor: 2500, reps: 2, filteredDeck: "Cram" }],
  },
  {
    guid: "g-leech",
    type: "basic",
    deck: "Geography",
    fields: ["Hard one", "Answer"],
    tags: ["leech"],
    cards: [{ ord: 0, type: 2, queue: -1, due: 30, ivl: 1, factor: 1300, reps: 12, lapses: 8 }],
  },
];

function allNotes(bundle: TImportBundle): (TExchangeNote & { deck: string })[] {
  return bundle.decks.flatMap((deck) => deck.notes.map((note) => ({ ...note, deck: deck.path.join("::") })));
}

function noteByGuid(bundle: TImportBundle, guid: string): TExchangeNote & { deck: string } {
  const note = allNotes(bundle).find((candidate) => candidate.guid === guid);
  if (!note) throw new Error(`no note ${guid}`);
  return note;
}

describe.each(FIXTURE_VERSIONS)("readApkg: a package with %s", (version) => {
  let bundle: TImportBundle;

  it("reads every note, mapped to its card type, into its deck", async () => {
    bundle = await readApkg(await buildAnkiPackage({ version, notes: NOTES, media: MEDIA }), { fileName: "deck.apkg", now: NOW });
    expect(bundle.kind).toBe("apkg");
    expect(bundle.detected).toBe(`Anki package (collection.${version})`);
    expect(bundle.decks.map((deck) => deck.path)).toEqual([
      ["Geography"],
      ["Languages", "German"],
      ["Biology", "Cells"],
      ["Languages", "French"],
      ["Biology"],
    ]);

    expect(noteByGuid(bundle, "g-basic")).toMatchObject({
      deck: "Geography",
      type: "qna",
      format: "text",
      content: { type: "qna", question: "Capital of France?", answer: "Paris" },
      tags: ["geo"],
      source: null,
      id: null,
    });
    expect(noteByGuid(bundle, "g-typing").content).toEqual({ type: "qna", question: "2 + 2", answer: "4" });
    expect(noteByGuid(bundle, "g-text")).toMatchObject({
      format: "text",
      content: { type: "qna", question: "a < b && c > d", answer: "line1\nline2\nline3" },
    });
    expect(noteByGuid(bundle, "g-country")).toMatchObject({
      type: "manual",
      format: "text",
      content: { type: "manual", front: "Japan\n🇯🇵", back: "Tokyo" },
    });
  });

  it("makes a reverse card its own qna note, sides swapped, only where the card exists", () => {
    expect(noteByGuid(bundle, "g-rev").content).toEqual({ type: "qna", question: "der Hund", answer: "the dog" });
    expect(noteByGuid(bundle, "g-rev/card2")).toMatchObject({
      deck: "Languages::German",
      content: { type: "qna", question: "the dog", answer: "der Hund" },
    });
    expect(noteByGuid(bundle, "g-rev/card2").cards).toMatchObject([{ ord: 0, suspended: true, schedule: { state: "new" } }]);
    expect(noteByGuid(bundle, "g-opt-yes/card2").content).toEqual({ type: "qna", question: "the house", answer: "das Haus" });
    expect(allNotes(bundle).some((note) => note.guid === "g-opt-no/card2")).toBe(false);
  });

  it("reads cloze notes as Mnemo cloze, Back Extra after a blank line, one card per cloze number", () => {
    const cloze = noteByGuid(bundle, "g-cloze");
    expect(cloze).toMatchObject({
      type: "clozedel",
      format: "html",
      tags: ["bio", "cells"],
      content: {
        type: "clozedel",
        text: "{{c1::Mitochondria}} are the {{c2::powerhouse::what?}} of the cell<br /><br /><i>Biology 101</i>",
      },
    });
    expect(cloze.cards.map((card) => card.ord)).toEqual([0, 1]);
  });

  it("sanitises HTML: formatting, pictures and sounds stay; scripts, handlers and remote pictures go", () => {
    expect(noteByGuid(bundle, "g-html")).toMatchObject({
      format: "html",
      content: { type: "qna", question: "<b>Bold</b> question", answer: '<div>Answer <img src="cell.png" /></div>' },
    });
    expect(noteByGuid(bundle, "g-sound").content).toEqual({
      type: "qna",
      question: 'Listen: <audio src="bonjour.mp3"></audio>',
      answer: "Hello",
    });
    expect(noteByGuid(bundle, "g-io")).toMatchObject({
      type: "manual",
      format: "html",
      content: { type: "manual", front: '<img src="heart.png" /><br />The heart', back: "Left ventricle" },
    });
  });

  it("returns the media the kept notes use, and only those", () => {
    expect(bundle.media.map((file) => file.name).sort()).toEqual(["bonjour.mp3", "cell.png", "heart.png"]);
    const heart = bundle.media.find((file) => file.name === "heart.png")!;
    expect(heart.size).toBe(MEDIA[2]!.data.length);
    expect(heart.read()).toEqual(MEDIA[2]!.data);
  });

  it("skips notes it cannot keep, saying which and why", () => {
    expect(bundle.skipped).toEqual([
      { where: "note 12 (guid g-long)", reason: "The answer (the Back field) has 6,000 characters; a card side holds at most 5,000." },
      { where: "note 13 (guid g-empty)", reason: "The answer would be empty (the Back field is empty)." },
    ]);
  });

  it("counts notes per note type and what each became", () => {
    expect(bundle.noteTypes).toEqual([
      { name: "Basic", notes: 8, mappedTo: "qna" },
      { name: "Basic (and reversed card)", notes: 1, mappedTo: "qna" },
      { name: "Basic (optional reversed card)", notes: 2, mappedTo: "qna" },
      { name: "Basic (type in the answer)", notes: 1, mappedTo: "qna" },
      { name: "Cloze", notes: 1, mappedTo: "clozedel" },
      { name: "Image Occlusion", notes: 1, mappedTo: "manual" },
      { name: "Country (custom)", notes: 1, mappedTo: "manual" },
    ]);
  });

  it("reads schedules: FSRS memory from the card, history replayed, SM-2 converted, flags", () => {
    expect(bundle.hasProgress).toBe(true);
    const [basic] = noteByGuid(bundle, "g-basic").cards;
    expect(basic!.schedule).toEqual({
      state: "review",
      due: dayIso(35),
      stability: 12.5,
      difficulty: 5.25,
      reps: 3,
      lapses: 0,
      learning_steps: 0,
      scheduled_days: 12,
      last_review: dayIso(23),
    });
    expect(basic!.reviews.map((r) => [r.rating, r.stateBefore, r.elapsedDays, r.intervalDays])).toEqual([
      [3, "new", 0, 600 / 86_400],
      [3, "learning", 0, 1],
      [3, "review", 12, 12],
    ]);

    // No FSRS state, a whole history: replayed, each answer with the memory it left.
    const [replayed, buried] = noteByGuid(bundle, "g-cloze").cards;
    expect(replayed!.schedule).toMatchObject({
      state: "review",
      due: dayIso(38),
      scheduled_days: 8,
      last_review: new Date(at(21)).toISOString(),
    });
    expect(replayed!.schedule.stability).toBeGreaterThan(1);
    expect(replayed!.reviews.map((r) => r.rating)).toEqual([1, 3, 3, 3]);
    expect(replayed!.reviews.every((r) => r.stabilityAfter !== null && r.difficultyAfter !== null)).toBe(true);
    expect(buried!.buriedUntil).toEqual(new Date((crt + 41 * DAY) * 1000));

    // SM-2 only: ease 230 %, 15 days.
    const [sm2] = noteByGuid(bundle, "g-rev").cards;
    expect(sm2!.schedule).toMatchObject({
      state: "review",
      due: dayIso(40),
      reps: 4,
      lapses: 1,
      scheduled_days: 15,
      last_review: dayIso(25),
    });
    expect(sm2!.schedule.stability).toBeGreaterThan(5);
    expect(sm2!.reviews).toEqual([]);

    // A card in a filtered deck is read from its home deck, due as it was there.
    const filtered = noteByGuid(bundle, "g-filtered");
    expect(filtered.deck).toBe("Geography");
    expect(filtered.cards[0]!.schedule.due).toBe(dayIso(33));

    const leech = noteByGuid(bundle, "g-leech");
    expect(leech.tags).toEqual([]);
    expect(leech.cards[0]).toMatchObject({ suspended: true, leech: true });

    expect(noteByGuid(bundle, "g-typing").cards).toMatchObject([
      { ord: 0, schedule: { state: "new" }, reviews: [], suspended: false, buriedUntil: null },
    ]);
  });

  it("gives each answer a stable id, so reading the file again gives the same ids", async () => {
    const again = await readApkg(await buildAnkiPackage({ version, notes: NOTES, media: MEDIA }), { fileName: "deck.apkg", now: NOW });
    const ids = (b: TImportBundle) => allNotes(b).flatMap((note) => note.cards.flatMap((card) => card.reviews.map((r) => r.id)));
    expect(ids(again)).toEqual(ids(bundle));
    expect(new Set(ids(bundle)).size).toBe(ids(bundle).length);
    expect(ids(bundle)[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("without progress (a preview, an import without it) reads the same notes and knows there is history, without working it out", async () => {
    const bytes = await buildAnkiPackage({ version, notes: NOTES, media: MEDIA });
    const light = await readApkg(bytes, { fileName: "deck.apkg", now: NOW, withProgress: false });
    expect(light.hasProgress).toBe(true);
    expect(allNotes(light).every((note) => note.cards.length === 0)).toBe(true);
    const strip = (b: TImportBundle) => allNotes(b).map(({ cards: _cards, ...note }) => note);
    expect(strip(light)).toEqual(strip(bundle));
    expect(light.decks.map((deck) => deck.path)).toEqual(bundle.decks.map((deck) => deck.path));
    expect(light.skipped).toEqual(bundle.skipped);
    // A package with no answers and only new cards has no progress to offer.
    const fresh = NOTES.slice(0, 2).map(({ cards: _cards, ...note }) => note);
    const plain = await readApkg(await buildAnkiPackage({ version, notes: fresh }), {
      fileName: "deck.apkg",
      now: NOW,
      withProgress: false,
    });
    expect(plain.hasProgress).toBe(false);
  });
});

describe("readApkg: deck names", () => {
  it("reads them as typed deck titles are: no NUL or other controls, bidi overrides or isolates, tabs and line breaks as spaces", async () => {
    for (const version of FIXTURE_VERSIONS) {
      const bundle = await readApkg(
        await buildAnkiPackage({
          version,
          notes: [
            { type: "basic", fields: ["Q1", "A1"], deck: "Bio\u0000logy::\u202eCells\u202c" },
            { type: "basic", fields: ["Q2", "A2"], deck: "Line\nbreak\tand \u2066isolate\u2069::\u0000" },
          ],
        }),
        { fileName: "deck.apkg", now: NOW },
      );
      expect(bundle.decks.map((deck) => deck.path)).toEqual([["Biology", "Cells"], ["Line break and isolate"]]);
    }
  });

  it("cleans a NUL (which PostgreSQL refuses) out of tags and guids", async () => {
    const bundle = await readApkg(
      await buildAnkiPackage({
        version: "anki21b",
        notes: [{ type: "basic", fields: ["Q", "A"], guid: "g\u0000h", tags: ["a\u0000b", "\u0000"] }],
      }),
      { fileName: "deck.apkg", now: NOW },
    );
    expect(allNotes(bundle).map(({ guid, tags }) => ({ guid, tags }))).toEqual([{ guid: "gh", tags: ["ab"] }]);
  });
});

describe("readApkg: collections and old schedulers", () => {
  it("reads a .colpkg (a whole collection) the same way", async () => {
    const bundle = await readApkg(await buildAnkiPackage({ version: "anki21b", notes: NOTES.slice(0, 2) }), {
      fileName: "collection.colpkg",
      now: NOW,
    });
    expect(bundle.detected).toBe("Anki collection (collection.anki21b)");
    expect(allNotes(bundle).map((note) => note.guid)).toEqual(["g-basic", "g-rev", "g-rev/card2"]);
  });

  it("reads a collection of Anki's first scheduler, whose learning answers were rated 1 to 3", async () => {
    const notes: TFixtureNote[] = [
      {
        guid: "v1",
        type: "basic",
        fields: ["Q", "A"],
        cards: [{ ord: 0, type: 1, queue: 1, due: crt + 39 * DAY, revlog: [learn(at(39), 2, -600), learn(at(39, 10), 3, -600)] }],
      },
    ];
    const bundle = await readApkg(await buildAnkiPackage({ version: "anki2", notes, schedulerVersion: 1 }), {
      fileName: "old.apkg",
      now: NOW,
    });
    expect(noteByGuid(bundle, "v1").cards[0]!.reviews.map((r) => r.rating)).toEqual([3, 4]);
  });
});
