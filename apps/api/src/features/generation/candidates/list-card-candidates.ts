import { groupCandidates, type TJobCandidates } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { AppError } from "../../../lib/app-error.ts";
import { GENERATION_JOB_NOT_FOUND } from "../jobs/get-generation-job.ts";
import { candidateSelect, toCandidateDto } from "./candidate-dto.ts";

/**
 * A job's candidates for review, pending and dropped (accepted ones are in the deck), grouped by outline
 * section in outline order, strongest first. Another user's job answers as a missing one.
 */
export async function listCardCandidates({ userId, jobId }: { userId: string; jobId: string }, db: DbOrTx): Promise<TJobCandidates> {
  const job = await db.generationJob.findFirst({
    where: { id: jobId, userId },
    select: { id: true, groupId: true, sourceId: true, memorise: true },
  });
  if (!job) throw new AppError("NOT_FOUND", { message: GENERATION_JOB_NOT_FOUND });
  const rows = await db.cardCandidate.findMany({
    where: { jobId, userId, status: { in: ["pending", "dropped"] } },
    orderBy: [{ sectionIndex: "asc" }, { rank: "asc" }],
    select: candidateSelect,
  });
  return {
    job_id: job.id,
    group_id: job.groupId,
    source_id: job.sourceId,
    memorise: job.memorise,
    sections: groupCandidates(rows.map(toCandidateDto)),
  };
}
