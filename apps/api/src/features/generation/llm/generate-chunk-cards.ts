import { requestWithRetries, type TModelContext, type TModelLogger } from "../../../lib/model-text.ts";
import type { TCardDraft, TGeneratedCardType } from "../types.ts";
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
  failed: boolean;
  /** What the model took the chunk's text for ("study" when it answered without saying); absent when it gave no answer to judge. */
  textKind?: TTextKind;
};

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
 * Cards for one chunk. Retries 429/5xx/network errors/timeouts with backoff;
 * switches output mode when the server rejects it; asks once more after
 * malformed JSON (a second malformed answer usually means the chunk reliably
 * trips the model, e.g. a truncated list, so more attempts would only burn
 * tokens) and then reports the chunk as failed, so an all-malformed document
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
  let malformedAnswers = 0;
  const chunkText = chunk.pieces.map((piece) => piece.text).join("\n");
  for (;;) {
    const sent = await requestWithRetries(context, {
      request: (mode) =>
        requestChunkCards({
          model: context.model,
          chunk,
          types,
          mode,
          relaxed: context.relaxed ?? false,
          timeoutMs: context.timeoutMs,
          signal,
        }),
      state,
      label: "llm",
      log,
      documentText: chunkText,
      signal,
    });
    if ("failed" in sent) {
      if (sent.failed === "fatal") throw new FatalModelError(sent.failure.status, sent.failure.error);
      logger.error({ ...log, retries: state.retries, ...sent.failure }, "llm: chunk failed");
      return { cards: [], tokens, failed: true };
    }
    const { answer, mode } = sent;
    tokens.input += answer.tokens.input;
    tokens.output += answer.tokens.output;
    const spent = { inputTokens: answer.tokens.input, outputTokens: answer.tokens.output };
    if (answer.kind === "refusal") {
      logger.warn({ ...log, ...spent }, "llm: model refused the chunk; no cards from it");
      return { cards: [], tokens, failed: false };
    }
    if (answer.kind === "malformed") {
      malformedAnswers += 1;
      logger.warn({ ...log, finishReason: answer.finishReason, attempt: malformedAnswers, ...spent }, "llm: malformed JSON from the model");
      if (malformedAnswers < 2) continue;
      logger.error({ ...log, reason: "malformed JSON twice" }, "llm: chunk failed");
      return { cards: [], tokens, failed: true };
    }
    const cards = toDrafts(chunk, answer.cards, types);
    const textKind = answer.textKind ?? "study";
    logger.info({ ...log, mode, textKind, cards: cards.drafts.length, ...cards.dropped, ...spent }, "llm: chunk done");
    return { cards: cards.drafts, tokens, failed: false, textKind };
  }
}

function toDrafts(chunk: TChunk, raw: unknown[], types: TGeneratedCardType[]) {
  const drafts: TCardDraft[] = [];
  const dropped = { droppedType: 0, droppedInvalid: 0, droppedUnlocated: 0 };
  for (const item of raw) {
    const card = toCardContent(item, types);
    if ("dropped" in card) {
      if (card.dropped === "type") dropped.droppedType += 1;
      else dropped.droppedInvalid += 1;
      continue;
    }
    const source = locateQuote(chunk.pieces, card.quote);
    if (!source) dropped.droppedUnlocated += 1;
    else drafts.push({ content: card.content, source });
  }
  return { drafts, dropped };
}
