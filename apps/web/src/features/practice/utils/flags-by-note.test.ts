import type { TPracticeCardStats } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { flagsByNote } from "./flags-by-note.ts";

const stats = (cardId: string, noteId: string, texts: string[]): TPracticeCardStats => ({
  card_id: cardId,
  note_id: noteId,
  asked: 3,
  missed: 3,
  miss_rate: 1,
  distractors: [],
  study_answers: 0,
  study_again_rate: 0,
  flags: texts.map((text) => ({ reason: "missed_often", text })),
});

describe("flagsByNote", () => {
  it("gathers a note's cards' reasons and leaves out cards without a flag", () => {
    const byNote = flagsByNote([
      stats("c1", "cloze", ["Missed 3 of 3 times in tests"]),
      stats("c2", "plain", []),
      stats("c3", "cloze", ['The option "Lyon" was shown 10 times and never picked']),
    ]);
    expect([...byNote]).toEqual([["cloze", ["Missed 3 of 3 times in tests", 'The option "Lyon" was shown 10 times and never picked']]]);
  });
});
