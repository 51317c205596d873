import type { TOutlineExample, TOutlineLeftOut } from "@mnemo/api-contract";
import type { TOutlinePart } from "./find-outline-parts.ts";
import { joinLines } from "./join-lines.ts";
import { outlineSpan } from "./outline-span.ts";

/** A page's or slide's first lines are its example; the rest (a long trace, a table's rows) is left out and counted. */
const EXAMPLE_PART_LINES = 8;
/** "A Markov chain is (roughly) a process that…": what the example was for, defined in general words. */
const DEFINES = /^(?:an?|the)\s+[\p{L}\s'’-]{2,40}?\s+(?:is|are)\s+(?:\([^)]*\)\s+)?(?:an?|the)\s/iu;
const SCRAP = /^[\d\s/.|-]{1,8}$/;
/** A line that draws the lesson from the example ("This shows…", "In general…"): the lesson goes on as points. */
export const GENERALISES = /^(?:that['’]s (?:how|why)|this (?:shows|means|is why)|thus|hence|therefore|so,|in general|in short|overall)\b/i;
/** "Markov chains: An example" → "Markov chains"; "EXAMPLE: TRAVEL IN ROMANIA" → "TRAVEL IN ROMANIA". */
const EXAMPLE_WORDS = /^(?:an?\s+)?(?:\w+\s+)?examples?\s*\d*\s*[:.–—-]\s*|\s*[:,–—-]\s*(?:an?\s+)?(?:\w+\s+)?examples?\s*\d*\s*[.:]*$/i;

/**
 * A part the source calls an example: an example per page or slide under its title ("EXAMPLE: TRAVEL IN ROMANIA: We
 * want to drive from Arad to Bucharest…") with a span for each line it keeps, and the rest of the part when a
 * definition or a line that generalises comes after the case ("Markov chains: An example" ends with what a Markov
 * chain is): that rest is read as the points it teaches, under the title without "An example".
 */
export function examplePart(
  part: TOutlinePart,
  leftOut: TOutlineLeftOut,
  definitions: ReadonlySet<number>,
): { examples: TOutlineExample[]; rest?: TOutlinePart } {
  const lines = joinLines(part.units).filter((line) => {
    const isScrap = SCRAP.test(line.text) || line.first.flaw === "furniture";
    if (isScrap) leftOut.furniture += 1;
    return !isScrap;
  });
  const lesson = lines.findIndex(
    (line, at) => at > 0 && (GENERALISES.test(line.text) || DEFINES.test(line.text) || line.units.some((unit) => definitions.has(unit.id))),
  );
  const caseLines = lesson === -1 ? lines : lines.slice(0, lesson);
  const title = part.title
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[:：]$/, "");
  const examples: TOutlineExample[] = [];
  for (const place of new Set(caseLines.map((line) => line.first.section.index))) {
    const onPlace = caseLines.filter((line) => line.first.section.index === place);
    const kept = onPlace.slice(0, EXAMPLE_PART_LINES);
    leftOut.other += onPlace.length - kept.length;
    const body = kept.map((line) => line.text).join(" ");
    examples.push({ text: title ? `${title}: ${body}` : body, spans: kept.flatMap((line) => line.units.map(outlineSpan)) });
  }
  if (lesson === -1) return { examples };
  const restUnits = new Set(lines.slice(lesson).flatMap((line) => line.units));
  const plain = title.replace(EXAMPLE_WORDS, "").trim();
  return { examples, rest: { ...part, title: plain || title, units: part.units.filter((unit) => restUnits.has(unit)) } };
}
