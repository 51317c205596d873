import { DIAGRAM_NODE_SHAPES, type TDiagramKind } from "@mnemo/api-contract";
import { z, type ZodType } from "zod";

/**
 * What the model is asked to answer for one chunk of a source, one shape per
 * kind of diagram. The graph is flat (ids and references, never nested
 * objects): strict json_schema servers and grammar-constrained local ones
 * take it, and a reference to a missing node is easy to catch. Every field is
 * required and has no default, as OpenAI's strict mode demands; the quote
 * comes before the label written from it, so the model picks its evidence
 * first. Offsets are never asked for: every quote is located in the source
 * afterwards (analysis/locate-quote.ts).
 */
const id = z.string().describe('Short and unique in this answer ("t1", "t2", ...).');
const quote = z.string().describe("A passage copied character for character from one section of the text: no paraphrase, no '...'.");
const label = z.string().describe("A short phrase (at most 8 words) in the text's own terms.");
const reference = z.string().nullable();

const ZModelMindMapSchema = z.object({
  topics: z.array(
    z.object({
      id,
      parent: reference.describe("The id of the topic it sits under; null for a main topic."),
      quote,
      label,
    }),
  ),
});

const ZModelTimelineSchema = z.object({
  events: z.array(
    z.object({
      date: z.string().describe("The date as the text writes it: '44 BC', '14 July 1789', 'the 1790s', '1914-1918'."),
      quote,
      label,
    }),
  ),
});

const ZModelFlowchartSchema = z.object({
  steps: z.array(
    z.object({
      id,
      shape: z.enum(DIAGRAM_NODE_SHAPES).describe("start for the first step, end for a last one, decision for a yes/no question."),
      quote,
      label,
      next: reference.describe("The id of the step that follows; null for an end or a decision."),
      yes: reference.describe("A decision's step when the answer is yes; null otherwise."),
      no: reference.describe("A decision's step when the answer is no; null otherwise."),
    }),
  ),
});

const ZModelConceptMapSchema = z.object({
  concepts: z.array(z.object({ id, quote, label })),
  relations: z.array(
    z.object({
      from: z.string().describe("A concept's id."),
      to: z.string().describe("A concept's id."),
      label: z.string().describe("How the text links them, as a short verb phrase: 'is a kind of', 'produces', 'causes'."),
    }),
  ),
});

/** Each kind's answer schema, its name in the request, and the name of its node list. */
export const DIAGRAM_ANSWERS: Record<TDiagramKind, { schema: ZodType; name: string; list: string }> = {
  mind_map: { schema: ZModelMindMapSchema, name: "mind_map", list: "topics" },
  timeline: { schema: ZModelTimelineSchema, name: "timeline", list: "events" },
  flowchart: { schema: ZModelFlowchartSchema, name: "flowchart", list: "steps" },
  concept_map: { schema: ZModelConceptMapSchema, name: "concept_map", list: "concepts" },
};
