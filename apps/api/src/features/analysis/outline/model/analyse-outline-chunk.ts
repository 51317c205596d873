import { requestWithRetries, type TModelContext, type TModelLogger } from "../../../../lib/model-text.ts";
import type { TChunk } from "../../split-into-chunks.ts";
import { locateChunkOutline, type TChunkOutline } from "./locate-chunk-outline.ts";
import { requestOutlineChunk, type TTokens } from "./request-outline-chunk.ts";

export type TOutlineLogger = TModelLogger;

/** State shared by all chunks of all runs of one analyser. */
export type TOutlineModelContext = TModelContext;

/** Why a chunk gave no outline: the whole analysis stops, since an outline with a hole would be silently truncated. */
export class OutlineChunkError extends Error {
  constructor(
    readonly reason: "refused" | "failed" | "malformed" | "refusal",
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = "OutlineChunkError";
  }
}

/** A second malformed answer usually means the chunk reliably trips the model: more attempts would only burn tokens (as for cards). */
const MAX_MALFORMED_ANSWERS = 2;

/**
 * The outline of one chunk, with the card generator's policy
 * (generate-chunk-cards.ts): 429, 5xx, network errors and timeouts are retried
 * with backoff up to `maxRetries`; a server that rejects the output format is
 * asked again in the next mode; a malformed answer is asked for once more.
 * Unlike cards, a chunk that still gives nothing fails the analysis
 * (OutlineChunkError): the outline must cover the whole document.
 */
export async function analyseOutlineChunk(
  context: TOutlineModelContext,
  chunk: TChunk,
  total: number,
  signal: AbortSignal,
): Promise<TChunkOutline & { invalid: number; tokens: TTokens }> {
  const { logger } = context;
  const tokens = { input: 0, output: 0 };
  const log = { chunk: chunk.index + 1, chunks: total };
  const state = { retries: 0 };
  let malformedAnswers = 0;
  const chunkText = chunk.pieces.map((piece) => piece.text).join("\n");
  for (;;) {
    const sent = await requestWithRetries(context, {
      request: (mode) => requestOutlineChunk({ model: context.model, chunk, total, mode, timeoutMs: context.timeoutMs, signal }),
      state,
      label: "outline model",
      log,
      documentText: chunkText,
      signal,
    });
    if ("failed" in sent) {
      logger.error({ ...log, retries: state.retries, ...sent.failure }, "outline model: chunk failed");
      throw new OutlineChunkError(sent.failed === "fatal" ? "refused" : "failed", sent.failure.status, sent.failure.error);
    }
    const { answer, mode } = sent;
    tokens.input += answer.tokens.input;
    tokens.output += answer.tokens.output;
    const spent = { inputTokens: answer.tokens.input, outputTokens: answer.tokens.output };
    if (answer.kind === "refusal") {
      logger.error({ ...log, ...spent }, "outline model: the model refused the chunk");
      throw new OutlineChunkError("refusal", undefined, `The model refused part ${log.chunk} of ${total}.`);
    }
    if (answer.kind === "malformed") {
      malformedAnswers += 1;
      logger.warn({ ...log, finishReason: answer.finishReason, attempt: malformedAnswers, ...spent }, "outline model: malformed JSON");
      if (malformedAnswers < MAX_MALFORMED_ANSWERS) continue;
      throw new OutlineChunkError(
        "malformed",
        undefined,
        `The model's answer for part ${log.chunk} of ${total} was not a JSON outline ${MAX_MALFORMED_ANSWERS} times (finish reason ${answer.finishReason}).`,
      );
    }
    const outline = locateChunkOutline(chunk, answer.outline);
    logger.info(
      {
        ...log,
        mode,
        sections: outline.sections.length,
        points: outline.sections.reduce((sum, section) => sum + section.points.length, 0),
        terms: outline.terms.length,
        unlocated: outline.unlocated,
        capped: outline.capped,
        invalid: answer.invalid,
        droppedExamples: outline.droppedExamples,
        droppedTerms: outline.droppedTerms,
        ...spent,
      },
      "outline model: chunk done",
    );
    return { ...outline, invalid: answer.invalid, tokens };
  }
}
