import { describe, expect, it } from "vitest";
import { isUndoKey, preselectedRating, ratingKey, ratingsFor, studyKeyAction, type TStudyKeyContext } from "./study-keys.ts";

const FOUR_BUTTON_RATINGS = ratingsFor(false);
const TWO_BUTTON_RATINGS = ratingsFor(true);

const front: TStudyKeyContext = {
  isRevealed: false,
  cardType: "qna",
  ratings: FOUR_BUTTON_RATINGS,
  preselected: "good",
  isOnControl: false,
};
const back: TStudyKeyContext = { ...front, isRevealed: true };

describe("studyKeyAction", () => {
  it("shows the answer with Space or Enter, unless a button has focus (it clicks itself)", () => {
    expect(studyKeyAction({ key: " " }, front)).toEqual({ type: "reveal" });
    expect(studyKeyAction({ key: "Enter" }, front)).toEqual({ type: "reveal" });
    expect(studyKeyAction({ key: "Enter" }, { ...front, isOnControl: true })).toBeNull();
  });

  it("rates with 1-4 once the answer is shown, and not before", () => {
    expect(studyKeyAction({ key: "1" }, back)).toEqual({ type: "rate", rating: "again" });
    expect(studyKeyAction({ key: "2" }, back)).toEqual({ type: "rate", rating: "hard" });
    expect(studyKeyAction({ key: "3" }, back)).toEqual({ type: "rate", rating: "good" });
    expect(studyKeyAction({ key: "4" }, back)).toEqual({ type: "rate", rating: "easy" });
    expect(studyKeyAction({ key: "5" }, back)).toBeNull();
    expect(studyKeyAction({ key: "3" }, front)).toBeNull();
  });

  it("uses 1 and 2 in two-button mode", () => {
    const two = { ...back, ratings: TWO_BUTTON_RATINGS };
    expect(studyKeyAction({ key: "1" }, two)).toEqual({ type: "rate", rating: "again" });
    expect(studyKeyAction({ key: "2" }, two)).toEqual({ type: "rate", rating: "good" });
    expect(studyKeyAction({ key: "3" }, two)).toBeNull();
    expect(ratingKey("good", TWO_BUTTON_RATINGS)).toBe("2");
    expect(ratingKey("good", FOUR_BUTTON_RATINGS)).toBe("3");
  });

  it("confirms the preselected rating with Space or Enter on the answer side", () => {
    expect(studyKeyAction({ key: "Enter" }, { ...back, preselected: "again" })).toEqual({ type: "rate", rating: "again" });
    expect(studyKeyAction({ key: " " }, { ...back, isOnControl: true })).toBeNull();
  });

  it("picks options A-D on a multiple-choice card and T/F on a true/false one", () => {
    const mcq = { ...front, cardType: "mcq" as const };
    expect(studyKeyAction({ key: "a" }, mcq)).toEqual({ type: "pick", index: 0 });
    expect(studyKeyAction({ key: "D" }, mcq)).toEqual({ type: "pick", index: 3 });
    expect(studyKeyAction({ key: "e" }, mcq)).toBeNull();
    const trueFalse = { ...front, cardType: "truefalse" as const };
    expect(studyKeyAction({ key: "t" }, trueFalse)).toEqual({ type: "pick", index: 0 });
    expect(studyKeyAction({ key: "F" }, trueFalse)).toEqual({ type: "pick", index: 1 });
    expect(studyKeyAction({ key: "a" }, front)).toBeNull();
    expect(studyKeyAction({ key: "a" }, { ...mcq, isRevealed: true })).toBeNull();
  });

  it("undoes with U or Ctrl+Z / Cmd+Z on either side, and leaves other shortcuts alone", () => {
    expect(studyKeyAction({ key: "u" }, front)).toEqual({ type: "undo" });
    expect(studyKeyAction({ key: "z", ctrlKey: true }, back)).toEqual({ type: "undo" });
    expect(studyKeyAction({ key: "Z", metaKey: true }, back)).toEqual({ type: "undo" });
    expect(studyKeyAction({ key: "z", ctrlKey: true, shiftKey: true }, back)).toBeNull();
    expect(studyKeyAction({ key: "r", ctrlKey: true }, back)).toBeNull();
    expect(studyKeyAction({ key: "1", altKey: true }, back)).toBeNull();
  });
});

describe("preselectedRating", () => {
  it("offers Again after a wrong pick and Good otherwise", () => {
    expect(preselectedRating(false)).toBe("again");
    expect(preselectedRating(true)).toBe("good");
    expect(preselectedRating(null)).toBe("good");
  });
});

describe("isUndoKey", () => {
  it("is U or Ctrl/Cmd+Z, nothing else", () => {
    expect(isUndoKey({ key: "u" })).toBe(true);
    expect(isUndoKey({ key: "z", ctrlKey: true })).toBe(true);
    expect(isUndoKey({ key: "z" })).toBe(false);
    expect(isUndoKey({ key: " " })).toBe(false);
  });
});
