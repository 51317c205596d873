import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createDeck } from "../../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp } from "../../testing/test-app.ts";
import { answerCard } from "../study/answer-card.ts";
import { suspendCard } from "../study/card-actions.ts";
import { createNote } from "./create-note.ts";

const ctx = useTestApp();

describe("a deck's card list with study summaries", () => {
  it("tRPC's notes.byGroup says new, recall (lowest card of a cloze) or suspended; the REST answer keeps the original shape", async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user, "Recall deck");
    const qna = await createNote({ userId: user.id, groupId, content: { type: "qna", question: "Q?", answer: "A" } }, ctx.db);
    const cloze = await createNote(
      { userId: user.id, groupId, content: { type: "clozedel", text: "{{c1::Paris}} is in {{c2::France}}." } },
      ctx.db,
    );
    const hidden = await createNote({ userId: user.id, groupId, content: { type: "qna", question: "Hidden?", answer: "Yes" } }, ctx.db);
    const cards = await ctx.db.card.findMany({ where: { userId: user.id }, orderBy: [{ noteId: "asc" }, { ord: "asc" }] });
    const clozeCards = cards.filter((card) => card.noteId === cloze.id);
    const answeredAt = new Date(Date.now() - 3 * 86_400_000);
    const answer = (cardId: string, rating: "again" | "easy") =>
      answerCard(
        {
          userId: user.id,
          cardId,
          rating,
          reviewId: randomUUID(),
          durationMs: 1000,
          seen: { reps: 0, due: null, state: "new" },
          now: answeredAt,
        },
        ctx.db,
      );
    await answer(clozeCards[0]!.id, "easy");
    await ctx.db.card.updateMany({ where: { noteId: cloze.id }, data: { buriedUntil: null } });
    await answer(clozeCards[1]!.id, "again");
    await suspendCard({ userId: user.id, cardId: cards.find((card) => card.noteId === hidden.id)!.id }, ctx.db);

    const page = await callerFor(ctx, user).notes.byGroup({ id: groupId, page: 0 });
    const study = Object.fromEntries(page.notes.map((note) => [note.id, note.study]));
    expect(study[qna.id]).toEqual({ status: "new", recall: null });
    expect(study[hidden.id]).toEqual({ status: "suspended", recall: null });
    expect(study[cloze.id]?.status).toBe("studied");
    // "Again" three days ago is far weaker than "Easy": the note shows the weaker card.
    expect(study[cloze.id]?.recall).toBeLessThan(0.8);

    const rest = await ctx.app.inject({
      method: "POST",
      url: "/api/notes/notes_by_group_id",
      headers: { ...user.headers, "content-type": "application/json" },
      payload: { id: groupId, page: 0 },
    });
    expect(rest.statusCode).toBe(200);
    expect((rest.json() as object[]).every((note) => !("study" in note))).toBe(true);
  });
});
