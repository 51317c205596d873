import { DIAGRAM_KIND_LABELS, type TDiagramKind, type TOutline, type TSourceSection } from "@mnemo/api-contract";
import { AppError } from "../../../lib/app-error.ts";
import { mapInOrder } from "../../../lib/map-in-order.ts";
import { splitIntoChunks } from "../../analysis/split-into-chunks.ts";
import type { TSection } from "../../reading/document.ts";
import { CONCEPT_MIN_TERMS } from "../build/build-concept-map.ts";
import { TIMELINE_MIN_EVENTS } from "../build/build-timeline.ts";
import type { TBuiltDiagram } from "../build/built-diagram.ts";
import { diagramTitle } from "../build/graph-draft.ts";
import { nothingToDraw } from "../deck/deck-draft.ts";
import { finishBuiltDiagram } from "../deck/finish-built-diagram.ts";
import type { TDiagramModel } from "./diagram-model.ts";
import { DiagramChunkError, drawDiagramChunk } from "./draw-diagram-chunk.ts";
import { mergeModelChunks } from "./merge-model-chunks.ts";

export type TModelDiagramInput = {
  kind: TDiagramKind;
  title: string;
  /** The source's outline: its headings and terms guide the model (diagram-prompt.ts). */
  outline: TOutline;
  sections: readonly TSourceSection[];
  signal: AbortSignal;
  /** After each chunk of the source. */
  onProgress?: (step: { done: number; total: number }) => void;
};

/** Why a chunk failed, in the learner's words. */
const FAILURE_TEXT: Record<DiagramChunkError["reason"], string> = {
  refused: "its server refused the request",
  failed: "its server kept failing or did not answer in time",
  malformed: "its answer was not a diagram, twice",
  refusal: "it declined the request",
};

/** The fewest nodes a whole diagram of each kind needs beyond its title, as the offline builders ask. */
const MIN_CONTENT: Record<TDiagramKind, number> = {
  mind_map: 1,
  flowchart: 1,
  timeline: TIMELINE_MIN_EVENTS,
  concept_map: CONCEPT_MIN_TERMS,
};

/**
 * A diagram of a source drawn by the configured model (any OpenAI-compatible
 * server). The source is cut into chunks as for cards and outlines
 * (split-into-chunks.ts), each chunk drawn by one request whose answer is a
 * schema-checked JSON graph of the kind asked for, every node quoting the
 * source (draw-diagram-chunk.ts). Each quote is looked up in the source like
 * a card's: found, the node cites the passage (origin "model"); not found, it
 * is left out when nothing hangs from it, else kept as "added by the model"
 * (origin "model_only"). Timeline dates are read as the offline builder reads
 * them. The chunks' graphs are merged in the source's order and finished like
 * any built diagram (split above DIAGRAM_SPLIT_NODES, default collapse,
 * checked against the contract).
 *
 * Errors: GENERATION_FAILED (502) when a chunk still gives no graph after a
 * second malformed answer, the retries or a refusal; DIAGRAM_NOTHING_TO_DRAW
 * (422) when the model found nothing of the kind in the source. Nothing is
 * charged: a diagram of a source counts only the source's own charge.
 */
export async function buildModelDiagram(
  { kind, title, outline, sections, signal, onProgress }: TModelDiagramInput,
  model: TDiagramModel,
): Promise<TBuiltDiagram> {
  signal.throwIfAborted();
  // The source's sections as reading left them (a stored level is one of 1-6).
  const chunks = splitIntoChunks(sections as TSection[], model.chunkChars);
  const what = DIAGRAM_KIND_LABELS[kind].toLowerCase();
  if (chunks.length === 0) throw nothingToDraw(`This source has no text to draw a ${what} from.`);
  const run = new AbortController();
  const onAbort = () => run.abort(signal.reason);
  signal.addEventListener("abort", onAbort, { once: true });
  let done = 0;
  try {
    const drawn = await mapInOrder(chunks, model.concurrency, run, async (chunk) => {
      const result = await drawDiagramChunk(model, { kind, outline, chunk, total: chunks.length, signal: run.signal });
      done += 1;
      onProgress?.({ done, total: chunks.length });
      return result;
    });
    const merged = mergeModelChunks({ kind, title: diagramTitle(title), model: model.name }, drawn);
    const sum = (count: (chunk: (typeof drawn)[number]) => number) => drawn.reduce((total, chunk) => total + count(chunk), 0);
    model.context.logger.info(
      {
        kind,
        model: model.name,
        chunks: chunks.length,
        nodes: merged.graph.nodes.length,
        modelOnly: merged.graph.nodes.filter((node) => node.origin === "model_only").length,
        dropped: sum((chunk) => chunk.dropped),
        capped: sum((chunk) => chunk.capped),
        invalid: sum((chunk) => chunk.invalid),
        undated: merged.undated,
        inputTokens: sum((chunk) => chunk.tokens.input),
        outputTokens: sum((chunk) => chunk.tokens.output),
      },
      "diagram model: diagram drawn",
    );
    if (merged.content < MIN_CONTENT[kind]) {
      throw nothingToDraw(
        `The AI model (${model.name}) found ${merged.content === 0 ? "nothing" : "too little"} in this source that it could quote to put on a ${what}. Try the offline generator or another kind of diagram.`,
      );
    }
    return finishBuiltDiagram(merged.graph);
  } catch (error) {
    signal.throwIfAborted();
    if (error instanceof DiagramChunkError) {
      throw new AppError("GENERATION_FAILED", {
        message: `Diagram model ${model.name} failed (${error.reason}${error.status === undefined ? "" : `, status ${error.status}`}): ${error.message}`,
        userMessage: `The AI model (${model.name}) could not draw this ${what}: ${FAILURE_TEXT[error.reason]}. Please try again in a few minutes, or choose the offline generator.`,
        details: { reason: error.reason, status: error.status ?? null, chunks: chunks.length },
      });
    }
    throw error;
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
}
