import { describe, expect, it } from "vitest";
import { buildCardQuestion, type TQuestionContext } from "./build-questions.ts";
import { normaliseAnswer } from "./normalise-answer.ts";
import { distractorPool } from "./pick-distractors.ts";
import { capitalCards, cloze, concept, manual, mcq, qna, trueFalse } from "./practice-fixtures.ts";
import type { TPracticeAnswerSide } from "./practice-rules.ts";
import type { TPracticeCard, TPracticeQuestion } from "./practice-types.ts";
import { seededRandom } from "./seeded-random.ts";
import { cardRecall } from "./card-recall.ts";

function contextFor(cards: TPracticeCard[], { seed = 1, answerWith = "back" as TPracticeAnswerSide } = {}): TQuestionContext {
  const candidates = (side: TPracticeAnswerSide) =>
    cards.flatMap((card) => {
      const recall = cardRecall(card, side);
      return recall && recall.side === side ? [{ text: recall.answer, groupId: card.groupId, prompt: recall.prompt }] : [];
    });
  const pools = { back: distractorPool(candidates("back")), front: distractorPool(candidates("front")) };
  return { random: seededRandom(seed), answerWith, pool: (side) => pools[side], normalise: (text) => normaliseAnswer(text) };
}

function choiceOf(question: TPracticeQuestion | null) {
  if (question?.format !== "multiple_choice") throw new Error(`expected multiple choice, got ${question?.format ?? "null"}`);
  return question;
}

function expectFairOptions(question: ReturnType<typeof choiceOf>, key: string) {
  expect(question.options.filter((option) => option === key)).toHaveLength(1);
  expect(question.options[question.correctIndex]).toBe(key);
  const norms = question.options.map((option) => normaliseAnswer(option));
  expect(new Set(norms).size).toBe(norms.length);
}

