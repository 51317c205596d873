/** Where the deck store's server state sits in react-query's cache. */
export const GROUP_NOTES_KEY_PREFIX = "group-notes";
export const groupNotesQueryKey = (groupId: string) => [GROUP_NOTES_KEY_PREFIX, groupId.toLowerCase()] as const;
/** Matches tRPC's keys for every `groups.*` query (`[["groups", "list"], {...}]`). */
export const GROUPS_QUERY_KEY_FILTER = [["groups"]] as const;
