import { citationHref } from "@mnemo/api-contract";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { TSection } from "../reading/document.ts";
import { inlineText, notesPdfElements } from "./notes-pdf-elements.ts";
import { studyNotesMarkdown, type TStudyNotesDocument } from "./study-notes-markdown.ts";
import { writeStudyNotesPdf } from "./study-notes-pdf.ts";

const SECTIONS: TSection[] = [
  { index: 0, page: 12, text: "Mitochondria release energy from glucose through respiration." },
  { index: 1, slide: 4, text: "Ribosomes build proteins from amino acids." },
];
const cite = (label: string, sectionIndex: number, start: number, end: number) =>
  `[${label}](${citationHref({ sectionIndex, start, end })})`;

const NOTES: TStudyNotesDocument = {
  title: "Cells #1",
  blocks: [
    { kind: "overview", title: "Cells #1", markdown: "A 2-page PDF on cells." },
    {
      kind: "part",
      title: "Energy",
      markdown: [
        `- Mitochondria release energy. ${cite("p. 12", 0, 0, 40)}`,
        `  - _Example:_ muscle cells have many. ${cite("p. 12", 0, 0, 40)}`,
        `- Ribosomes build proteins. ${cite("slide 4", 1, 0, 24)}`,
      ].join("\n"),
    },
    { kind: "part", title: "Edited", markdown: `My own words, citing a place no longer there ${cite("p. 99", 7, 0, 5)}.` },
    {
      kind: "self_check",
      title: "Check yourself",
      markdown: "<details><summary>What is &lt;ATP&gt;?<br>Say it</summary>\n\nThe cell's \\*energy\\*\\\nmolecule\n\n</details>",
    },
  ],
};

describe("studyNotesMarkdown", () => {
  const markdown = studyNotesMarkdown(NOTES, SECTIONS);

  it("writes the title, each block under its heading, citations as numbered footnotes with their quotes", () => {
    expect(markdown).toBe(
      [
        "# Cells \\#1",
        "A 2-page PDF on cells.",
        "## Energy",
        "- Mitochondria release energy.[^1]\n  - _Example:_ muscle cells have many.[^1]\n- Ribosomes build proteins.[^2]",
        "## Edited",
        "My own words, citing a place no longer there[^3].",
        "## Check yourself",
        "**Q:** What is \\<ATP\\>?\\\nSay it\n\n**A:** The cell's \\*energy\\*\\\nmolecule",
        ["[^1]: p. 12: “Mitochondria release energy from glucose”", "[^2]: slide 4: “Ribosomes build proteins”", "[^3]: p. 99"].join("\n"),
      ].join("\n\n") + "\n",
    );
  });

  it("shortens long quotes and escapes them", () => {
    const sections: TSection[] = [{ index: 0, text: `*${"word ".repeat(80)}` }];
    const out = studyNotesMarkdown(
      { title: "T", blocks: [{ kind: "part", title: "P", markdown: `- x ${cite("§ 1", 0, 0, 401)}` }] },
      sections,
    );
    const footnote = out.split("\n").find((line) => line.startsWith("[^1]:"))!;
    expect(footnote.startsWith("[^1]: § 1: “\\*word word")).toBe(true);
    expect(footnote.endsWith("…”")).toBe(true);
    expect(footnote.length).toBeLessThan(230);
  });

  it("writes no footnote list without citations", () => {
    expect(studyNotesMarkdown({ title: "T", blocks: [{ kind: "overview", title: "T", markdown: "Nothing." }] }, [])).toBe(
      "# T\n\nNothing.\n",
    );
  });
});

describe("the notes' PDF", () => {
  it("reads the Markdown into headings, bullets with their depth, paragraphs and footnotes", () => {
    const elements = notesPdfElements(studyNotesMarkdown(NOTES, SECTIONS));
    expect(elements.map((element) => element.kind)).toEqual([
      "title",
      "paragraph",
      "heading",
      "bullet",
      "bullet",
      "bullet",
      "heading",
      "paragraph",
      "heading",
      "paragraph",
      "paragraph",
      "footnote",
      "footnote",
      "footnote",
    ]);
    expect(elements[4]).toMatchObject({ kind: "bullet", depth: 1 });
    expect(inlineText("**Q:** What is <ATP>?\\\nSay [it](http://x) [^2] _now_ snake_case")).toEqual([
      { text: "Q:", style: "bold" },
      { text: " What is ?\nSay it  [2] now snake_case" },
    ]);
  });

  it("is a PDF with the notes' text and the sources at the end", async () => {
    const bytes = await writeStudyNotesPdf({
      title: "Cells",
      markdown: studyNotesMarkdown(NOTES, SECTIONS),
      now: new Date("2026-01-01T00:00:00Z"),
    });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { text, totalPages } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const compact = text.replace(/\s+/g, "");
    expect(totalPages).toBe(1);
    for (const expected of [
      "Mitochondriareleaseenergy.[1]",
      "Q:Whatis<ATP>?",
      "Sources",
      "1.p.12:“Mitochondriareleaseenergyfromglucose”",
      "Page1of1",
    ]) {
      expect(compact).toContain(expected);
    }
  });

  it("flows long notes over numbered pages", async () => {
    const markdown = `# Long\n\n${Array.from({ length: 150 }, (_, at) => `- Point number ${at} says something worth knowing.`).join("\n")}\n`;
    const bytes = await writeStudyNotesPdf({ title: "Long", markdown, now: new Date("2026-01-01T00:00:00Z") });
    const { text, totalPages } = await extractText(await getDocumentProxy(bytes), { mergePages: false });
    expect(totalPages).toBeGreaterThan(1);
    expect(text.at(-1)!.replace(/\s+/g, "")).toContain(`Page${totalPages}of${totalPages}`);
    expect(text.join(" ").replace(/\s+/g, "")).toContain("Pointnumber149");
  });
});
