import { describe, expect, it } from "vitest";
import { clozeSegments } from "./cloze-segments.ts";

describe("clozeSegments", () => {
  it("splits text around deletions, keeping hints", () => {
    expect(clozeSegments("{{c1::Paris}} is the capital of {{c2::France::country}}.")).toEqual([
      { kind: "deletion", answer: "Paris", hint: null },
      { kind: "text", text: " is the capital of " },
      { kind: "deletion", answer: "France", hint: "country" },
      { kind: "text", text: "." },
    ]);
  });

  it("leaves text without deletions whole", () => {
    expect(clozeSegments("No gaps here")).toEqual([{ kind: "text", text: "No gaps here" }]);
  });
});
