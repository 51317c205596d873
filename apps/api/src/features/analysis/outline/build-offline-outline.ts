import type { TOutline, TOutlineExample, TOutlineLeftOut, TOutlineSection, TOutlineTerm } from "@mnemo/api-contract";
import type { TExtractedDocument } from "../../reading/document.ts";
import type { TAnalysis } from "../analyse-document.ts";
import { detectLanguage } from "../detect-language.ts";
import { isExampleTitle } from "../example-title.ts";
import { findBoilerplate } from "./boilerplate.ts";
import { examplePart } from "./example-part.ts";
import { findOutlineParts } from "./find-outline-parts.ts";
import { outlineSpan } from "./outline-span.ts";
import { isQaNotes, readQaNotes } from "./qa-notes.ts";
import { readPoints } from "./read-points.ts";

import { OFFLINE_OUTLINE_ANALYSER } from "./offline-outline-version.ts";

export { OFFLINE_OUTLINE_ANALYSER };
const LANGUAGE_SAMPLE_CHARS = 4000;
/** A course's own business: who teaches, when, how it is graded. */
const LOGISTICS_TITLE =
  /^(?:the )?(?:deadlines?(?: for [\w ]+)?|grading|register(?: and [\w ]+)?|registration|schedule|timetable|syllabus|office hours|course (?:contents|moments|information|website|structure)|recurring course moments|(?:the )?lectures|(?:the )?written examination|(?:the )?essay|people and literature|changes since last year|what is not in this course\??)\s*[:.!?]*$/i;
const ASIDE_TITLE =
  /^(?:table of contents|contents|outline|agenda|overview of (?:the )?(?:talk|lecture)|references|bibliography|sources|literatur(?:e|verzeichnis)?|acknowledg(?:e)?ments?|thanks?(?: you)?|questions\??|resources|further resources|links|inhaltsverzeichnis|目录|参考文献)\s*[:.!?]*$/i;

/**
 * The offline outline of a document: its sections, the key points each
 * teaches with the spans that say so, key terms with their definitions, and
 * counts of what was left out. Deterministic, and built from the analysis the
 * card generator already ran (analyseDocument), so it costs one more pass
 * over the units.
 */
export function buildOfflineOutline(document: TExtractedDocument, analysis: TAnalysis): TOutline {
  const leftOut: TOutlineLeftOut = { instructions: 0, logistics: 0, exercises: 0, references: 0, furniture: 0, other: 0 };
  const sample = document.sections
    .map((section) => section.text)
    .join("\n")
    .slice(0, LANGUAGE_SAMPLE_CHARS);
  const context = {
    isEnglish: detectLanguage(sample).isEnglish,
    definitions: new Set(analysis.definitions.map((definition) => definition.unit.id)),
    dates: new Set(analysis.dates.map((date) => date.unit.id)),
    leftOut,
  };
  const sections: TOutlineSection[] = [];
  const orphans: TOutlineExample[] = [];
  const said = new Set<string>();
  /** Whether the part just read gave points: an example part right after it illustrates its last one. */
  let follows = false;
  let previousPart: { title: string; isQa: boolean } | undefined;
  // An e-book's header, its start and end markers, the licence after it and licence notices are left out whole.
  const boilerplate = findBoilerplate(analysis.units);
  for (const reason of boilerplate.values()) leftOut[reason] += 1;
  const units = analysis.units.filter((unit) => !boilerplate.has(unit.id));
  for (const found of findOutlineParts(document, units)) {
    let part = found;
    if (!part.isCut && isExampleTitle(part.title)) {
      // A part the source calls an example illustrates the point just before it, else the next one.
      const { examples, rest } = examplePart(part, leftOut, context.definitions);
      const before = follows ? sections.at(-1)?.points.at(-1) : undefined;
      if (before) before.examples.push(...examples);
      else orphans.push(...examples);
      if (!rest) continue;
      part = rest;
    }
    follows = false;
    if (LOGISTICS_TITLE.test(part.title)) {
      leftOut.logistics += part.units.length;
      continue;
    }
    const qaNotes = isQaNotes(part, previousPart);
    previousPart = { title: part.title, isQa: qaNotes };
    // A "Questions" part that answers its questions is a student's notes, not the talk's closing slide.
    if (ASIDE_TITLE.test(part.title) && !qaNotes) {
      // A table of contents repeats the headings; a reference list or thanks teaches nothing.
      leftOut[/^(?:references|bibliography|sources|literatur)/i.test(part.title) ? "references" : "other"] += part.units.length;
      continue;
    }
    // A diagram repeated across a slide ("Strategies", "Policies", … three times) says each thing once.
    const points = (qaNotes ? readQaNotes(part, context) : readPoints(part, context, orphans)).filter((point) => {
      const known = said.has(point.text.toLowerCase());
      said.add(point.text.toLowerCase());
      return !known;
    });
    if (points.length === 0) {
      // A heading with nothing under it (a title slide, a section divider) folds into the next part's pages.
      continue;
    }
    follows = true;
    const number = sections.length + 1;
    sections.push({
      title: part.title || placeOf(document, part.sectionIndexes[0] ?? 0),
      level: part.level,
      sectionIndexes: part.sectionIndexes,
      points: points.map((point, at) => ({ id: `s${number}.p${at + 1}`, ...point })),
    });
  }
  // Examples still waiting after the last part illustrate the document's last point; with no point at all they are left out.
  const lastPoint = sections.at(-1)?.points.at(-1);
  if (lastPoint) lastPoint.examples.push(...orphans);
  else leftOut.other += orphans.length;
  return { analyser: OFFLINE_OUTLINE_ANALYSER, sections, terms: keyTerms(analysis), left_out: leftOut };
}

/** An untitled part is named by where it starts: "Slide 4", "Page 3". */
function placeOf(document: TExtractedDocument, sectionIndex: number): string {
  const section = document.sections[sectionIndex];
  if (section?.slide !== undefined) return `Slide ${section.slide}`;
  if (section?.page !== undefined) return `Page ${section.page}`;
  return "Introduction";
}

/** One entry per defined term, the first definition the document gives. */
function keyTerms(analysis: TAnalysis): TOutlineTerm[] {
  const seen = new Set<string>();
  const terms: TOutlineTerm[] = [];
  for (const definition of analysis.definitions) {
    if (seen.has(definition.subjectKey) || definition.isPerson) continue;
    seen.add(definition.subjectKey);
    terms.push({ term: definition.subject, definition: definition.body, spans: [outlineSpan(definition.unit)] });
  }
  return terms;
}
