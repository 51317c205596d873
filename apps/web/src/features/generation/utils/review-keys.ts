/** What a key does on the review screen. */
export type TReviewKeyAction = "next" | "previous" | "tick" | "drop" | "edit" | "section" | "add";

/** The element a key went to: only `closest` is read. */
type TKeyTarget = { closest: (selector: string) => unknown };
type TKeyEvent = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "defaultPrevented"> & {
  target: EventTarget | TKeyTarget | null;
};

const FIELD = "input:not([type='checkbox']), textarea, select, [contenteditable='true'], [role='dialog'], [role='menu'], [role='listbox']";

/**
 * The review screen's keys: J/K move, Space ticks, X drops or restores, E edits, A ticks the
 * section, Enter adds the ticked cards. None while a card is being edited, in a field, dialog or popover, with a
 * modifier held; Space and Enter leave a button, link or checkbox to do its own thing.
 */
export function reviewKeyAction(event: TKeyEvent, { isEditing }: { isEditing: boolean }): TReviewKeyAction | null {
  if (isEditing || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = isKeyTarget(event.target) ? event.target : null;
  if (target?.closest(FIELD)) return null;
  const onControl = Boolean(target?.closest("button, a[href], [role='button'], [role='checkbox'], input[type='checkbox']"));
  switch (event.key) {
    case "j":
    case "J":
      return "next";
    case "k":
    case "K":
      return "previous";
    case "x":
    case "X":
      return "drop";
    case "e":
    case "E":
      return "edit";
    case "a":
    case "A":
      return "section";
    case " ":
      return onControl ? null : "tick";
    case "Enter":
      return onControl ? null : "add";
    default:
      return null;
  }
}

function isKeyTarget(target: unknown): target is TKeyTarget {
  return typeof target === "object" && target !== null && typeof (target as TKeyTarget).closest === "function";
}
