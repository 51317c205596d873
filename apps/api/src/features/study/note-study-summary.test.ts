import { answerCard, DEFAULT_SCHEDULER_SETTINGS, NEW_CARD_SCHEDULE, predictedRecall } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { noteStudySummary } from "./note-study-summary.ts";

const settings = { ...DEFAULT_SCHEDULER_SETTINGS, enable_fuzz: false };
const T0 = new Date("2026-11-24T10:00:00Z");
const days = (n: number) => new Date(T0.getTime() + n * 86_400_000);

describe("noteStudySummary", () => {
  const learnt = answerCard(answerCard(NEW_CARD_SCHEDULE, "good", settings, T0), "good", settings, days(0.01));
  const weak = answerCard(NEW_CARD_SCHEDULE, "again", settings, T0);

  it("is new while no card in study was answered", () => {
    expect(noteStudySummary([{ suspended: false, schedule: NEW_CARD_SCHEDULE }], settings, T0)).toEqual({ status: "new", recall: null });
    expect(noteStudySummary([], settings, T0)).toEqual({ status: "new", recall: null });
  });

  it("gives the lowest recall of the cards in study (a cloze with two cards)", () => {
    const now = days(3);
    const summary = noteStudySummary(
      [
        { suspended: false, schedule: learnt },
        { suspended: false, schedule: weak },
        { suspended: false, schedule: NEW_CARD_SCHEDULE },
      ],
      settings,
      now,
    );
    const expected = Math.min(predictedRecall(learnt, settings, now)!, predictedRecall(weak, settings, now)!);
    expect(summary.status).toBe("studied");
    expect(summary.recall).toBeCloseTo(expected, 10);
    expect(summary.recall).toBeLessThan(predictedRecall(learnt, settings, now)!);
  });

  it("leaves suspended cards out, and is suspended when every card is", () => {
    const now = days(3);
    expect(
      noteStudySummary(
        [
          { suspended: true, schedule: weak },
          { suspended: false, schedule: learnt },
        ],
        settings,
        now,
      ).recall,
    ).toBeCloseTo(predictedRecall(learnt, settings, now)!, 10);
    expect(noteStudySummary([{ suspended: true, schedule: learnt }], settings, now)).toEqual({ status: "suspended", recall: null });
  });
});
