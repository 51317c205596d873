import { describe, expect, it } from "vitest";
import { HttpError } from "@/lib/http-error.ts";
import { droppedLabel, isTooManyWaiting, waitingLimitOf } from "./waiting-uploads.ts";

describe("waiting uploads", () => {
  it("recognise the upload refused because too many wait, and its limit", () => {
    const refused = new HttpError(429, "You have 5 files waiting to be imported.", "TOO_MANY_REQUESTS", [], { limit: 5 });
    expect(isTooManyWaiting(refused)).toBe(true);
    expect(waitingLimitOf(refused)).toBe(5);
    expect(isTooManyWaiting(new HttpError(415, "Not a kind Mnemo imports", "FILE_TYPE_NOT_SUPPORTED"))).toBe(false);
    expect(isTooManyWaiting(new TypeError("network"))).toBe(false);
    expect(waitingLimitOf(new HttpError(429, "Slow down"))).toBeNull();
  });

  it("say when an upload is dropped, in minutes and as a time of day", () => {
    const now = new Date("2031-01-02T15:00:00Z");
    expect(droppedLabel("2031-01-02T15:42:00Z", now, "UTC")).toBe("dropped in 42 minutes, at 3:42 PM");
    expect(droppedLabel("2031-01-02T15:00:30Z", now, "UTC")).toBe("dropped in 1 minute, at 3:00 PM");
    expect(droppedLabel("2031-01-02T14:59:00Z", now, "UTC")).toBe("dropped now");
  });
});
