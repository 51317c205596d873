import type { Db } from "@mnemo/db";
import type { TGeneratedCardType, TInputKind } from "../types.ts";

export type TClaimedJob = {
  id: string;
  userId: string;
  groupId: string;
  attempt: number;
  inputKind: TInputKind;
  fileName: string | null;
  input: Uint8Array;
  pages: number;
  types: TGeneratedCardType[];
  generator: "offline" | "llm";
  wordsCharged: number;
};

/**
 * Takes a job for this worker: a queued one, or a running one whose worker
 * stopped beating (it died). Returns null when the job is finished or a live
 * worker has it, so a duplicate delivery does nothing.
 */
export async function claimGenerationJob(
  { jobId, staleAfterMs }: { jobId: string; staleAfterMs: number },
  db: Db,
): Promise<TClaimedJob | null> {
  const staleBefore = new Date(Date.now() - staleAfterMs);
  const claimed = await db.$queryRaw<{ attempts: number }[]>`
    UPDATE generation_job
    SET status = 'running', attempts = attempts + 1, "heartbeatAt" = now(), stage = 'extracting', percent = 0,
        message = 'Reading your input', "updatedAt" = now()
    WHERE id = ${jobId}::uuid AND input IS NOT NULL
      AND (status = 'queued' OR (status = 'running' AND ("heartbeatAt" IS NULL OR "heartbeatAt" < ${staleBefore})))
    RETURNING attempts`;
  const attempt = claimed[0]?.attempts;
  if (attempt === undefined) return null;
  const row = await db.generationJob.findUniqueOrThrow({
    where: { id: jobId },
    select: {
      id: true,
      userId: true,
      groupId: true,
      inputKind: true,
      fileName: true,
      input: true,
      pages: true,
      types: true,
      generator: true,
      wordsCharged: true,
    },
  });
  return {
    ...row,
    attempt,
    inputKind: row.inputKind as TInputKind,
    input: row.input ?? new Uint8Array(),
    types: row.types as TGeneratedCardType[],
    generator: row.generator === "llm" ? "llm" : "offline",
  };
}
