/**
 * The server's deck title rules (packages/api-contract/src/groups.ts), copied
 * so the deck pages do not ship zod just for two constants; the test keeps
 * them in step.
 */
export const DEFAULT_GROUP_TITLE = "New Deck";
export const MAX_GROUP_TITLE = 200;
