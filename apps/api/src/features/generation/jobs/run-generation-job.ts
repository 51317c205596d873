import { dropReasonLabel, SOURCE_FILES_FULL_NOTICE, type TNoteContent, type TOutline } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import type { JobHandlerOutcome, JobRun } from "../../../jobs/job-kind.ts";
import { AppError } from "../../../lib/app-error.ts";
import { saveSource } from "../../library/save-source.ts";
import { sourceDocument, sourceDocumentSelect } from "../../library/source-document.ts";
import { loadSourceOutline } from "../../library/source-outline.ts";
import { getSubscription } from "../../plan/get-subscription.ts";
import { usagePeriodStart } from "../../plan/usage-period.ts";
import { saveCardCandidates, withoutDroppedCandidates } from "../candidates/save-card-candidates.ts";
import { pendingCandidateContents } from "../candidates/waiting-card-candidates.ts";
import { generateCards } from "../generate-cards.ts";
import type { TExtractedDocument } from "../types.ts";
import { chargeWords } from "../../plan/charge-words.ts";
import { generationAllowance } from "./generation-allowance.ts";
import type { GenerationDeps } from "./generation-deps.ts";
import type { TGenerationStageId } from "./generation-job-stages.ts";
import { loadGenerationJob, type TGenerationJobWork } from "./load-generation-job.ts";
import { keptOfProposed, modelLossNotice, refundLostWords } from "./model-losses.ts";

type GenerationRun = JobRun<{ jobId: string }, TGenerationStageId>;

type TGatedCards = Awaited<ReturnType<typeof generateCards>>;

/**
 * The generation kind's handler: extract (and OCR), charge a file's words,
 * outline, then what the job was asked to make: cards (generate, apply the
 * quality gates) and/or study notes, all saved with the job's completion.
 * Throws an AppError for what the user must fix (bad file, quota, the model
 * gave up); the job runtime fails the job and refunds it, or retries anything
 * unexpected.
 */
export async function runGenerationJob(run: GenerationRun, deps: GenerationDeps): Promise<JobHandlerOutcome> {
  const { progress } = run;
  const job = await loadGenerationJob({ jobId: run.id }, deps.db);
  const started = Date.now();
  // Made from a source kept before: its text is read from the source, and its words were charged then.
  const fromSource = job.sourceId !== null && job.sourceId !== run.id;
  const sourceId = fromSource ? job.sourceId! : run.id;
  const makesNotes = job.make.includes("notes");
  const { document, storageFull } = fromSource ? await openSource(run, job, deps) : await readInput(run, job, deps);
  await progress.stage("analysing");
  const outline = await keepOutline(run, job, sourceId, deps);

  // Study notes alone make no cards: no generator runs, and no NO_CARDS can end the job.
  const { made, refusal } = job.make.includes("cards") ? await makeCardsOrNotes(run, job, document, outline, deps) : { made: null };
  if (makesNotes) {
    await progress.stage("notes", "Writing study notes");
    // The notes are written from the outline: made now if the analysing stage could not (a failure here fails the job).
    const outlined = await loadSourceOutline({ userId: job.userId, sourceId, analyser: deps.outlineAnalyser, signal: run.signal }, deps.db);
    if (!outlined) throw sourceGone();
  }
  const cards = made?.gated.cards ?? [];
  if (made) await progress.stage("saving", `Saving ${cards.length} cards`);
  await progress.stop();

  const notice = [made?.gated.notice, refusal, storageFull ? SOURCE_FILES_FULL_NOTICE : undefined].filter(Boolean).join(" ") || undefined;
  // Completes the job in the transaction that keeps the cards for review (docs/card-quality.md) and adds the notes, only while this attempt owns it.
  const commit = await run.commit(
    deps.db,
    async (tx, { abandon }) => {
      if (made) {
        const added = await saveCardCandidates(
          {
            jobId: run.id,
            sourceId,
            userId: job.userId,
            groupId: job.groupId,
            cards,
            outline: outline ?? null,
            relaxed: job.relaxed,
            coverage: made.gated.coverage,
            notice,
          },
          tx,
        );
        // The deck is gone: nothing is kept and the job is not completed (this attempt ends as lost).
        if (!added) abandon();
        else await recordModelLosses(run.id, made.gated, notice, tx);
      } else {
        await tx.generationJob.update({ where: { id: run.id }, data: { notice: notice ?? null, input: null } });
      }
      if (makesNotes) {
        // After the cards, so the notes' self-check questions include them.
        await deps.makeStudyNotes({ userId: job.userId, sourceId }, tx);
        await tx.generationJob.update({ where: { id: run.id }, data: { notesMade: true } });
      }
    },
    { message: doneMessage(made ? cards.length : null, makesNotes, made?.gated.model?.proposed), timeout: 30_000 },
  );
  const saved = commit.outcome === "succeeded";
  deps.log.info(
    {
      jobId: run.id,
      make: job.make,
      generator: made?.generator,
      words: document.words,
      cards: cards.length,
      proposed: made?.gated.model?.proposed ?? made?.gated.proposed,
      drops: made?.gated.drops,
      coverage: made?.gated.coverage,
      tokens: made?.gated.tokens,
      ms: Date.now() - started,
    },
    saved ? "generation finished" : "generation finished but another attempt owns the job; its work discarded",
  );
  return saved ? "succeeded" : "lost";
}

