import type { TOutlineSpan } from "@mnemo/api-contract";
import type { TUnit } from "../analysis-types.ts";

/** A unit as a cited span: its offsets hold exactly its text, so the quote can be found again. */
export function outlineSpan(unit: TUnit): TOutlineSpan {
  return { sectionIndex: unit.section.index, start: unit.start, end: unit.end, quote: unit.section.text.slice(unit.start, unit.end) };
}
