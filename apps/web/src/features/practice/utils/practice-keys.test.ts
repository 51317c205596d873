import { describe, expect, it } from "vitest";
import { keyTarget, practiceKeyAction } from "./practice-keys.ts";

const press = (key: string, modifiers: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});
const choice = { format: "multiple_choice" as const, optionCount: 4, isAnswered: false, target: "other" as const };

describe("the practice test's keys", () => {
  it("chooses an option by 1-4 or A-D, within the options there are", () => {
    expect(practiceKeyAction(press("1"), choice)).toEqual({ type: "choose", index: 0 });
    expect(practiceKeyAction(press("4"), choice)).toEqual({ type: "choose", index: 3 });
    expect(practiceKeyAction(press("C"), choice)).toEqual({ type: "choose", index: 2 });
    expect(practiceKeyAction(press("d"), { ...choice, optionCount: 3 })).toBeNull();
    expect(practiceKeyAction(press("5"), choice)).toBeNull();
  });

  it("answers true or false by 1/2 or T/F", () => {
    const trueFalse = { ...choice, format: "true_false" as const, optionCount: 2 };
    expect(practiceKeyAction(press("t"), trueFalse)).toEqual({ type: "choose", index: 0 });
    expect(practiceKeyAction(press("F"), trueFalse)).toEqual({ type: "choose", index: 1 });
    expect(practiceKeyAction(press("2"), trueFalse)).toEqual({ type: "choose", index: 1 });
    expect(practiceKeyAction(press("a"), trueFalse)).toBeNull();
  });

  it("submits with Enter, goes on with Enter once answered, and N always goes on", () => {
    expect(practiceKeyAction(press("Enter"), choice)).toEqual({ type: "submit" });
    expect(practiceKeyAction(press("Enter"), { ...choice, isAnswered: true })).toEqual({ type: "next" });
    expect(practiceKeyAction(press("n"), choice)).toEqual({ type: "next" });
    expect(practiceKeyAction(press("1"), { ...choice, isAnswered: true })).toBeNull();
  });

  it("leaves text fields their keys, buttons their Enter, and any key with a modifier to the browser", () => {
    expect(practiceKeyAction(press("1"), { ...choice, target: "text" })).toBeNull();
    expect(practiceKeyAction(press("n"), { ...choice, target: "text" })).toBeNull();
    expect(practiceKeyAction(press("Enter"), { ...choice, target: "button" })).toBeNull();
    expect(practiceKeyAction(press("n"), { ...choice, isAnswered: true, target: "button" })).toEqual({ type: "next" });
    expect(practiceKeyAction(press("1", { ctrlKey: true }), choice)).toBeNull();
    expect(practiceKeyAction(press("n", { metaKey: true }), choice)).toBeNull();
  });

  it("does not choose on written, matching or ordering questions", () => {
    for (const format of ["written", "fill_in", "matching", "ordering"] as const) {
      expect(practiceKeyAction(press("1"), { ...choice, format, optionCount: 0 })).toBeNull();
    }
  });

  it("tells text fields and buttons from radios and the page", () => {
    expect(keyTarget({ tagName: "INPUT", type: "text" })).toBe("text");
    expect(keyTarget({ tagName: "INPUT", type: "radio" })).toBe("other");
    expect(keyTarget({ tagName: "SELECT" })).toBe("text");
    expect(keyTarget({ tagName: "TEXTAREA" })).toBe("text");
    expect(keyTarget({ tagName: "DIV", isContentEditable: true })).toBe("text");
    expect(keyTarget({ tagName: "BUTTON" })).toBe("button");
    expect(keyTarget({ tagName: "A" })).toBe("button");
    expect(keyTarget({ tagName: "BODY" })).toBe("other");
    expect(keyTarget(null)).toBe("other");
  });
});
