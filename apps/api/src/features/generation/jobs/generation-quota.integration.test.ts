import { countWords, type TRestError } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { createDeck, STUDY_TEXT, waitForJob } from "../../../testing/generation-helpers.ts";
import { createTestUser, useTestApp } from "../../../testing/test-app.ts";
import { setPlan } from "../../plan/set-plan.ts";
import { usagePeriodStart } from "../../plan/usage-period.ts";

const ctx = useTestApp({ generation: {} });

async function setWordsUsed(userId: string, wordsUsed: number) {
  const period = usagePeriodStart(new Date());
  await ctx.db.usagePeriod.upsert({
    where: { userId_period: { userId, period } },
    create: { userId, period, wordsUsed },
    update: { wordsUsed },
  });
}

async function wordsUsed(userId: string): Promise<number> {
  const row = await ctx.db.usagePeriod.findUnique({ where: { userId_period: { userId, period: usagePeriodStart(new Date()) } } });
  return row?.wordsUsed ?? 0;
}

describe("the monthly word quota", () => {
  it("20 concurrent requests near the limit never exceed it", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "free" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);
    const text = STUDY_TEXT.split("\n\n")[0]!;
    const words = countWords(text);
    // Room for exactly two more requests.
    await setWordsUsed(user.id, 40_000 - 2 * words - 1);

    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.app.inject({ method: "POST", url: "/api/generation/jobs", headers: user.headers, payload: { groupId, text, types: ["qna"] } }),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 202);
    const refused = responses.filter((response) => response.statusCode === 402);
    expect(accepted).toHaveLength(2);
    expect(refused).toHaveLength(18);
    for (const response of refused) {
      const body = response.json<TRestError>();
      expect(body.code).toBe("QUOTA_EXCEEDED");
      // What is left depends on which of the two winners had committed when this one lost; never enough.
      const left =
        /^This needs (\d+) words but (\d+) of your 40,000 words are left this month\. Shorten the input or upgrade your plan\.$/.exec(
          body.error,
        );
      expect(left?.[1]).toBe(String(words));
      expect(Number(left?.[2])).toBeLessThan(words);
    }
    expect(await wordsUsed(user.id)).toBe(40_000 - 1);
    expect(await ctx.db.generationJob.count({ where: { userId: user.id } })).toBe(2);
    for (const response of accepted) await waitForJob(ctx.app, user, response.json<{ id: string }>().id);
  });

  it("a failed job gives its words back, and the usage says so", async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "pro" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);
    await setWordsUsed(user.id, 1000);
    // The offline generator reads English only: this job fails after its words were charged.
    const french =
      "La photosynthèse est le processus par lequel les plantes vertes transforment l'énergie lumineuse en énergie chimique. Elle a lieu dans les chloroplastes, qui contiennent la chlorophylle. Les produits principaux sont le glucose et le dioxygène.";
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text: french, types: ["qna"] },
    });
    expect(response.statusCode).toBe(202);
    expect(await wordsUsed(user.id)).toBe(1000 + countWords(french));

    const job = await waitForJob(ctx.app, user, response.json<{ id: string }>().id);
    expect(job).toMatchObject({ status: "failed", stage: "failed", refunded: true, cards_created: 0 });
    expect(job.error?.code).toBe("LANGUAGE_NOT_SUPPORTED");
    expect(await wordsUsed(user.id)).toBe(1000);
    expect(await ctx.db.note.count({ where: { groupId } })).toBe(0);
  });

  it("when nothing is left, a request is refused at the door", async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "free" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);
    await setWordsUsed(user.id, 40_000);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text: "One two three.", types: ["qna"] },
    });
    expect(response.statusCode).toBe(402);
    expect(response.json<TRestError>().error).toBe(
      "You have used all 40,000 words of this month's allowance. Upgrade your plan for more, or wait until next month.",
    );
  });
});
