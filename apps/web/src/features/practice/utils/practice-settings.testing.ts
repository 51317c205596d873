import type { TPracticeSettings } from "@mnemo/api-contract";

/** Tests' settings: seed 7, five questions of multiple choice and fill-in, feedback after each, no time limit. */
export function testPracticeSettings(overrides: Partial<TPracticeSettings> = {}): TPracticeSettings {
  return {
    groupIds: ["deck"],
    count: 5,
    formats: ["multiple_choice", "fill_in"],
    answerWith: "back",
    cards: "all",
    minutes: null,
    feedback: "each",
    strictAccents: false,
    missesAsAgain: false,
    seed: 7,
    ...overrides,
  };
}
