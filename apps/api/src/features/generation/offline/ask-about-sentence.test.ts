import { beforeAll, describe, expect, it } from "vitest";
import { askAboutSentence } from "./ask-about-sentence.ts";
import { loadNlp } from "../../analysis/load-nlp.ts";
import { PHOTOSYNTHESIS_PASTED, analyseForTest, documentOf, sectionsOf } from "../testing/test-texts.ts";

beforeAll(() => loadNlp(), 60_000);

/** Every question each sentence of the text gives, by the sentence's opening words. */
async function questionsOf(text: string): Promise<Map<string, { question: string; answer: string }[]>> {
  const analysis = await analyseForTest(documentOf(sectionsOf([text])));
  return new Map(
    analysis.units.map((unit) => [
      unit.text.split(" ").slice(0, 3).join(" "),
      askAboutSentence(unit).map(({ question, answer }) => ({ question, answer })),
    ]),
  );
}

describe("askAboutSentence", () => {
  it("asks where, which, what is called and what a verb takes, with 'It' resolved from the sentence before", async () => {
    const questions = await questionsOf(PHOTOSYNTHESIS_PASTED);
    expect(questions.get("It takes place")).toEqual(
      expect.arrayContaining([
        { question: "Where does photosynthesis take place?", answer: "In chloroplasts" },
        { question: "What is the green pigment in chloroplasts called?", answer: "Chlorophyll" },
      ]),
    );
    expect(questions.get("The Calvin cycle")).toContainEqual({
      question: "Where does the Calvin cycle take place?",
      answer: "In the stroma",
    });
    expect(questions.get("It uses ATP")).toContainEqual({
      question: "What does the Calvin cycle use to fix carbon dioxide into sugar?",
      answer: "ATP and NADPH",
    });
    expect(questions.get("The enzyme RuBisCO")).toContainEqual({
      question: "Which enzyme catalyses the first step of carbon fixation?",
      answer: "RuBisCO",
    });
    expect(questions.get("The rate of")).toContainEqual({
      question: "What does the rate of photosynthesis depend on?",
      answer: "Light intensity, carbon dioxide concentration and temperature",
    });
    expect(questions.get("Chlorophyll absorbs red")).toContainEqual({
      question: "What does chlorophyll absorb?",
      answer: "Red and blue light",
    });
  });

  it("asks why, and where with a passive verb, keeping do-support and number right", async () => {
    const questions = await questionsOf(
      "Plants look green because chlorophyll reflects green light. Chloroplasts are found in plant cells but not in animal cells. Glycolysis occurs in the cytoplasm of the cell.",
    );
    expect(questions.get("Plants look green")).toContainEqual({
      question: "Why do plants look green?",
      answer: "Because chlorophyll reflects green light",
    });
    expect(questions.get("Chloroplasts are found")).toContainEqual({
      question: "Where are chloroplasts found?",
      answer: "In plant cells but not in animal cells",
    });
    expect(questions.get("Glycolysis occurs in")).toContainEqual({
      question: "Where does glycolysis occur?",
      answer: "In the cytoplasm of the cell",
    });
  });

  it("skips sentences it cannot phrase: an unresolved 'This', an opening phrase before the subject", async () => {
    const questions = await questionsOf(PHOTOSYNTHESIS_PASTED);
    expect(questions.get("This releases oxygen")).toEqual([]);
    expect(questions.get("During the light-dependent")).toEqual([]);
  });

  it("asks nothing whose true answer is only part of what the text says: 'involve', 'affect', one thing something depends on", async () => {
    const questions = await questionsOf(
      "Deep sleep involves slow waves across the whole cortex. The speed of a glacier depends on the slope of its bed. Cold air affects the growth of young leaves. Earthquakes occur at the same rate in every season.",
    );
    expect([...questions.values()].flat()).toEqual([]);
  });

  it("lets a reason say 'it' for the question's subject only when asked to (the outline's questions), never 'this'", async () => {
    const analysis = await analyseForTest(
      documentOf(
        sectionsOf(["Irrigation is important to dry farms because it keeps the soil moist. Dams matter because this stores water."]),
      ),
    );
    const [irrigation, dams] = analysis.units;
    const why = { question: "Why is irrigation important to dry farms?", answer: "Because it keeps the soil moist" };
    expect(askAboutSentence(irrigation!).map(({ question, answer }) => ({ question, answer }))).not.toContainEqual(why);
    expect(askAboutSentence(irrigation!, { subjectPronouns: true }).map(({ question, answer }) => ({ question, answer }))).toContainEqual(
      why,
    );
    expect(askAboutSentence(dams!, { subjectPronouns: true }).filter(({ question }) => question.startsWith("Why"))).toEqual([]);
  });
});
