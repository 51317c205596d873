import type { TStudyNotesLength } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import type { OutlineAnalyser } from "../analysis/outline/outline-analyser.ts";
import { sourceDocument } from "../library/source-document.ts";
import { loadSourceOutline } from "../library/source-outline.ts";
import { sourceNotFound } from "../library/source-not-found.ts";
import { composeStudyNotes } from "./compose-study-notes.ts";
import { selfCheckCards, selfCheckNoteSelect } from "./self-check-cards.ts";
import type { TComposedBlock } from "./study-notes-blocks.ts";

/** The most cards read for self-check questions (detailed notes show 20). */
const CARDS_READ = 50;

/**
 * A learner's source composed into study notes at `length`: its outline (made
 * by `analyser`, built and stored first when missing or made by another),
 * its sections for the citation chips, and the cards made from it (cards
 * whose generation job read this source, oldest first, then those still waiting
 * for review) for self-check.
 * 404 when the source is not the learner's.
 */
export async function composeSourceNotes(
  { userId, sourceId, length, analyser }: { userId: string; sourceId: string; length: TStudyNotesLength; analyser: OutlineAnalyser },
  db: DbOrTx,
): Promise<{ analyser: string; blocks: TComposedBlock[] }> {
  const loaded = await loadSourceOutline({ userId, sourceId, analyser }, db);
  if (!loaded) throw sourceNotFound();
  const { source, outline } = loaded;
  const cards = await db.note.findMany({
    where: { userId, job: { sourceId } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: CARDS_READ,
    select: selfCheckNoteSelect,
  });
  // Cards made from it that still wait for the learner's review (docs/card-quality.md) ask as well as the deck's.
  const waiting =
    cards.length < CARDS_READ
      ? await db.cardCandidate.findMany({
          where: { userId, sourceId, status: "pending" },
          orderBy: [{ createdAt: "asc" }, { rank: "asc" }],
          take: CARDS_READ - cards.length,
          select: { type: true, content: true },
        })
      : [];
  cards.push(...waiting.map((candidate) => ({ ...candidate, format: "text" as const })));
  const blocks = composeStudyNotes({
    title: source.title,
    kind: sourceDocument(source).kind,
    pages: source.pages,
    words: source.words,
    sections: sourceDocument(source).sections,
    outline,
    cards: selfCheckCards(cards),
    length,
  });
  return { analyser: outline.analyser, blocks };
}
