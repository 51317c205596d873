import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clozeAnswers,
  clozeAnswerText,
  clozeNumbers,
  clozeProblem,
  clozePromptText,
  joinClozeSegments,
  nextClozeNumber,
  parseCloze,
  CLOZE_REQUIRED_MESSAGE,
} from "./cloze.ts";

/** Text with cloze-ish pieces: real gaps, hints, nested gaps, stray braces and colons. */
const piece = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom("{{", "}}", "::", "{", "}", "c1", "{{c1::", "{{c2::", "{{c10::", "::hint", "{{c"),
);
const clozeish = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(""));

/** Well-formed gaps around plain words (no braces or colons inside). */
const word = fc.stringMatching(/^[A-Za-z0-9 ,.]{1,10}$/).filter((text) => text.trim() !== "");
const gap = fc.record({ number: fc.integer({ min: 1, max: 12 }), answer: word, hint: fc.option(word, { nil: null }) });
const wellFormed = fc.array(fc.oneof(word, gap), { minLength: 1, maxLength: 8 });
const write = (parts: (string | { number: number; answer: string; hint: string | null })[]) =>
  parts
    .map((part) => (typeof part === "string" ? part : `{{c${part.number}::${part.answer}${part.hint ? `::${part.hint}` : ""}}}`))
    .join("");

describe("the cloze parser", () => {
  it("any text round-trips through its segments, and never throws", () => {
    fc.assert(
      fc.property(fc.oneof(clozeish, fc.string({ unit: "binary" })), (text) => {
        const parsed = parseCloze(text);
        expect(joinClozeSegments(parsed.segments)).toBe(text);
        // Everything else reads the same parse: none of them may throw either.
        clozeAnswerText(text);
        clozePromptText(text, { number: 1 });
        clozeProblem(text);
      }),
    );
  });

  it("finds every {{cN::...}} with its number, answer and hint", () => {
    fc.assert(
      fc.property(wellFormed, (parts) => {
        const text = write(parts);
        const gaps = parts.filter((part): part is { number: number; answer: string; hint: string | null } => typeof part !== "string");
        const parsed = parseCloze(text);
        expect(parsed.problems).toEqual([]);
        expect(parsed.deletions.map(({ number, answer, hint }) => ({ number, answer, hint: hint ?? null }))).toEqual(
          gaps.map(({ number, answer, hint }) => ({ number, answer, hint: hint?.trim() ? hint.trim() : null })),
        );
        expect(clozeNumbers(text)).toEqual([...new Set(gaps.map((gap) => gap.number))].sort((a, b) => a - b));
        expect(clozeProblem(text)).toBe(gaps.length === 0 ? CLOZE_REQUIRED_MESSAGE : null);
        expect(clozeAnswerText(text)).toBe(parts.map((part) => (typeof part === "string" ? part : part.answer)).join(""));
      }),
    );
  });

  it("reads hints as Anki does, and braces and gaps inside an answer", () => {
    expect(parseCloze("{{c1::Paris::capital::of France}}").deletions[0]).toMatchObject({ answer: "Paris", hint: "capital::of France" });
    expect(parseCloze("f(x) = {{c1::{a, b}}}").deletions[0]).toMatchObject({ answer: "{a, b}" });
    const nested = "{{c1::Water boils at {{c2::100 °C}} at sea level}}";
    expect(clozeAnswers(nested)).toEqual(["Water boils at 100 °C at sea level", "100 °C"]);
    expect(clozePromptText(nested, { number: 1 })).toBe("[…]");
    expect(clozePromptText(nested, { number: 2 })).toBe("Water boils at […] at sea level");
    expect(clozePromptText("{{c1::Paris::city}} is in {{c2::France}}", { number: 2 })).toBe("Paris is in […]");
    expect(nextClozeNumber("{{c3::a}} {{c1::b}}")).toBe(4);
  });

  it("reports malformed gaps instead of failing", () => {
    expect(clozeProblem("a {{c1::}} b")).toBe("A gap is empty; write its answer after the :: at “{{c1::}} b”.");
    expect(clozeProblem("a {{c1::open")).toBe("A gap is not closed with }}; check “{{c1::open”.");
    expect(clozeProblem("a {{x}} b")).toBe("Each gap must look like {{c1::answer}}; check the braces at “{{x}} b”.");
    expect(clozeProblem("no gaps here")).toBe(CLOZE_REQUIRED_MESSAGE);
  });
});
