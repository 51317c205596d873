import type { TDiagramKind, TOutline } from "@mnemo/api-contract";
import { requestModelText, requestWithRetries, type TModelTokens } from "../../../lib/model-text.ts";
import type { TChunk } from "../../analysis/split-into-chunks.ts";
import { DIAGRAM_ANSWERS } from "./diagram-answer-schema.ts";
import type { TDiagramModel } from "./diagram-model.ts";
import { buildDiagramChunkPrompt, buildDiagramInstructions } from "./diagram-prompt.ts";
import { locateDiagramChunk, type TChunkDiagram } from "./locate-diagram-chunk.ts";
import { parseDiagramAnswer } from "./parse-diagram-answer.ts";

/** Why a chunk gave no graph: the whole diagram stops, since a diagram with a hole would be silently cut. */
export class DiagramChunkError extends Error {
  constructor(
    readonly reason: "refused" | "failed" | "malformed" | "refusal",
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = "DiagramChunkError";
  }
}

/** A malformed answer is asked for once more; a second one means the chunk reliably trips the model (as for outlines and cards). */
const MAX_MALFORMED_ANSWERS = 2;

/**
 * One chunk's part of the diagram, with the outline analyser's policy
 * (analyse-outline-chunk.ts): 429, 5xx, network errors and timeouts retried
 * with backoff, a server that rejects the output format asked again in the
 * next mode, a malformed answer (not JSON, or nodes that make no graph) asked
 * for once more. A chunk that still gives nothing fails the diagram.
 */
export async function drawDiagramChunk(
  { context }: TDiagramModel,
  { kind, outline, chunk, total, signal }: { kind: TDiagramKind; outline: TOutline; chunk: TChunk; total: number; signal: AbortSignal },
): Promise<TChunkDiagram & { invalid: number; tokens: TModelTokens }> {
  const { logger } = context;
  const tokens = { input: 0, output: 0 };
  const log = { kind, chunk: chunk.index + 1, chunks: total };
  const state = { retries: 0 };
  let malformedAnswers = 0;
  for (;;) {
    const sent = await requestWithRetries(context, {
      request: (mode) =>
        requestModelText({
          model: context.model,
          instructions: buildDiagramInstructions(kind, mode),
          prompt: buildDiagramChunkPrompt(kind, chunk, total, outline),
          mode,
          schema: DIAGRAM_ANSWERS[kind],
          timeoutMs: context.timeoutMs,
          signal,
        }),
      state,
      label: "diagram model",
      log,
      documentText: chunk.pieces.map((piece) => piece.text).join("\n"),
      signal,
    });
    if ("failed" in sent) {
      logger.error({ ...log, retries: state.retries, ...sent.failure }, "diagram model: chunk failed");
      throw new DiagramChunkError(sent.failed === "fatal" ? "refused" : "failed", sent.failure.status, sent.failure.error);
    }
    const { answer, mode } = sent;
    tokens.input += answer.tokens.input;
    tokens.output += answer.tokens.output;
    const spent = { inputTokens: answer.tokens.input, outputTokens: answer.tokens.output };
    if ("refusal" in answer) {
      logger.error({ ...log, ...spent }, "diagram model: the model refused the chunk");
      throw new DiagramChunkError("refusal", undefined, `The model refused part ${log.chunk} of ${total}.`);
    }
    const parsed = parseDiagramAnswer(kind, answer.text, answer.finishReason);
    if (parsed.kind === "malformed") {
      malformedAnswers += 1;
      logger.warn(
        { ...log, finishReason: parsed.finishReason, problem: parsed.problem, attempt: malformedAnswers, ...spent },
        "diagram model: malformed answer",
      );
      if (malformedAnswers < MAX_MALFORMED_ANSWERS) continue;
      throw new DiagramChunkError(
        "malformed",
        undefined,
        `The model's answer for part ${log.chunk} of ${total} was not a diagram ${MAX_MALFORMED_ANSWERS} times (last: ${parsed.problem}; finish reason ${parsed.finishReason}).`,
      );
    }
    const located = locateDiagramChunk(chunk, parsed.graph);
    logger.info(
      {
        ...log,
        mode,
        nodes: located.nodes.length,
        modelOnly: located.modelOnly,
        dropped: located.dropped,
        capped: located.capped,
        invalid: parsed.invalid,
        ...spent,
      },
      "diagram model: chunk done",
    );
    return { ...located, invalid: parsed.invalid, tokens };
  }
}
