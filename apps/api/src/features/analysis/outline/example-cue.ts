import type { TUnit } from "../analysis-types.ts";

/**
 * An example illustrates a point; its details are not the lesson. A unit is
 * one when it opens like one ("For example, …", "e.g. …", "Example: …",
 * "Such as …", "In this case, …", "Let's create …", German "z. B.", Chinese "例如"), when the judge dropped its
 * "For example," opener, or when it sits under an "Examples:" lead.
 */
const OPENS_EXAMPLE =
  /^(?:\(?(?:for example|for instance|e\.\s?g\.?|eg\b|example\s*\d*\s*[:.-]|examples?\s*[:.-]|such as|as an example|an example (?:is|of)|consider the case|take the case|let us take the example|let's take the example|in this case,|let(?:'s| us) (?:create|make|try|look at|see how)\b|here is an example|to illustrate|z\.\s?b\.|zum beispiel|beispiel\s*:|例如|比如|例：|例:))/i;
const EXAMPLE_LEAD = /^(?:(?:examples?|for example|beispiele?)\b|e\.\s?g\.|eg\b\.?|例如|例子|举例)[^:]*:?\s*$/i;
/** "Eg.", "For example", "Examples" alone on a line: the next line is the example (a student's notes write it so). */
const CUE_ONLY = /^(?:e\.?\s?g\.?|for example|for instance|examples?|z\.\s?b\.|beispiele?|例如)\s*[:.]?$/i;

/** "In this case, …", "Let's create …": one sentence about the case at hand; what follows may be general again. */
const ONE_SENTENCE = /^(?:in this case,|let(?:'s| us) (?:create|make|try|look at|see how)\b)/i;

/** An opener whose next sentences go on with the example ("Let us take the example of potatoes…"). */
export function opensExampleRun(text: string): boolean {
  return !ONE_SENTENCE.test(text.trim());
}

export function isExampleUnit(unit: TUnit): boolean {
  if (unit.flaw === "example" || unit.isExample === true) return true;
  return OPENS_EXAMPLE.test(unit.text.trim());
}

/** A line that is only an example's cue, with or without its colon. */
export function isExampleCueOnly(text: string): boolean {
  return CUE_ONLY.test(text.trim());
}

/** "Examples:", "For example:": everything listed under it is an example. */
export function isExampleLead(text: string): boolean {
  return EXAMPLE_LEAD.test(text.trim());
}
