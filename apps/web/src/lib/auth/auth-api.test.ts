import { describe, expect, it } from "vitest";
import { buildSignUpBody, defaultDisplayName } from "./auth-api.ts";

describe("buildSignUpBody", () => {
  it("keeps a name that was given", () => {
    expect(buildSignUpBody({ email: "ada@example.com", password: "correct horse", name: " Ada L. " }, undefined)).toEqual({
      email: "ada@example.com",
      password: "correct horse",
      name: "Ada L.",
    });
  });

  it("sends the device's time zone, when it has one, for the server to check and keep", () => {
    expect(buildSignUpBody({ email: "ada@example.com", password: "correct horse" }, "Asia/Kolkata").timeZone).toBe("Asia/Kolkata");
    expect(buildSignUpBody({ email: "ada@example.com", password: "correct horse" }, undefined)).not.toHaveProperty("timeZone");
  });

  it("names people after their email's local part when they skip the name", () => {
    expect(buildSignUpBody({ email: " grace.hopper@example.com ", password: "12345678" }, undefined).name).toBe("grace.hopper");
    expect(buildSignUpBody({ email: "x@example.com", password: "12345678", name: "   " }, undefined).name).toBe("x");
  });

  it("never trims the password", () => {
    expect(buildSignUpBody({ email: "a@b.co", password: "  spaced  " }, undefined).password).toBe("  spaced  ");
  });
});

describe("defaultDisplayName", () => {
  it("uses the part before the last @", () => {
    expect(defaultDisplayName('"odd@local"@example.com')).toBe('"odd@local"');
  });

  it("falls back to the whole value when there is no local part", () => {
    expect(defaultDisplayName("@example.com")).toBe("@example.com");
  });
});
