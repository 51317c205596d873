import { describe, expect, it } from "vitest";
import { formatTimecode } from "./timecode.ts";

describe("formatTimecode", () => {
  it("shows minutes, seconds and hundredths, zero-padded", () => {
    expect(formatTimecode(0)).toBe("00:00.00");
    expect(formatTimecode(3_456)).toBe("00:03.45");
    expect(formatTimecode(12 * 60_000 + 7_990)).toBe("12:07.99");
  });

  it("never shows a negative time", () => {
    expect(formatTimecode(-50)).toBe("00:00.00");
  });
});
