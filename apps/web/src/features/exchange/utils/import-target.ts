import type { TImportTarget } from "@mnemo/api-contract";

/** The target as the form holds it: both fields kept, so switching back and forth loses nothing. */
export type TTargetDraft = { kind: "new" | "existing"; title: string; groupId: string | null };

/** What `imports.commit` is sent, or null while an existing deck is still to be chosen. */
export function importTarget(draft: TTargetDraft): TImportTarget | null {
  if (draft.kind === "existing") return draft.groupId ? { kind: "existing", groupId: draft.groupId } : null;
  const title = draft.title.trim();
  return title ? { kind: "new", title } : { kind: "new" };
}

/** The form's first state: the deck page's deck, else a new deck. */
export function initialTargetDraft(deckId: string | undefined): TTargetDraft {
  return deckId ? { kind: "existing", title: "", groupId: deckId } : { kind: "new", title: "", groupId: null };
}
