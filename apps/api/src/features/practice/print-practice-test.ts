import {
  printableTest,
  printableTestMarkdown,
  printableTestText,
  printSource,
  printTitle,
  type TPdfOptions,
  type TPlan,
  type TPrintableTest,
  type TPrintVersion,
} from "@mnemo/api-contract";
import type { Db, DbOrTx } from "@mnemo/db";
import { assertCanExport } from "../plan/export-allowance.ts";
import { practiceTestNotFound } from "./practice-errors.ts";
import { testQuestions, testSettings } from "./practice-dto.ts";
import type { ThreadPool } from "../../threads/thread-pool.ts";
import { writePracticePdfInThread } from "./practice-pdf-in-thread.ts";

type TPrintRef = { userId: string; testId: string; version: TPrintVersion };

/**
 * One of the learner's tests laid out for paper (docs/practice-tests.md, "Printing a test"): its questions by format,
 * the key with each card's source page or slide, the decks' names and the day the test was started. Any test can be
 * printed, taken or not; the key is on the paper, so nothing is hidden. 404 when the test is not the learner's.
 */
export async function loadPrintableTest({ userId, testId, version }: TPrintRef, db: DbOrTx): Promise<TPrintableTest> {
  const test = await db.practiceTest.findFirst({
    where: { id: testId, userId },
    select: { groupIds: true, settings: true, questions: true, startedAt: true },
  });
  if (!test) throw practiceTestNotFound();
  const questions = testQuestions(test);
  const noteIds = [...new Set(questions.flatMap((question) => question.cards.map((card) => card.noteId)))];
  const [decks, notes] = await Promise.all([
    db.group.findMany({ where: { userId, id: { in: test.groupIds } }, select: { id: true, title: true } }),
    db.note.findMany({ where: { userId, id: { in: noteIds } }, select: { id: true, source: true } }),
  ]);
  const titles = new Map(decks.map((deck) => [deck.id, deck.title]));
  // A deck or card deleted since the test was taken just goes unnamed.
  const sources = new Map(notes.map((note) => [note.id, printSource(note.source as Parameters<typeof printSource>[0])]));
  return printableTest({
    questions,
    seed: testSettings(test).seed,
    version,
    decks: test.groupIds.flatMap((id) => titles.get(id) ?? []),
    date: test.startedAt.toISOString().slice(0, 10),
    sourceOf: (noteId) => sources.get(noteId) ?? null,
  });
}

/** The test as plain text ("copy as text") or Markdown: open to every plan, as the test itself is. */
export async function practiceTestTextFile(
  { format, ...ref }: TPrintRef & { format: "md" | "txt" },
  db: DbOrTx,
): Promise<{ title: string; text: string }> {
  const test = await loadPrintableTest(ref, db);
  return { title: printTitle(test), text: format === "md" ? printableTestMarkdown(test) : printableTestText(test) };
}

/**
 * The test as a PDF, for plans with the PDF export: the same rule and error as every other export (403
 * EXPORT_NOT_IN_PLAN naming the plan that has it), checked before the test is read, so it says nothing about whose
 * the test is. Written in a file thread, as exports are (practice-pdf-in-thread.ts).
 */
export async function practiceTestPdfFile(
  { plans, paper, now = new Date(), ...ref }: TPrintRef & { plans: readonly TPlan[]; paper: TPdfOptions["paper"]; now?: Date },
  { db, threads }: { db: Db; threads: ThreadPool },
): Promise<{ title: string; bytes: Uint8Array }> {
  await assertCanExport({ userId: ref.userId, plans, format: "pdf" }, db);
  const test = await loadPrintableTest(ref, db);
  return { title: printTitle(test), bytes: await writePracticePdfInThread({ userId: ref.userId, test, paper, now }, { threads }) };
}
