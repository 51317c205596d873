import * as contract from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { DEFAULT_GROUP_TITLE, MAX_GROUP_TITLE } from "./group-title.ts";

describe("deck title rules", () => {
  it("match the server's", () => {
    expect(DEFAULT_GROUP_TITLE).toBe(contract.DEFAULT_GROUP_TITLE);
    expect(DEFAULT_GROUP_TITLE).toBe("New Deck");
    expect(MAX_GROUP_TITLE).toBe(contract.MAX_GROUP_TITLE);
    expect(contract.ZCreateGroupInputSchema.parse({ title: "" }).title).toBe(DEFAULT_GROUP_TITLE);
  });
});
