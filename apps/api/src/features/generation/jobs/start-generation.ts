import {
  countWords,
  DEFAULT_GENERATION_OUTPUTS,
  MEMORISE_CARD_TYPE,
  MEMORISE_NEEDS_CARDS_MESSAGE,
  NOTHING_TO_MAKE_MESSAGE,
  type TGenerationJob,
  type TGenerationOutput,
  type TGeneratedCardType,
  type TPlan,
} from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { failJob } from "../../../jobs/job-transitions.ts";
import { AppError } from "../../../lib/app-error.ts";
import { groupNotFound } from "../../collection/group-not-found.ts";
import { sourceNotFound } from "../../library/source-not-found.ts";
import { getSubscription } from "../../plan/get-subscription.ts";
import { usagePeriodStart } from "../../plan/usage-period.ts";
import type { TInputKind } from "../types.ts";
import { chargeWords, quotaExceeded } from "../../plan/charge-words.ts";
import { assertGenerationInput, generationAllowance } from "./generation-allowance.ts";
import { generationJob } from "./generation-job-kind.ts";
import { assertJobRoom, DEFAULT_JOB_LIMITS, type JobLimits } from "./job-limits.ts";
import { generationJobSelect, toGenerationJobDto } from "./job-dto.ts";

export type TGenerationInput =
  | { kind: "text"; text: string }
  /** An upload already inspected (kind and pages from its bytes). */
  | {
      kind: "file";
      bytes: Uint8Array;
      fileName?: string | undefined;
      detected: { kind: Exclude<TInputKind, "text">; mime: string; pageCount: number };
    }
  /** A source the learner brought before: its words were charged then, and are not again. */
  | { kind: "source"; sourceId: string };

export type StartGenerationOptions = {
  userId: string;
  groupId: string;
  /** The card types; ignored (and stored empty) when no cards are made. */
  types?: TGeneratedCardType[] | undefined;
  /** What to make from the document (default: cards only); study notes are made in the same job, after the outline. */
  make?: readonly TGenerationOutput[] | undefined;
  input: TGenerationInput;
  plans: readonly TPlan[];
  generator: "offline" | "llm";
  /** "Make cards anyway" (after NO_CARDS): the generator keeps cards it would otherwise judge too weak. */
  relaxed?: boolean | undefined;
  /** "Learn by heart": the text's lines become overlapping cloze cards in order (MEMORISE_CARD_TYPE, checked against the plan). */
  memorise?: boolean | undefined;
  /**
   * Hands the job to the queue; a failure here fails the job and refunds it.
   * `ahead`: the user's own jobs already queued or running (the queue serves
   * other users' first jobs before someone's third).
   */
  enqueue: (jobId: string, options: { ahead: number }) => Promise<void>;
  /** Jobs at once and per hour (default DEFAULT_JOB_LIMITS). */
  limits?: JobLimits;
  /** A bigger plan can be bought here (billing on; default true): refusals name it. */
  canUpgrade?: boolean;
  now?: Date;
};

/**
 * Accepts a request to make cards and/or study notes: checks the plan (card
 * types, characters or pages) before any work, charges pasted text's words in
 * the transaction that records the job, and queues it. A file's words are
 * charged by the job once they are known (after extraction), in the same
 * conditional way. The words are charged once whatever the job makes.
 */
export async function startGeneration(options: StartGenerationOptions, db: Db): Promise<TGenerationJob> {
  const make = whatToMake(options);
  // Study notes alone take no card types: none is checked against the plan, and none is kept on the job.
  const types = make.includes("cards") ? memoriseTypes(options) : [];
  const checked = make.includes("cards") ? types : undefined;
  const {
    userId,
    groupId,
    input,
    plans,
    generator,
    relaxed = false,
    memorise = false,
    enqueue,
    limits = DEFAULT_JOB_LIMITS,
    canUpgrade = true,
    now = new Date(),
  } = options;
  const subscription = await getSubscription({ userId }, db);
  const allowance = generationAllowance(plans, subscription);
  assertGenerationInput(plans, allowance, { types: checked, canUpgrade });

  if (input.kind === "source") return startSourceGeneration({ ...options, types, make, input, allowance }, db);

  let text: string | undefined;
  if (input.kind === "text") {
    text = input.text.trim();
    if (!text) throw new AppError("EMPTY_DOCUMENT", { message: "Paste some text to make cards from." });
    assertGenerationInput(plans, allowance, { types: checked, text: { characters: text.length }, canUpgrade });
  } else {
    assertGenerationInput(plans, allowance, { types: checked, file: { pages: input.detected.pageCount }, canUpgrade });
  }
  const words = text === undefined ? null : countWords(text);
  const period = usagePeriodStart(now);

  let ahead = 0;
  const row = await db.$transaction(async (tx) => {
    const group = await tx.group.findFirst({ where: { id: groupId, userId }, select: { id: true } });
    if (!group) throw groupNotFound();
    ({ active: ahead } = await assertJobRoom({ userId, limits, now, lock: true }, tx));
    if (words !== null) {
      await chargeWords({ userId, words, limit: allowance.wordsPerMonth, period }, tx);
    } else {
      // The words of a file are known only after extraction; refuse now if nothing is left at all.
      const used = await tx.usagePeriod.findUnique({ where: { userId_period: { userId, period } }, select: { wordsUsed: true } });
      if ((used?.wordsUsed ?? 0) >= allowance.wordsPerMonth) {
        throw quotaExceeded({ words: 1, remaining: 0, limit: allowance.wordsPerMonth });
      }
    }
    return tx.generationJob.create({
      data: {
        userId,
        groupId,
        inputKind: input.kind === "text" ? "text" : input.detected.kind,
        mime: input.kind === "text" ? "text/plain" : input.detected.mime,
        fileName: input.kind === "file" ? (input.fileName ?? null) : null,
        input: input.kind === "text" ? ownedBytes(Buffer.from(text ?? "", "utf8")) : ownedBytes(input.bytes),
        pages: input.kind === "text" ? 0 : input.detected.pageCount,
        characters: text?.length ?? null,
        words,
        types,
        make: [...make],
        generator,
        relaxed,
        memorise,
        wordsCharged: words ?? 0,
        chargedPeriod: words ? period : null,
      },
      select: generationJobSelect,
    });
  });

  await enqueueOrFail(row.id, ahead, enqueue, db);
  return toGenerationJobDto(row);
}

