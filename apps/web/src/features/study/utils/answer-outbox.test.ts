import { describe, expect, it } from "vitest";
import {
  createAnswerOutbox,
  OUTBOX_MAX_ENTRIES,
  outboxKey,
  sendWaitingAnswers,
  type TOutboxEntry,
  type TOutboxStorage,
} from "./answer-outbox.ts";

function memoryStorage(): TOutboxStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const USER = "6f9619ff-8b86-4011-b42d-00c04fc964ff";

function entry(n: number): TOutboxEntry {
  return {
    cardId: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    reviewId: `10000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    rating: "good",
    durationMs: 4_000,
    seen: { reps: 0, due: null, state: "new" },
    answeredAt: "2026-11-24T10:00:00.000Z",
  };
}

describe("the answer outbox", () => {
  it("keeps answers in order across instances (a reload) until each is removed", () => {
    const storage = memoryStorage();
    const first = createAnswerOutbox(storage, USER);
    first.put(entry(1));
    first.put(entry(2));
    first.put(entry(1)); // the same review id again replaces, never doubles
    const reloaded = createAnswerOutbox(storage, USER);
    expect(reloaded.list().map((held) => held.reviewId)).toEqual([entry(2).reviewId, entry(1).reviewId]);
    reloaded.remove(entry(2).reviewId);
    reloaded.remove(entry(1).reviewId);
    expect(createAnswerOutbox(storage, USER).list()).toEqual([]);
    expect(storage.data.has(outboxKey(USER))).toBe(false);
  });

  it("is per learner", () => {
    const storage = memoryStorage();
    createAnswerOutbox(storage, USER).put(entry(1));
    expect(createAnswerOutbox(storage, "someone-else").list()).toEqual([]);
  });

  it("drops what is not a well-formed answer, and survives storage holding anything", () => {
    const storage = memoryStorage();
    const broken = { ...entry(2), rating: "perfect" };
    storage.setItem(outboxKey(USER), JSON.stringify({ version: 1, entries: [entry(1), broken, null, "x"] }));
    expect(createAnswerOutbox(storage, USER).list()).toEqual([entry(1)]);
    for (const raw of ["{", "null", "[]", JSON.stringify({ version: 2, entries: [entry(1)] })]) {
      storage.setItem(outboxKey(USER), raw);
      expect(createAnswerOutbox(storage, USER).list()).toEqual([]);
    }
  });

  it("falls back to memory when storage refuses writes or is missing", () => {
    const full: TOutboxStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    for (const storage of [full, null]) {
      const outbox = createAnswerOutbox(storage, USER);
      outbox.put(entry(1));
      expect(outbox.list()).toEqual([entry(1)]);
      outbox.remove(entry(1).reviewId);
      expect(outbox.list()).toEqual([]);
    }
  });

  it("keeps the newest answers when it is over its size", () => {
    const storage = memoryStorage();
    const outbox = createAnswerOutbox(storage, USER);
    for (let n = 0; n <= OUTBOX_MAX_ENTRIES; n += 1) outbox.put(entry(n));
    const held = outbox.list();
    expect(held).toHaveLength(OUTBOX_MAX_ENTRIES);
    expect(held[0]).toEqual(entry(1));
  });
});

describe("sending waiting answers", () => {
  it("sends one after another in order, drops the saved and the refused for good, keeps what the network lost", async () => {
    const storage = memoryStorage();
    const outbox = createAnswerOutbox(storage, USER);
    const entries = [entry(1), entry(2), entry(3)];
    for (const held of entries) outbox.put(held);
    const sent: string[] = [];
    let inFlight = 0;
    await sendWaitingAnswers(outbox, entries, async (held) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await Promise.resolve();
      inFlight -= 1;
      sent.push(held.reviewId);
      if (held === entries[1]) throw Object.assign(new Error("conflict"), { status: 409 });
      if (held === entries[2]) throw new TypeError("Failed to fetch");
    });
    expect(sent).toEqual(entries.map((held) => held.reviewId));
    expect(outbox.list()).toEqual([entry(3)]);
  });
});
