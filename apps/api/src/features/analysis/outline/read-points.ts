import type { TOutlineExample, TOutlineLeftOut, TOutlinePoint, TOutlinePointKind } from "@mnemo/api-contract";
import { isExampleLead, isExampleUnit } from "./example-cue.ts";
import type { TOutlinePart } from "./find-outline-parts.ts";
import { type TLine, joinLines } from "./join-lines.ts";
import { leftOutReason } from "./left-out-reason.ts";
import { outlineSpan } from "./outline-span.ts";
import { leadKind, pointKind } from "./point-kind.ts";
import { splitTimeline } from "./split-timeline.ts";

export type TPointContext = {
  isEnglish: boolean;
  /** Unit ids the finders read as a definition or a dated event. */
  definitions: ReadonlySet<number>;
  dates: ReadonlySet<number>;
  leftOut: TOutlineLeftOut;
};

/** Items at most this long are a list of names ("Nucleus", "Ribosome"): one point, lead and all. */
const SHORT_ITEM_WORDS = 3;
const SENTENCE_END = /[.!?。！？]["'”’)]?$/;
/** A slide line longer than this is a statement of its own, not an item under the lead. */
const MAX_ITEM_WORDS = 16;

type TDraft = Omit<TOutlinePoint, "id">;

/**
 * The points a part teaches, in reading order. A list item keeps its lead-in
 * ("Conditions to call something a capital: long life span"), a slide's line
 * keeps its slide title, and an example is attached to the point before it
 * (or the next one, when it comes first), never made a point itself.
 */
export function readPoints(part: TOutlinePart, context: TPointContext, orphanExamples: TOutlineExample[]): TDraft[] {
  const points: TDraft[] = [];
  let pending = orphanExamples.splice(0);
  let lead: TLine | undefined;
  let items: TLine[] = [];
  const addPoint = (point: TDraft) => {
    point.examples.push(...pending);
    pending = [];
    points.push(point);
  };
  const closeList = () => {
    if (lead && items.length > 0) {
      const short = items.length >= 2 && items.every((item) => item.words <= SHORT_ITEM_WORDS);
      const groups = short ? [items] : items.map((item) => [item]);
      for (const group of groups) {
        addPoint({
          kind: leadKind(lead.text) ?? kindOf(group[0]!, context),
          text: `${withoutColon(lead.text)}: ${group.map((item) => item.text.replace(/[;,]$/, "")).join("; ")}`,
          spans: [...lead.units, ...group.flatMap((item) => item.units)].map(outlineSpan),
          examples: [],
        });
      }
    }
    lead = undefined;
    items = [];
  };
  for (const line of joinLines(part.units)) {
    if (/^[\d\s/.|-]{1,8}$/.test(line.text)) {
      context.leftOut.furniture += 1;
      continue;
    }
    const inList = lead !== undefined && lead.first.section === line.first.section && isListItem(line, part);
    if (!inList) closeList();
    if (!line.first.isBullet && /[:：]$/.test(line.text) && line.first.flaw !== "furniture") {
      lead = line;
      continue;
    }
    if (isExampleUnit(line.first) || (inList && isExampleLead(lead!.text))) {
      const example = { text: withContext(line, part, inList ? lead : undefined), spans: line.units.map(outlineSpan) };
      const last = inList ? undefined : points.at(-1);
      if (last) last.examples.push(example);
      else pending.push(example);
      continue;
    }
    const reason = leftOutReason(line.first.flaw, context) ?? (isTooSmall(line, inList) ? "other" : undefined);
    if (reason) {
      context.leftOut[reason] += 1;
      continue;
    }
    if (inList) {
      items.push(line);
      continue;
    }
    const entries = line.units.length === 1 ? splitTimeline(line.first) : undefined;
    if (entries) {
      const section = line.first.section;
      for (const { start, end } of entries) {
        const quote = section.text.slice(start, end);
        addPoint({
          kind: "date_event",
          text: withContext({ ...line, text: quote.replace(/\s+/g, " ") }, part, undefined),
          spans: [{ sectionIndex: section.index, start, end, quote }],
          examples: [],
        });
      }
      continue;
    }
    addPoint({ kind: kindOf(line, context), text: withContext(line, part, undefined), spans: line.units.map(outlineSpan), examples: [] });
  }
  closeList();
  orphanExamples.push(...pending);
  return points;
}

function kindOf(line: TLine, context: TPointContext): TOutlinePointKind {
  if (line.units.some((unit) => context.definitions.has(unit.id))) return "definition";
  if (line.units.some((unit) => context.dates.has(unit.id))) return "date_event";
  return pointKind(line.text);
}

/** Under a lead-in: a bullet, or on a slide any line that is not a sentence of its own. */
function isListItem(line: TLine, part: TOutlinePart): boolean {
  if (line.first.isBullet) return true;
  return part.isSlide && !SENTENCE_END.test(line.text) && line.words <= MAX_ITEM_WORDS;
}

/** One word outside a list, or a scrap without letters, teaches nothing on its own. */
function isTooSmall(line: TLine, inList: boolean): boolean {
  if (!/\p{L}/u.test(line.text)) return true;
  const cjk = (line.text.match(/\p{Script=Han}/gu) ?? []).length;
  if (cjk > 0) return cjk < 4;
  return inList ? false : line.words < 3;
}

/**
 * The line as a statement that stands alone: on a slide, or when it is no
 * full sentence, the part's title goes in front ("Capital: used for producing
 * something else"), unless the line already names it.
 */
function withContext(line: TLine, part: TOutlinePart, lead: TLine | undefined): string {
  if (lead) return `${withoutColon(lead.text)}: ${line.text}`;
  const title = part.title.replace(/\s+/g, " ").trim();
  const needs = part.isSlide || !line.last.isSentence || line.first.flaw === "dependent";
  if (!needs || title === "" || line.text.toLowerCase().includes(title.toLowerCase())) return line.text;
  return `${title.replace(/[:：]$/, "")}: ${line.text}`;
}

function withoutColon(text: string): string {
  return text.replace(/\s*[:：]$/, "");
}
