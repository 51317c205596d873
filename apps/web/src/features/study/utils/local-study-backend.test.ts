import type { TNote } from "@mnemo/api-contract";
import { afterEach, describe, expect, it } from "vitest";
import { PLAYGROUND_DECK_ID } from "@/lib/playground/playground-deck.ts";
import { brokenStorage, memoryStorage } from "@/lib/playground/memory-storage.testing.ts";
import { deletePlaygroundCard } from "@/lib/playground/playground-notes.ts";
import { clearPlaygroundMemory, PlaygroundModeError, type TStorageLike } from "@/lib/playground/playground-storage.ts";
import { clearPlaygroundStudyMemory, parseStoredStudy } from "@/lib/playground/playground-study-storage.ts";
import { createSampleNotes, sampleNoteId } from "@/lib/playground/sample-cards.ts";
import { studyErrorKind } from "../api/study-errors.ts";
import { createLocalStudyBackend } from "./local-study-backend.ts";

const NOW = new Date("2026-03-02T10:00:00.000Z");

function setup({
  initial = {},
  user = null as { id: string } | null,
  storage: given,
}: { initial?: Record<string, string>; user?: { id: string } | null; storage?: TStorageLike | null } = {}) {
  const memory = memoryStorage(initial);
  const { data } = memory;
  const storage = given ?? memory.storage;
  let notes: TNote[] = createSampleNotes();
  const saved: boolean[] = [];
  const make = () =>
    createLocalStudyBackend({
      notes: () => notes,
      storage: () => storage,
      user: () => user,
      now: () => NOW,
      timeZone: () => "Europe/London",
      onSaved: (isPersisted) => saved.push(isPersisted),
    });
  return { data, backend: make(), make, saved, setNotes: (next: TNote[]) => (notes = next) };
}

afterEach(() => {
  clearPlaygroundMemory();
  clearPlaygroundStudyMemory();
});

describe("the local study backend", () => {
  it("studies the sample deck and keeps the progress in _playground_study, so a reload finds it", async () => {
    const { backend, make, data, saved } = setup();
    const queue = await backend.queue({ groupIds: [PLAYGROUND_DECK_ID], limit: 20 });
    expect(queue.counts).toEqual({ new: 12, learning: 0, review: 0 });
    const first = queue.cards[0]!;
    const result = await backend.answer({
      cardId: first.id,
      rating: "easy",
      reviewId: "11111111-1111-4111-8111-111111111111",
      durationMs: 3000,
      seen: { reps: 0, due: null, state: "new" },
    });
    expect(result.schedule.state).toBe("review");
    expect(saved).toEqual([true]);
    expect(parseStoredStudy(data.get("_playground_study")).reviews).toHaveLength(1);

    // A new backend (a reload) reads the same progress.
    const after = await make().queue({ groupIds: [PLAYGROUND_DECK_ID], limit: 20 });
    expect(after.counts.new).toBe(11);
    expect(after.cards.map((card) => card.id)).not.toContain(first.id);

    await make().undo({ reviewId: "11111111-1111-4111-8111-111111111111" });
    expect((await make().queue({ limit: 20 })).counts.new).toBe(12);
  });

  it("rejects as the API does: a stale answer is a conflict, another deck is not found", async () => {
    const { backend } = setup();
    const [card] = (await backend.queue({ limit: 1 })).cards;
    const input = { cardId: card!.id, rating: "good" as const, durationMs: 1, seen: { reps: 0, due: null, state: "new" as const } };
    await backend.answer({ ...input, reviewId: "22222222-2222-4222-8222-222222222222" });
    const stale = await backend.answer({ ...input, reviewId: "33333333-3333-4333-8333-333333333333" }).catch((error: unknown) => error);
    expect(studyErrorKind(stale)).toBe("conflict");
    const missing = await backend.queue({ groupIds: ["3f1c1a3e-1111-4111-8111-111111111111"] }).catch((error: unknown) => error);
    expect(studyErrorKind(missing)).toBe("not_found");
  });

  it("starts afresh over corrupt progress, and works without storage", async () => {
    const corrupt = setup({ initial: { _playground_study: "{not json" } });
    expect((await corrupt.backend.queue({ limit: 5 })).counts.new).toBe(12);
    const blocked = setup({ storage: brokenStorage });
    const [card] = (await blocked.backend.queue({ limit: 1 })).cards;
    await blocked.backend.answer({
      cardId: card!.id,
      rating: "easy",
      reviewId: "r",
      durationMs: 1,
      seen: { reps: 0, due: null, state: "new" },
    });
    expect(blocked.saved).toEqual([false]);
    // This tab still remembers it.
    expect((await blocked.make().queue({ limit: 20 })).counts.new).toBe(11);
  });

  it("drops the progress of a deleted card for good", async () => {
    const { backend, data, setNotes } = setup();
    const [card] = (await backend.queue({ limit: 1 })).cards;
    await backend.answer({ cardId: card!.id, rating: "easy", reviewId: "r", durationMs: 1, seen: { reps: 0, due: null, state: "new" } });
    setNotes(deletePlaygroundCard(createSampleNotes(), sampleNoteId(0)));
    expect((await backend.queue({ limit: 20 })).counts.new).toBe(11);
    expect(parseStoredStudy(data.get("_playground_study"))).toEqual({ cards: {}, reviews: [] });
  });

  it("refuses a signed-in user: the playground is for visitors only", async () => {
    const { backend, data } = setup({ user: { id: "user-1" } });
    await expect(backend.queue({ limit: 5 })).rejects.toBeInstanceOf(PlaygroundModeError);
    expect(data.size).toBe(0);
  });
});
