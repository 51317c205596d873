import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { registerUserDataReset, resetUserData } from "./user-data-reset.ts";

describe("resetUserData", () => {
  it("runs every registered reset in order, with the app's query client, until unregistered", () => {
    const queryClient = new QueryClient();
    const calls: string[] = [];
    const unregisterDecks = registerUserDataReset((client) => calls.push(client === queryClient ? "decks" : "wrong client"));
    const unregisterOther = registerUserDataReset(() => calls.push("other"));

    resetUserData(queryClient);
    expect(calls).toEqual(["decks", "other"]);

    unregisterDecks();
    unregisterOther();
    resetUserData(queryClient);
    expect(calls).toEqual(["decks", "other"]);
  });
});
