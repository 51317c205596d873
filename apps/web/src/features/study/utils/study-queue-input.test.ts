import { describe, expect, it } from "vitest";
import { BATCH_SIZE, MAX_EXCLUDED_IDS } from "./session-state.ts";
import { studyQueueInput } from "./study-queue-input.ts";

describe("studyQueueInput", () => {
  it("is the same input for the same session, however it is asked (the prefetch is found by it)", () => {
    const first = studyQueueInput({ groupIds: ["a", "b"] });
    expect(first).toEqual({ groupIds: ["a", "b"], excludeCardIds: [], limit: BATCH_SIZE });
    expect(JSON.stringify(studyQueueInput({ groupIds: ["a", "b"], mode: "today", excludeCardIds: [] }))).toBe(JSON.stringify(first));
  });

  it("names a mode other than today's, and keeps at most MAX_EXCLUDED_IDS held cards", () => {
    const held = Array.from({ length: MAX_EXCLUDED_IDS + 5 }, (_, i) => `card-${i}`);
    const input = studyQueueInput({ groupIds: ["a"], mode: "ahead", excludeCardIds: held });
    expect(input.mode).toBe("ahead");
    expect(input.excludeCardIds).toHaveLength(MAX_EXCLUDED_IDS);
  });
});
