import { describe, expect, it } from "vitest";
import { reviewKeyAction } from "./review-keys.ts";

/** A stand-in element that `closest` finds for the selectors `matches` accepts (the test runs without a DOM). */
function element(matches: (selector: string) => boolean) {
  const self = { closest: (selector: string) => (selector.split(",").some((part) => matches(part.trim())) ? self : null) };
  return self;
}
const body = element(() => false);
const textField = element((selector) => selector.startsWith("input:not") || selector === "textarea");
const inDialog = element((selector) => selector === "[role='dialog']");
const button = element((selector) => selector === "button");
const checkbox = element((selector) => selector === "input[type='checkbox']");

function key(value: string, target: ReturnType<typeof element> = body, extra: { ctrlKey?: boolean } = {}) {
  return { key: value, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, target, ...extra };
}

describe("reviewKeyAction", () => {
  it("maps J, K, Space, X, E, A and Enter", () => {
    const keys = ["j", "K", " ", "x", "E", "a", "Enter", "q"].map((value) => reviewKeyAction(key(value), { isEditing: false }));
    expect(keys).toEqual(["next", "previous", "tick", "drop", "edit", "section", "add", null]);
  });

  it("leaves typing, dialogs, modifiers and an open edit alone; Space and Enter to a focused button or checkbox", () => {
    expect(reviewKeyAction(key("j", textField), { isEditing: false })).toBeNull();
    expect(reviewKeyAction(key("x", inDialog), { isEditing: false })).toBeNull();
    expect(reviewKeyAction(key("j", body, { ctrlKey: true }), { isEditing: false })).toBeNull();
    expect(reviewKeyAction(key("j"), { isEditing: true })).toBeNull();
    expect(reviewKeyAction(key("Enter", button), { isEditing: false })).toBeNull();
    expect(reviewKeyAction(key(" ", checkbox), { isEditing: false })).toBeNull();
    // On a checkbox the letter keys still work.
    expect(reviewKeyAction(key("j", checkbox), { isEditing: false })).toBe("next");
  });
});
