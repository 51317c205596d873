import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ZCreateGroupInputSchema, ZRenameGroupInputSchema } from "./groups.ts";
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

  it("cleanLine drops the invisible characters that only hide or disguise a label", () => {
    for (const hidden of [
      "\u200B", // zero-width space
      "\u2060", // word joiner
      "\uFEFF", // zero-width no-break space (BOM)
      "\u180E", // Mongolian vowel separator, outside Mongolian
      "\u00AD", // soft hyphen
      "\u2061", // function application (and the other invisible math operators)
      "\u2064",
      "\u206A", // deprecated format controls
      "\u206F",
      "\u3164", // Hangul filler
      "\uFFA0", // halfwidth Hangul filler
      "\u17B4", // Khmer inherent vowel
      "\uFFF9", // interlinear annotation anchor
      "\u{1BCA0}", // shorthand format letter overlap
      "\u{1D173}", // musical symbol begin beam
      "\u{E0041}", // tag A, outside a flag
    ]) {
      expect(cleanLine(`Pay${hidden}Pal`), hidden.codePointAt(0)!.toString(16)).toBe("PayPal");
    }
    expect(cleanLine("Biology\u200B \u200B101\u2060")).toBe("Biology 101");
    // Text hidden in tag characters after an ordinary character goes; so do variation selectors past the first.
    expect(cleanLine("Notes\u{E0069}\u{E0067}\u{E006E}")).toBe("Notes");
    expect(cleanLine("a\uFE0F\u{E0100}\u{E0101}\u{E0102}b")).toBe("a\uFE0Fb");
  });

  it("cleanLine keeps what emoji and scripts need: ZWJ, ZWNJ, variation selectors, flag tags, Mongolian's vowel separator", () => {
    const kept = [
      "\u{1F469}\u200D\u{1F4BB} Coding", // woman technologist: an emoji ZWJ sequence
      "\u{1F468}\u200D\u{1F469}\u200D\u{1F467} Family words", // family
      "\u{1F3F3}\uFE0F\u200D\u{1F308} Pride", // rainbow flag: variation selector and ZWJ
      "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} Scottish history", // flag of Scotland: a tag sequence
      "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645", // Persian می‌خواهم, with ZWNJ
      "\u0915\u094D\u200D\u0937 \u0915\u094D\u200C\u0937", // Devanagari half forms with ZWJ and ZWNJ
      "\u845B\u{E0100} variant", // an ideographic variation sequence
      "\u1828\u1820\u1822\u182E\u1820\u180E\u1820", // Mongolian: the vowel separator before a final a
      "\u05D0\u034F\u05B7", // Hebrew with the combining grapheme joiner
    ];
    for (const label of kept) expect(cleanLine(label)).toBe(label);
    expect(ZCreateGroupInputSchema.parse({ title: " \u{1F469}\u200D\u{1F4BB}\u200B Coding " })).toEqual({
      title: "\u{1F469}\u200D\u{1F4BB} Coding",
    });
  });

  it("cleanLine makes a label of nothing visible empty, so the empty-label rule applies", () => {
    for (const blank of ["\u200B", "\u200B\u2060\uFEFF", "\u200D\u200C", " \u3164 \u115F\u1160 ", "\u2800\uFE0F", "\u180E\u00AD"]) {
      expect(cleanLine(blank), JSON.stringify(blank)).toBe("");
      expect(ZCreateGroupInputSchema.parse({ title: blank })).toEqual({ title: "New Deck" });
      expect(
        ZRenameGroupInputSchema.safeParse({ id: "0b8a3d0e-7f1c-4b8e-9a51-3f0f1d2c4e5a", title: blank }).error?.issues[0]?.message,
      ).toBe("title is required.");
    }
  });

  it("always give well-formed text a database can store", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (value) => {
        const cleaned = cleanText(value);
        expect(cleaned).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
        expect(() => encodeURIComponent(cleaned)).not.toThrow();
        expect(cleaned.includes("\u0000")).toBe(false);
        expect(cleanLine(value)).not.toMatch(/[\u202A-\u202E\u2066-\u2069\n\u200B\u2060\uFEFF\u00AD]/);
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
