import { DEFAULT_STUDY_NOTES_LENGTH, type TStudyNotes } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { isUniqueViolation } from "../../lib/app-error.ts";
import type { OutlineAnalyser } from "../analysis/outline/outline-analyser.ts";
import { generateStudyNotes } from "./generate-study-notes.ts";
import { studyNotesSelect, toStudyNotesDto } from "./study-notes-dto.ts";

/**
 * A source's study notes; the first time, they are made at the default length
 * (notes are open to every plan and cost no words: the outline is made once
 * per source). 404 when the source is not the learner's.
 */
export async function getStudyNotes(
  { userId, sourceId, analyser }: { userId: string; sourceId: string; analyser: OutlineAnalyser },
  db: Db,
): Promise<TStudyNotes> {
  const find = () => db.studyNotes.findFirst({ where: { sourceId, userId }, select: studyNotesSelect });
  const row = await find();
  if (row) return toStudyNotesDto(row, analyser.name);
  try {
    return await generateStudyNotes({ userId, sourceId, length: DEFAULT_STUDY_NOTES_LENGTH, analyser }, db);
  } catch (error) {
    // Two first reads at once (two tabs): the other one made them.
    const made = isUniqueViolation(error) ? await find() : null;
    if (made) return toStudyNotesDto(made, analyser.name);
    throw error;
  }
}
