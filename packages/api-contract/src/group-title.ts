// A deck's title rules, apart from the zod schemas of groups.ts: the web app's deck pages read them without loading zod.

/** The title of a deck created without one (an empty or missing title). */
export const DEFAULT_GROUP_TITLE = "New Deck";
export const MAX_GROUP_TITLE = 200;
