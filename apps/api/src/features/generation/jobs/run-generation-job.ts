import type { TNoteContent } from "@mnemo/api-contract";
import { AppError } from "../../../lib/app-error.ts";
import { getSubscription } from "../../subscription/get-subscription.ts";
import { usagePeriodStart } from "../../usage/usage-period.ts";
import { chargeWords } from "./charge-words.ts";
import { claimGenerationJob, type TClaimedJob } from "./claim-generation-job.ts";
import { failGenerationJob } from "./fail-generation-job.ts";
import { generationAllowance } from "./generation-allowance.ts";
import { GENERIC_GENERATION_ERROR, type GenerationRuntime } from "./generation-runtime.ts";
import { createJobProgress } from "./job-progress.ts";
import { saveGeneratedCards } from "./save-generated-cards.ts";
import { generateCards } from "../generate-cards.ts";
import type { TExtractedDocument } from "../types.ts";

export type TJobOutcome = "succeeded" | "failed" | "skipped" | "lost";

/** Thrown when another attempt took the job over while this one ran. */
class LostJob extends Error {}

/**
 * Runs one generation: extract (and OCR), charge a file's words, generate,
 * apply the quality gates, save. An AppError (bad file, quota, model gave up)
 * fails the job for good and refunds it; anything unexpected is rethrown for
 * the queue to retry, unless this was the last attempt.
 */
export async function runGenerationJob(
  { jobId, isLastAttempt }: { jobId: string; isLastAttempt: boolean },
  rt: GenerationRuntime,
): Promise<TJobOutcome> {
  const job = await claimGenerationJob({ jobId, staleAfterMs: rt.staleAfterMs }, rt.db);
  if (!job) return "skipped";
  const progress = createJobProgress({ jobId, attempt: job.attempt, heartbeatMs: rt.heartbeatMs }, rt.db);
  const controller = new AbortController();
  const started = Date.now();
  try {
    await progress.stage("extracting", 2, job.fileName ? `Reading ${job.fileName}` : "Reading your text");
    let ocrStarted = false;
    const document = await rt.extract({
      kind: job.inputKind,
      bytes: job.input,
      fileName: job.fileName ?? undefined,
      signal: controller.signal,
      onProgress: ({ stage, done, total }) => {
        if (stage === "ocr" && !ocrStarted) {
          ocrStarted = true;
          void progress.stage("ocr", 15, `Reading text in images: ${done} of ${total}`);
        } else if (stage === "ocr") progress.update(15 + (30 * done) / Math.max(1, total), `Reading text in images: ${done} of ${total}`);
        else progress.update(2 + (13 * done) / Math.max(1, total), `Reading page ${done} of ${total}`);
      },
    });
    await acceptWords(job, document, rt);

    const generator = job.generator === "llm" ? rt.generators.llm : rt.generators.offline;
    if (!generator)
      throw new AppError("GENERATION_FAILED", { message: "The language model this generation asked for is no longer configured." });
    await progress.stage("generating", 45, "Making cards");
    const existing = await rt.db.note.findMany({ where: { groupId: job.groupId, userId: job.userId }, select: { content: true } });
    const gated = await generateCards({
      generator,
      document,
      types: job.types,
      existing: existing.map((note) => note.content as TNoteContent),
      signal: controller.signal,
      applyQualityGates: rt.applyQualityGates,
      onProgress: ({ done, total }) =>
        progress.update(45 + (45 * done) / Math.max(1, total), total > 1 ? `Generating chunk ${done} of ${total}` : "Making cards"),
    });
    if (gated.cards.length === 0) {
      throw new AppError("GENERATION_FAILED", {
        message:
          existing.length > 0 && gated.proposed > 0
            ? "Every card this input gave is already in the deck."
            : gated.notice
              ? `${gated.notice} No cards could be made from it.`
              : "No cards could be made from this input. Cards need full sentences that state facts.",
      });
    }

    await progress.stage("saving", 92, `Saving ${gated.cards.length} cards`);
    await progress.stop();
    const saved = await saveGeneratedCards(
      {
        jobId,
        attempt: job.attempt,
        userId: job.userId,
        groupId: job.groupId,
        cards: gated.cards,
        fileName: job.fileName,
        coverage: gated.coverage,
        notice: gated.notice,
      },
      rt.db,
    );
    rt.log.info(
      {
        jobId,
        generator: generator.name,
        words: document.words,
        cards: gated.cards.length,
        dropped: gated.proposed - gated.cards.length,
        coverage: gated.coverage,
        tokens: gated.tokens,
        ms: Date.now() - started,
      },
      saved ? "generation finished" : "generation finished but another attempt owns the job; cards discarded",
    );
    return saved ? "succeeded" : "lost";
  } catch (error) {
    controller.abort();
    await progress.stop();
    if (error instanceof LostJob) return "lost";
    if (error instanceof AppError || isLastAttempt) {
      const message = error instanceof AppError ? error.userMessage : GENERIC_GENERATION_ERROR;
      if (!(error instanceof AppError)) rt.log.error({ jobId, err: error }, "generation failed");
      const code = error instanceof AppError ? error.code : "INTERNAL";
      const failed = await failGenerationJob({ jobId, attempt: job.attempt, code, message }, rt.db);
      return failed ? "failed" : "lost";
    }
    rt.log.warn({ jobId, attempt: job.attempt, err: error }, "generation attempt failed; retrying");
    // Back to queued so the retry can claim it at once instead of waiting for the heartbeat to go stale.
    await rt.db.$executeRaw`
      UPDATE generation_job SET status = 'queued', message = 'Something went wrong; trying again', "updatedAt" = now()
      WHERE id = ${jobId}::uuid AND attempts = ${job.attempt} AND status = 'running'`;
    throw error;
  }
}

/** Charges a file's words (known only now) in the transaction that lets the job go on to generate. */
async function acceptWords(job: TClaimedJob, document: TExtractedDocument, rt: GenerationRuntime): Promise<void> {
  await rt.db.$transaction(async (tx) => {
    const owned = await tx.$queryRaw<{ wordsCharged: number }[]>`
      SELECT "wordsCharged" FROM generation_job WHERE id = ${job.id}::uuid AND attempts = ${job.attempt} AND status = 'running' FOR UPDATE`;
    const row = owned[0];
    if (!row) throw new LostJob();
    if (row.wordsCharged > 0 || job.inputKind === "text") {
      await tx.generationJob.update({ where: { id: job.id }, data: { characters: document.characters, pages: document.pageCount } });
      return;
    }
    const allowance = generationAllowance(rt.plans, await getSubscription({ userId: job.userId }, tx));
    const period = usagePeriodStart(new Date());
    await chargeWords({ userId: job.userId, words: document.words, limit: allowance.wordsPerMonth, period }, tx);
    await tx.generationJob.update({
      where: { id: job.id },
      data: {
        words: document.words,
        characters: document.characters,
        pages: document.pageCount,
        wordsCharged: document.words,
        chargedPeriod: period,
      },
    });
  });
}
