import { describe, expect, it, vi } from "vitest";
import { ERROR_REPORTING_OPTIONS, startErrorReporting, type TErrorReportingHost } from "./error-reporting.ts";

function fakeSentry() {
  return { init: vi.fn<(options: Record<string, unknown>) => void>(), setUser: vi.fn<(user: { email: string } | null) => void>() };
}

describe("startErrorReporting", () => {
  it("initialises the SDK with sample rates of 1 when the loader has it in", () => {
    const host: TErrorReportingHost = {};
    startErrorReporting(host);
    const sentry = fakeSentry();
    host.Sentry = sentry;
    host.sentryOnLoad?.();
    expect(ERROR_REPORTING_OPTIONS).toEqual({ sampleRate: 1, tracesSampleRate: 1 });
    expect(sentry.init).toHaveBeenCalledWith({ sampleRate: 1, tracesSampleRate: 1 });
  });

  it("gives the SDK the signed-in user's email, even if it arrived before the SDK", () => {
    const host: TErrorReportingHost = {};
    const reporting = startErrorReporting(host);
    reporting.setUserEmail("ada@example.test");
    const sentry = fakeSentry();
    host.Sentry = sentry;
    host.sentryOnLoad?.();
    expect(sentry.setUser).toHaveBeenLastCalledWith({ email: "ada@example.test" });
  });

  it("passes later sign-ins and sign-outs on", () => {
    const host: TErrorReportingHost = {};
    const reporting = startErrorReporting(host, { email: "ada@example.test" });
    const sentry = fakeSentry();
    host.Sentry = sentry;
    host.sentryOnLoad?.();
    reporting.setUserEmail("grace@example.test");
    reporting.setUserEmail(null);
    expect(sentry.setUser.mock.calls).toEqual([[{ email: "ada@example.test" }], [{ email: "grace@example.test" }], [null]]);
  });

  it("does nothing before the SDK loads", () => {
    const host: TErrorReportingHost = {};
    const reporting = startErrorReporting(host);
    expect(() => reporting.setUserEmail("ada@example.test")).not.toThrow();
    expect(host.Sentry).toBeUndefined();
  });
});
