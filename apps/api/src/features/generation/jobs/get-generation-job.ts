import type { TGenerationJob } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { AppError } from "../../../lib/app-error.ts";
import { generationJobSelect, toGenerationJobDto } from "./job-dto.ts";

export const GENERATION_JOB_NOT_FOUND = "Generation not found";

/** A job of the user's own; anyone else's answers exactly like a missing one. */
export async function getGenerationJob({ userId, id }: { userId: string; id: string }, db: DbOrTx): Promise<TGenerationJob> {
  const row = await db.generationJob.findFirst({ where: { id, userId }, select: generationJobSelect });
  if (!row) throw new AppError("NOT_FOUND", { message: GENERATION_JOB_NOT_FOUND });
  return toGenerationJobDto(row);
}

/** The deck's most recent generations, newest first. */
export async function listGenerationJobs({ userId, groupId }: { userId: string; groupId: string }, db: DbOrTx): Promise<TGenerationJob[]> {
  const rows = await db.generationJob.findMany({
    where: { userId, groupId },
    orderBy: { createdAt: "desc" },
    take: 20,
    select: generationJobSelect,
  });
  return rows.map(toGenerationJobDto);
}
