import { OUTLINE_LEFT_OUT, OUTLINE_POINT_KINDS, type TOutlineLeftOut } from "@mnemo/api-contract";
import { z } from "zod";
import type { TModelExample, TModelOutline, TModelPoint, TModelTerm } from "./outline-answer-schema.ts";

/** A model's answer read item by item: one bad point costs that point, not the chunk. */
export type TParsedOutline =
  | { kind: "outline"; outline: TModelOutline; invalid: number }
  /** No JSON, JSON that does not parse, or JSON without a list of sections. */
  | { kind: "malformed"; finishReason: string };

const ZPointSchema = z.object({
  kind: z.enum(OUTLINE_POINT_KINDS),
  // JSON mode has no schema to hold the model to: a single "quote" is taken for "quotes".
  quotes: z.array(z.string()).optional(),
  quote: z.string().optional(),
  text: z.string().trim().min(1),
  examples: z.array(z.unknown()).optional(),
});
const ZExampleSchema = z.object({ quote: z.string().trim().min(1), text: z.string().trim().min(1) });
const ZTermSchema = z.object({ term: z.string().trim().min(1), quote: z.string().trim().min(1), definition: z.string().trim().min(1) });

/**
 * Reads `{"sections": [...], "terms": [...], "left_out": {...}}`, tolerating
 * code fences and prose around it (json_object and text modes), missing
 * `terms`, `left_out` or `examples`, and a level out of range. A point or
 * term that does not fit its schema (an unknown kind, no text) is dropped
 * and counted as invalid; an answer without a `sections` list is malformed.
 */
export function parseOutlineAnswer(text: string, finishReason: string): TParsedOutline {
  const unfenced = text.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, "");
  const value = tryParse(unfenced) ?? tryParse(unfenced.slice(unfenced.indexOf("{"), unfenced.lastIndexOf("}") + 1));
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { kind: "malformed", finishReason };
  const record = value as Record<string, unknown>;
  if (!Array.isArray(record.sections)) return { kind: "malformed", finishReason };
  let invalid = 0;
  const sections = record.sections.flatMap((raw: unknown) => {
    if (typeof raw !== "object" || raw === null) {
      invalid += 1;
      return [];
    }
    const section = raw as Record<string, unknown>;
    const points = (Array.isArray(section.points) ? section.points : []).flatMap((item: unknown): TModelPoint[] => {
      const point = ZPointSchema.safeParse(item);
      if (!point.success) {
        invalid += 1;
        return [];
      }
      const { kind, quotes = [], quote, text: pointText, examples = [] } = point.data;
      return [
        { kind, quotes: quote === undefined ? quotes : [quote, ...quotes], text: pointText, examples: examples.flatMap(readExample) },
      ];
    });
    const level = typeof section.level === "number" && Number.isFinite(section.level) ? Math.round(section.level) : 1;
    return [{ title: typeof section.title === "string" ? section.title.trim() : "", level: Math.min(6, Math.max(1, level)), points }];
  });
  const terms = (Array.isArray(record.terms) ? record.terms : []).flatMap((item: unknown): TModelTerm[] => {
    const term = ZTermSchema.safeParse(item);
    if (term.success) return [term.data];
    invalid += 1;
    return [];
  });
  return { kind: "outline", outline: { sections, terms, left_out: readLeftOut(record.left_out) }, invalid };
}

function readExample(item: unknown): TModelExample[] {
  const example = ZExampleSchema.safeParse(item);
  return example.success ? [example.data] : [];
}

/** Counts the model gave, each a whole number of at least 0; a missing or nonsensical count is 0. */
function readLeftOut(value: unknown): TOutlineLeftOut {
  const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const count = (raw: unknown) => (typeof raw === "number" && Number.isFinite(raw) && raw > 0 ? Math.round(raw) : 0);
  return Object.fromEntries(OUTLINE_LEFT_OUT.map((reason) => [reason, count(record[reason])])) as TOutlineLeftOut;
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
