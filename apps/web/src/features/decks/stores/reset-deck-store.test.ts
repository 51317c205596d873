import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createDeckClientStore } from "./deck-client-store.ts";
import { groupNotesQueryKey } from "./deck-query-keys.ts";
import { INITIAL_DECK_CLIENT_STATE } from "./deck-store-state.ts";
import { resetDeckStore } from "./reset-deck-store.ts";

describe("resetDeckStore", () => {
  it("forgets the decks, their notes and the remembered choices, and nothing else", () => {
    const queryClient = new QueryClient();
    // tRPC's own key shape for groups.list.
    const groupsKey = [["groups", "list"], { type: "query" }];
    queryClient.setQueryData(groupsKey, [{ id: "g1" }]);
    queryClient.setQueryData(groupNotesQueryKey("g1"), { pages: [], pageParams: [] });
    queryClient.setQueryData(["auth", "session"], { user: { id: "u1" } });
    queryClient.setQueryData([["plans", "list"], { type: "query" }], []);
    const store = createDeckClientStore(() => null);
    store.update("u1", { activeGroup: "g1", layout: "layout-list", notesVisible: false });

    resetDeckStore(queryClient, store);

    expect(queryClient.getQueryData(groupsKey)).toBeUndefined();
    expect(queryClient.getQueryData(groupNotesQueryKey("g1"))).toBeUndefined();
    expect(queryClient.getQueryData(["auth", "session"])).toEqual({ user: { id: "u1" } });
    expect(queryClient.getQueryData([["plans", "list"], { type: "query" }])).toEqual([]);
    expect(store.getState()).toEqual(INITIAL_DECK_CLIENT_STATE);
  });
});
