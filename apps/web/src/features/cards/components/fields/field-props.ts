import type { TCardDraft, TCardErrors } from "../../utils/card-draft.ts";

/** What every card type's fields get from the card form. */
export type TFieldsProps<T extends TCardDraft["type"]> = {
  draft: Extract<TCardDraft, { type: T }>;
  errors: TCardErrors;
  onChange: (draft: Extract<TCardDraft, { type: T }>) => void;
  autoFocus?: boolean;
};
