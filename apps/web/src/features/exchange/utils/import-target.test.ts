import { describe, expect, it } from "vitest";
import { importTarget, initialTargetDraft } from "./import-target.ts";

describe("import target", () => {
  it("starts on the deck page's deck, else on a new deck", () => {
    expect(initialTargetDraft("d1")).toEqual({ kind: "existing", title: "", groupId: "d1" });
    expect(initialTargetDraft(undefined)).toEqual({ kind: "new", title: "", groupId: null });
  });

  it("sends a new deck's title only when one is typed, and an existing deck only once chosen", () => {
    expect(importTarget({ kind: "new", title: "  Biology ", groupId: "d1" })).toEqual({ kind: "new", title: "Biology" });
    expect(importTarget({ kind: "new", title: "   ", groupId: null })).toEqual({ kind: "new" });
    expect(importTarget({ kind: "existing", title: "Biology", groupId: "d1" })).toEqual({ kind: "existing", groupId: "d1" });
    expect(importTarget({ kind: "existing", title: "", groupId: null })).toBeNull();
  });
});
