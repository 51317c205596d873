import { describe, expect, it } from "vitest";
import { studyErrorKind } from "./study-errors.ts";

describe("studyErrorKind", () => {
  it("reads tRPC's HTTP status and network failures", () => {
    expect(studyErrorKind({ data: { httpStatus: 409, code: "CONFLICT" } })).toBe("conflict");
    expect(studyErrorKind({ data: { httpStatus: 404, code: "NOT_FOUND" } })).toBe("not_found");
    expect(studyErrorKind(new TypeError("Failed to fetch"))).toBe("network");
    expect(studyErrorKind({ data: { httpStatus: 503 } })).toBe("network");
    expect(studyErrorKind({ data: { httpStatus: 400 } })).toBe("other");
  });
});
