import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { noteCardOrds, type TNoteContent } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createDeck, STUDY_TEXT, waitForAcceptedJob } from "../../testing/generation-helpers.ts";
import { createTestUser, useTestApp, type TestUser } from "../../testing/test-app.ts";
import { deleteGroup } from "../groups/delete-group.ts";
import { setPlan } from "../plan/set-plan.ts";
import { createNote } from "./create-note.ts";
import { deleteNote } from "./delete-note.ts";
import { updateNote } from "./update-note.ts";

/**
 * A note's reviewable cards (table `card`) follow its content on every write:
 * one card (ord 0) for every type, one per cloze number N (ord N-1) for cloze.
 * A card that stays keeps its id, so its scheduling and history survive edits.
 */
const ctx = useTestApp({ generation: {} });

type CardRow = { id: string; noteId: string; userId: string; ord: number };

/** Every note of the user has exactly the cards its content makes, owned by the same user. */
async function expectCardsInStep(db: Db, userId: string): Promise<void> {
  const notes = await db.note.findMany({ where: { userId }, select: { id: true, userId: true, content: true } });
  const cards = await db.card.findMany({ where: { note: { userId } }, select: { noteId: true, userId: true, ord: true } });
  const byNote = new Map<string, typeof cards>();
  for (const card of cards) byNote.set(card.noteId, [...(byNote.get(card.noteId) ?? []), card]);
  for (const note of notes) {
    const ords = (byNote.get(note.id) ?? []).map((card) => card.ord).sort((a, b) => a - b);
    expect(ords, JSON.stringify(note.content)).toEqual(noteCardOrds(note.content as TNoteContent));
    for (const card of byNote.get(note.id) ?? []) expect(card.userId).toBe(note.userId);
  }
  expect(cards.filter((card) => !notes.some((note) => note.id === card.noteId))).toEqual([]);
}

async function cardsOf(noteId: string): Promise<CardRow[]> {
  return ctx.db.card.findMany({ where: { noteId }, select: { id: true, noteId: true, userId: true, ord: true }, orderBy: { ord: "asc" } });
}

const cloze = (text: string): TNoteContent => ({ type: "clozedel", text });

async function userWithDeck(): Promise<{ user: TestUser; groupId: string }> {
  const user = await createTestUser(ctx.app);
  return { user, groupId: await createDeck(ctx.app, user) };
}

