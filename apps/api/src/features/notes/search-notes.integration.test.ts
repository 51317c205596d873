import { MAX_SEARCH_QUERY, NOTES_SEARCH_PAGE_SIZE, type TNoteContent, type TSearchNotesInput } from "@mnemo/api-contract";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { callerFor, createTestUser, useTestApp, type TestUser } from "../../testing/test-app.ts";

const ctx = useTestApp();
const MISSING_ID = "0190f3b4-0000-7000-8000-00000000abcd";

async function newUser() {
  const user = await createTestUser(ctx.app);
  return { user, trpc: callerFor(ctx, user) };
}

let position = 0;
/** Writes a card straight into the database, with a chosen creation time when order matters. */
async function addCard(user: TestUser, groupId: string, content: TNoteContent, createdAt?: Date) {
  position += 1;
  const row = await ctx.db.note.create({
    data: { userId: user.id, groupId, type: content.type, content, position, ...(createdAt ? { createdAt } : {}) },
    select: { id: true },
  });
  return row.id;
}

async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

/** One card of every type, each field carrying its own word, so a hit shows which field was searched. */
const EVERY_FIELD: { field: string; word: string; content: TNoteContent }[] = [
  {
    field: "mcq question",
    word: "Zanzibar",
    content: { type: "mcq", question: "Where is Zanzibar?", options: ["A", "B", "C", "D"], correctIndex: 0, explanation: "" },
  },
  {
    field: "mcq option",
    word: "Quetzal",
    content: { type: "mcq", question: "A bird?", options: ["Robin", "Quetzal", "Crow", "Owl"], correctIndex: 1, explanation: "" },
  },
  {
    field: "mcq explanation",
    word: "Yggdrasil",
    content: { type: "mcq", question: "A tree?", options: ["1", "2", "3", "4"], correctIndex: 2, explanation: "Yggdrasil is one." },
  },
  {
    field: "true/false statement",
    word: "Xylophone",
    content: { type: "truefalse", statement: "Xylophone is wood.", isTrue: true, correction: "" },
  },
  {
    field: "true/false correction",
    word: "Wombat",
    content: { type: "truefalse", statement: "Cubes?", isTrue: false, correction: "Wombat dung is." },
  },
  { field: "cloze answer", word: "Vltava", content: { type: "clozedel", text: "Prague lies on the {{c1::Vltava}}." } },
  { field: "cloze hint", word: "Umbrella", content: { type: "clozedel", text: "{{c1::Rain::Umbrella weather}} falls." } },
  { field: "concept", word: "Tessellation", content: { type: "concept_fact_list", concept: "Tessellation", facts: ["Tiles"] } },
  {
    field: "concept fact",
    word: "Sonnet",
    content: { type: "concept_fact_list", concept: "Poems", facts: ["Haiku", "A Sonnet has 14 lines"] },
  },
  { field: "Q&A question", word: "Rhombus", content: { type: "qna", question: "What is a Rhombus?", answer: "A shape" } },
  { field: "Q&A answer", word: "Quokka", content: { type: "qna", question: "Happiest animal?", answer: "The Quokka" } },
  { field: "manual front", word: "Pangolin", content: { type: "manual", front: "Pangolin scales", back: "Keratin" } },
  { field: "manual back", word: "Ocelot", content: { type: "manual", front: "Spotted cat", back: "Ocelot" } },
];

