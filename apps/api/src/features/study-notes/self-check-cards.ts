import { cardFaces, ZNoteContentSchema } from "@mnemo/api-contract";
import type { Prisma } from "@mnemo/db";
import { htmlToText } from "../../lib/html-to-text.ts";

/** A card as a self-check question: plain text, whatever the card was written in. */
export type TSelfCheckCard = { question: string; answer: string };

export const selfCheckNoteSelect = { type: true, content: true, format: true } as const satisfies Prisma.NoteSelect;
export type TSelfCheckNoteRow = Prisma.NoteGetPayload<{ select: typeof selfCheckNoteSelect }>;

/**
 * Cards as plain-text questions and answers: a cloze as its gaps and its
 * whole text, a choice as the question with its options; an imported card's
 * HTML read as text (tags dropped, entities decoded, pictures as
 * "[picture]"), so nothing of it reaches the notes as markup. A card whose
 * content does not parse, or with an empty side, is left out.
 */
export function selfCheckCards(rows: readonly TSelfCheckNoteRow[]): TSelfCheckCard[] {
  return rows.flatMap((row) => {
    const content = ZNoteContentSchema.safeParse(row.content);
    if (!content.success) return [];
    const faces = cardFaces(content.data);
    const read = (text: string) => (row.format === "html" ? htmlToText(text) : text.trim());
    const front = read(faces.front);
    // A true-or-false card's front is a bare statement: as a question it says what is asked.
    const question = row.type === "truefalse" && front && !/^true or false\b/i.test(front) ? `True or false: ${front}` : front;
    const answer = read(faces.back);
    return question && answer ? [{ question, answer }] : [];
  });
}
