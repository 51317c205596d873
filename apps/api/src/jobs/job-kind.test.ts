import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineJobKind, type JobStage } from "./job-kind.ts";
import { stagePercent } from "./job-progress.ts";

const kindWith = (overrides: {
  table?: string;
  stages?: readonly JobStage[];
  retry?: { limit: number; delaySeconds: number; backoff: boolean };
}) =>
  defineJobKind({
    name: "export",
    table: overrides.table ?? "export_job",
    input: z.object({ deckId: z.string() }),
    retry: overrides.retry ?? { limit: 2, delaySeconds: 2, backoff: true },
    stages: overrides.stages ?? [{ id: "writing", label: "Writing the file", from: 0, to: 100 }],
    expireInSeconds: 60,
    failureMessage: "The export failed.",
    handler: async () => "succeeded",
  });

describe("defineJobKind", () => {
  it("accepts a stage table that climbs from 0 to at most 100", () => {
    const stages = [
      { id: "gathering", label: "Gathering cards", from: 0, to: 40 },
      { id: "writing", label: "Writing the file", from: 40, to: 95 },
    ];
    expect(kindWith({ stages }).stages).toEqual(stages);
  });

  it("refuses stages that overlap, run backwards, pass 100 or repeat an id", () => {
    const stage = (id: string, from: number, to: number) => ({ id, label: id, from, to });
    expect(() => kindWith({ stages: [stage("a", 0, 50), stage("b", 40, 90)] })).toThrow("stage b (40..90) must follow the one before");
    expect(() => kindWith({ stages: [stage("a", 30, 20)] })).toThrow("stage a (30..20)");
    expect(() => kindWith({ stages: [stage("a", 0, 101)] })).toThrow("stage a (0..101)");
    expect(() => kindWith({ stages: [stage("a", 0, 10), stage("a", 10, 20)] })).toThrow("stage ids must be unique");
    expect(() => kindWith({ stages: [] })).toThrow("needs at least one stage");
  });

  it("refuses a table that is not a plain name (it is written into SQL) and a retry policy that is not whole numbers", () => {
    expect(() => kindWith({ table: 'export_job"; DROP TABLE note; --' })).toThrow("is not a plain table name");
    expect(() => kindWith({ retry: { limit: -1, delaySeconds: 0, backoff: false } })).toThrow("retry limit and delay");
    expect(() => kindWith({ retry: { limit: 1, delaySeconds: 0.5, backoff: false } })).toThrow("retry limit and delay");
  });
});

describe("stagePercent", () => {
  const stage = { id: "generating", label: "Making cards", from: 45, to: 90 };

  it("places done-of-total within the stage's share of the bar", () => {
    expect(stagePercent(stage, 0, 4)).toBe(45);
    expect(stagePercent(stage, 1, 4)).toBe(56.25);
    expect(stagePercent(stage, 4, 4)).toBe(90);
  });

  it("stays within the stage for a total of 0 or a count past the total", () => {
    expect(stagePercent(stage, 0, 0)).toBe(45);
    expect(stagePercent(stage, 7, 4)).toBe(90);
  });
});
