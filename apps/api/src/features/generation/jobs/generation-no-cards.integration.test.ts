import type { TGenerationJob } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { createDeck, STUDY_TEXT, waitForAcceptedJob } from "../../../testing/generation-helpers.ts";
import { createTestUser, useTestApp, type TestUser } from "../../../testing/test-app.ts";
import { NOTICES } from "../../analysis/profile-document.ts";
import { setPlan } from "../../plan/set-plan.ts";

/**
 * An input that gives no cards (issue 27): not a fault but a calm answer, refunded, that says why, with a way to
 * ask again with the generator's thresholds relaxed ("make cards anyway") where the learner may disagree.
 */
const ctx = useTestApp({ generation: {} });

// An essay brief, tasks and a deadline, holding one statement of fact the offline generator judges too weak for it.
const BRIEF = [
  "Write an essay about a river you know.",
  "Describe how the river changes through the seasons.",
  "The Thames flows through London and reaches the North Sea at its estuary.",
  "Answer the questions below in full sentences.",
  "Submit your work by Friday.",
].join("\n\n");

async function generate(user: TestUser, payload: Record<string, unknown>): Promise<TGenerationJob> {
  const response = await ctx.app.inject({ method: "POST", url: "/api/generation/jobs", headers: user.headers, payload });
  expect(response.statusCode).toBe(202);
  return waitForAcceptedJob(ctx.app, user, response.json<{ id: string }>().id);
}

async function wordsUsed(userId: string): Promise<number> {
  const rows = await ctx.db.usagePeriod.findMany({ where: { userId }, select: { wordsUsed: true } });
  return rows.reduce((sum, row) => sum + row.wordsUsed, 0);
}

describe("an input that gives no cards", () => {
  it("answers NO_CARDS saying why, refunded; asked again relaxed, it makes the cards it can", { timeout: 90_000 }, async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "pro" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);
    const types = ["qna", "truefalse", "clozedel"];

    const strict = await generate(user, { groupId, text: BRIEF, types });
    expect(strict).toMatchObject({ status: "failed", cards_created: 0, refunded: true, relaxed: false });
    expect(strict.error).toEqual({
      code: "NO_CARDS",
      message: `${NOTICES.assignment} No cards could be made from it.`,
    });
    expect(await wordsUsed(user.id)).toBe(0);

    const anyway = await generate(user, { groupId, text: BRIEF, types, relaxed: true });
    expect(anyway).toMatchObject({ status: "succeeded", relaxed: true });
    expect(anyway.cards_created).toBeGreaterThan(0);
    const notes = await ctx.db.note.findMany({ where: { groupId }, select: { content: true } });
    expect(JSON.stringify(notes)).toContain("Thames");
  });

  it("answers NO_NEW_CARDS when every card it gives is in the deck already", { timeout: 90_000 }, async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "pro" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);
    const first = await generate(user, { groupId, text: STUDY_TEXT, types: ["qna"] });
    expect(first.status).toBe("succeeded");
    const again = await generate(user, { groupId, text: STUDY_TEXT, types: ["qna"] });
    expect(again).toMatchObject({ status: "failed", refunded: true, error: { code: "NO_NEW_CARDS" } });
  });

  it("refuses a relaxed field that is not true or false", async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text: BRIEF, types: ["qna"], relaxed: "yes" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe("BAD_REQUEST");
  });
});
