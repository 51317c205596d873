import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "./front-matter.ts";

describe("parseFrontMatter", () => {
  it("reads key: value lines and returns the body after the fence", () => {
    const raw = "---\ntitle: Make cards from a PDF\ndescription: 'Upload, check, save: done.'\norder: 3\n---\n## Step 1\n\nText";
    expect(parseFrontMatter(raw)).toEqual({
      attributes: { title: "Make cards from a PDF", description: "Upload, check, save: done.", order: "3" },
      body: "## Step 1\n\nText",
    });
  });

  it("keeps colons inside values and strips double quotes", () => {
    expect(parseFrontMatter('---\ntitle: "Step 1: paste"\n---\n').attributes).toEqual({ title: "Step 1: paste" });
  });

  it("accepts CRLF line ends, a byte-order mark, blank and comment lines", () => {
    const raw = "\uFEFF---\r\ntitle: T\r\n\r\n# a note\r\norder: 1\r\n---\r\nBody";
    expect(parseFrontMatter(raw)).toEqual({ attributes: { title: "T", order: "1" }, body: "Body" });
  });

  it("treats a file without front matter as all body", () => {
    expect(parseFrontMatter("## Just text\n")).toEqual({ attributes: {}, body: "## Just text\n" });
  });

  it("refuses a line that is not key: value", () => {
    expect(() => parseFrontMatter("---\ntitle T\n---\n")).toThrow("Front matter line is not 'key: value': title T");
  });
});
