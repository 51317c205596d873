import { countWords } from "@mnemo/api-contract";
import { requestWithRetries, type TModelContext, type TModelLogger } from "../../../lib/model-text.ts";
import { ModelTimeoutError } from "../../../lib/retry-policy.ts";
import type { TCardDraft, TGeneratedCardType, TLostCards, TModelFailure } from "../types.ts";
import { toCardContent, type TTextKind } from "./card-schema.ts";
import { locateQuote } from "../../analysis/locate-quote.ts";
import { requestChunkCards, type TTokens } from "./request-chunk-cards.ts";
import type { TChunk } from "../../analysis/split-into-chunks.ts";

export type TLlmLogger = TModelLogger;

/** State shared by all chunks of all runs of one generator. */
export type TGeneratorContext = TModelContext & {
  /** "Make cards anyway": the instructions ask for what cards the text allows (card-prompt.ts). */
  relaxed?: boolean;
};

export type TChunkResult = {
  cards: TCardDraft[];
  tokens: TTokens;
  /** Failed past the retries (counts toward "every chunk failed"); `modelFailure` says how. */
  failed: boolean;
  /** Set when the model made no cards from the chunk for a reason of its own (not "nothing here worth a card"). */
  modelFailure?: TModelFailure;
  /** Cards in the model's answer, before their quotes were looked for. */
  proposed: number;
  lost: TLostCards;
  /** Words of the chunk's text, and the part of them the learner got nothing for because of the model (lostWords). */
  words: number;
  lostWords: number;
  /** What the model took the chunk's text for ("study" when it answered without saying); absent when it gave no answer to judge. */
  textKind?: TTextKind;
};

/** Thrown for a chunk's second timeout, so it is not retried again (classifyFailure takes it for a chunk failure). */
class SecondTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The model did not answer within ${timeoutMs} ms, twice`);
    this.name = "SecondTimeoutError";
  }
}

/** A chunk that timed out is asked once more with this many times the time limit. */
export const TIMEOUT_RETRY_FACTOR = 2;

/** Thrown when the server refuses us outright (401/403/404): the whole run stops. */
export class FatalModelError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = "FatalModelError";
  }
}

/**
 * Cards for one chunk. Retries 429/5xx/network errors with backoff; a
 * timeout is retried once, with TIMEOUT_RETRY_FACTOR times the limit (a
 * model that did not finish in time rarely finishes on a third or fourth
 * try, and each try costs the whole limit); switches output mode when the
 * server rejects it; asks once more after malformed JSON (a second malformed
 * answer usually means the chunk reliably trips the model, e.g. a truncated
 * list, so more attempts would only burn tokens) or after a 200 with no
 * choices, and then reports the chunk as failed, so an all-malformed document
 * ends in GENERATION_FAILED (refunded) instead of silently giving no cards.
 * Rejects only when the run is aborted or the failure is fatal.
 */
export async function generateChunkCards(
  context: TGeneratorContext,
  chunk: TChunk,
  types: TGeneratedCardType[],
  total: number,
  signal: AbortSignal,
): Promise<TChunkResult> {
  const { logger } = context;
  const tokens = { input: 0, output: 0 };
  const log = { chunk: chunk.index + 1, chunks: total };
  const state = { retries: 0 };
  const reasks = { malformed: 0, noChoices: 0 };
  let timeouts = 0;
  let lastTimedOut = false;
  const chunkText = chunk.pieces.map((piece) => piece.text).join("\n");
  const words = countWords(chunkText);
  const none = { cards: [], tokens, proposed: 0, lost: { unlocated: 0, wrong_type: 0, invalid: 0 }, words };
  const gaveUp = (modelFailure: TModelFailure, failed: boolean): TChunkResult => ({ ...none, failed, modelFailure, lostWords: words });
  for (;;) {
    const sent = await requestWithRetries(context, {
      request: async (mode) => {
        const timeoutMs = timeouts === 0 ? context.timeoutMs : context.timeoutMs * TIMEOUT_RETRY_FACTOR;
        try {
          lastTimedOut = false;
          return await requestChunkCards({
            model: context.model,
            chunk,
            types,
            mode,
            relaxed: context.relaxed ?? false,
            timeoutMs,
            signal,
          });
        } catch (error) {
          if (!(error instanceof ModelTimeoutError)) throw error;
          timeouts += 1;
          lastTimedOut = true;
          throw timeouts > 1 ? new SecondTimeoutError(timeoutMs) : error;
        }
      },
      state,
      label: "llm",
      log,
      documentText: chunkText,
      signal,
    });
    if ("failed" in sent) {
      if (sent.failed === "fatal") throw new FatalModelError(sent.failure.status, sent.failure.error);
      logger.error({ ...log, retries: state.retries, timeouts, ...sent.failure }, "llm: chunk failed");
      return gaveUp(lastTimedOut ? "timeout" : "failed", true);
    }
    const { answer, mode } = sent;
    tokens.input += answer.tokens.input;
    tokens.output += answer.tokens.output;
    const spent = { inputTokens: answer.tokens.input, outputTokens: answer.tokens.output };
    if (answer.kind === "refusal" || answer.kind === "empty") {
      logger.warn({ ...log, answer: answer.kind, ...spent }, "llm: model refused the chunk or answered nothing; no cards from it");
      return gaveUp(answer.kind === "refusal" ? "refused" : "empty", false);
    }
    if (answer.kind === "malformed" || answer.kind === "no_choices") {
      const count = answer.kind === "malformed" ? ++reasks.malformed : ++reasks.noChoices;
      const finishReason = answer.kind === "malformed" ? answer.finishReason : undefined;
      const what = answer.kind === "malformed" ? "malformed JSON" : "a 200 with no choices";
      logger.warn({ ...log, finishReason, attempt: count, ...spent }, `llm: ${what} from the model`);
      if (count < 2) continue;
      logger.error({ ...log, reason: `${answer.kind} twice` }, "llm: chunk failed");
      return gaveUp(answer.kind === "malformed" ? "wrong_shape" : "no_choices", true);
    }
    const { drafts, lost } = toDrafts(chunk, answer.cards, types);
    const proposed = answer.cards.length;
    const lostCount = lost.unlocated + lost.wrong_type + lost.invalid;
    // The chunk's words are charged in proportion to the model's cards that could be used.
    const lostWords = proposed === 0 ? 0 : Math.round((words * lostCount) / proposed);
    const textKind = answer.textKind ?? "study";
    logger.info({ ...log, mode, textKind, proposed, cards: drafts.length, ...lost, ...spent }, "llm: chunk done");
    return { cards: drafts, tokens, failed: false, proposed, lost, words, lostWords, textKind };
  }
}

function toDrafts(chunk: TChunk, raw: unknown[], types: TGeneratedCardType[]): { drafts: TCardDraft[]; lost: TLostCards } {
  const drafts: TCardDraft[] = [];
  const lost: TLostCards = { unlocated: 0, wrong_type: 0, invalid: 0 };
  for (const item of raw) {
    const card = toCardContent(item, types);
    if ("dropped" in card) {
      if (card.dropped === "type") lost.wrong_type += 1;
      else lost.invalid += 1;
      continue;
    }
    const source = locateQuote(chunk.pieces, card.quote);
    if (!source) lost.unlocated += 1;
    else drafts.push({ content: card.content, source });
  }
  return { drafts, lost };
}