/**
 * The cards of a job that may also make notes: with notes asked for too, no card at all (NO_CARDS, NO_NEW_CARDS)
 * does not end the job: the notes are still made, and why there are no cards becomes the job's notice.
 */
async function makeCardsOrNotes(
  run: GenerationRun,
  job: TGenerationJobWork,
  document: TExtractedDocument,
  outline: TOutline | undefined,
  deps: GenerationDeps,
): Promise<{ made: Awaited<ReturnType<typeof makeCards>> | null; refusal?: string }> {
  try {
    return { made: await makeCards(run, job, document, outline, deps) };
  } catch (error) {
    const noCards = error instanceof AppError && (error.code === "NO_CARDS" || error.code === "NO_NEW_CARDS");
    if (!noCards || !job.make.includes("notes")) throw error;
    return { made: null, refusal: `${error.userMessage} Your study notes were made.` };
  }
}

/**
 * Generates the cards (the offline generator from the source's outline, when the analysing stage made it) and applies
 * the quality gates; none at all is the learner's NO_CARDS (or NO_NEW_CARDS), not a fault.
 */
async function makeCards(
  run: GenerationRun,
  job: TGenerationJobWork,
  document: TExtractedDocument,
  outline: TOutline | undefined,
  deps: GenerationDeps,
): Promise<{ generator: string; gated: TGatedCards }> {
  const { progress, signal } = run;
  const generator = job.generator === "llm" ? deps.generators.llm : deps.generators.offline;
  if (!generator)
    throw new AppError("GENERATION_FAILED", { message: "The language model this generation asked for is no longer configured." });
  await progress.stage("generating");
  const notes = await deps.db.note.findMany({ where: { groupId: job.groupId, userId: job.userId }, select: { content: true } });
  // Cards still waiting for review in this deck count as the deck's: a second job does not propose them again.
  const pending = await pendingCandidateContents({ userId: job.userId, groupId: job.groupId }, deps.db);
  const existing = [...notes.map((note) => note.content as TNoteContent), ...pending];
  const gated = await generateCards({
    generator,
    document,
    types: job.types,
    relaxed: job.relaxed,
    memorise: job.memorise,
    ...(outline ? { outline } : {}),
    existing,
    signal,
    applyQualityGates: deps.applyQualityGates,
    onProgress: ({ done, total }) => progress.update(done, total, total > 1 ? `Generating chunk ${done} of ${total}` : "Making cards"),
  });
  // Cards the learner dropped in an earlier review of this source are not offered again.
  const offered = await withoutDroppedCandidates({ userId: job.userId, sourceId: job.sourceId ?? run.id, cards: gated.cards }, deps.db);
  if (offered.length === 0 && gated.cards.length > 0)
    throw new AppError("NO_NEW_CARDS", {
      message:
        pending.length > 0
          ? "Every card this input gave is already in the deck, waiting for your review or was dropped in an earlier review."
          : "Every card this input gave is already in the deck or was dropped in an earlier review.",
    });
  gated.cards = offered;
  if (gated.cards.length === 0) {
    // Not a fault: the learner is told calmly (refunded), and after NO_CARDS may ask for cards anyway (relaxed).
    if (existing.length > 0 && gated.proposed > 0) {
      throw new AppError("NO_NEW_CARDS", {
        message:
          pending.length > 0
            ? "Every card this input gave is already in the deck or waiting for your review."
            : "Every card this input gave is already in the deck.",
      });
    }
    throw new AppError("NO_CARDS", {
      message: gated.notice
        ? `${gated.notice} No cards could be made from it.`
        : gated.model
          ? modelMadeNone(gated.model.name, gated.model.proposed, gated.drops)
          : "No cards could be made from this input. Cards need full sentences that state facts.",
      details: { relaxed: job.relaxed },
    });
  }
  return { generator: generator.name, gated };
}

/**
 * "12 cards ready", "Study notes ready", "12 cards and study notes ready"; with a model, what it proposed too:
 * "1 card ready: kept 1 of 35 the model proposed".
 */
function doneMessage(cards: number | null, notes: boolean, proposed?: number): string {
  const made = cards === null ? null : `${cards} ${cards === 1 ? "card" : "cards"}`;
  const kept = cards !== null && proposed !== undefined ? `: ${keptOfProposed(cards, proposed)}` : "";
  if (made && notes) return `${made} and study notes ready${kept}`;
  return notes ? "Study notes ready" : `${made} ready${kept}`;
}

/**
 * Keeps on the job what the model proposed and every drop by reason, and gives back the words the model
 * gave nothing usable for (model-losses.ts), telling the learner both in the job's notice.
 */
