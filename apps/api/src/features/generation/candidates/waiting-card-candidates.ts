import { MAX_WAITING_JOBS, type TNoteContent, type TWaitingCandidates } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { groupNotFound } from "../../collection/group-not-found.ts";

/**
 * The deck page's pointer: how many of the learner's candidates in this deck are still pending (neither
 * accepted nor dropped), and the jobs holding them, oldest first, so one review opens them all. Another
 * user's deck answers 404, as a missing one.
 */
export async function waitingCardCandidates(
  { userId, groupId }: { userId: string; groupId: string },
  db: DbOrTx,
): Promise<TWaitingCandidates> {
  const deck = await db.group.findFirst({ where: { id: groupId, userId }, select: { id: true } });
  if (!deck) throw groupNotFound();
  const byJob = await db.cardCandidate.groupBy({
    by: ["jobId"],
    where: { groupId, userId, status: "pending" },
    _count: { _all: true },
    _min: { createdAt: true },
  });
  const jobs = byJob
    .sort((a, b) => (a._min.createdAt?.getTime() ?? 0) - (b._min.createdAt?.getTime() ?? 0))
    .slice(-MAX_WAITING_JOBS)
    .map((row) => row.jobId);
  return { group_id: groupId, waiting: byJob.reduce((sum, row) => sum + row._count._all, 0), job_ids: jobs };
}

/**
 * The contents of the deck's pending candidates: a new generation into the deck counts them as cards the deck
 * has already (the quality gates' duplicate checks), so a second job does not propose them again.
 */
export async function pendingCandidateContents(
  { userId, groupId }: { userId: string; groupId: string },
  db: DbOrTx,
): Promise<TNoteContent[]> {
  const rows = await db.cardCandidate.findMany({ where: { groupId, userId, status: "pending" }, select: { content: true } });
  return rows.map((row) => row.content as TNoteContent);
}
