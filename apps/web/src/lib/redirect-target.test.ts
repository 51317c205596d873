import { describe, expect, it } from "vitest";
import { DEFAULT_REDIRECT, guestRedirectTarget, sanitizeRedirect } from "./redirect-target.ts";

describe("sanitizeRedirect", () => {
  it("keeps a same-origin path with its query and hash", () => {
    expect(sanitizeRedirect("/flashcards/abc?page=2#card-3")).toBe("/flashcards/abc?page=2#card-3");
    expect(sanitizeRedirect("/")).toBe("/");
  });

  it("falls back to the deck list when nothing was asked for", () => {
    expect(sanitizeRedirect(null)).toBe(DEFAULT_REDIRECT);
    expect(sanitizeRedirect(undefined)).toBe(DEFAULT_REDIRECT);
    expect(sanitizeRedirect("")).toBe("/flashcards");
  });

  it("refuses anything that would leave the site", () => {
    for (const target of [
      "//evil.example",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "http://evil.example",
      "https://evil.example/flashcards",
      "HTTP://evil.example",
      "javascript:alert(1)",
      "data:text/html,hi",
      "evil.example",
      "flashcards",
      " /flashcards",
    ]) {
      expect(sanitizeRedirect(target), target).toBe(DEFAULT_REDIRECT);
    }
  });

  it("allows an absolute URL only as a query value of a local path", () => {
    expect(sanitizeRedirect("/flashcards?from=http://x.example")).toBe("/flashcards?from=http://x.example");
  });

  it("never sends a user back to the sign-in page", () => {
    expect(sanitizeRedirect("/auth")).toBe(DEFAULT_REDIRECT);
    expect(sanitizeRedirect("/Auth?redirect=/auth")).toBe(DEFAULT_REDIRECT);
    expect(sanitizeRedirect("/authors")).toBe("/authors");
    expect(sanitizeRedirect("/auth/")).toBe(DEFAULT_REDIRECT);
    expect(sanitizeRedirect("/AUTH/oauth?redirect=/x")).toBe(DEFAULT_REDIRECT);
    expect(sanitizeRedirect("/auth/ChangePassword")).toBe("/auth/ChangePassword");
    expect(sanitizeRedirect("/auth/profile")).toBe("/auth/profile");
  });

  it("uses the caller's fallback", () => {
    expect(sanitizeRedirect("//evil.example", "/")).toBe("/");
  });

  it("normalises dot segments instead of trusting them", () => {
    expect(sanitizeRedirect("/flashcards/../auth")).toBe(DEFAULT_REDIRECT);
    expect(sanitizeRedirect("/a/../flashcards")).toBe("/flashcards");
  });
});

describe("guestRedirectTarget", () => {
  it("returns to the page the learner came from, after signing in or up", () => {
    expect(guestRedirectTarget("/about/how_to/pdf", { signedInHere: true })).toBe("/about/how_to/pdf");
    expect(guestRedirectTarget("/flashcards/abc/create?x=1", { signedInHere: false })).toBe("/flashcards/abc/create?x=1");
  });

  it("lands on the deck list after signing in or up with nowhere (safe) to return to", () => {
    expect(guestRedirectTarget(null, { signedInHere: true })).toBe("/flashcards");
    expect(guestRedirectTarget("https://evil.example/flashcards", { signedInHere: true })).toBe("/flashcards");
    expect(guestRedirectTarget("//evil.example", { signedInHere: true })).toBe("/flashcards");
    expect(guestRedirectTarget("/auth", { signedInHere: true })).toBe("/flashcards");
  });

  it("sends someone who opened the sign-in page already signed in to their profile", () => {
    expect(guestRedirectTarget(null, { signedInHere: false })).toBe("/auth/profile");
    expect(guestRedirectTarget("javascript:alert(1)", { signedInHere: false })).toBe("/auth/profile");
  });
});
