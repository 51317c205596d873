/**
 * How long a card's texts may be: the note schemas (notes.ts) enforce them and
 * the web's card forms read them. Kept apart from the zod schemas, so a form
 * that imports them ships no zod.
 */
export const MAX_TEXT = 5000;
export const MAX_OPTION_TEXT = 500;
export const MAX_CONCEPT_TEXT = 500;
export const MAX_FACT_TEXT = 1000;
export const MAX_FACTS = 20;
