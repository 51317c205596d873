import { MAX_SOURCE_TITLE } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import type { TSection } from "../reading/document.ts";
import { sourceTitle, TEXT_TITLE_CHARS, UNTITLED_SOURCE } from "./source-title.ts";

const section = (text: string, more: { heading?: string; slide?: number } = {}) => ({ index: 0, text, ...more });

describe("sourceTitle", () => {
  it("names pasted text by its first line, cut at a word", () => {
    expect(sourceTitle({ kind: "text", sections: [section("\nPhotosynthesis\n\nPlants turn light into sugar.")] })).toBe("Photosynthesis");
    const long =
      "The process by which green plants and some other organisms use sunlight to synthesize foods from carbon dioxide and water";
    const title = sourceTitle({ kind: "text", sections: [section(long)] });
    expect(title.length).toBeLessThanOrEqual(TEXT_TITLE_CHARS);
    expect(title).toBe("The process by which green plants and some other organisms use sunlight to…");
  });

  it("names pasted Markdown by its opening heading, which the reading lifted out of the text", () => {
    const sections = [section("Cellular respiration is the process by which cells break down glucose.", { heading: "Cell respiration" })];
    expect(sourceTitle({ kind: "text", sections })).toBe("Cell respiration");
  });

  it("prefers the document's own title, then the first slide title or heading, then the file name without extension", () => {
    const sections = [section("Body", { heading: "Cell biology", slide: 1 })];
    expect(sourceTitle({ kind: "docx", title: "  Lecture\t3 ", sections, fileName: "l3.docx" })).toBe("Lecture 3");
    expect(sourceTitle({ kind: "pptx", sections, fileName: "l3.pptx" })).toBe("Cell biology");
    expect(
      sourceTitle({
        kind: "pptx",
        sections: [section("a", { slide: 1 }), section("b", { slide: 2, heading: "Later" })],
        fileName: "deck_v2.pptx",
      }),
    ).toBe("deck v2");
    expect(sourceTitle({ kind: "pdf", sections: [section("Text")], fileName: "Week 4 – Genetics.pdf" })).toBe("Week 4 – Genetics");
  });

  it("names a PDF by a top heading on its first page only, else by its file name", () => {
    const pdf = (sections: TSection[]) => sourceTitle({ kind: "pdf", sections, fileName: "lecture_1.pdf" });
    expect(pdf([{ index: 0, page: 1, heading: "Search algorithms", level: 1, text: "Search is…" }])).toBe("Search algorithms");
    expect(
      pdf([
        { index: 0, page: 1, text: "Cover" },
        { index: 1, page: 2, heading: "TABLE OF CONTENTS", level: 1, text: "1 Intro" },
      ]),
    ).toBe("lecture 1");
    expect(pdf([{ index: 0, page: 1, heading: "2.3 Heuristics", level: 2, text: "A heuristic…" }])).toBe("lecture 1");
  });

  it("always gives a title the rename schema accepts", () => {
    expect(sourceTitle({ kind: "image", sections: [section("x")] })).toBe(UNTITLED_SOURCE);
    expect(sourceTitle({ kind: "text", sections: [section("\u200b\u200b")] })).toBe(UNTITLED_SOURCE);
    expect(sourceTitle({ kind: "pdf", sections: [], fileName: `${"a".repeat(300)}.pdf` }).length).toBeLessThanOrEqual(MAX_SOURCE_TITLE);
  });
});
