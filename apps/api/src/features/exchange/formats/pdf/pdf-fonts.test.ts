import { cardFaces } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { fontRuns, loadPdfFonts, missingCharacters, type TFontName } from "../../../../lib/pdf/pdf-fonts.ts";
import { numberedNotes, SCRIPT_NOTES } from "../../testing/pdf-test-decks.ts";

const LATIN = "The quick brown fox ÀÉÎÕÜ àéîõü çñß øæœ ŁłŠšŽžĞğŞş „quotes“ «guillemets» — – … € £ ° ½ ² ±";
const GREEK = "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ αβγδεζηθικλμνξοπρσςτυφχψω άέήίόύώ";
const CYRILLIC = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ абвгдеёжзийклмнопрстуфхцчшщъыьэюя ЄєІіЇїЂђЉљ";
const MATHS = "∑∫∮√∛≤≥≠≈≡∞→←↔⇒⇔∀∃∄∈∉⊂⊃⊆⊇∪∩∅∂∇∏ℝℕℤℚℂ⟨⟩";

describe("the PDF fonts", () => {
  it("draw Latin, Greek and Cyrillic text in Noto Sans, regular and bold", async () => {
    const fonts = await loadPdfFonts();
    for (const [style, font] of [
      ["regular", "sans"],
      ["bold", "sans-bold"],
    ] as const) {
      for (const text of [LATIN, GREEK, CYRILLIC]) {
        expect(fontRuns(fonts, text, style)).toEqual([{ text, font }]);
      }
    }
  });

  it("draw maths symbols Noto Sans lacks in Noto Sans Math, and the letters around them in Noto Sans", async () => {
    const fonts = await loadPdfFonts();
    for (const symbol of "∑∫√≤≥≠∞→∀∃∈⊂") {
      expect(fonts.coverage.sans.has(symbol.codePointAt(0)!), symbol).toBe(false);
      expect(fontRuns(fonts, symbol, "regular")).toEqual([{ text: symbol, font: "math" }]);
    }
    expect(fontRuns(fonts, "x ≤ y and α ∈ A", "bold")).toEqual<{ text: string; font: TFontName }[]>([
      { text: "x ", font: "sans-bold" },
      { text: "≤ ", font: "math" },
      { text: "y and α ", font: "sans-bold" },
      { text: "∈ ", font: "math" },
      { text: "A", font: "sans-bold" },
    ]);
  });

  it("have a glyph for every character of the test cards and of the page furniture", async () => {
    const fonts = await loadPdfFonts();
    const sides = [...SCRIPT_NOTES, ...numberedNotes(10)].flatMap((note) => Object.values(cardFaces(note.content)));
    const furniture = "Questions Answers Page 1 of 2 Question Answer # Sheet 1 of 3, fronts: backs Source: › · […] • …";
    expect(missingCharacters(fonts, [LATIN, GREEK, CYRILLIC, MATHS, furniture, ...sides].join("\n"))).toEqual([]);
  });

  it("name the characters no font can draw", async () => {
    const fonts = await loadPdfFonts();
    expect(missingCharacters(fonts, "中文 and 😀 and ∑ and 中")).toEqual(["中", "文", "😀"]);
  });
});
