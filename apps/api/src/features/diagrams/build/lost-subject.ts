import type { TOutlinePoint, TOutlineSpan } from "@mnemo/api-contract";
import { isFurniture } from "./page-furniture.ts";
import type { TSourceTexts } from "./source-texts.ts";

/**
 * "Represented by a dashed line", "Not required for sharable resources",
 * "Must hold for non-sharable resources": a sub-bullet that says something of
 * the bullet above it, whose subject extraction flattened away. Such a point
 * hangs under the line that names its subject: the point that says that line,
 * or else the line itself when it is a short label ("Mutual exclusion") the
 * outline kept no point of.
 */
export type TLostSubject = { point: TOutlinePoint } | { label: string; span: TOutlineSpan };

/** A statement with no subject: a modal or auxiliary, "Not …", or a participle and its preposition, first. */
const FRAGMENT =
  /^(?:not\s+\p{L}+(?:ed|en)\b|(?:must|can|cannot|can't|may|might|should|will|would|could|is|are|was|were|has|have|does|do|needs?)\s+(?:not\s+)?\p{Ll}|\p{Lu}\p{Ll}+(?:ed|en)\s+(?:by|to|as|in|on|for|with|from|into|at|when|if|only|through|using|via|under|after|before)\b)/iu;
/** How far back (in lines) the subject is looked for, past the fragments between. */
const MAX_LINES_BACK = 6;
/** A line kept as a subject of its own is a short label. */
const MAX_SUBJECT_WORDS = 8;
const BULLET = /^\s*(?:[-*•▪◦‣●○■□–]|\d{1,2}[.)]|\p{L}[.)])\s+/u;

export function isFragment(text: string): boolean {
  return FRAGMENT.test(text.trim()) && !/\?["'”’)]?$/.test(text.trim());
}

export function lostSubject(
  point: TOutlinePoint,
  body: string,
  siblings: readonly TOutlinePoint[],
  texts: TSourceTexts,
): TLostSubject | undefined {
  if (!isFragment(body)) return undefined;
  const span = point.spans[0]!;
  const text = texts.get(span.sectionIndex);
  if (text === undefined) return undefined;
  const lineStart = text.lastIndexOf("\n", span.start - 1) + 1;
  // The point opens its line (after a bullet): the subject, if any, is on a line above.
  if (text.slice(lineStart, span.start).replace(BULLET, "").trim() !== "") return undefined;
  let end = lineStart - 1;
  for (let back = 0; back < MAX_LINES_BACK && end > 0; back += 1) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const raw = text.slice(start, end);
    end = start - 1;
    const bullet = BULLET.exec(raw)?.[0].length ?? 0;
    const line = raw.slice(bullet).trim();
    if (line === "") continue;
    const at = start + bullet + raw.slice(bullet).indexOf(line);
    const owner = siblings.find((sibling) =>
      sibling.spans.some((own) => own.sectionIndex === span.sectionIndex && own.start <= at && at < own.end),
    );
    if (isFragment(line)) continue;
    if (owner) return owner === point ? undefined : { point: owner };
    const words = line.split(/\s+/).length;
    if (words > MAX_SUBJECT_WORDS || /[.!?]["'”’)]?$/.test(line) || isFurniture(line)) return undefined;
    return { label: line.replace(/[:：]$/, ""), span: { sectionIndex: span.sectionIndex, start: at, end: at + line.length, quote: line } };
  }
  return undefined;
}
