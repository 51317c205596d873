import { ZOutlineSchema, type TMoreCandidatesResult, type TNoteContent } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { AppError } from "../../../lib/app-error.ts";
import { sourceDocument, sourceDocumentSelect } from "../../library/source-document.ts";
import { GENERATION_JOB_NOT_FOUND } from "../jobs/get-generation-job.ts";
import { applyQualityGates } from "../quality/apply-quality-gates.ts";
import type { TGeneratedCardType } from "../types.ts";
import { candidateSelect, toCandidateDto } from "./candidate-dto.ts";
import { candidateContentKey } from "./candidate-rules.ts";
import type { MoreCards } from "./more-cards.ts";
import { candidateRows } from "./save-card-candidates.ts";
import { pendingCandidateContents } from "./waiting-card-candidates.ts";

/**
 * "Show me more from this section" (docs/card-quality.md#the-learner-reviews-before-saving): more cards from one
 * outline section of the source a finished job of the learner's read. The generator the job used makes what the
 * section can give; every card offered before for this source (waiting, added or dropped: a dropped one is never
 * offered again) is left out, the rest pass the quality gates every card passes (against the deck's cards and the
 * cards waiting in it) and join the job's candidates in that section, ticked as the job ticks them. Nothing is
 * charged: the source's words were, once. Another user's job answers 404.
 */
export async function moreCardCandidates(
  { userId, jobId, sectionIndex, signal }: { userId: string; jobId: string; sectionIndex: number; signal?: AbortSignal },
  { db, moreCards }: { db: Db; moreCards: MoreCards },
): Promise<TMoreCandidatesResult> {
  const job = await db.generationJob.findFirst({
    where: { id: jobId, userId },
    select: { groupId: true, sourceId: true, status: true, types: true, generator: true, relaxed: true, memorise: true },
  });
  if (!job) throw new AppError("NOT_FOUND", { message: GENERATION_JOB_NOT_FOUND });
  if (job.memorise)
    throw new AppError("CONFLICT", { message: "A text learned by heart gives one card per line, all made already: there are no more." });
  if (job.status !== "succeeded" || !job.sourceId)
    throw new AppError("CONFLICT", { message: "More cards can be asked for once this generation has made its cards." });
  const source = await db.source.findFirst({
    where: { id: job.sourceId, userId },
    select: { ...sourceDocumentSelect, outline: true },
  });
  if (!source) throw new AppError("NOT_FOUND", { message: "The source these cards were made from was deleted." });
  const outline = ZOutlineSchema.safeParse(source.outline);
  const section = outline.success ? outline.data.sections[sectionIndex] : undefined;
  if (!outline.success || !section)
    throw new AppError("BAD_REQUEST", {
      message: `This source's outline has no section ${sectionIndex}: ask for more from a section of the review screen.`,
    });
  const document = sourceDocument(source);
  const types = job.types.filter((type): type is TGeneratedCardType => type !== "manual");
  const made = await moreCards({
    userId,
    generator: job.generator === "llm" ? "llm" : "offline",
    document,
    outline: outline.data,
    types,
    sectionIndex,
    signal,
  });

  const rows = await db.$transaction(
    async (tx) => {
      // One "more" of a job at a time: two quick clicks do not add the same cards twice.
      await tx.$queryRaw`SELECT id FROM generation_job WHERE id = ${jobId}::uuid FOR UPDATE`;
      // Cards offered before for this source (waiting, added or dropped) are left out by what they were generated as.
      const offered = await tx.cardCandidate.findMany({
        where: { userId, sourceId: job.sourceId },
        select: { contentKey: true },
        distinct: ["contentKey"],
      });
      const seen = new Set(offered.map((row) => row.contentKey));
      const unseen = made.filter((card) => !seen.has(candidateContentKey(card.content)));
      // The gates take the deck's cards and the cards waiting in it as the deck's: each click offers the next card
      // each point can carry (a card on the same fact as one of this batch waits for the next click).
      const notes = await tx.note.findMany({ where: { groupId: job.groupId, userId }, select: { content: true } });
      const pending = await pendingCandidateContents({ userId, groupId: job.groupId }, tx);
      const existing = [...notes.map((note) => note.content as TNoteContent), ...pending];
      const gated = applyQualityGates({ cards: unseen, existing, document }).cards;
      // Checked again as the gates left each card (they may tidy its text), as a job's cards are.
      const fresh = gated.filter((card) => !seen.has(candidateContentKey(card.content)));
      if (fresh.length === 0) return [];
      const last = await tx.cardCandidate.aggregate({ where: { jobId }, _max: { rank: true } });
      const data = candidateRows({
        jobId,
        sourceId: job.sourceId!,
        userId,
        groupId: job.groupId,
        cards: fresh,
        outline: outline.data,
        relaxed: job.relaxed,
        rankFrom: (last._max.rank ?? -1) + 1,
        section: { title: section.title, index: sectionIndex },
      });
      const created = await tx.cardCandidate.createManyAndReturn({ data, select: { id: true } });
      return tx.cardCandidate.findMany({
        where: { id: { in: created.map((row) => row.id) } },
        orderBy: [{ strength: "desc" }, { rank: "asc" }],
        select: candidateSelect,
      });
    },
    { timeout: 30_000 },
  );
  return { added: rows.length, candidates: rows.map(toCandidateDto) };
}
