import { ZSearchCursorSchema } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { decodeSearchCursor, encodeSearchCursor, escapeLikePattern } from "./search-paging.ts";

describe("escapeLikePattern", () => {
  it("escapes LIKE wildcards and the escape character so they match literally", () => {
    expect(escapeLikePattern("100% of_you \\o/")).toBe("100\\% of\\_you \\\\o/");
  });

  it("leaves ordinary text alone", () => {
    expect(escapeLikePattern("Café [x] (y) *z*")).toBe("Café [x] (y) *z*");
  });
});

describe("search cursor", () => {
  it("round-trips the last card's time and id, in the shape the input schema accepts", () => {
    const last = { createdAt: new Date("2026-11-21T12:34:56.789Z"), id: "0190f3b4-0000-7000-8000-00000000abcd" };
    const cursor = encodeSearchCursor(last);
    expect(ZSearchCursorSchema.safeParse(cursor).success).toBe(true);
    expect(decodeSearchCursor(cursor)).toEqual(last);
  });

  it("is refused by the input schema when tampered with", () => {
    expect(ZSearchCursorSchema.safeParse("2026-11-21T12:34:56.789Z_not-a-uuid").success).toBe(false);
    expect(ZSearchCursorSchema.safeParse("yesterday_0190f3b4-0000-7000-8000-00000000abcd").success).toBe(false);
  });
});
