import type { TAcceptCandidatesResult } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { AppError } from "../../../lib/app-error.ts";
import { groupNotFound } from "../../collection/group-not-found.ts";
import { GENERATION_JOB_NOT_FOUND } from "../jobs/get-generation-job.ts";
import { addGeneratedNotes } from "../jobs/save-generated-cards.ts";
import type { TCardDraft, TCardSource } from "../types.ts";

/**
 * Adds the named pending candidates of the learner's job to its deck, in review order (section, then
 * strongest first), as notes exactly as a job's cards are added, and marks them accepted, all in one
 * transaction. The candidates are locked first, so accepting twice (a double Enter, two tabs) adds each
 * once; ids that are not the job's pending candidates are left alone. Another user's job answers 404.
 */
export async function acceptCardCandidates(
  { userId, jobId, ids }: { userId: string; jobId: string; ids: string[] },
  db: Db,
): Promise<TAcceptCandidatesResult> {
  const job = await db.generationJob.findFirst({ where: { id: jobId, userId }, select: { groupId: true, fileName: true } });
  if (!job) throw new AppError("NOT_FOUND", { message: GENERATION_JOB_NOT_FOUND });
  return db.$transaction(
    async (tx) => {
      const locked = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM card_candidate
        WHERE "jobId" = ${jobId}::uuid AND "userId" = ${userId} AND id = ANY(${ids}::uuid[]) AND status = 'pending'
        ORDER BY id FOR UPDATE`;
      if (locked.length === 0) return { group_id: job.groupId, added: 0 };
      const rows = await tx.cardCandidate.findMany({
        where: { id: { in: locked.map((row) => row.id) }, status: "pending" },
        orderBy: [{ sectionIndex: "asc" }, { strength: "desc" }, { rank: "asc" }],
        select: { id: true, sourceId: true, content: true, span: true },
      });
      const cards = rows.map((row) => ({ content: row.content, source: row.span as TCardSource }) as TCardDraft);
      const noteIds = await addGeneratedNotes(
        { jobId, sourceId: rows[0]!.sourceId ?? jobId, userId, groupId: job.groupId, cards, fileName: job.fileName },
        tx,
      );
      if (noteIds === null) throw groupNotFound();
      await tx.$executeRaw`
        UPDATE card_candidate AS c SET status = 'accepted', "noteId" = v.note, "updatedAt" = now()
        FROM unnest(${rows.map((row) => row.id)}::uuid[], ${noteIds}::uuid[]) AS v(id, note)
        WHERE c.id = v.id`;
      await tx.generationJob.update({ where: { id: jobId }, data: { cardsCreated: { increment: rows.length } } });
      return { group_id: job.groupId, added: rows.length };
    },
    { timeout: 30_000 },
  );
}