/**
 * Cards from a kept source: the plan's card types and input limits apply to
 * the source as to a new one, its words are not charged again (docs/sources.md),
 * and the job reads the source's text instead of a file.
 */
async function startSourceGeneration(
  options: StartGenerationOptions & {
    input: { kind: "source"; sourceId: string };
    make: readonly TGenerationOutput[];
    allowance: ReturnType<typeof generationAllowance>;
  },
  db: Db,
): Promise<TGenerationJob> {
  const {
    userId,
    groupId,
    types,
    make,
    input,
    plans,
    allowance,
    generator,
    relaxed = false,
    memorise = false,
    limits = DEFAULT_JOB_LIMITS,
    canUpgrade = true,
  } = options;
  const now = options.now ?? new Date();
  const source = await db.source.findFirst({
    where: { id: input.sourceId, userId },
    select: { id: true, kind: true, mime: true, fileName: true, pages: true, characters: true, words: true },
  });
  if (!source) throw sourceNotFound();
  const checked = make.includes("cards") ? types : undefined;
  if (source.kind === "text")
    assertGenerationInput(plans, allowance, { types: checked, text: { characters: source.characters }, canUpgrade });
  else assertGenerationInput(plans, allowance, { types: checked, file: { pages: source.pages }, canUpgrade });

  let ahead = 0;
  const row = await db.$transaction(async (tx) => {
    const group = await tx.group.findFirst({ where: { id: groupId, userId }, select: { id: true } });
    if (!group) throw groupNotFound();
    ({ active: ahead } = await assertJobRoom({ userId, limits, now, lock: true }, tx));
    return tx.generationJob.create({
      data: {
        userId,
        groupId,
        sourceId: source.id,
        inputKind: source.kind,
        mime: source.mime,
        fileName: source.fileName,
        pages: source.pages,
        characters: source.characters,
        words: source.words,
        types,
        make: [...make],
        generator,
        relaxed,
        memorise,
        wordsCharged: 0,
      },
      select: generationJobSelect,
    });
  });
  await enqueueOrFail(row.id, ahead, options.enqueue, db);
  return toGenerationJobDto(row);
}

/** What the job makes; asking for nothing (or "learn by heart" without cards) is refused before any work (the contract's schemas refuse it first). */
function whatToMake({
  make = DEFAULT_GENERATION_OUTPUTS,
  memorise,
}: Pick<StartGenerationOptions, "make" | "memorise">): readonly TGenerationOutput[] {
  if (make.length === 0) throw new AppError("BAD_REQUEST", { message: NOTHING_TO_MAKE_MESSAGE });
  if (memorise && !make.includes("cards")) throw new AppError("BAD_REQUEST", { message: MEMORISE_NEEDS_CARDS_MESSAGE });
  return make;
}

/** The card types a job makes: "learn by heart" makes cloze cards only, whatever types were sent. */
function memoriseTypes({ memorise, types }: Pick<StartGenerationOptions, "memorise" | "types">): TGeneratedCardType[] {
  return memorise ? [MEMORISE_CARD_TYPE] : (types ?? []);
}

/** Hands the job to the queue; a failure fails the job (and refunds it) and is reported. */
async function enqueueOrFail(jobId: string, ahead: number, enqueue: StartGenerationOptions["enqueue"], db: Db): Promise<void> {
  try {
    await enqueue(jobId, { ahead });
  } catch (error) {
    await failJob(
      { kind: generationJob, jobId, code: "INTERNAL", message: "The generation could not be queued. Try again in a moment." },
      db,
    );
    throw new AppError("INTERNAL", { message: "The generation could not be queued.", cause: error });
  }
}

/** A copy on a plain ArrayBuffer (what Prisma's Bytes takes), in one memcpy. */
function ownedBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy;
}
