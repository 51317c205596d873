import { describe, expect, it } from "vitest";
import { startAnalytics, type TAnalyticsHost } from "./analytics.ts";

/** gtag.js queues `arguments` objects; compare them as arrays. */
const queued = (host: TAnalyticsHost) => (host.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe("startAnalytics", () => {
  it("sets up gtag's queue and configures the property", () => {
    const host: TAnalyticsHost = {};
    startAnalytics(host, "G-TEST1234");
    expect(typeof host.gtag).toBe("function");
    const [js, config] = queued(host);
    expect(js?.[0]).toBe("js");
    expect(js?.[1]).toBeInstanceOf(Date);
    expect(config).toEqual(["config", "G-TEST1234", {}]);
  });

  it("sends the signed-in user's id, never the email", () => {
    const host: TAnalyticsHost = {};
    startAnalytics(host, "G-TEST1234", { userId: "user-1" });
    expect(queued(host)[1]).toEqual(["config", "G-TEST1234", { user_id: "user-1" }]);
  });

  it("passes later sign-ins and sign-outs on once each", () => {
    const host: TAnalyticsHost = {};
    const analytics = startAnalytics(host, "G-TEST1234");
    analytics.setUserId("user-2");
    analytics.setUserId("user-2");
    analytics.setUserId(null);
    expect(queued(host).slice(2)).toEqual([
      ["set", { user_id: "user-2" }],
      ["set", { user_id: null }],
    ]);
  });

  it("keeps what was queued before", () => {
    const host: TAnalyticsHost = { dataLayer: [["earlier"]] };
    startAnalytics(host, "G-TEST1234");
    expect(host.dataLayer).toHaveLength(3);
    expect(host.dataLayer?.[0]).toEqual(["earlier"]);
  });
});
