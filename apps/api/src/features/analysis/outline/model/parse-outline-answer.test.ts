import { describe, expect, it } from "vitest";
import { parseOutlineAnswer } from "./parse-outline-answer.ts";

const NONE = { instructions: 0, logistics: 0, exercises: 0, references: 0, furniture: 0, other: 0 };

describe("parseOutlineAnswer", () => {
  it("reads what JSON mode and plain-text mode answer with: fences, prose, a single quote, missing lists and counts", () => {
    const answer = {
      sections: [{ title: " Cells ", level: 9, points: [{ kind: "fact", quote: "Cells divide.", text: "Cells divide." }] }],
    };
    const parsed = parseOutlineAnswer(`Here is the outline:\n${JSON.stringify(answer)}\nHope it helps.`, "stop");
    expect(parsed).toEqual({
      kind: "outline",
      invalid: 0,
      outline: {
        sections: [
          { title: "Cells", level: 6, points: [{ kind: "fact", quotes: ["Cells divide."], text: "Cells divide.", examples: [] }] },
        ],
        terms: [],
        left_out: NONE,
      },
    });
    const fenced = parseOutlineAnswer(
      "```json\n" + JSON.stringify({ sections: [], left_out: { exercises: 2.4, furniture: -3, other: "many" } }) + "\n```",
      "stop",
    );
    expect(fenced).toMatchObject({ kind: "outline", outline: { sections: [], left_out: { ...NONE, exercises: 2 } } });
  });

  it("drops a point, an example or a term that does not fit the schema, and counts the points and terms", () => {
    const parsed = parseOutlineAnswer(
      JSON.stringify({
        sections: [
          {
            title: "Cells",
            level: 1,
            points: [
              { kind: "opinion", quotes: ["x"], text: "An unknown kind." },
              { kind: "fact", quotes: ["x"], text: "  " },
              {
                kind: "fact",
                quotes: ["Cells divide."],
                text: "Cells divide.",
                examples: [
                  { quote: "", text: "No quote." },
                  { quote: "Yeast buds.", text: "Yeast." },
                ],
              },
            ],
          },
          "not a section",
        ],
        terms: [{ term: "cell", definition: "The unit of life." }],
      }),
      "stop",
    );
    expect(parsed).toMatchObject({ kind: "outline", invalid: 4 });
    expect(parsed.kind === "outline" && parsed.outline.sections[0]!.points).toEqual([
      { kind: "fact", quotes: ["Cells divide."], text: "Cells divide.", examples: [{ quote: "Yeast buds.", text: "Yeast." }] },
    ]);
  });

  it("calls an answer without a list of sections malformed", () => {
    expect(parseOutlineAnswer('{"sections": [{"title": "Cel', "length")).toEqual({ kind: "malformed", finishReason: "length" });
    expect(parseOutlineAnswer('{"outline": "none"}', "stop")).toEqual({ kind: "malformed", finishReason: "stop" });
    expect(parseOutlineAnswer("I cannot outline this.", "stop")).toEqual({ kind: "malformed", finishReason: "stop" });
    expect(parseOutlineAnswer("[]", "stop")).toEqual({ kind: "malformed", finishReason: "stop" });
  });
});
