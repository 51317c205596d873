import { describe, expect, it } from "vitest";
import { formatSize } from "./format-size.ts";

describe("formatSize", () => {
  it("reads nothing as 0 KB and a few bytes as 1 KB", () => {
    expect(formatSize(0)).toBe("0 KB");
    expect(formatSize(-5)).toBe("0 KB");
    expect(formatSize(Number.NaN)).toBe("0 KB");
    expect(formatSize(1)).toBe("1 KB");
    expect(formatSize(700)).toBe("1 KB");
  });

  it("counts kilobytes up to a megabyte, rounded", () => {
    expect(formatSize(12 * 1024)).toBe("12 KB");
    expect(formatSize(12 * 1024 + 700)).toBe("13 KB");
    expect(formatSize(1023 * 1024)).toBe("1,023 KB");
  });

  it("counts megabytes with one decimal, whole past 100", () => {
    expect(formatSize(1024 * 1024)).toBe("1 MB");
    expect(formatSize(2.44 * 1024 * 1024)).toBe("2.4 MB");
    expect(formatSize(150.6 * 1024 * 1024)).toBe("151 MB");
  });
});
