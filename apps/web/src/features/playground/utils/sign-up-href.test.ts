import { describe, expect, it } from "vitest";
import { signUpHref } from "./sign-up-href.ts";

describe("signUpHref", () => {
  it("opens the sign-up form and comes back afterwards", () => {
    expect(signUpHref("/flashcards")).toBe("/auth?redirect=%2Fflashcards&mode=sign-up");
    expect(signUpHref()).toBe("/auth?mode=sign-up");
  });
});
