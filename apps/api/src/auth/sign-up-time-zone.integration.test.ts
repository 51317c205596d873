import type { TStudySettings } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { TEST_BASE_URL, useTestApp } from "../testing/test-app.ts";

/** The device's time zone sent with the sign-up form (the web app sends Intl's) becomes the study time zone. */
const ctx = useTestApp();
let counter = 0;

async function signUpWith(extra: Record<string, unknown>) {
  counter += 1;
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin: TEST_BASE_URL },
    payload: { email: `zone${counter}-${Date.now().toString(36)}@example.test`, password: "a long enough passphrase", name: "Z", ...extra },
  });
  const cookie = [response.headers["set-cookie"] ?? []]
    .flat()
    .map((value) => String(value).split(";")[0])
    .join("; ");
  return { status: response.statusCode, cookie };
}

async function studySettings(cookie: string): Promise<TStudySettings> {
  const response = await ctx.app.inject({ url: "/trpc/study.settings", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{ result: { data: TStudySettings } }>().result.data;
}

describe("the time zone at sign-up", () => {
  it("is saved as the study time zone when it is an IANA name", async () => {
    const account = await signUpWith({ timeZone: "Asia/Kolkata" });
    expect(account.status).toBe(200);
    expect(await studySettings(account.cookie)).toMatchObject({ time_zone: "Asia/Kolkata", time_zone_set: true });
  });

  it("is ignored when it is not a time zone, and the account is still made, on UTC", async () => {
    for (const timeZone of ["Mars/Olympus_Mons", "", "x".repeat(200), 42, { name: "Europe/Paris" }]) {
      const account = await signUpWith({ timeZone });
      expect(account.status, JSON.stringify(timeZone)).toBe(200);
      expect(await studySettings(account.cookie), JSON.stringify(timeZone)).toMatchObject({ time_zone: "UTC", time_zone_set: false });
    }
  });

  it("leaves an account signed up without one on UTC, unset, for /study to fill in", async () => {
    const account = await signUpWith({});
    expect(account.status).toBe(200);
    expect(await studySettings(account.cookie)).toMatchObject({ time_zone: "UTC", time_zone_set: false });
  });
});
