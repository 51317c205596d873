import { describe, expect, it } from "vitest";
import { buildPracticeTest, type TPracticeTestSettings } from "./build-practice-test.ts";
import { capitalCards, cloze, concept, manual, mcq, qna, trueFalse } from "./practice-fixtures.ts";
import { PRACTICE_FORMATS, type TPracticeFormat } from "./practice-rules.ts";
import type { TPracticeCard, TPracticeQuestion } from "./practice-types.ts";
import { seededRandom } from "./seeded-random.ts";

const settings = (overrides: Partial<TPracticeTestSettings> = {}): TPracticeTestSettings => ({
  count: 20,
  formats: [...PRACTICE_FORMATS],
  answerWith: "back",
  cards: "all",
  seed: 7,
  ...overrides,
});

const askedIds = (questions: TPracticeQuestion[]) => questions.flatMap((question) => question.cards.map((card) => card.cardId));

/** A mixed deck: capitals, dated events, a cloze note, concepts, mcq and true/false cards. */
function mixedDeck(): TPracticeCard[] {
  return [
    ...capitalCards(),
    qna("When was the Battle of Hastings?", "1066"),
    qna("When was Magna Carta sealed?", "1215"),
    qna("When did Columbus reach the Americas?", "1492"),
    manual("Battle of Waterloo", "1815"),
    cloze("{{c1::Paris}} is the capital of {{c2::France}}.", 0),
    cloze("{{c1::Paris}} is the capital of {{c2::France}}.", 1),
    concept("Mitochondrion", ["Makes ATP", "Has its own DNA"]),
    concept("Nucleus", ["Holds the chromosomes", "Has a nucleolus"]),
    concept("Ribosome", ["Builds proteins", "Has two subunits"]),
    mcq("Which gas do plants take in?", ["Oxygen", "Carbon dioxide", "Nitrogen", "Helium"], 1),
    trueFalse("The Sun is a star.", true),
  ];
}

