import type { TPlan } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import type { OutlineAnalyser } from "../analysis/outline/outline-analyser.ts";
import { sourceDocument, sourceDocumentSelect } from "../library/source-document.ts";
import { sourceNotFound } from "../library/source-not-found.ts";
import { assertCanExport } from "../plan/export-allowance.ts";
import { getStudyNotes } from "./get-study-notes.ts";
import { studyNotesMarkdown } from "./study-notes-markdown.ts";
import { writeStudyNotesPdf } from "./study-notes-pdf.ts";

type TNotesRef = { userId: string; sourceId: string; analyser: OutlineAnalyser };

/**
 * The notes as one Markdown document, as the learner sees them (docs/study-notes.md,
 * "Exports"): open to every plan, like the notes themselves. 404 when the source is not the learner's.
 */
export async function studyNotesMarkdownFile(ref: TNotesRef, db: Db): Promise<{ title: string; text: string }> {
  const notes = await getStudyNotes(ref, db);
  const source = await db.source.findFirst({ where: { id: ref.sourceId, userId: ref.userId }, select: sourceDocumentSelect });
  if (!source) throw sourceNotFound();
  return { title: notes.title, text: studyNotesMarkdown(notes, sourceDocument(source).sections) };
}

/**
 * The notes as a PDF, for plans with the PDF export (the same rule and error
 * as every other export: 403 EXPORT_NOT_IN_PLAN naming the plan that has it,
 * checked before the source, so it says nothing about whose the source is).
 */
export async function studyNotesPdfFile(
  { plans, ...ref }: TNotesRef & { plans: readonly TPlan[] },
  db: Db,
): Promise<{ title: string; bytes: Uint8Array }> {
  await assertCanExport({ userId: ref.userId, plans, format: "pdf" }, db);
  const { title, text } = await studyNotesMarkdownFile(ref, db);
  return { title, bytes: await writeStudyNotesPdf({ title, markdown: text, now: new Date() }) };
}
