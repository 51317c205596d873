import { describe, expect, it } from "vitest";
import { sessionMode } from "./session-mode.ts";

describe("sessionMode", () => {
  it("is the playground only once nobody is known to be signed in", () => {
    expect(sessionMode({ user: null, isPending: false, error: null })).toBe("playground");
    expect(sessionMode({ user: null, isPending: true, error: null })).toBe("pending");
    expect(sessionMode({ user: null, isPending: false, error: new Error("offline") })).toBe("error");
  });

  it("is never the playground for a signed-in user", () => {
    expect(sessionMode({ user: { id: "u1" }, isPending: false, error: null })).toBe("signed-in");
    expect(sessionMode({ user: { id: "u1" }, isPending: false, error: new Error("refetch failed") })).toBe("signed-in");
  });
});
