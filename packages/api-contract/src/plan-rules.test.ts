import { describe, expect, it } from "vitest";
import { canExport, canGenerateType, checkGenerationInput, effectivePlan, planAllowance, quotaRefusal } from "./plan-rules.ts";
import { buildPlans, findPlanById } from "./plans.ts";

const plans = buildPlans();
const free = findPlanById(plans, "free");
const premium = findPlanById(plans, "premium");
const sub = (status: "active" | "trialing" | "past_due" | "canceled" | "unpaid", planId = "pro") =>
  ({ status, plan_id: planId, current_period_end: null, cancel_at_period_end: false }) as const;

describe("effectivePlan", () => {
  it("applies the plan while the subscription is active, trialing or past due", () => {
    for (const status of ["active", "trialing", "past_due"] as const) expect(effectivePlan(plans, sub(status))?.id).toBe("pro");
  });
  it("applies no plan when missing, or for an unknown plan id", () => {
    expect(effectivePlan(plans, { status: "missing", plan_id: null })).toBeUndefined();
    expect(effectivePlan(plans, sub("active", "gold"))).toBeUndefined();
  });
  it("falls back to the free plan when canceled, unpaid, incomplete, expired or paused", () => {
    for (const status of ["canceled", "unpaid", "incomplete", "incomplete_expired", "paused"] as const) {
      expect(effectivePlan(plans, { ...sub("active"), status })?.id).toBe("free");
    }
  });
  it("keeps a past-due plan until the grace period ends, then falls back to free", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    const pastDue = (graceEnds: string) => ({ ...sub("past_due"), grace_ends_at: graceEnds });
    expect(effectivePlan(plans, pastDue("2026-11-24T12:00:01Z"), now)?.id).toBe("pro");
    expect(effectivePlan(plans, pastDue("2026-11-24T12:00:00Z"), now)?.id).toBe("free");
    expect(effectivePlan(plans, pastDue("2026-11-20T00:00:00Z"), now)?.id).toBe("free");
  });
});

describe("what a plan allows", () => {
  it("gives no exports and no multiple choice on the free plan, all of them on premium", () => {
    expect(canExport(free, "apkg")).toBe(false);
    expect(canExport(undefined, "csv")).toBe(false);
    for (const format of ["apkg", "md", "csv", "pdf", "quizlet"] as const) expect(canExport(premium, format)).toBe(true);
    expect(canGenerateType(free, "mcq")).toBe(false);
    expect(canGenerateType(free, "clozedel")).toBe(true);
    expect(canGenerateType(undefined, "clozedel")).toBe(false);
    expect(canGenerateType(premium, "concept_fact_list")).toBe(true);
  });
  it("falls back to the documented defaults without a plan", () => {
    expect(planAllowance(undefined)).toMatchObject({
      planName: "your account",
      inputLimits: { text: 1000, pages: 1 },
      wordsPerMonth: 10_000,
    });
  });
});

