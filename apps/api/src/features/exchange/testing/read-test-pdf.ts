import { getDocumentProxy } from "unpdf";

/** A written PDF read back for tests: each page's size and its text items with their positions (PDF points, origin bottom left). */
export type TTestPdfPage = {
  width: number;
  height: number;
  items: { str: string; x: number; y: number; width: number }[];
  /** The page's text with every space and line break removed, so wrapping does not matter. */
  compact: string;
};

export async function readTestPdf(bytes: Uint8Array): Promise<TTestPdfPage[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const pages: TTestPdfPage[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = content.items.flatMap((item) =>
        "str" in item && item.str.trim() !== ""
          ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width }]
          : [],
      );
      pages.push({ width, height, items, compact: compactText(items.map((item) => item.str).join("")) });
      page.cleanup();
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** Text without whitespace, to compare what was written with what a reader finds. */
export function compactText(text: string): string {
  return text.replace(/\s+/g, "");
}
