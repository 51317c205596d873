import { describe, expect, it } from "vitest";
import { practicePrintHref } from "./practice-print.ts";

describe("practicePrintHref", () => {
  it("asks for a PDF with its version and paper", () => {
    expect(practicePrintHref("t-1", { format: "pdf", version: "B", paper: "letter" })).toBe(
      "/api/practice/t-1/print?format=pdf&version=B&paper=letter",
    );
  });

  it("leaves the paper out of Markdown and text, which have none", () => {
    expect(practicePrintHref("t/1", { format: "md", version: "A", paper: "a4" })).toBe("/api/practice/t%2F1/print?format=md&version=A");
  });
});