describe("checkGenerationInput", () => {
  it("lets a request within the plan through, at the limits exactly", () => {
    expect(
      checkGenerationInput(plans, free, {
        types: ["qna"],
        text: { characters: 2000, words: 300 },
        words: { remaining: 300, limit: 40_000 },
      }),
    ).toBeNull();
    expect(checkGenerationInput(plans, free, { types: ["qna"], file: { bytes: 100, pages: 1 }, maxUploadBytes: 100 })).toBeNull();
  });

  it("names the card types refused, the cheapest plan with them, and what can be picked", () => {
    expect(checkGenerationInput(plans, free, { types: ["mcq", "qna"] })).toEqual({
      code: "CARD_TYPE_NOT_IN_PLAN",
      message:
        "Multiple choice cards are not included in the Free plan. The Premium plan includes them. You can pick: True or false, Question and answer, Cloze (fill the gap).",
      details: { refused: ["mcq"], allowed: ["truefalse", "qna", "manual", "clozedel"], upgradePlan: "premium" },
    });
    expect(checkGenerationInput(plans, free, { types: [] })).toMatchObject({
      code: "BAD_REQUEST",
      message: "Pick at least one card type.",
    });
  });

  it("refuses text over the plan's characters with the plan that takes it, or advice when none does", () => {
    expect(checkGenerationInput(plans, free, { types: ["qna"], text: { characters: 2001 } })).toMatchObject({
      code: "INPUT_LIMIT_EXCEEDED",
      message: "This text has 2,001 characters; the Free plan allows up to 2,000 at a time. The Premium plan allows up to 5,000.",
      details: { limit: 2000, found: 2001, unit: "characters", upgradePlan: "premium" },
    });
    expect(checkGenerationInput(plans, premium, { types: ["qna"], text: { characters: 20_000 } })?.message).toBe(
      "This text has 20,000 characters; the Premium plan allows up to 5,000 at a time. Split it into smaller parts.",
    );
  });

  it("refuses files over the upload size or the plan's pages", () => {
    expect(
      checkGenerationInput(plans, free, { types: ["qna"], file: { bytes: 30 * 1024 * 1024 }, maxUploadBytes: 25 * 1024 * 1024 }),
    ).toMatchObject({
      code: "FILE_TOO_LARGE",
      message: "The file is 30 MB; uploads may be up to 25 MB. Split it or compress its images.",
    });
    expect(checkGenerationInput(plans, undefined, { types: ["qna"], file: { pages: 2 } })?.message).toBe(
      "This file has 2 pages; your account allows up to 1 page at a time. The Premium plan allows up to 10.",
    );
  });

  it("checks size before words, so the first thing to fix is named first", () => {
    const refusal = checkGenerationInput(plans, free, {
      types: ["qna"],
      text: { characters: 3000, words: 500 },
      words: { remaining: 0, limit: 40_000 },
    });
    expect(refusal?.code).toBe("INPUT_LIMIT_EXCEEDED");
  });

  it("refuses more words than are left this month, and any request once none are", () => {
    expect(
      checkGenerationInput(plans, free, { types: ["qna"], text: { characters: 50, words: 8 }, words: { remaining: 7, limit: 40_000 } })
        ?.message,
    ).toBe("This needs 8 words but 7 of your 40,000 words are left this month. Shorten the input or upgrade your plan.");
    expect(checkGenerationInput(plans, free, { types: ["qna"], file: { pages: 1 }, words: { remaining: 0, limit: 40_000 } })).toEqual(
      quotaRefusal({ words: 1, remaining: 0, limit: 40_000 }),
    );
    expect(quotaRefusal({ words: 1, remaining: 0, limit: 40_000 }).message).toBe(
      "You have used all 40,000 words of this month's allowance. Upgrade your plan for more, or wait until next month.",
    );
  });

  it("names no plan to buy where nothing can be bought (billing off): the refusal says what the learner can do", () => {
    const off = { canUpgrade: false } as const;
    const text = checkGenerationInput(plans, free, { types: ["qna"], text: { characters: 2500 }, ...off });
    expect(text?.message).toBe("This text has 2,500 characters; the Free plan allows up to 2,000 at a time. Split it into smaller parts.");
    expect(text?.details).toMatchObject({ limit: 2000, upgradePlan: null });
    const types = checkGenerationInput(plans, free, { types: ["mcq"], ...off });
    expect(types?.message).toBe(
      "Multiple choice cards are not included in the Free plan. You can pick: True or false, Question and answer, Cloze (fill the gap).",
    );
    expect(types?.details).toMatchObject({ upgradePlan: null });
    const pages = checkGenerationInput(plans, free, { types: ["qna"], file: { pages: 3 }, ...off });
    expect(pages?.message).toBe("This file has 3 pages; the Free plan allows up to 1 page at a time. Split it into smaller files.");
    const words = checkGenerationInput(plans, free, {
      types: ["qna"],
      text: { characters: 50, words: 8 },
      words: { remaining: 7, limit: 40_000 },
      ...off,
    });
    expect(words?.message).toBe("This needs 8 words but 7 of your 40,000 words are left this month. Shorten the input.");
    expect(quotaRefusal({ words: 1, remaining: 0, limit: 40_000, canUpgrade: false }).message).toBe(
      "You have used all 40,000 words of this month's allowance. More words come at the start of next month.",
    );
  });
});
