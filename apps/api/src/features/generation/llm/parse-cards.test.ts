import { describe, expect, it } from "vitest";
import { parseCards } from "./request-chunk-cards.ts";

describe("parseCards", () => {
  it("accepts the usual shapes models answer with", () => {
    const card = { type: "qna", quote: "q", question: "Q?", answer: "A" };
    expect(parseCards(JSON.stringify({ cards: [card] }), "stop")).toEqual({ kind: "cards", cards: [card] });
    expect(parseCards("```json\n" + JSON.stringify([card]) + "\n```", "stop")).toEqual({ kind: "cards", cards: [card] });
    expect(parseCards(`Here you go: ${JSON.stringify({ flashcards: [card] })} Enjoy!`, "stop")).toEqual({ kind: "cards", cards: [card] });
    expect(parseCards("{}", "stop")).toEqual({ kind: "cards", cards: [] });
  });

  it("tells an empty answer and a refusal (no JSON at all) from malformed JSON", () => {
    expect(parseCards("", "stop")).toEqual({ kind: "empty" });
    expect(parseCards(" \n ", "stop")).toEqual({ kind: "empty" });
    expect(parseCards("I can't help with that.", "stop")).toEqual({ kind: "refusal" });
    expect(parseCards('{"cards": [{"type": "qna"', "length")).toEqual({ kind: "malformed", finishReason: "length" });
    expect(parseCards('{"answer": "no cards"}', "stop")).toEqual({ kind: "malformed", finishReason: "stop" });
  });
});
