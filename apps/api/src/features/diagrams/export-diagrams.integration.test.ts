import { describe, expect, it } from "vitest";
import { exportAccount } from "../account/export-account.ts";
import { callerFor, createTestUser, useTestApp } from "../../testing/test-app.ts";

const ctx = useTestApp({});

describe("diagrams in the account export", () => {
  it("holds the learner's diagrams with their graphs, and none of another learner's", async () => {
    const [learner, other] = await Promise.all([createTestUser(ctx.app), createTestUser(ctx.app)]);
    const { file_key } = await callerFor(ctx, learner).diagrams.create({ from: "blank", kind: "mind_map", title: "The water cycle" });
    await callerFor(ctx, other).diagrams.create({ from: "blank", kind: "timeline", title: "Someone else's" });

    const exported = await exportAccount({ userId: learner.id }, ctx.db);
    expect(exported.diagrams).toHaveLength(1);
    expect(exported.diagrams[0]).toMatchObject({ fileKey: file_key, kind: "mind_map", title: "The water cycle", status: "succeeded" });
    expect(exported.diagrams[0]!.graph).toMatchObject({ kind: "mind_map", title: "The water cycle" });
  });
});
