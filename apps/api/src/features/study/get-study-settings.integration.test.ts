import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { callerFor, createTestUser, useTestApp } from "../../testing/test-app.ts";

const ctx = useTestApp();

describe("study.settings", () => {
  it("answers the defaults, then what saveSettings stored, for this learner only", async () => {
    const user = await createTestUser(ctx.app);
    const other = await createTestUser(ctx.app);
    const caller = callerFor(ctx, user);
    expect(await caller.study.settings()).toEqual({
      time_zone: "UTC",
      time_zone_set: false,
      new_per_day: 20,
      reviews_per_day: 200,
      desired_retention: 0.9,
      two_buttons: false,
      using_personal_parameters: false,
    });
    await caller.study.saveSettings({ timeZone: "Asia/Tokyo", newPerDay: 5, reviewsPerDay: 80, desiredRetention: 0.85, twoButtons: true });
    expect(await caller.study.settings()).toMatchObject({
      time_zone: "Asia/Tokyo",
      time_zone_set: true,
      new_per_day: 5,
      reviews_per_day: 80,
      desired_retention: 0.85,
      two_buttons: true,
    });
    expect(await callerFor(ctx, other).study.settings()).toMatchObject({ time_zone_set: false, new_per_day: 20, two_buttons: false });
  });

  it("needs a signed-in learner", async () => {
    await expect(callerFor(ctx, null).study.settings()).rejects.toBeInstanceOf(TRPCError);
  });
});