describe("notes.search", () => {
  it("finds a word in every field a person reads on a card, case-insensitively", async () => {
    const { user, trpc } = await newUser();
    const deck = await trpc.groups.create({ title: "Everything" });
    const ids = new Map<string, string>();
    for (const { field, content } of EVERY_FIELD) ids.set(field, await addCard(user, deck.id, content));

    for (const { field, word } of EVERY_FIELD) {
      const page = await trpc.notes.search({ query: word.toUpperCase() });
      expect(
        page.notes.map((note) => note.id),
        field,
      ).toEqual([ids.get(field)]);
      expect(page.total, field).toBe(1);
    }
  });

  it("reads cloze text without its markup and never matches JSON keys or card types", async () => {
    const { user, trpc } = await newUser();
    const deck = await trpc.groups.create({ title: "Cloze" });
    const id = await addCard(user, deck.id, { type: "clozedel", text: "{{c1::Paris}} is the capital of {{c2::France::country}}." });
    await addCard(user, deck.id, { type: "qna", question: "Two plus two?", answer: "Four" });

    expect((await trpc.notes.search({ query: "paris is the" })).notes.map((n) => n.id)).toEqual([id]);
    expect((await trpc.notes.search({ query: "France country" })).notes.map((n) => n.id)).toEqual([id]);
    for (const query of ["question", "qna", "clozedel", "answer", "c1::", "{{", '"type"']) {
      expect((await trpc.notes.search({ query })).total, query).toBe(0);
    }
  });

  it("matches %, _ and \\ literally", async () => {
    const { user, trpc } = await newUser();
    const deck = await trpc.groups.create({ title: "Symbols" });
    const percent = await addCard(user, deck.id, { type: "manual", front: "Interest", back: "5% a year" });
    const underscore = await addCard(user, deck.id, { type: "manual", front: "snake_case", back: "A naming style" });
    const backslash = await addCard(user, deck.id, { type: "manual", front: "Path", back: "C:\\Users" });
    await addCard(user, deck.id, { type: "manual", front: "Plain", back: "Nothing special here" });

    expect((await trpc.notes.search({ query: "%" })).notes.map((n) => n.id)).toEqual([percent]);
    expect((await trpc.notes.search({ query: "_" })).notes.map((n) => n.id)).toEqual([underscore]);
    expect((await trpc.notes.search({ query: "\\" })).notes.map((n) => n.id)).toEqual([backslash]);
  });

  it("never shows another user's cards, and treats their deck like a missing one", async () => {
    const { user: owner, trpc: ownerTrpc } = await newUser();
    const { trpc: other } = await newUser();
    const deck = await ownerTrpc.groups.create({ title: "Private" });
    await addCard(owner, deck.id, { type: "qna", question: "Secret word?", answer: "Marzipan" });

    expect(await other.notes.search({})).toEqual({ notes: [], total: 0, nextCursor: null });
    expect((await other.notes.search({ query: "Marzipan" })).total).toBe(0);
    for (const groupId of [deck.id, MISSING_ID]) {
      const error = await rejection(other.notes.search({ groupId }));
      expect(error.code).toBe("NOT_FOUND");
      expect(error.message).toBe("Group not found");
    }
    expect((await ownerTrpc.notes.search({ query: "marzipan" })).notes).toMatchObject([
      { group_id: deck.id, group_title: "Private", content: { answer: "Marzipan" } },
    ]);
  });

  it("combines the text, deck and type filters", async () => {
    const { user, trpc } = await newUser();
    const biology = await trpc.groups.create({ title: "Biology" });
    const chemistry = await trpc.groups.create({ title: "Chemistry" });
    const target = await addCard(user, biology.id, { type: "qna", question: "What does a cell membrane do?", answer: "Controls entry" });
    await addCard(user, biology.id, { type: "manual", front: "Cell wall", back: "Plants" });
    await addCard(user, chemistry.id, { type: "qna", question: "Electrochemical cell?", answer: "Makes current" });
    await addCard(user, biology.id, { type: "qna", question: "Largest organ?", answer: "Skin" });

    const search = (input: TSearchNotesInput) => trpc.notes.search(input).then((page) => page.total);
    expect(await search({ query: "cell" })).toBe(3);
    expect(await search({ query: "cell", groupId: biology.id })).toBe(2);
    expect(await search({ query: "cell", type: "qna" })).toBe(2);
    expect(await search({ groupId: biology.id, type: "qna" })).toBe(2);
    const combined = await trpc.notes.search({ query: "cell", groupId: biology.id, type: "qna" });
    expect(combined.notes.map((n) => [n.id, n.group_title, n.type])).toEqual([[target, "Biology", "qna"]]);
    expect(combined.total).toBe(1);
    expect(await search({ query: "cell", groupId: chemistry.id, type: "manual" })).toBe(0);
    // A blank search is no filter at all.
    expect(await search({ query: "   " })).toBe(4);
  });

  it("pages newest first with a cursor, without repeats or gaps, even when cards share a timestamp", async () => {
    const { user, trpc } = await newUser();
    const older = await trpc.groups.create({ title: "Older" });
    const newer = await trpc.groups.create({ title: "Newer" });
    const total = NOTES_SEARCH_PAGE_SIZE + 5;
    const sameInstant = new Date("2026-01-01T10:00:00.000Z");
    const created: string[] = [];
    for (let i = 0; i < total; i++) {
      // Ten cards share one instant; the rest are a minute apart, alternating decks.
      const at = i < 10 ? sameInstant : new Date(sameInstant.getTime() + i * 60_000);
      created.push(await addCard(user, i % 2 ? newer.id : older.id, { type: "qna", question: `Question ${i}`, answer: "x" }, at));
    }

    const first = await trpc.notes.search({});
    expect(first.notes).toHaveLength(NOTES_SEARCH_PAGE_SIZE);
    expect(first.total).toBe(total);
    expect(first.notes[0]?.content).toEqual({ type: "qna", question: `Question ${total - 1}`, answer: "x" });
    expect(first.nextCursor).not.toBeNull();
    const second = await trpc.notes.search({ cursor: first.nextCursor });
    expect(second.notes).toHaveLength(5);
    expect(second.total).toBe(total);
    expect(second.nextCursor).toBeNull();

    const seen = [...first.notes, ...second.notes];
    expect(new Set(seen.map((n) => n.id))).toEqual(new Set(created));
    const times = seen.map((n) => n.created_at);
    expect(times).toEqual([...times].sort().reverse());
    // A card added between pages does not shift the next page.
    await addCard(user, older.id, { type: "qna", question: "Brand new", answer: "x" });
    expect((await trpc.notes.search({ cursor: first.nextCursor })).notes.map((n) => n.id)).toEqual(second.notes.map((n) => n.id));
  });

  it("refuses bad input with BAD_REQUEST and a message that says what is wrong", async () => {
    const { trpc } = await newUser();
    const cases: [unknown, string][] = [
      [{ query: "x".repeat(MAX_SEARCH_QUERY + 1) }, `The search must be at most ${MAX_SEARCH_QUERY} characters.`],
      [{ query: 42 }, "query must be text."],
      [{ groupId: "deck-1" }, "groupId must be a deck id (a UUID)."],
      [{ type: "essay" }, "type must be one of mcq, truefalse, clozedel, concept_fact_list, qna, manual."],
      [{ cursor: "page-2" }, "cursor is not valid: pass the nextCursor of the previous page."],
    ];
    for (const [input, message] of cases) {
      const error = await rejection(trpc.notes.search(input as TSearchNotesInput));
      expect(error.code).toBe("BAD_REQUEST");
      // A direct caller sees zod's issues; over HTTP the error formatter sends just the messages (next test).
      expect(error.message).toContain(message);
    }
    // Exactly at the limit is fine.
    expect((await trpc.notes.search({ query: "x".repeat(MAX_SEARCH_QUERY) })).total).toBe(0);
  });

  it("answers over HTTP: 400 for bad input, 401 signed out, 200 with the page", async () => {
    const user = await createTestUser(ctx.app);
    const url = (input: unknown) => `/trpc/notes.search?input=${encodeURIComponent(JSON.stringify(input))}`;

    const bad = await ctx.app.inject({ url: url({ type: "essay" }), headers: user.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      message: "type must be one of mcq, truefalse, clozedel, concept_fact_list, qna, manual.",
      data: { code: "BAD_REQUEST", issues: [{ path: "type" }] },
    });
    expect((await ctx.app.inject({ url: url({}) })).statusCode).toBe(401);
    const ok = await ctx.app.inject({ url: url({ query: "anything" }), headers: user.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.data).toEqual({ notes: [], total: 0, nextCursor: null });
  });
});