describe("a note's cards", () => {
  it("are made with the note: one for each type, one per cloze number", async () => {
    const { user, groupId } = await userWithDeck();
    const qna = await createNote({ userId: user.id, groupId, content: { type: "qna", question: "Q?", answer: "A" } }, ctx.db);
    const gaps = await createNote(
      { userId: user.id, groupId, content: cloze("{{c1::Paris}} is the capital of {{c2::France}}; {{c2::French}} is spoken.") },
      ctx.db,
    );
    expect((await cardsOf(qna.id)).map((card) => card.ord)).toEqual([0]);
    expect((await cardsOf(gaps.id)).map((card) => card.ord)).toEqual([0, 1]);
    await expectCardsInStep(ctx.db, user.id);
  });

  it("follow a cloze edit: a new number adds a card, a removed one removes it, a kept one keeps its id and scheduling", async () => {
    const { user, groupId } = await userWithDeck();
    const note = await createNote({ userId: user.id, groupId, content: cloze("{{c1::Paris}} is the capital of {{c2::France}}.") }, ctx.db);
    const [c1] = await cardsOf(note.id);
    await ctx.db.card.update({ where: { id: c1!.id }, data: { state: "review", reps: 3, stability: 4.2 } });

    await updateNote(
      { userId: user.id, id: note.id, content: cloze("{{c1::Paris}} is the capital of {{c2::France}} on the {{c3::Seine}}.") },
      ctx.db,
    );
    expect((await cardsOf(note.id)).map((card) => card.ord)).toEqual([0, 1, 2]);

    await updateNote({ userId: user.id, id: note.id, content: cloze("{{c1::Paris}} lies on the {{c3::Seine}}.") }, ctx.db);
    const after = await cardsOf(note.id);
    expect(after.map((card) => card.ord)).toEqual([0, 2]);
    expect(after[0]!.id).toBe(c1!.id);
    expect(await ctx.db.card.findUnique({ where: { id: c1!.id }, select: { state: true, reps: true, stability: true } })).toEqual({
      state: "review",
      reps: 3,
      stability: 4.2,
    });
    await expectCardsInStep(ctx.db, user.id);
  });

  it("are left alone when an edit is refused, and never touched by another user's edit", async () => {
    const { user, groupId } = await userWithDeck();
    const stranger = await createTestUser(ctx.app);
    const note = await createNote({ userId: user.id, groupId, content: cloze("{{c1::Paris}} and {{c2::Rome}}.") }, ctx.db);
    const before = await cardsOf(note.id);
    await expect(updateNote({ userId: stranger.id, id: note.id, content: cloze("{{c5::Oslo}}") }, ctx.db)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(
      updateNote({ userId: user.id, id: note.id, content: { type: "qna", question: "Q?", answer: "A" } }, ctx.db),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await cardsOf(note.id)).toEqual(before);
  });

  it("go with their note, and with a deleted deck's notes", async () => {
    const { user, groupId } = await userWithDeck();
    const one = await createNote({ userId: user.id, groupId, content: cloze("{{c1::a}} {{c2::b}}") }, ctx.db);
    const two = await createNote({ userId: user.id, groupId, content: { type: "manual", front: "F", back: "B" } }, ctx.db);
    await deleteNote({ userId: user.id, id: one.id }, ctx.db);
    expect(await cardsOf(one.id)).toEqual([]);
    expect(await cardsOf(two.id)).toHaveLength(1);
    await deleteGroup({ userId: user.id, id: groupId }, ctx.db);
    expect(await ctx.db.card.count({ where: { userId: user.id } })).toBe(0);
  });

  it("are made for every card of a generation the learner adds", { timeout: 60_000 }, async () => {
    const { user, groupId } = await userWithDeck();
    await setPlan({ email: user.email, planId: "pro" }, ctx.db);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text: STUDY_TEXT, types: ["clozedel", "qna", "mcq"] },
    });
    expect(response.statusCode).toBe(202);
    const job = await waitForAcceptedJob(ctx.app, user, response.json<{ id: string }>().id);
    expect(job.status).toBe("succeeded");
    const notes = await ctx.db.note.findMany({ where: { groupId }, select: { type: true } });
    expect(notes.some((note) => note.type === "clozedel")).toBe(true);
    expect(await ctx.db.card.count({ where: { userId: user.id } })).toBeGreaterThanOrEqual(notes.length);
    await expectCardsInStep(ctx.db, user.id);
  });

  it("stay in step through any sequence of cloze edits (property)", { timeout: 60_000 }, async () => {
    const { user, groupId } = await userWithDeck();
    const gap = fc
      .tuple(fc.integer({ min: 0, max: 6 }), fc.constantFrom("Paris", "{x}", "a::hint", "{{c2::nested}}", "4 + 5"))
      .map(([number, answer]) => `{{c${number}::${answer}}}`);
    const clozeText = fc
      .array(fc.tuple(fc.constantFrom("The ", " and ", ": ", "\n", " {braces} "), gap), { minLength: 1, maxLength: 5 })
      .map((parts) => parts.flat().join(""));
    await fc.assert(
      fc.asyncProperty(clozeText, fc.array(clozeText, { minLength: 1, maxLength: 4 }), async (first, edits) => {
        const note = await createNote({ userId: user.id, groupId, content: cloze(first) }, ctx.db);
        let previous = await cardsOf(note.id);
        for (const text of edits) {
          await updateNote({ userId: user.id, id: note.id, content: cloze(text) }, ctx.db);
          const current = await cardsOf(note.id);
          expect(current.map((card) => card.ord)).toEqual(noteCardOrds(cloze(text)));
          // A card whose ord survives the edit is the same card.
          for (const card of current) {
            const kept = previous.find((old) => old.ord === card.ord);
            if (kept) expect(card.id).toBe(kept.id);
          }
          previous = current;
        }
      }),
      { numRuns: 25, seed: 16 },
    );
    await expectCardsInStep(ctx.db, user.id);
  });
});

describe("the migration's backfill", () => {
  const migration = readFileSync(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../prisma/migrations/20261124150806_note_cards/migration.sql"),
    "utf8",
  );
  const backfill = /-- backfill:begin\n([\s\S]*?)-- backfill:end/.exec(migration)?.[1];

  it("makes the same cards for existing notes as the card core does", async () => {
    expect(backfill).toBeTruthy();
    const { user, groupId } = await userWithDeck();
    const texts = fc.sample(
      fc
        .array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.constantFrom("a", "{b}", "c::hint", "{{c3::d}}")), {
          minLength: 1,
          maxLength: 4,
        })
        .map((gaps) => gaps.map(([number, answer]) => `x {{c${number}::${answer}}} y`).join(" ")),
      { numRuns: 40, seed: 7 },
    );
    const contents: TNoteContent[] = [
      ...texts.map(cloze),
      { type: "qna", question: "Q {{c1::not a gap here}}?", answer: "A" },
      { type: "truefalse", statement: "S", isTrue: true, correction: "" },
      { type: "manual", front: "F", back: "B" },
    ];
    for (const content of contents) await createNote({ userId: user.id, groupId, content }, ctx.db);
    // Notes written before the card table existed: no cards yet.
    await ctx.db.card.deleteMany({ where: { userId: user.id } });
    await ctx.db.$executeRawUnsafe(backfill!);
    await expectCardsInStep(ctx.db, user.id);
    expect(await ctx.db.card.count({ where: { userId: user.id } })).toBeGreaterThan(contents.length);
  });
});
