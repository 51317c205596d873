import { describe, expect, it } from "vitest";
import { validateForm } from "@/lib/form-rules.ts";
import { authFormSchema } from "./auth-form-schema.ts";

describe("the sign-in and sign-up form rules", () => {
  it("needs an email and a password, and a long enough one to sign up", () => {
    expect(validateForm({ name: "", email: "", password: "" }, authFormSchema("sign-in"))).toEqual({
      email: "Email is required.",
      password: "Password is required.",
    });
    expect(validateForm({ name: "", email: "me@example", password: "short" }, authFormSchema("sign-up"))).toEqual({
      email: "Please enter a valid email address.",
      password: "Password must be at least 8 characters.",
    });
    // Signing in never judges the password's length: that is the server's to answer.
    expect(validateForm({ name: "", email: "me@example.com", password: "short" }, authFormSchema("sign-in"))).toEqual({});
    expect(validateForm({ name: "x".repeat(101), email: "me@example.com", password: "long enough" }, authFormSchema("sign-up"))).toEqual({
      name: "Name must be at most 100 characters.",
    });
  });
});
