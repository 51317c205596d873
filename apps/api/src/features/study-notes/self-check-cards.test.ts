import { describe, expect, it } from "vitest";
import { selfCheckCards, type TSelfCheckNoteRow } from "./self-check-cards.ts";

const row = (content: unknown, format: TSelfCheckNoteRow["format"] = "text"): TSelfCheckNoteRow =>
  ({ type: (content as { type?: string } | null)?.type ?? "qna", content, format }) as unknown as TSelfCheckNoteRow;

describe("selfCheckCards", () => {
  it.each([
    {
      name: "a Q&A card",
      card: row({ type: "qna", question: " What is ATP? ", answer: "The cell's energy carrier" }),
      expected: { question: "What is ATP?", answer: "The cell's energy carrier" },
    },
    {
      name: "a true-or-false statement, asked as one",
      card: row({ type: "truefalse", statement: "Glycolysis happens in the cytoplasm.", isTrue: true, correction: "" }),
      expected: { question: "True or false: Glycolysis happens in the cytoplasm.", answer: "True" },
    },
    {
      name: "a cloze: its gaps, then its whole text",
      card: row({ type: "clozedel", text: "{{c1::Paris}} is in France" }),
      expected: { question: "[…] is in France", answer: "Paris is in France" },
    },
    {
      name: "a choice: the question with its options, the right one as answer",
      card: row({ type: "mcq", question: "Capital?", options: ["Paris", "Rome", "Oslo", "Bern"], correctIndex: 0, explanation: "" }),
      expected: { question: "Capital?\nA. Paris\nB. Rome\nC. Oslo\nD. Bern", answer: "A. Paris" },
    },
    {
      name: "an imported HTML card read as text: tags dropped, entities decoded, a picture named",
      card: row(
        {
          type: "manual",
          front: '<b>Why</b> &amp; how?<br><img src="a.png"><script>alert(1)</script>',
          back: "<ul><li>one</li><li>two</li></ul>",
        },
        "html",
      ),
      expected: { question: "Why & how?\n[picture]", answer: "• one\n• two" },
    },
  ])("$name", ({ card, expected }) => {
    expect(selfCheckCards([card])).toEqual([expected]);
  });

  it("leaves out a card whose content does not parse or that has an empty side", () => {
    expect(selfCheckCards([row({ type: "qna", question: "Q" }), row({ type: "qna", question: "Q", answer: "  " }), row(null)])).toEqual([]);
  });
});
