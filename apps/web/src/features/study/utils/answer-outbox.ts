import { ZAnswerInputSchema, type TAnswerInput } from "@mnemo/api-contract";
import { httpStatusOf } from "@/lib/error-info.ts";

export type TOutboxStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** An answer as it goes to study.answer: the review id makes sending it twice harmless. */
export type TOutboxEntry = TAnswerInput & { answeredAt: string };

/**
 * Answers not yet saved, kept in the browser per learner, so one made offline
 * (or just before the tab closed) is sent when the study screens are next open.
 * Each entry is the exact study.answer input, review id included, so a resend
 * of an answer the server did get is a no-op. Storage that is missing, full or
 * holds something else never breaks studying: the outbox then lives for this
 * tab only.
 */
export type TAnswerOutbox = {
  list(): TOutboxEntry[];
  put(entry: TOutboxEntry): void;
  remove(reviewId: string): void;
};

/** Far more than a day of offline study; the oldest go first beyond it. */
export const OUTBOX_MAX_ENTRIES = 1_000;
const VERSION = 1;

export function outboxKey(userId: string): string {
  return `mnemo_study_outbox:${userId}`;
}

function parseEntries(raw: string | null): TOutboxEntry[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== "object" || data === null || (data as { version?: unknown }).version !== VERSION) return [];
    const entries = (data as { entries?: unknown }).entries;
    if (!Array.isArray(entries)) return [];
    return entries.flatMap((entry: unknown) => {
      const parsed = ZAnswerInputSchema.safeParse(entry);
      const answeredAt = (entry as { answeredAt?: unknown } | null)?.answeredAt;
      return parsed.success && typeof answeredAt === "string" ? [entry as TOutboxEntry] : [];
    });
  } catch {
    return [];
  }
}

export function createAnswerOutbox(storage: TOutboxStorage | null, userId: string): TAnswerOutbox {
  const key = outboxKey(userId);
  let memory: TOutboxEntry[] | null = null;

  function read(): TOutboxEntry[] {
    if (memory) return memory;
    try {
      return parseEntries(storage?.getItem(key) ?? null);
    } catch {
      return [];
    }
  }

  function write(entries: TOutboxEntry[]) {
    const kept = entries.slice(-OUTBOX_MAX_ENTRIES);
    try {
      if (!storage) throw new Error("no storage");
      if (kept.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify({ version: VERSION, entries: kept }));
      memory = null;
    } catch {
      memory = kept;
    }
  }

  return {
    list: read,
    put(entry) {
      write([...read().filter((held) => held.reviewId !== entry.reviewId), entry]);
    },
    remove(reviewId) {
      const entries = read();
      if (entries.some((entry) => entry.reviewId === reviewId)) write(entries.filter((entry) => entry.reviewId !== reviewId));
    },
  };
}

/** The server will never take this answer (it is malformed, or its card changed or is gone): sending it again is pointless. */
export function isRefusedForGood(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === 400 || status === 404 || status === 409 || status === 422;
}

/**
 * Sends the given waiting answers one after another, in the order they were made (a card answered
 * twice offline: the second answer's `seen` is the first's result), each through `send`. An answer
 * leaves the outbox once saved, or once the server refused it for good (`isRefusedForGood`); one the
 * network lost stays for next time.
 */
export async function sendWaitingAnswers(
  outbox: TAnswerOutbox,
  entries: readonly TOutboxEntry[],
  send: (entry: TOutboxEntry) => Promise<unknown>,
): Promise<void> {
  for (const entry of entries) {
    try {
      await send(entry);
      outbox.remove(entry.reviewId);
    } catch (error) {
      if (isRefusedForGood(error)) outbox.remove(entry.reviewId);
    }
  }
}
