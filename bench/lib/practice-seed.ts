import { randomUUID } from "node:crypto";
import type { TNoteContent } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { syncNoteCards } from "../../apps/api/src/features/collection/sync-note-cards.ts";

/**
 * The practice benchmark's learner: one deck of `cards` cards of every type (Q&A with terms, years and amounts for
 * answers, basic, multiple choice, true/false, cloze, concept with facts), a third of them studied (review state with
 * stability and difficulty, so recall is computed as in a real deck), every tenth note from a page of a PDF. Written
 * with Prisma's createMany and study's own syncNoteCards, so the cards are the rows the app would make.
 */
const TERMS =
  "osmosis diffusion mitosis meiosis enzyme ribosome nucleus membrane glucose insulin neuron synapse axon dendrite hormone receptor protein lipid chloroplast vacuole".split(
    " ",
  );

function content(i: number): TNoteContent {
  const term = `${TERMS[i % TERMS.length]} ${TERMS[(i * 7 + 3) % TERMS.length]}`;
  switch (i % 8) {
    case 0:
      return { type: "qna", question: `What is the name for process ${i}?`, answer: term };
    case 1:
      return { type: "qna", question: `In which year was discovery ${i} made?`, answer: String(1600 + ((i * 37) % 400)) };
    case 2:
      return { type: "manual", front: `How much does sample ${i} weigh?`, back: `${(i % 90) + 10} kg` };
    case 3:
      return {
        type: "mcq",
        question: `Which structure does job ${i}?`,
        options: [term, TERMS[(i + 1) % TERMS.length]!, TERMS[(i + 2) % TERMS.length]!, TERMS[(i + 5) % TERMS.length]!],
        correctIndex: i % 4,
        explanation: `Because of ${term}.`,
      };
    case 4:
      return {
        type: "truefalse",
        statement: `The ${term} takes part in step ${i}.`,
        isTrue: i % 2 === 0,
        correction: `It is step ${i + 1}.`,
      };
    case 5:
      return { type: "clozedel", text: `The {{c1::${term}}} controls stage ${i} of the cycle.` };
    case 6:
      return {
        type: "concept_fact_list",
        concept: `Stages of cycle ${i}`,
        facts: [`${term} opens`, `${TERMS[(i + 4) % TERMS.length]} binds`, `energy ${i} is released`],
      };
    default:
      return {
        type: "qna",
        question: `What does the ${term} do in cell ${i}?`,
        answer: `It moves ${TERMS[(i + 9) % TERMS.length]} across the membrane`,
      };
  }
}

export async function seedPracticeLearner(
  db: Db,
  { cards }: { cards: number },
): Promise<{ userId: string; groupId: string; cards: number }> {
  const userId = randomUUID();
  await db.user.create({ data: { id: userId, name: "Practice bench", email: `practice-${userId}@bench.invalid` } });
  const group = await db.group.create({ data: { userId, title: "Cell biology" }, select: { id: true } });
  const notes = Array.from({ length: cards }, (_, i) => {
    const noteContent = content(i);
    return {
      id: randomUUID(),
      userId,
      groupId: group.id,
      type: noteContent.type,
      content: noteContent,
      position: i,
      source: i % 10 === 0 ? { fileName: "cell-biology.pdf", page: 1 + (i % 120) } : undefined,
    };
  });
  await db.note.createMany({ data: notes });
  await syncNoteCards({ notes }, db);
  // A third studied: review state, due within a month either side, so recall is spread.
  await db.$executeRaw`
    UPDATE card SET state = 'review', reps = 3, stability = 1 + (hashtext(id::text) & 63), difficulty = 1 + (hashtext(id::text) & 7),
      "scheduledDays" = 10, "lastReview" = now() - interval '10 days', due = now() + ((hashtext(id::text) % 30) || ' days')::interval
    WHERE "userId" = ${userId} AND hashtext(id::text) % 3 = 0`;
  await db.$executeRaw`ANALYZE card`;
  await db.$executeRaw`ANALYZE note`;
  return { userId, groupId: group.id, cards: await db.card.count({ where: { userId } }) };
}
