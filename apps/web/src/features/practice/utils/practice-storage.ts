import type { TPracticeQuestion } from "@mnemo/api-contract";
import type { TStorageLike } from "@/lib/playground/playground-storage.ts";
import type { TPracticeTest } from "./practice-session.ts";

/** A test as the browser's session keeps it: what the learner sees, and its questions with their answers. */
export type TStoredPracticeTest = { test: TPracticeTest; questions: TPracticeQuestion[] };

export type TStoredPractice = { tests: TStoredPracticeTest[]; missedLastTime: string[] };

/** sessionStorage's key: this tab's tests survive a reload, and end with the tab. */
export const PRACTICE_STORAGE_KEY = "_playground_practice";
const VERSION = 1;
/** The newest tests kept: enough to resume one and retake the one before it. */
export const MAX_KEPT_TESTS = 5;

const EMPTY: TStoredPractice = { tests: [], missedLastTime: [] };

/** The tests kept in `storage`; nothing when there are none or they cannot be read (a change of shape, a full storage). */
export function loadPractice(storage: TStorageLike | null): TStoredPractice {
  try {
    const raw = storage?.getItem(PRACTICE_STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as { version?: unknown; tests?: unknown; missedLastTime?: unknown };
    if (parsed.version !== VERSION || !Array.isArray(parsed.tests) || !Array.isArray(parsed.missedLastTime)) return EMPTY;
    const tests = (parsed.tests as unknown[]).filter(isStoredTest);
    return { tests, missedLastTime: parsed.missedLastTime.filter((id): id is string => typeof id === "string") };
  } catch {
    return EMPTY;
  }
}

/** Keeps the newest MAX_KEPT_TESTS tests; false when the browser would not store them (they then last as long as the page). */
export function savePractice(storage: TStorageLike | null, practice: TStoredPractice): boolean {
  if (!storage) return false;
  try {
    const tests = practice.tests.slice(-MAX_KEPT_TESTS);
    storage.setItem(PRACTICE_STORAGE_KEY, JSON.stringify({ version: VERSION, tests, missedLastTime: practice.missedLastTime }));
    return true;
  } catch {
    return false;
  }
}

/** Written by this module, so the shape is checked only as far as a stale or hand-edited copy could break the screens. */
function isStoredTest(value: unknown): value is TStoredPracticeTest {
  if (typeof value !== "object" || value === null) return false;
  const { test, questions } = value as { test?: Partial<TPracticeTest>; questions?: unknown };
  return (
    typeof test?.id === "string" &&
    typeof test.startedAt === "string" &&
    typeof test.settings === "object" &&
    test.settings !== null &&
    Array.isArray(test.items) &&
    Array.isArray(questions) &&
    questions.length === test.items.length &&
    test.items.every((item, index) => typeof item === "object" && item !== null && item.index === index && typeof item.prompt === "object")
  );
}
