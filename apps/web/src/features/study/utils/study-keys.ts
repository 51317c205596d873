import { RATINGS, TWO_BUTTON_RATINGS, type TNoteType, type TRating } from "@mnemo/api-contract";

/** What a key press does in a study session. */
export type TStudyKeyAction = { type: "reveal" } | { type: "rate"; rating: TRating } | { type: "pick"; index: number } | { type: "undo" };

/** The buttons in a row: Again, Hard, Good, Easy; two-button mode keeps Again and Good (the contract's TWO_BUTTON_RATINGS). */
export function ratingsFor(twoButtons: boolean): readonly TRating[] {
  return twoButtons ? TWO_BUTTON_RATINGS : RATINGS;
}

/** The key for a rating: its place in the row, so two-button mode is 1 and 2. */
export function ratingKey(rating: TRating, ratings: readonly TRating[]): string {
  return String(ratings.indexOf(rating) + 1);
}

const MCQ_KEYS = ["a", "b", "c", "d"];
/** True/false cards pick index 0 for True, 1 for False. */
const TRUE_FALSE_KEYS = ["t", "f"];

export type TStudyKeyContext = {
  isRevealed: boolean;
  cardType: TNoteType;
  ratings: readonly TRating[];
  /** The rating Space or Enter confirms once revealed. */
  preselected: TRating;
  /** Focus is on a button or link, which answers Space and Enter itself. */
  isOnControl: boolean;
};

export type TKeyPress = { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; shiftKey?: boolean };

/**
 * The session's keyboard: Space or Enter shows the answer, A–D picks a
 * multiple-choice option, T or F answers a true/false card, 1–4 (1–2 with two
 * buttons) rate, Space or Enter confirm the preselected rating, and U or
 * Ctrl+Z (⌘Z) undo. Anything else is left to the page.
 */
export function studyKeyAction(press: TKeyPress, context: TStudyKeyContext): TStudyKeyAction | null {
  const key = press.key.toLowerCase();
  if (press.altKey) return null;
  if (press.ctrlKey || press.metaKey) return key === "z" && !press.shiftKey ? { type: "undo" } : null;
  if (key === "u") return { type: "undo" };
  const isConfirm = key === " " || key === "enter";
  if (!context.isRevealed) {
    if (isConfirm) return context.isOnControl ? null : { type: "reveal" };
    const choices = context.cardType === "mcq" ? MCQ_KEYS : context.cardType === "truefalse" ? TRUE_FALSE_KEYS : [];
    const index = choices.indexOf(key);
    return index === -1 ? null : { type: "pick", index };
  }
  if (isConfirm) return context.isOnControl ? null : { type: "rate", rating: context.preselected };
  if (/^[1-9]$/.test(key)) {
    const rating = context.ratings[Number(key) - 1];
    return rating ? { type: "rate", rating } : null;
  }
  return null;
}

/** U, or Ctrl+Z (⌘Z): the session's undo, on a card or on the summary. */
export function isUndoKey(press: TKeyPress): boolean {
  return (
    studyKeyAction(press, { isRevealed: false, cardType: "qna", ratings: [], preselected: "good", isOnControl: false })?.type === "undo"
  );
}

/** E, alone: edit the card on screen. */
export function isEditKey(press: TKeyPress): boolean {
  return press.key.toLowerCase() === "e" && !press.ctrlKey && !press.metaKey && !press.altKey;
}

/** After a pick, the rating offered first: a wrong pick is Again, a right one Good. */
export function preselectedRating(pickedCorrectly: boolean | null): TRating {
  return pickedCorrectly === false ? "again" : "good";
}
