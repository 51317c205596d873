import type { TSentenceFlaw, TUnit } from "./analysis-types.ts";
import { isExampleTitle } from "./example-title.ts";

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
const TASK_HEADING =
  /^(?:evaluate|develop|analy[sz]e|discuss|explain|describe|compare|identify|calculate|solve|construct|critique|try|consider|imagine|suppose)\b/i;
const ANSWER_LABEL = /^(?:answers?|solutions?|hints?|key)\s*[:.]?$/i;
/** Boxes and lists that point elsewhere: a link to a website, reading suggestions, endnotes. */
const ASIDE_HEADING =
  /^(?:link to learning|links to learning|suggested readings?|further readings?|additional readings?|notes|endnotes|footnotes|sources|credits|image credits|resources)\s*:?$/i;
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
  let aside = false;
  for (const [i, unit] of units.entries()) {
    const heading = isHeadingLike(unit);
    const sectionHeading = unit.section.heading ?? "";
    // "Link to Learning", "Suggested Reading", "Notes": up to the next heading, nothing to learn from.
    if (heading && ASIDE_HEADING.test(unit.text.trim())) {
      aside = true;
      continue;
    }
    if (heading && aside && (isTitle(unit) || READING_HEADING.test(unit.text))) aside = false;
    if (aside || ASIDE_HEADING.test(sectionHeading.trim())) {
      flag(unit, "furniture");
      continue;
    }
    if (heading && EXERCISE_HEADING.test(unit.text.trim())) {
      exercises = true;
      continue;
    }
    if (heading && exercises && !ANSWER_LABEL.test(unit.text.trim()) && (READING_HEADING.test(unit.text) || isTitle(unit)))
      exercises = false;
    // A slide titled "Evaluate this argument" or "Explain why ...": its lines are the exercise's material.
    const isTaskHeading = TASK_HEADING.test(sectionHeading.trim());
    if (exercises || isTaskHeading || (sectionHeading !== "" && EXERCISE_HEADING.test(sectionHeading.trim()))) {
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
    // "For example, people have used gold ... Gold is a good conductor ...": the example goes on while it stays on its subject.
    if (unit.flaw === "example" || /^(?:for (?:example|instance)|e\.g\.)[,\s]/i.test(unit.text.trim())) {
      let subjects = nounsOf(unit);
      for (const rest of units.slice(i + 1)) {
        if (rest.section !== unit.section || rest.block !== unit.block) break;
        const nouns = nounsOf(rest);
        if (![...nouns].some((noun) => subjects.has(noun))) break;
        flag(rest, "example");
        subjects = new Set([...subjects, ...nouns]);
      }
    }
    // A slide or section headed "Example", and the lines after "Examples:": cases that illustrate, not facts to learn.
    if (isExampleTitle(sectionHeading)) flag(unit, "example");
    if (/^(?:examples?|for example|for instance|e\.g\.)\s*:$/i.test(unit.text.trim())) flagListAfter(units, i, "example");
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
    // A new lead, or the definition the examples illustrate, ends the list.
    if (unit.text.trim().endsWith(":") || DEFINES.test(unit.text)) break;
    flag(unit, flaw);
  }
}

/** The nouns and names a unit is about ("gold", "industry"), by lemma. */
function nounsOf(unit: TUnit): Set<string> {
  return new Set(
    unit.tokens.filter((token) => (token.pos === "NOUN" || token.pos === "PROPN") && token.lemma.length >= 4).map((token) => token.lemma),
  );
}

function flag(unit: TUnit, flaw: TSentenceFlaw): void {
  unit.flaw ??= flaw;
}

const DEFINES = /\b(?:is|are) (?:one|those|the ones?) (?:in )?(?:which|that|who)\b|\b(?:is|are) defined as\b|\brefers? to\b/i;

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
