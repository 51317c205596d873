import { createHash } from "node:crypto";
import { NEW_CARD_SCHEDULE, noteCardOrds, ZNoteContentSchema, type TCardSchedule, type TNoteContent } from "@mnemo/api-contract";
import fc from "fast-check";
import { strFromU8, unzipSync } from "fflate";
import initSqlJs from "sql.js";
import { describe, expect, it } from "vitest";
import type {
  TExchangeCard,
  TExchangeDeck,
  TExchangeMedia,
  TExchangeNote,
  TExchangeReview,
  TExportInput,
  TImportBundle,
} from "../exchange-model.ts";
import { buildAnkiPackage } from "../testing/anki-fixtures.ts";
import { checkAnkiCollection } from "../testing/anki-checker.ts";
import { guidForNote } from "./anki-guid.ts";
import { sanitizeAnkiHtml } from "../../collection/note-html.ts";
import { readApkg } from "./read-apkg.ts";
import { writeApkg } from "./write-apkg.ts";

/**
 * Mnemo -> .apkg -> Mnemo gives back the same decks, notes, cards, tags and
 * schedules. What Anki has no place for is left out of the comparison, each
 * for its reason: review ids (Anki keys answers by time; the import derives
 * new ones), the stability after each answer (a revlog row keeps only the
 * difficulty, to 0.01), when a buried card comes back (Anki unburies at the
 * next day), and a note's creation and change times beyond the second.
 */

const NOW = new Date("2026-06-01T12:00:00.000Z");
const DAY_MS = 86_400_000;

// Unicode, HTML's special characters, line breaks and tabs: everything a card's text may hold.
const TEXT_CHARS = fc.constantFrom(
  "a",
  "b",
  "Z",
  "0",
  " ",
  " ",
  "é",
  "ß",
  "日",
  "本",
  "😀",
  "Ω",
  "<",
  ">",
  "&",
  '"',
  "'",
  "\n",
  "\t",
  "/",
  "#",
  ";",
  "=",
  "(",
  ")",
  "{",
  "}",
  ":",
);
// Inside cloze text: no braces or colons, which would make (or break) gaps.
const CLOZE_CHARS = fc.constantFrom("a", "b", "Z", "0", " ", "é", "日", "😀", "<", ">", "&", '"', "'", "\n", "\t", "/", "(", ")");

const textOf = (chars: fc.Arbitrary<string>, maxLength: number) =>
  fc.string({ unit: chars, minLength: 1, maxLength }).filter((text) => text.trim() !== "");