describe("mcq cards", () => {
  const card = mcq("Which organelle makes ATP?", ["Ribosome", "Mitochondrion", "Nucleus", "Golgi body"], 1);

  it("keep their options, shuffled by the seed, with the key once", () => {
    const question = choiceOf(buildCardQuestion(card, "multiple_choice", contextFor([card])));
    expect(question.prompt).toBe("Which organelle makes ATP?");
    expect([...question.options].sort()).toEqual(["Golgi body", "Mitochondrion", "Nucleus", "Ribosome"]);
    expectFairOptions(question, "Mitochondrion");
    const orders = new Set(
      Array.from({ length: 12 }, (_, seed) =>
        choiceOf(buildCardQuestion(card, "multiple_choice", contextFor([card], { seed }))).options.join("|"),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it("drop an option that repeats the key or another after normalising, and filler; 3 options remain", () => {
    const repeated = mcq("Capital of France?", ["Paris", "paris.", "Lyon", "Nice"], 0);
    expect(choiceOf(buildCardQuestion(repeated, "multiple_choice", contextFor([repeated]))).options).toHaveLength(3);
    const filler = mcq("Capital of France?", ["Paris", "Lyon", "Nice", "All of the above"], 0);
    const question = choiceOf(buildCardQuestion(filler, "multiple_choice", contextFor([filler])));
    expect([...question.options].sort()).toEqual(["Lyon", "Nice", "Paris"]);
  });

  it("are not multiple choice with fewer than two distinct wrong options", () => {
    const card = mcq("Capital of France?", ["Paris", "PARIS", "Paris!", "Lyon"], 0);
    expect(buildCardQuestion(card, "multiple_choice", contextFor([card]))).toBeNull();
  });

  it("keep the author's order when the key is 'All of the above'", () => {
    const card = mcq("Which are mammals?", ["Whales", "Bats", "Humans", "All of the above"], 3);
    const question = choiceOf(buildCardQuestion(card, "multiple_choice", contextFor([card])));
    expect(question.options).toEqual(["Whales", "Bats", "Humans", "All of the above"]);
    expect(question.correctIndex).toBe(3);
  });

  it("are written as their question and right option when written is asked", () => {
    expect(buildCardQuestion(card, "written", contextFor([card]))).toMatchObject({
      format: "written",
      prompt: "Which organelle makes ATP?",
      answer: "Mitochondrion",
    });
  });

  it("as true/false pair the question with the right option or a wrong one, with the correction", () => {
    const seen = new Set<boolean>();
    for (let seed = 0; seed < 20; seed += 1) {
      const question = buildCardQuestion(card, "true_false", contextFor([card], { seed }));
      if (question?.format !== "true_false") throw new Error("expected true/false");
      seen.add(question.isTrue);
      if (question.isTrue) expect(question.statement).toBe("Which organelle makes ATP? — Mitochondrion");
      else {
        expect(question.statement).toMatch(/— (Ribosome|Nucleus|Golgi body)$/);
        expect(question.correction).toBe("Mitochondrion");
      }
    }
    expect(seen).toEqual(new Set([true, false]));
  });
});

describe("truefalse cards", () => {
  it("are asked as they are, and only as true/false", () => {
    const card = trueFalse("The Sun is a planet.", false, "The Sun is a star.");
    expect(buildCardQuestion(card, "true_false", contextFor([card]))).toEqual({
      format: "true_false",
      cards: [{ cardId: card.cardId, noteId: card.noteId }],
      statement: "The Sun is a planet.",
      isTrue: false,
      correction: "The Sun is a star.",
    });
    for (const format of ["written", "multiple_choice", "matching", "fill_in"] as const)
      expect(buildCardQuestion(card, format, contextFor([card]))).toBeNull();
  });
});

describe("qna and manual cards", () => {
  const deck = capitalCards();
  const paris = deck[0]!;

  it("as multiple choice take the key and three distractors of its class", () => {
    const withYears = [...deck, qna("When did the Bastille fall?", "1789"), qna("Battle of Hastings?", "1066")];
    const question = choiceOf(buildCardQuestion(paris, "multiple_choice", contextFor(withYears)));
    expect(question.options).toHaveLength(4);
    expectFairOptions(question, "Paris");
    for (const option of question.options) expect(option).not.toMatch(/\d/);
  });

  it("take 3 options when no fourth fits, and none with fewer than two distractors", () => {
    const three = [qna("Capital of France?", "Paris"), qna("Capital of Italy?", "Rome"), qna("Capital of Norway?", "Oslo")];
    expect(choiceOf(buildCardQuestion(three[0]!, "multiple_choice", contextFor(three))).options).toHaveLength(3);
    const two = three.slice(0, 2);
    expect(buildCardQuestion(two[0]!, "multiple_choice", contextFor(two))).toBeNull();
  });

  it("as written keep the answer and its written alternatives", () => {
    const card = manual("Largest ocean", "Pacific / Pacific Ocean");
    expect(buildCardQuestion(card, "written", contextFor([card]))).toMatchObject({
      format: "written",
      prompt: "Largest ocean",
      answer: "Pacific / Pacific Ocean",
      accepted: expect.arrayContaining(["Pacific", "Pacific Ocean"]),
    });
  });

  it("as true/false pair the prompt with its own answer or a sibling's of the same class", () => {
    const seen = new Set<boolean>();
    for (let seed = 0; seed < 20; seed += 1) {
      const question = buildCardQuestion(paris, "true_false", contextFor(deck, { seed }));
      if (question?.format !== "true_false") throw new Error("expected true/false");
      seen.add(question.isTrue);
      const shown = question.statement.split(" — ")[1]!;
      if (question.isTrue) expect(shown).toBe("Paris");
      else {
        expect(deck.map((card) => (card.content.type === "qna" ? card.content.answer : ""))).toContain(shown);
        expect(shown).not.toBe("Paris");
        expect(question.correction).toBe("Paris");
      }
    }
    expect(seen).toEqual(new Set([true, false]));
  });

  it("swap question and answer when answering with the front", () => {
    const question = buildCardQuestion(paris, "written", contextFor(deck, { answerWith: "front" }));
    expect(question).toMatchObject({ prompt: "Paris", answer: "What is the capital of France?" });
    const choice = choiceOf(buildCardQuestion(paris, "multiple_choice", contextFor(deck, { answerWith: "front" })));
    expectFairOptions(choice, "What is the capital of France?");
    for (const option of choice.options) expect(option).toMatch(/^What is the capital of /);
  });
});

describe("cloze cards", () => {
  it("ask the card's own gap, show the others as their answers", () => {
    const text = "{{c1::Paris}} is the capital of {{c2::France}}.";
    const first = buildCardQuestion(cloze(text, 0), "fill_in", contextFor([]));
    expect(first).toMatchObject({ format: "fill_in", prompt: "_____ is the capital of France.", answer: "Paris", accepted: ["Paris"] });
    const second = buildCardQuestion(cloze(text, 1), "fill_in", contextFor([]));
    expect(second).toMatchObject({ prompt: "Paris is the capital of _____.", answer: "France" });
  });

  it("show a gap's hint in brackets", () => {
    expect(buildCardQuestion(cloze("Water boils at {{c1::100 °C::temperature}}."), "fill_in", contextFor([]))).toMatchObject({
      prompt: "Water boils at [temperature].",
      answer: "100 °C",
    });
  });

  it("are multiple choice over other cloze answers of the same class, and stay as they are with the front", () => {
    const cards = ["{{c1::1066}} Hastings", "{{c1::1215}} Magna Carta", "{{c1::1492}} Columbus", "{{c1::1815}} Waterloo"].map((text) =>
      cloze(text),
    );
    const question = choiceOf(buildCardQuestion(cards[0]!, "multiple_choice", contextFor(cards, { answerWith: "front" })));
    expect(question.prompt).toBe("_____ Hastings");
    expectFairOptions(question, "1066");
    expect([...question.options].sort()).toEqual(["1066", "1215", "1492", "1815"]);
  });

  it("with a number that has no gap make no question", () => {
    expect(buildCardQuestion(cloze("{{c1::Paris}}", 4), "fill_in", contextFor([]))).toBeNull();
  });
});

describe("concept cards", () => {
  const card = concept("Mitochondrion", ["Makes ATP", "Has its own DNA", "Double membrane"]);

  it("as written ask for one fact, any of them accepted", () => {
    const question = buildCardQuestion(card, "written", contextFor([card]));
    expect(question).toMatchObject({ format: "written", prompt: "Name one fact about “Mitochondrion”." });
    expect(question?.format === "written" && question.accepted).toEqual(
      expect.arrayContaining(["Makes ATP", "Has its own DNA", "Double membrane"]),
    );
  });

  it("as written with the front ask for the concept from its facts", () => {
    expect(buildCardQuestion(card, "written", contextFor([card], { answerWith: "front" }))).toMatchObject({ answer: "Mitochondrion" });
  });

  it("ask for the order of numbered or sequenced steps, without their numbers", () => {
    const steps = concept("Mitosis", ["1. Prophase", "2. Metaphase", "3. Anaphase", "4. Telophase"]);
    const question = buildCardQuestion(steps, "ordering", contextFor([steps]));
    if (question?.format !== "ordering") throw new Error("expected ordering");
    expect(question.answer.map((index) => question.items[index])).toEqual(["Prophase", "Metaphase", "Anaphase", "Telophase"]);
    expect(question.items).not.toEqual(["Prophase", "Metaphase", "Anaphase", "Telophase"]);
    const sequenced = concept("Making tea", ["First, boil water", "Then add the tea", "Finally, pour"]);
    const tea = buildCardQuestion(sequenced, "ordering", contextFor([sequenced]));
    expect(tea?.format === "ordering" && tea.answer.map((index) => tea.items[index])).toEqual(["Boil water", "Add the tea", "Pour"]);
    expect(buildCardQuestion(card, "ordering", contextFor([card]))).toBeNull();
  });
});
