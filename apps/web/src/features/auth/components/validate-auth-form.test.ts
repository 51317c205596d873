import { describe, expect, it } from "vitest";
import { validateAuthForm } from "./validate-auth-form.ts";

const valid = { email: "ada@example.com", password: "12345678", name: "" };

describe("validateAuthForm", () => {
  it("accepts a valid sign-in and a sign-up without a name", () => {
    expect(validateAuthForm(valid, "sign-in")).toEqual({});
    expect(validateAuthForm(valid, "sign-up")).toEqual({});
  });

  it("uses the spec's required and email messages", () => {
    expect(validateAuthForm({ ...valid, email: "  " }, "sign-in").email).toBe("Email is required.");
    expect(validateAuthForm({ ...valid, email: "ada.example.com" }, "sign-in").email).toBe("Please enter a valid email address.");
    expect(validateAuthForm({ ...valid, password: "" }, "sign-in").password).toBe("Password is required.");
  });

  it("wants at least 8 characters of password", () => {
    expect(validateAuthForm({ ...valid, password: "1234567" }, "sign-up").password).toBe("Password must be at least 8 characters.");
    expect(validateAuthForm({ ...valid, password: "x".repeat(129) }, "sign-up").password).toMatch(/at most 128/);
  });
});
