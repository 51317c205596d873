import { describe, expect, it } from "vitest";
import { usagePeriodStart } from "./usage-period.ts";

describe("usagePeriodStart", () => {
  it("is the first day of the UTC month", () => {
    expect(usagePeriodStart(new Date("2026-11-21T12:00:00Z")).toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(usagePeriodStart(new Date("2026-12-31T23:59:59Z")).toISOString()).toBe("2026-12-01T00:00:00.000Z");
  });
});
