import type { TSentenceFlaw, TUnit } from "./analysis-types.ts";

/**
 * Parts of a document whose sentences read like facts but are not the
 * subject's: the exercises at a chapter's end and their answers, the rest of
 * a figure's caption, the learning objectives a section opens with, and a
 * list of ideas the text sets out to refute ("Common misconceptions"). A
 * sentence is judged alone (judge-sentence.ts); these need its neighbours.
 * Marks the units with the flaw of their region.
 */
const EXERCISE_HEADING =
  /^(?:[\w\s]{0,40}\b)?(?:exercises|problems|review questions|practice questions|questions|homework|self[- ]check|check your understanding|critical thinking questions|discussion questions|problem set|quiz|worked problems)\s*:?$/i;
const ANSWER_LABEL = /^(?:answers?|solutions?|hints?|key)\s*[:.]?$/i;
/** Headings that open ordinary reading again after exercises. */
const READING_HEADING = /^(?:glossary|key terms|key concepts|summary|references|bibliography|further reading|notes)\b/i;
const CAPTION_LABEL = /^(?:figure|fig\.|table|chart|diagram|image|photo)\s*[\dA-Z]+(?:[.-]\d+)*\s*(?:[.:]|$)/i;
const OBJECTIVES =
  /\b(?:you (?:will|should) be able to|learning (?:objectives?|outcomes?|goals?)|by the end of this (?:section|chapter|lesson|module|unit)|objectives?\s*:|students will (?:be able to|learn))/i;
/** A list the text sets up to reject: its items read as facts and are the opposite. */
const MISCONCEPTIONS =
  /\b(?:misconceptions?|myths?|fallac(?:y|ies)|bedevil|misunderstandings?|common (?:mistakes|errors)|wrong ideas|false beliefs|misleading ideas)\b/i;

export function markRegions(units: TUnit[]): void {
  let exercises = false;
  for (const [i, unit] of units.entries()) {
    const heading = isHeadingLike(unit);
    const sectionHeading = unit.section.heading ?? "";
    if (heading && EXERCISE_HEADING.test(unit.text.trim())) {
      exercises = true;
      continue;
    }
    if (heading && exercises && !ANSWER_LABEL.test(unit.text.trim()) && (READING_HEADING.test(unit.text) || isTitle(unit)))
      exercises = false;
    if (exercises || (sectionHeading !== "" && EXERCISE_HEADING.test(sectionHeading.trim()))) {
      flag(unit, "exercise");
      continue;
    }
    const previous = units[i - 1];
    // "Answer:" and what follows it, to the end of its section.
    if (previous && previous.section === unit.section && ANSWER_LABEL.test(previous.text.trim())) {
      for (const rest of units.slice(i).filter((other) => other.section === unit.section)) flag(rest, "exercise");
    }
    // "Figure 2." (alone, or opening its caption's first sentence): the rest of that paragraph is its caption.
    if (CAPTION_LABEL.test(unit.text.trim())) {
      // A label alone on its line captions the paragraph after it.
      const isAlone = unit.words <= 3;
      const block = isAlone && units[i + 1]?.section === unit.section ? units[i + 1]!.block : unit.block;
      for (const rest of units.slice(i + 1)) {
        if (rest.section !== unit.section || rest.block !== block) break;
        flag(rest, "caption");
      }
    }
    // "By the end of this section, you will be able to:" and the list after it.
    if (OBJECTIVES.test(unit.text) && (unit.text.trim().endsWith(":") || unit.isLead)) flagListAfter(units, i, "instruction");
    if (MISCONCEPTIONS.test(unit.text) && (heading || unit.text.trim().endsWith(":"))) flagListAfter(units, i, "dependent");
  }
}

/** The bullet items (or short lines) after a lead line, up to the next sentence that is not one of them. */
function flagListAfter(units: TUnit[], at: number, flaw: TSentenceFlaw): void {
  const lead = units[at]!;
  for (const unit of units.slice(at + 1)) {
    const sameBlock = unit.section === lead.section && unit.block === lead.block;
    if (!unit.isBullet && !sameBlock && !(unit.section.slide !== undefined && unit.section === lead.section)) {
      // Pasted text loses list markers: short lines right after the lead still belong to it.
      if (unit.isSentence || unit.section.index > lead.section.index + 1) break;
    }
    if (isHeadingLike(unit) && !unit.isBullet) break;
    flag(unit, flaw);
  }
}

function flag(unit: TUnit, flaw: TSentenceFlaw): void {
  unit.flaw ??= flaw;
}

/** A short line without a full stop: a heading, a label, a title. */
function isHeadingLike(unit: TUnit): boolean {
  const text = unit.text.trim();
  return unit.words <= 10 && !/[.!?;,]$/.test(text) && /^[\p{Lu}\d]/u.test(text) && !unit.isBullet;
}

/** "Glossary", "The Presence of a Catalyst": capitalised content words, no verb. */
function isTitle(unit: TUnit): boolean {
  const words = unit.tokens.filter((token) => /\p{L}/u.test(token.value));
  const content = words.filter((token) => !token.isStop);
  return (
    content.length > 0 &&
    content.every((token) => /^\p{Lu}/u.test(token.value)) &&
    !unit.tokens.some((token) => token.pos === "AUX" || (token.pos === "VERB" && !/(ed|ing)$/.test(token.lower)))
  );
}