/** Short text, now and then long (thousands of characters). */
const text = (max = 5000) =>
  fc.oneof(
    { weight: 6, arbitrary: textOf(TEXT_CHARS, Math.min(max, 60)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(textOf(TEXT_CHARS, 30), fc.integer({ min: 20, max: 400 }))
        .map(([unit, times]) => `${unit}x`.repeat(times).slice(0, max - 10)),
    },
  );

const clozeGap = fc
  .record({
    number: fc.integer({ min: 1, max: 3 }),
    answer: textOf(CLOZE_CHARS, 20),
    hint: fc.option(textOf(CLOZE_CHARS, 10), { nil: null }),
  })
  .filter(({ answer, hint }) => answer.trim() !== "" && (hint === null || hint.trim() !== ""))
  .map(({ number, answer, hint }) => `{{c${number}::${answer}${hint === null ? "" : `::${hint}`}}}`);

const clozeText = fc
  .array(fc.oneof(textOf(CLOZE_CHARS, 20), clozeGap), { minLength: 1, maxLength: 5 })
  .chain((parts) => clozeGap.map((gap) => [...parts, gap].join(" ")));

const contentArb: fc.Arbitrary<TNoteContent> = fc.oneof(
  fc.record({ type: fc.constant("qna" as const), question: text(), answer: text() }),
  fc.record({ type: fc.constant("manual" as const), front: text(), back: text() }),
  fc.record({ type: fc.constant("clozedel" as const), text: clozeText }),
  fc.record({
    type: fc.constant("mcq" as const),
    question: text(),
    options: fc.tuple(text(400), text(400), text(400), text(400)),
    correctIndex: fc.integer({ min: 0, max: 3 }),
    explanation: fc.oneof(fc.constant(""), text()),
  }),
  fc.record({
    type: fc.constant("truefalse" as const),
    statement: text(),
    isTrue: fc.boolean(),
    correction: fc.oneof(fc.constant(""), text()),
  }),
  fc.record({
    type: fc.constant("concept_fact_list" as const),
    concept: text(400),
    facts: fc.array(text(900), { minLength: 1, maxLength: 5 }),
  }),
);

/** Content as Mnemo stores it: through the note schema (controls dropped, trimmed); null when the schema refuses it. */
function stored(content: TNoteContent): TNoteContent | null {
  const parsed = ZNoteContentSchema.safeParse(content);
  return parsed.success ? parsed.data : null;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function mediaFile(seed: number): TExchangeMedia {
  const data = new Uint8Array([0x89, 0x50, 0x4e, 0x47, seed & 0xff, seed >> 8]);
  return { name: `${createHash("sha256").update(data).digest("hex")}.png`, data };
}

/** An HTML note's content as an import stores it: each text in formatting (sanitised), the first with a picture. */
function asHtml(content: TNoteContent, media: TExchangeMedia | null): TNoteContent {
  let first = true;
  const wrap = (value: string) => {
    const picture = first && media ? `<img src="${media.name}" />` : "";
    first = false;
    return sanitizeAnkiHtml(`<b>${escapeHtml(value)}</b>${picture}`).trim();
  };
  const entries = Object.entries(content).map(([key, value]) => {
    if (key === "type" || key === "correctIndex" || key === "isTrue") return [key, value];
    if (typeof value === "string") return [key, value === "" ? "" : wrap(value)];
    return [key, (value as string[]).map(wrap)];
  });
  return Object.fromEntries(entries) as TNoteContent;
}

const seconds = (ms: number) => Math.floor(ms / 1000) * 1000;

type TCardPlan = {
  kind: "new" | "review" | "learning" | "relearning";
  lastReviewDaysAgo: number;
  minutes: number;
  days: number;
  stability: number;
  difficulty: number;
  lapses: number;
  steps: number;
  suspended: boolean;
  buried: boolean;
  reviews: {
    gapMinutes: number;
    rating: 1 | 2 | 3 | 4;
    durationMs: number;
    interval: number;
    lastInterval: number;
    difficulty: number | null;
    state: TExchangeReview["stateBefore"];
  }[];
};

const intervalArb = fc.oneof(
  fc.integer({ min: 1, max: 200 }),
  fc.integer({ min: 60, max: 86_399 }).map((secs) => secs / 86_400),
  fc.constant(0),
);

const cardPlan: fc.Arbitrary<TCardPlan> = fc.record({
  kind: fc.constantFrom("new", "review", "review", "learning", "relearning"),
  lastReviewDaysAgo: fc.integer({ min: 1, max: 400 }),
  minutes: fc.integer({ min: 1, max: 600 }),
  days: fc.integer({ min: 1, max: 300 }),
  stability: fc.double({ min: 0.1, max: 365, noNaN: true }),
  difficulty: fc.double({ min: 1, max: 10, noNaN: true }),
  lapses: fc.integer({ min: 0, max: 9 }),
  steps: fc.integer({ min: 0, max: 1 }),
  suspended: fc.boolean(),
  buried: fc.boolean(),
  reviews: fc.array(
    fc.record({
      gapMinutes: fc.integer({ min: 1, max: 60 * 24 * 40 }),
      rating: fc.constantFrom(1, 2, 3, 4),
      durationMs: fc.integer({ min: 0, max: 60_000 }),
      interval: intervalArb,
      lastInterval: intervalArb,
      difficulty: fc.option(fc.double({ min: 1, max: 10, noNaN: true }), { nil: null }),
      state: fc.constantFrom("learning", "review", "relearning"),
    }),
    { minLength: 1, maxLength: 4 },
  ),
});

/** A card as Mnemo keeps it: a schedule its own scheduler could have made (due = last answer + interval), answers before it. */
function buildCard(ord: number, plan: TCardPlan, leech: boolean, uniqueMs: () => number): TExchangeCard {
  // Anki's card has one queue: suspended, or buried, not both.
  const buriedUntil = plan.buried && !plan.suspended ? new Date(NOW.getTime() + DAY_MS) : null;
  if (plan.kind === "new") return { ord, schedule: NEW_CARD_SCHEDULE, suspended: plan.suspended, buriedUntil, leech: false, reviews: [] };
  const lastReview = seconds(NOW.getTime() - plan.lastReviewDaysAgo * DAY_MS);
  const isReview = plan.kind === "review";
  const due = isReview ? lastReview + plan.days * DAY_MS : lastReview + plan.minutes * 60_000;
  const schedule: TCardSchedule = {
    state: plan.kind,
    due: new Date(due).toISOString(),
    stability: plan.stability,
    difficulty: plan.difficulty,
    reps: plan.reviews.length,
    lapses: plan.lapses,
    learning_steps: plan.kind === "learning" ? plan.steps : 0,
    scheduled_days: isReview ? plan.days : 0,
    last_review: new Date(lastReview).toISOString(),
  };
  // Answers end at the last review, each a whole number of minutes after the one before, at a millisecond no other answer has.
  const totalMinutes = plan.reviews.reduce((sum, review) => sum + review.gapMinutes, 0);
  let at = lastReview - totalMinutes * 60_000;
  let previous: number | null = null;
  const reviews = plan.reviews.map((review, index): TExchangeReview => {
    at += review.gapMinutes * 60_000;
    const reviewedAt = at + uniqueMs();
    const elapsedDays = previous === null ? 0 : Math.floor((reviewedAt - previous) / DAY_MS);
    previous = reviewedAt;
    return {
      id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
      reviewedAt: new Date(reviewedAt),
      rating: review.rating,
      stateBefore: index === 0 ? "new" : review.state,
      elapsedDays,
      durationMs: review.durationMs,
      stabilityAfter: 1,
      difficultyAfter: review.difficulty,
      intervalDays: review.interval,
      lastIntervalDays: review.lastInterval,
    };
  });
  return {
    ord,
    schedule,
    suspended: plan.suspended,
    buriedUntil,
    leech: leech && plan.lapses > 0,
    reviews,
  };
}

type TNotePlan = {
  id: string;
  content: TNoteContent;
  isHtml: boolean;
  withPicture: boolean;
  source: TExchangeNote["source"];
  tags: string[];
  leech: boolean;
  cards: TCardPlan[];
};

const notePlan: fc.Arbitrary<TNotePlan> = fc.record({
  id: fc.uuid({ version: 4 }),
  content: contentArb,
  isHtml: fc.boolean(),
  withPicture: fc.boolean(),
  source: fc.option(
    fc.record({ fileName: fc.constantFrom("Cell biology.pdf", "notes.docx", "Лекция 3.pptx"), page: fc.integer({ min: 1, max: 300 }) }),
    { nil: null },
  ),
  tags: fc.uniqueArray(fc.stringMatching(/^t[a-z0-9_]{0,8}$/), { maxLength: 3 }),
  leech: fc.boolean(),
  cards: fc.array(cardPlan, { minLength: 3, maxLength: 3 }),
});

const deckName = fc
  .string({ unit: fc.constantFrom("B", "i", "o", " ", "é", "日", "-", "1"), minLength: 1, maxLength: 12 })
  .map((name) => name.trim())
  .filter(Boolean);

type TDeckPlan = { name: string; nested: boolean; notes: TNotePlan[] };

const deckPlans: fc.Arbitrary<TDeckPlan[]> = fc
  .uniqueArray(fc.record({ name: deckName, nested: fc.boolean(), notes: fc.array(notePlan, { minLength: 1, maxLength: 4 }) }), {
    minLength: 1,
    maxLength: 3,
    selector: (deck) => deck.name.toLowerCase(),
  })
  .filter((decks) => decks.every((deck) => deck.name.toLowerCase() !== "default"));

/** The export input the plans describe (notes the schema refuses are left out). */
function buildInput(plans: TDeckPlan[]): Omit<TExportInput, "decks" | "media"> & { decks: TExchangeDeck[]; media: TExchangeMedia[] } {
  const media: TExchangeMedia[] = [];
  let noteIndex = 0;
  let ms = 0;
  const uniqueMs = () => (ms = (ms + 1) % 1000);
  const decks: TExchangeDeck[] = plans.map((plan) => ({
    id: null,
    path: plan.nested ? ["Mnemo", plan.name] : [plan.name],
    notes: plan.notes.flatMap((note): TExchangeNote[] => {
      const text = stored(note.content);
      if (!text) return [];
      const picture = note.isHtml && note.withPicture ? mediaFile(noteIndex) : null;
      const content = note.isHtml ? stored(asHtml(text, picture)) : text;
      if (!content) return [];
      if (picture) media.push(picture);
      noteIndex += 1;
      const createdAt = new Date(seconds(NOW.getTime()) - 500 * DAY_MS + noteIndex * 1000);
      return [
        {
          id: note.id,
          guid: guidForNote(note.id),
          type: content.type,
          content,
          format: note.isHtml ? "html" : "text",
          source: note.source,
          tags: note.tags,
          createdAt,
          modifiedAt: new Date(createdAt.getTime() + 60_000),
          cards: noteCardOrds(content).map((ord, index) => buildCard(ord, note.cards[index % note.cards.length]!, note.leech, uniqueMs)),
        },
      ];
    }),
  }));
  return { decks: decks.filter((deck) => deck.notes.length > 0), media, includeProgress: true, now: NOW };
}

/** What a note should look like after the trip, in a comparable shape. */
function comparable(note: TExchangeNote) {
  return {
    guid: note.guid,
    type: note.type,
    content: note.content,
    format: note.format,
    source: note.source,
    tags: note.tags,
    createdAt: note.createdAt.toISOString(),
    modifiedAt: note.modifiedAt.toISOString(),
    cards: [...note.cards]
      .sort((a, b) => a.ord - b.ord)
      .map((card) => ({
        ord: card.ord,
        schedule: card.schedule,
        suspended: card.suspended,
        buried: card.buriedUntil !== null,
        leech: card.leech,
        reviews: card.reviews.map((review) => ({
          reviewedAt: review.reviewedAt.toISOString(),
          rating: review.rating,
          stateBefore: review.stateBefore,
          elapsedDays: review.elapsedDays,
          durationMs: review.durationMs,
          // A revlog row keeps the difficulty to 0.009 (its factor, 100 to 1,100): compared with that precision below.
          hasDifficulty: review.difficultyAfter !== null,
          intervalDays: review.intervalDays,
          lastIntervalDays: review.lastIntervalDays,
        })),
      })),
  };
}

function withoutProgress(note: TExchangeNote): TExchangeNote {
  return {
    ...note,
    cards: note.cards.map((card) => ({
      ...card,
      schedule: NEW_CARD_SCHEDULE,
      suspended: false,
      buriedUntil: null,
      leech: false,
      reviews: [],
    })),
  };
}

function byDeck(decks: TExchangeDeck[]) {
  return Object.fromEntries(
    decks.map((deck) => [deck.path.join("::"), [...deck.notes].map(comparable).sort((a, b) => a.guid.localeCompare(b.guid))]),
  );
}

describe("apkg round trip", () => {
  it("gives back the same decks, notes, cards, tags, schedules and media", async () => {
    await fc.assert(
      fc.asyncProperty(deckPlans, fc.boolean(), async (plans, includeProgress) => {
        const input = { ...buildInput(plans), includeProgress };
        fc.pre(input.decks.length > 0);
        const bundle: TImportBundle = await readApkg(await writeApkg(input), { fileName: "mnemo.apkg", now: NOW });
        expect(bundle.skipped).toEqual([]);
        // Without progress every card goes (and comes back) new.
        const sent = includeProgress ? input.decks : input.decks.map((deck) => ({ ...deck, notes: deck.notes.map(withoutProgress) }));
        expect(byDeck(bundle.decks)).toEqual(byDeck(sent));
        const difficulties = (decks: TExchangeDeck[]) =>
          [...decks]
            .sort((a, b) => a.path.join("::").localeCompare(b.path.join("::")))
            .flatMap((deck) => [...deck.notes].sort((a, b) => a.guid.localeCompare(b.guid)))
            .flatMap((note) => [...note.cards].sort((a, b) => a.ord - b.ord))
            .flatMap((card) => card.reviews.map((review) => review.difficultyAfter ?? 0));
        const expected = difficulties(sent);
        difficulties(bundle.decks).forEach((difficulty, index) => expect(difficulty).toBeCloseTo(expected[index]!, 2));
        const byName = (media: TExchangeMedia[]) => [...media].sort((a, b) => a.name.localeCompare(b.name));
        expect(byName(bundle.media.map((file) => ({ name: file.name, data: file.read() })))).toEqual(byName(input.media));
        expect(bundle.media.map((file) => file.size).sort((a, b) => a - b)).toEqual(
          input.media.map((file) => file.data.length).sort((a, b) => a - b),
        );
        expect(bundle.hasProgress).toBe(
          sent.some((deck) => deck.notes.some((note) => note.cards.some((card) => card.schedule.state !== "new"))),
        );
        // Review ids are made from the file: the same file gives the same ones, and every one is different.
        const ids = bundle.decks.flatMap((deck) =>
          deck.notes.flatMap((note) => note.cards.flatMap((card) => card.reviews.map((review) => review.id))),
        );
        expect(new Set(ids).size).toBe(ids.length);
        expect(bundle.decks.flatMap((deck) => deck.notes).every((note) => note.id === null)).toBe(true);
      }),
      { numRuns: 25 },
    );
  }, 60_000);
});

describe("Anki -> Mnemo -> Anki", () => {
  it("gives Anki back its sounds as [sound:NAME], which it plays, with the sound file", async () => {
    const sound = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);
    const anki = await buildAnkiPackage({
      version: "anki21",
      notes: [{ guid: "g-sound", type: "basic", deck: "French", fields: ["Listen: [sound:x.wav]", "Hello"] }],
      media: [{ name: "x.wav", data: sound }],
    });
    const imported = await readApkg(anki, { fileName: "french.apkg", now: NOW });
    expect(imported.decks[0]!.notes[0]!.content).toEqual({ type: "qna", question: 'Listen: <audio src="x.wav"></audio>', answer: "Hello" });
    const exported = await writeApkg({
      decks: imported.decks,
      media: imported.media.map((file) => ({ name: file.name, data: file.read() })),
      includeProgress: false,
      now: NOW,
    });
    expect(await checkAnkiCollection(exported)).toEqual([]);
    const files = unzipSync(exported);
    const SQL = await initSqlJs();
    const db = new SQL.Database(files["collection.anki2"]);
    try {
      const [fields] = db.exec("SELECT flds FROM notes")[0]!.values[0]!;
      expect(String(fields).split("\u001f")[0]).toBe("Listen: [sound:x.wav]");
    } finally {
      db.close();
    }
    expect(JSON.parse(strFromU8(files.media!))).toEqual({ "0": "x.wav" });
    expect(files["0"]).toEqual(sound);
    // And back into Mnemo as the same note.
    const again = await readApkg(exported, { fileName: "mnemo.apkg", now: NOW });
    expect(again.decks[0]!.notes[0]!.content).toEqual(imported.decks[0]!.notes[0]!.content);
  });
});
