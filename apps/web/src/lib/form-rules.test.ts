import { describe, expect, it } from "vitest";
import { hasErrors, rules, validateForm } from "./form-rules.ts";

const check = (factory: ReturnType<typeof rules.min>, value: string, values: Record<string, string> = {}) =>
  factory("Password")(value, values);

describe("form rules", () => {
  it("uses the product's default messages", () => {
    expect(rules.required("Email")("  ", {})).toBe("Email is required.");
    expect(rules.email("Email")("me@example", {})).toBe("Please enter a valid email address.");
    expect(rules.email("Email")(" me@example.com ", {})).toBeUndefined();
    expect(rules.url("Website")("example.com", {})).toBe("Please enter a valid URL.");
    expect(rules.url("Website")("javascript:alert(1)", {})).toBe("Please enter a valid URL.");
    expect(rules.url("Website")("https://example.com/a?b", {})).toBeUndefined();
  });

  it("counts lengths in characters, and leaves empty values to required", () => {
    expect(check(rules.min(8), "1234567")).toBe("Password must be at least 8 characters.");
    expect(check(rules.min(8), "12345678")).toBeUndefined();
    expect(check(rules.min(8), "")).toBeUndefined();
    expect(check(rules.max(3), "🧠🧠🧠")).toBeUndefined();
    expect(check(rules.max(3), "abcd")).toBe("Password must be at most 3 characters.");
    expect(check(rules.length(1), "ab")).toBe("Password must be exactly 1 character.");
    expect(check(rules.between(2, 4), "a")).toBe("Password must be between 2 and 4 characters.");
    expect(check(rules.between(2, 4), "abcde")).toBe("Password must be between 2 and 4 characters.");
    expect(check(rules.between(2, 4), "abc")).toBeUndefined();
  });

  it("confirms against another field", () => {
    const confirm = rules.confirm("password", "Password")("Confirm password");
    expect(confirm("secret-1", { password: "secret-2" })).toBe("Confirm password does not match password.");
    expect(confirm("secret-1", { password: "secret-1" })).toBeUndefined();
  });

  it("reports each field's first failing rule", () => {
    const errors = validateForm(
      { email: "", password: "short", repeat: "other" },
      {
        email: { label: "Email", rules: [rules.required, rules.email] },
        password: { label: "Password", rules: [rules.required, rules.min(8)] },
        repeat: { label: "Repeat password", rules: [rules.required, rules.confirm("password", "Password")] },
      },
    );
    expect(errors).toEqual({
      email: "Email is required.",
      password: "Password must be at least 8 characters.",
      repeat: "Repeat password does not match password.",
    });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({ email: undefined })).toBe(false);
  });
});
