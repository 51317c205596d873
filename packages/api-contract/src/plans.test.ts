import { describe, expect, it } from "vitest";
import { buildPlans, findPlanById, findPlanByPriceId } from "./plans.ts";

describe("plan catalogue", () => {
  const plans = buildPlans({ premium: "price_premium", pro: "price_pro" });

  it("has the prices, quotas and limits of docs/product.md", () => {
    const summary = plans.map((p) => [p.id, p.price, p.currencySymbol, p.interval, p.intervalCount, p.wordsPerMonth, p.inputLimits]);
    expect(summary).toEqual([
      ["free", 0, "£", "month", 1, 40_000, { text: 2000, pages: 1 }],
      ["premium", 3, "£", "month", 1, 480_000, { text: 5000, pages: 10 }],
      ["pro", 5, "£", "month", 1, 1_000_000, { text: 10000, pages: 99 }],
    ]);
  });

  it("gives exports and all card types only to paid plans", () => {
    expect(findPlanById(plans, "free")?.exports).toEqual([]);
    expect(findPlanById(plans, "free")?.conversionFormats.sort()).toEqual(["clozedel", "manual", "qna", "truefalse"]);
    for (const id of ["premium", "pro"]) {
      expect(findPlanById(plans, id)?.exports).toEqual(["apkg", "md", "csv", "pdf", "quizlet"]);
      expect(findPlanById(plans, id)?.conversionFormats).toHaveLength(6);
    }
  });

  it("finds a plan by its price id", () => {
    expect(findPlanByPriceId(plans, "price_pro")?.id).toBe("pro");
    expect(findPlanByPriceId(plans, "price_unknown")).toBeUndefined();
  });

  it("finds nothing for an empty price id, even though free has none", () => {
    expect(findPlanByPriceId(plans, "")).toBeUndefined();
    expect(findPlanByPriceId(buildPlans(), "")).toBeUndefined();
    expect(findPlanByPriceId(plans, null)).toBeUndefined();
  });
});