async function recordModelLosses(jobId: string, gated: TGatedCards, notice: string | undefined, tx: DbOrTx): Promise<void> {
  const refunded = gated.model ? await refundLostWords({ jobId, lostWords: gated.model.lostWords }, tx) : 0;
  const lossNotice = gated.model ? modelLossNotice(gated.model, refunded) : undefined;
  await tx.generationJob.update({
    where: { id: jobId },
    data: {
      cardsProposed: gated.model?.proposed ?? null,
      drops: gated.drops,
      ...(lossNotice && { notice: [lossNotice, notice].filter(Boolean).join(" ") }),
    },
  });
}

/** Why a model's run gave no card, when the model answered: it proposed none, or none passed the gates. */
function modelMadeNone(model: string, proposed: number, drops: Record<string, number>): string {
  if (proposed === 0) return `The AI model (${model}) proposed no cards for this document.`;
  return `The AI model (${model}) proposed ${proposed} ${proposed === 1 ? "card" : "cards"}, but none passed the checks every card must pass (${dropList(drops)}).`;
}

/** "2 duplicate, 1 quote not in your document". */
function dropList(drops: Record<string, number>): string {
  return (
    Object.entries(drops)
      .sort((a, b) => b[1] - a[1])
      .map(([reason, count]) => `${count} ${dropReasonLabel(reason)}`)
      .join(", ") || "none"
  );
}

/** Reads the job's upload or pasted text, charges a file's words, and keeps it as the learner's source. */
async function readInput(
  run: GenerationRun,
  job: TGenerationJobWork,
  deps: GenerationDeps,
): Promise<{ document: TExtractedDocument; storageFull: boolean }> {
  const { progress, signal } = run;
  await progress.stage("extracting", job.fileName ? `Reading ${job.fileName}` : "Reading your text");
  let ocrStarted = false;
  const document = await deps.extract({
    kind: job.inputKind,
    bytes: job.input,
    fileName: job.fileName ?? undefined,
    signal,
    onProgress: ({ stage, done, total }) => {
      if (stage === "ocr") {
        const message = `Reading text in images: ${done} of ${total}`;
        if (ocrStarted) progress.update(done, total, message);
        else {
          ocrStarted = true;
          void progress.stage("ocr", message);
        }
      } else {
        // Once OCR has begun the bar counts OCR pages: a page read from its text layer only changes the message.
        progress.update(ocrStarted ? 0 : done, total, `Reading page ${done} of ${total}`);
      }
    },
  });
  await acceptWords(run, job, document, deps);
  // Kept as the learner's source once read and paid for, whatever the cards then come to (docs/sources.md).
  const kept = await saveSource(
    { id: run.id, userId: job.userId, document, input: job.input, fileName: job.fileName },
    { db: deps.db, files: deps.sourceFiles, write: run.write },
  );
  return { document, storageFull: kept.storageFull };
}

/** The document of a kept source, read from its stored text (no file is read again, no word charged). */
async function openSource(
  run: GenerationRun,
  job: TGenerationJobWork,
  deps: GenerationDeps,
): Promise<{ document: TExtractedDocument; storageFull: boolean }> {
  await run.progress.stage("extracting", "Opening your source");
  const row = await deps.db.source.findFirst({ where: { id: job.sourceId!, userId: job.userId }, select: sourceDocumentSelect });
  if (!row) throw sourceGone();
  return { document: sourceDocument(row), storageFull: false };
}

/**
 * Reads the source into its outline once per analyser and keeps it with the
 * source (cards, study notes and diagrams read it); the offline generator makes
 * its cards from it. Should it fail, it is logged and made again when something
 * asks for it, and the generator reads the text itself.
 */
async function keepOutline(
  run: GenerationRun,
  job: TGenerationJobWork,
  sourceId: string,
  deps: GenerationDeps,
): Promise<TOutline | undefined> {
  try {
    const outlined = await loadSourceOutline({ userId: job.userId, sourceId, analyser: deps.outlineAnalyser, signal: run.signal }, deps.db);
    return outlined?.outline;
  } catch (error) {
    if (run.signal.aborted) throw error;
    deps.log.warn({ jobId: run.id, err: error }, "the source's outline could not be made; cards go on without it");
    return undefined;
  }
}

function sourceGone(): AppError {
  return new AppError("NOT_FOUND", { message: "The source these cards were to be made from was deleted." });
}

/** Charges a file's words (known only now) in the transaction that lets the job go on to generate. */
async function acceptWords(run: GenerationRun, job: TGenerationJobWork, document: TExtractedDocument, deps: GenerationDeps): Promise<void> {
  // Lost to another attempt, run.write throws and the runtime ends this one.
  await run.write(deps.db, async (tx) => {
    const { wordsCharged } = await tx.generationJob.findUniqueOrThrow({ where: { id: run.id }, select: { wordsCharged: true } });
    if (wordsCharged > 0 || job.inputKind === "text") {
      await tx.generationJob.update({ where: { id: run.id }, data: { characters: document.characters, pages: document.pageCount } });
      return;
    }
    const allowance = generationAllowance(deps.plans, await getSubscription({ userId: job.userId }, tx));
    const period = usagePeriodStart(new Date());
    await chargeWords({ userId: job.userId, words: document.words, limit: allowance.wordsPerMonth, period }, tx);
    await tx.generationJob.update({
      where: { id: run.id },
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
