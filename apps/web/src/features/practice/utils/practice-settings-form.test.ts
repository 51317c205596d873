import { DEFAULT_PRACTICE_QUESTIONS, PRACTICE_FORMATS } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { DEFAULT_PRACTICE_FORM, newPracticeSeed, practiceFormErrors, practiceSettings, seedFromSearch } from "./practice-settings-form.ts";

describe("the practice test builder's form", () => {
  it("starts with the rules' defaults: every format, 20 questions, the back, all cards, no time limit, feedback after each", () => {
    expect(DEFAULT_PRACTICE_FORM).toMatchObject({
      count: DEFAULT_PRACTICE_QUESTIONS,
      formats: [...PRACTICE_FORMATS],
      answerWith: "back",
      cards: "all",
      hasTimeLimit: false,
      feedback: "each",
      strictAccents: false,
      missesAsAgain: false,
    });
    expect(practiceFormErrors(DEFAULT_PRACTICE_FORM)).toEqual({});
  });

  it("refuses a count outside 5-100, no format, and a time limit outside 1-240 minutes (only when on)", () => {
    expect(practiceFormErrors({ ...DEFAULT_PRACTICE_FORM, count: 4 }).count).toBe("Choose between 5 and 100 questions.");
    expect(practiceFormErrors({ ...DEFAULT_PRACTICE_FORM, count: 101 }).count).toBeDefined();
    expect(practiceFormErrors({ ...DEFAULT_PRACTICE_FORM, count: Number.NaN }).count).toBeDefined();
    expect(practiceFormErrors({ ...DEFAULT_PRACTICE_FORM, count: 5 })).toEqual({});
    expect(practiceFormErrors({ ...DEFAULT_PRACTICE_FORM, formats: [] }).formats).toBe("Choose at least one kind of question.");
    expect(practiceFormErrors({ ...DEFAULT_PRACTICE_FORM, minutes: 0 })).toEqual({});
    expect(practiceFormErrors({ ...DEFAULT_PRACTICE_FORM, hasTimeLimit: true, minutes: 0 }).minutes).toBeDefined();
    expect(practiceFormErrors({ ...DEFAULT_PRACTICE_FORM, hasTimeLimit: true, minutes: 241 }).minutes).toBeDefined();
  });

  it("makes settings: formats in the rules' order, minutes only with a limit, a test that changes no schedule", () => {
    const settings = practiceSettings(
      { ...DEFAULT_PRACTICE_FORM, formats: ["fill_in", "written"], hasTimeLimit: true, minutes: 15 },
      { groupIds: ["a"], seed: 42 },
    );
    expect(settings).toMatchObject({ groupIds: ["a"], seed: 42, formats: ["written", "fill_in"], minutes: 15, missesAsAgain: false });
    expect(practiceSettings({ ...DEFAULT_PRACTICE_FORM, minutes: 15 }, { groupIds: [], seed: 1 }).minutes).toBeNull();
    expect(practiceSettings({ ...DEFAULT_PRACTICE_FORM, missesAsAgain: true }, { groupIds: [], seed: 1 }).missesAsAgain).toBe(true);
  });

  it("reads a shared test's seed, 32-bit unsigned, and makes new ones in range", () => {
    expect(seedFromSearch(new URLSearchParams("seed=7"))).toBe(7);
    expect(seedFromSearch(new URLSearchParams("seed=4294967295"))).toBe(4294967295);
    expect(seedFromSearch(new URLSearchParams("seed=4294967296"))).toBeNull();
    expect(seedFromSearch(new URLSearchParams("seed=-1"))).toBeNull();
    expect(seedFromSearch(new URLSearchParams("seed=abc"))).toBeNull();
    expect(seedFromSearch(new URLSearchParams(""))).toBeNull();
    expect(newPracticeSeed(() => 0.999999999999)).toBeLessThanOrEqual(0xffffffff);
    expect(newPracticeSeed(() => 0)).toBe(0);
  });
});