describe("buildPracticeTest", () => {
  it("is the same test for the same seed, whatever order the cards come in", () => {
    const deck = mixedDeck();
    const first = buildPracticeTest(deck, settings());
    expect(first.length).toBeGreaterThan(5);
    expect(buildPracticeTest(seededRandom(99).shuffle(deck), settings())).toEqual(first);
    expect(buildPracticeTest(deck.slice().reverse(), settings())).toEqual(first);
    expect(buildPracticeTest(deck, settings({ seed: 8 }))).not.toEqual(first);
  });

  it("asks no card twice, at most `count` questions, only the chosen formats", () => {
    const deck = mixedDeck();
    for (const formats of [
      ["written"],
      ["multiple_choice", "true_false"],
      ["matching", "ordering"],
      ["fill_in"],
      [...PRACTICE_FORMATS],
    ] as TPracticeFormat[][]) {
      for (const count of [5, 20]) {
        const questions = buildPracticeTest(deck, settings({ formats, count }));
        expect(questions.length).toBeLessThanOrEqual(count);
        const ids = askedIds(questions);
        expect(new Set(ids).size).toBe(ids.length);
        for (const question of questions) expect(formats).toContain(question.format);
      }
    }
  });

  it("spreads the chosen formats evenly", () => {
    const deck = Array.from({ length: 60 }, (_, index) => qna(`Term ${index}?`, `Meaning number ${index}`));
    const questions = buildPracticeTest(deck, settings({ formats: ["written", "multiple_choice", "true_false"], count: 30 }));
    expect(questions).toHaveLength(30);
    const counts = new Map<string, number>();
    for (const question of questions) counts.set(question.format, (counts.get(question.format) ?? 0) + 1);
    expect([...counts.values()]).toEqual([10, 10, 10]);
  });

  it("mixes the order of formats instead of grouping them", () => {
    const deck = Array.from({ length: 40 }, (_, index) => qna(`Term ${index}?`, `Meaning number ${index}`));
    const formats = buildPracticeTest(deck, settings({ formats: ["written", "multiple_choice"], count: 20 })).map(
      (question) => question.format,
    );
    const alternating = formats.every((format, index) => index === 0 || format !== formats[index - 1]);
    expect(alternating).toBe(false);
  });

  it("falls back to a chosen format the card can take: an mcq card as written, a qna card without distractors as true/false", () => {
    const card = mcq("Which gas do plants take in?", ["Oxygen", "Carbon dioxide", "Nitrogen", "Helium"], 1);
    expect(buildPracticeTest([card], settings({ formats: ["written"] }))).toMatchObject([{ format: "written", answer: "Carbon dioxide" }]);
    const lonely = [qna("Capital of France?", "Paris"), qna("Speed of light?", "299,792 km/s")];
    const questions = buildPracticeTest(lonely, settings({ formats: ["multiple_choice", "true_false"] }));
    expect(questions.map((question) => question.format)).toEqual(["true_false", "true_false"]);
    expect(buildPracticeTest(lonely, settings({ formats: ["multiple_choice", "written"] })).map((question) => question.format)).toEqual([
      "written",
      "written",
    ]);
  });

  it("leaves out a card that can take none of the chosen formats", () => {
    expect(buildPracticeTest([trueFalse("The Sun is a star.", true)], settings({ formats: ["written"] }))).toEqual([]);
  });

  it("matches qna cards with short answers of one class, each left item with its own answer", () => {
    const cityOf = new Map(
      capitalCards().map((card) => (card.content.type === "qna" ? [card.content.question, card.content.answer] : ["", ""])),
    );
    const expectRightPairs = (question: TPracticeQuestion) => {
      if (question.format !== "matching") throw new Error("expected matching");
      for (const [index, left] of question.left.entries()) expect(question.right[question.answer[index]!]).toBe(cityOf.get(left));
      expect([...question.answer].sort()).toEqual(question.left.map((_, index) => index));
    };
    // One question wanted: it takes as many pairs as allowed.
    const one = buildPracticeTest(capitalCards(), settings({ formats: ["matching"], count: 1 }));
    expect(one.map((question) => question.format === "matching" && question.left.length)).toEqual([6]);
    one.forEach(expectRightPairs);
    // Five wanted from eight cards: smaller groups, so more questions.
    const five = buildPracticeTest(capitalCards(), settings({ formats: ["matching"], count: 5 }));
    expect(five.map((question) => question.format === "matching" && question.left.length).sort()).toEqual([3, 4]);
    five.forEach(expectRightPairs);
  });

  it("matches concept cards with one of their facts each", () => {
    const deck = mixedDeck();
    const concepts = buildPracticeTest(deck, settings({ formats: ["matching"], count: 5 })).find(
      (question) => question.format === "matching" && question.prompt.startsWith("Match each concept"),
    );
    if (concepts?.format !== "matching") throw new Error("expected matching");
    expect([...concepts.left].sort()).toEqual(["Mitochondrion", "Nucleus", "Ribosome"]);
    for (const [index, name] of concepts.left.entries()) {
      const card = deck.find((card) => card.content.type === "concept_fact_list" && card.content.concept === name);
      expect(card?.content.type === "concept_fact_list" && card.content.facts).toContain(concepts.right[concepts.answer[index]!]);
    }
  });

  it("orders dated events by year", () => {
    const questions = buildPracticeTest(mixedDeck(), settings({ formats: ["ordering"], count: 5 }));
    const ordering = questions.find((question) => question.format === "ordering" && question.prompt.startsWith("Put these events"));
    if (ordering?.format !== "ordering") throw new Error("expected ordering");
    expect(ordering.answer.map((index) => ordering.items[index])).toEqual([
      "The Battle of Hastings",
      "Magna Carta sealed",
      "Columbus reach the Americas",
      "Battle of Waterloo",
    ]);
  });

  describe("selecting cards", () => {
    const deck = Array.from({ length: 12 }, (_, index) =>
      qna(`Question ${index}?`, `Answer number ${index}`, {
        cardId: `c${String(index).padStart(2, "0")}`,
        retrievability: index < 8 ? (index + 1) / 10 : null,
        missedLastTime: index % 3 === 0,
      }),
    );
    const asked = (overrides: Partial<TPracticeTestSettings>) =>
      askedIds(buildPracticeTest(deck, settings({ formats: ["written"], ...overrides })));

    it("weakest takes the lowest retrievability first, never-studied cards after every studied one", () => {
      expect(asked({ cards: "weakest", count: 5 }).sort()).toEqual(["c00", "c01", "c02", "c03", "c04"]);
      const ten = asked({ cards: "weakest", count: 10 });
      expect(ten.filter((id) => id < "c08").sort()).toEqual(["c00", "c01", "c02", "c03", "c04", "c05", "c06", "c07"]);
      expect(ten.filter((id) => id >= "c08")).toHaveLength(2);
    });

    it("missed takes only the cards missed last time, even when fewer than asked", () => {
      expect(asked({ cards: "missed", count: 20 }).sort()).toEqual(["c00", "c03", "c06", "c09"]);
    });

    it("new takes only cards never studied", () => {
      expect(asked({ cards: "new", count: 20 }).sort()).toEqual(["c08", "c09", "c10", "c11"]);
    });

    it("all takes any card, a different set for another seed", () => {
      const sets = new Set(Array.from({ length: 6 }, (_, seed) => asked({ cards: "all", count: 5, seed }).sort().join(",")));
      expect(sets.size).toBeGreaterThan(1);
    });
  });
});
