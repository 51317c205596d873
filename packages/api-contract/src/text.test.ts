import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ZCreateGroupInputSchema } from "./groups.ts";
import { ZSearchCursorSchema, ZSearchNotesInputSchema } from "./notes.ts";
import { cleanLine, cleanText, countWords } from "./text.ts";

const TWO_SENTENCES =
  "The mitochondrion is the organelle that makes most of the cell's ATP through aerobic respiration. " +
  "Its inner membrane folds into cristae, which give the electron transport chain a large surface to work on.";

describe("cleanText and cleanLine", () => {
  it("drop NUL and other controls, keep tabs and line breaks in text", () => {
    expect(cleanText("a\u0000b\u0007c\u001Fd\u007Fe\u0085f\tg\nh\r\ni")).toBe("abcdef\tg\nh\r\ni");
  });

  it("replace lone surrogates with U+FFFD and keep real pairs", () => {
    expect(cleanText("x\uD800y")).toBe("x\uFFFDy");
    expect(cleanText("x\uDC00y")).toBe("x\uFFFDy");
    expect(cleanText("emoji \uD83D\uDE00 ok")).toBe("emoji \uD83D\uDE00 ok");
  });

  it("cleanLine removes bidirectional overrides and turns line breaks into spaces", () => {
    expect(cleanLine("Biology\u202E fdp.exe\u202C")).toBe("Biology fdp.exe");
    expect(cleanLine("a\u2066b\u2069c\u200Fd")).toBe("abcd");
    expect(cleanLine("Two\nlines\tand\r\na tab")).toBe("Two lines and a tab");
  });

  it("always give well-formed text a database can store", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (value) => {
        const cleaned = cleanText(value);
        expect(cleaned).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
        expect(() => encodeURIComponent(cleaned)).not.toThrow();
        expect(cleaned.includes("\u0000")).toBe(false);
        expect(cleanLine(value)).not.toMatch(/[\u202A-\u202E\u2066-\u2069\n]/);
      }),
    );
  });

  it("are what the input schemas apply before their length checks", () => {
    expect(ZCreateGroupInputSchema.parse({ title: "  Cells\u0000\u202E  " })).toEqual({ title: "Cells" });
    // A title of nothing but controls is an empty title: the default name.
    expect(ZCreateGroupInputSchema.parse({ title: "\u0000\u0001" })).toEqual({ title: "New Deck" });
    expect(ZSearchNotesInputSchema.parse({ query: "a\u0000b\uD800" }).query).toBe("ab\uFFFD");
  });
});

describe("search cursors", () => {
  const id = "0b8a3d0e-7f1c-4b8e-9a51-3f0f1d2c4e5a";
  it("take a real time and refuse times that match the pattern but do not exist", () => {
    expect(ZSearchCursorSchema.safeParse(`2026-11-24T10:00:00.000Z_${id}`).success).toBe(true);
    for (const time of ["0000-01-01T00:00:00.000Z", "2026-13-01T00:00:00.000Z", "2026-02-30T00:00:00.000Z", "2026-01-01T25:00:00.000Z"]) {
      const result = ZSearchCursorSchema.safeParse(`${time}_${id}`);
      expect(result.success, time).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("cursor is not valid: pass the nextCursor of the previous page.");
    }
  });
});

describe("countWords (the monthly quota)", () => {
  it("counts plain text by its words", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("   ")).toBe(0);
    expect(countWords("The cat sat on the mat.")).toBe(6);
    expect(countWords(TWO_SENTENCES)).toBe(33);
  });

  it("cannot be shrunk by joining words with blank look-alikes or separators", () => {
    const honest = countWords(TWO_SENTENCES);
    for (const glue of [
      "\u2800",
      "\u3164",
      "\u180E",
      "\u1160",
      "\u115F",
      "\uFFA0",
      "\u200B",
      "\u2060",
      "/",
      "_",
      "|",
      "\u00B7",
      "\u2022",
    ]) {
      const joined = TWO_SENTENCES.split(" ").join(glue);
      expect(countWords(joined), `joined with U+${glue.codePointAt(0)!.toString(16)}`).toBeGreaterThanOrEqual(honest);
    }
  });

  it("never charges less than one word per six letters, whatever joins them", () => {
    const glued = TWO_SENTENCES.replace(/ /g, "x");
    const letters = TWO_SENTENCES.replace(/[^\p{L}\p{N}]/gu, "").length;
    expect(countWords(glued)).toBeGreaterThanOrEqual(Math.ceil(letters / 6));
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), (value) => {
        const lettersIn = value.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
        expect(countWords(value)).toBeGreaterThanOrEqual(Math.ceil(lettersIn / 6));
      }),
    );
  });

  it("does not charge a lone dash or bullet as a word", () => {
    expect(countWords("Cells — the units of life • small")).toBe(6);
  });
});
