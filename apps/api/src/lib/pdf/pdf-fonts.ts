import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fontCoverage, type TFontCoverage } from "./font-coverage.ts";

/**
 * The fonts every PDF export embeds (pdfkit subsets them: only the glyphs
 * used are written): Noto Sans for Latin, Greek and Cyrillic text, regular
 * and bold, and Noto Sans Math for the symbols Noto Sans lacks (∑ ∫ √ ≤ ≠ ∞
 * → ∀ ∈ ⊂, math letters). The TTFs are read from the installed
 * @expo-google-fonts packages, once per process.
 */
export type TFontName = "sans" | "sans-bold" | "math";
export type TTextStyle = "regular" | "bold";

const FONT_FILES: Record<TFontName, string> = {
  sans: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  "sans-bold": "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  math: "@expo-google-fonts/noto-sans-math/400Regular/NotoSansMath_400Regular.ttf",
};
const FONT_NAMES = Object.keys(FONT_FILES) as TFontName[];

const STYLE_FONTS: Record<TTextStyle, TFontName> = { regular: "sans", bold: "sans-bold" };

/** The loaded font files and what each covers. */
export type TPdfFonts = {
  data: Record<TFontName, Buffer>;
  coverage: Record<TFontName, TFontCoverage>;
};

let loading: Promise<TPdfFonts> | null = null;

export function loadPdfFonts(): Promise<TPdfFonts> {
  loading ??= readFonts().catch((error: unknown) => {
    // A failed read (a missing package) is tried again by the next export.
    loading = null;
    throw error;
  });
  return loading;
}

async function readFonts(): Promise<TPdfFonts> {
  const require = createRequire(import.meta.url);
  const files = await Promise.all(FONT_NAMES.map((name) => readFile(require.resolve(FONT_FILES[name]))));
  const data = Object.fromEntries(FONT_NAMES.map((name, index) => [name, files[index]!])) as Record<TFontName, Buffer>;
  const coverage = Object.fromEntries(FONT_NAMES.map((name) => [name, fontCoverage(data[name])])) as Record<TFontName, TFontCoverage>;
  return { data, coverage };
}

/** Makes the fonts known to one document under their TFontName. */
export function registerPdfFonts(doc: PDFKit.PDFDocument, fonts: TPdfFonts): void {
  for (const name of FONT_NAMES) doc.registerFont(name, fonts.data[name]);
}

/** A stretch of text drawn in one font. */
export type TFontRun = { text: string; font: TFontName };

/**
 * The text cut into runs by font: the style's font wherever it has the
 * glyph (so bold text stays bold), Noto Sans Math where only that has it;
 * a space stays in the run it follows. A character
 * neither has (Chinese, emoji) stays in the style's font and prints as a box:
 * see `missingCharacters`.
 */
export function fontRuns(fonts: TPdfFonts, text: string, style: TTextStyle): TFontRun[] {
  const primary = STYLE_FONTS[style];
  const runs: TFontRun[] = [];
  let current: TFontRun | null = null;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const font: TFontName =
      current && isWhitespace(codePoint)
        ? current.font
        : !fonts.coverage[primary].has(codePoint) && fonts.coverage.math.has(codePoint)
          ? "math"
          : primary;
    if (current && current.font === font) current.text += char;
    else {
      current = { text: char, font };
      runs.push(current);
    }
  }
  return runs;
}

/** The characters of `text` that no embedded font can draw, each once. */
export function missingCharacters(fonts: TPdfFonts, text: string): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (isWhitespace(codePoint)) continue;
    if (!FONT_NAMES.some((name) => fonts.coverage[name].has(codePoint))) missing.add(char);
  }
  return [...missing];
}

function isWhitespace(codePoint: number): boolean {
  return codePoint === 0x20 || codePoint === 0x09 || codePoint === 0x0a || codePoint === 0xa0;
}
