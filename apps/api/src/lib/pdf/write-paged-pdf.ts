import { wellFormed, type TPdfOptions } from "@mnemo/api-contract";
import PDFDocument from "pdfkit";
import { PAPER_SIZES, type TPdfContext } from "./pdf-document.ts";
import { loadPdfFonts, registerPdfFonts, type TPdfFonts } from "./pdf-fonts.ts";
import { createMeasure } from "./text-layout.ts";

/**
 * A PDF of a few pages (study notes, a practice test) made in memory with the
 * exports' fonts and page furniture. `draw` lays the pages out through the
 * context it is given and is run twice: once with text neither shaped nor kept,
 * to count the pages ("Page 2 of 3"), then for real. It must draw the same
 * pages both times. Large exports stream instead (exchange's write-pdf.ts).
 */
export async function writePagedPdf({
  title,
  now,
  paper,
  draw,
}: {
  title: string;
  now: Date;
  paper: TPdfOptions["paper"];
  draw: (ctx: TPdfContext) => void;
}): Promise<Uint8Array> {
  const fonts = await loadPdfFonts();
  const size = PAPER_SIZES[paper];
  const pages: TPdfContext["pages"] = { count: 0, total: null };
  const step = async () => {};
  const doc = newDocument(title, now, size, fonts);
  const chunks: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  // Words are measured in the document that draws them, for both passes.
  const measure = createMeasure(doc, fonts);

  const counting = newDocument(title, now, size, fonts);
  counting.font = (() => counting) as typeof counting.font;
  counting.text = (() => counting) as typeof counting.text;
  counting.on("data", () => {});
  draw({ doc: counting, fonts, measure, paper: size, step, pages });
  counting.end();
  pages.total = pages.count;
  pages.count = 0;

  draw({ doc, fonts, measure, paper: size, step, pages });
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

function newDocument(title: string, now: Date, paper: { width: number; height: number }, fonts: TPdfFonts) {
  const doc = new PDFDocument({
    autoFirstPage: false,
    size: [paper.width, paper.height],
    margin: 0,
    lang: "en",
    info: { Title: wellFormed(title), Creator: "Mnemo", Producer: "Mnemo", CreationDate: now, ModDate: now },
  });
  registerPdfFonts(doc, fonts);
  return doc;
}
