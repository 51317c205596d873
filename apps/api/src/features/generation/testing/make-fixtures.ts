/**
 * Real files built in memory for extraction tests and benchmarks. Each builder
 * goes through the library a user's office suite would be replaced by (docx,
 * pptxgenjs, pdfkit), so the bytes have the structure real uploads have.
 */
import { readFileSync } from "node:fs";
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow } from "docx";
import { strToU8, zipSync } from "fflate";
import PDFDocument from "pdfkit";
import PptxGenJS from "pptxgenjs";
import sharp, { type OverlayOptions } from "sharp";

/** A PNG of four printed lines (see fixtures/README.md for how it was made). */
export const TEXT_PNG_LINES = [
  "The mitochondria is the",
  "powerhouse of the cell.",
  "Photosynthesis happens in",
  "the chloroplasts of plants.",
];

export function loadTextPng(): Uint8Array {
  return new Uint8Array(readFileSync(new URL("./fixtures/text.png", import.meta.url)));
}

/** The two sentences of fixtures/text.png, two lines each. */
export const TEXT_PNG_SENTENCES = {
  first: `${TEXT_PNG_LINES[0]} ${TEXT_PNG_LINES[1]}`,
  second: `${TEXT_PNG_LINES[2]} ${TEXT_PNG_LINES[3]}`,
} as const;
// Where each sentence lies in fixtures/text.png (900 x 350, lines 70 px apart).
const SENTENCE_BOXES = {
  first: { left: 0, top: 10, width: 680, height: 150 },
  second: { left: 0, top: 160, width: 680, height: 140 },
} as const;
const GUTTER = 120;

/**
 * A taller page made of fixtures/text.png's sentences (no font needed):
 * each column a stack of sentences, columns side by side with a gutter.
 */
export async function makeTextPagePng({ columns }: { columns: (keyof typeof TEXT_PNG_SENTENCES)[][] }): Promise<Uint8Array> {
  const fixture = loadTextPng();
  const crops = {
    first: await sharp(fixture).extract(SENTENCE_BOXES.first).toBuffer(),
    second: await sharp(fixture).extract(SENTENCE_BOXES.second).toBuffer(),
  };
  const composites: OverlayOptions[] = [];
  let height = 0;
  columns.forEach((sentences, column) => {
    let top = 0;
    for (const sentence of sentences) {
      composites.push({ input: crops[sentence], left: column * (SENTENCE_BOXES.first.width + GUTTER), top });
      top += SENTENCE_BOXES[sentence].height;
    }
    height = Math.max(height, top);
  });
  const width = columns.length * SENTENCE_BOXES.first.width + (columns.length - 1) * GUTTER;
  const png = await sharp({ create: { width, height: height + 20, channels: 3, background: "#ffffff" } })
    .composite(composites)
    .greyscale()
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

export type TDocxBlock = { heading: string; level?: 1 | 2 | 3 } | { paragraph: string } | { list: string[] } | { table: string[][] };

const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 };

/** A .docx with the blocks in order; list items use Word's own bullet numbering. */
export async function makeDocx({ blocks, title }: { blocks: TDocxBlock[]; title?: string }): Promise<Uint8Array> {
  const children = blocks.flatMap((block): (Paragraph | Table)[] => {
    if ("heading" in block) return [new Paragraph({ text: block.heading, heading: HEADINGS[block.level ?? 1] })];
    if ("paragraph" in block) return [new Paragraph({ text: block.paragraph })];
    if ("list" in block) return block.list.map((item) => new Paragraph({ text: item, bullet: { level: 0 } }));
    const rows = block.table.map(
      (cells) => new TableRow({ children: cells.map((cell) => new TableCell({ children: [new Paragraph(cell)] })) }),
    );
    return [new Table({ rows })];
  });
  // The title goes to the core properties (docProps/core.xml), as Word's File > Info > Title does.
  const document = new Document({ ...(title ? { title } : {}), sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(document));
}

export type TPptxSlide = { title: string; bullets?: string[]; table?: string[][]; notes?: string; hidden?: boolean };

/** A .pptx whose titles and bullets sit in real title/body placeholders, as PowerPoint's layouts put them. */
export async function makePptx({ slides }: { slides: TPptxSlide[] }): Promise<Uint8Array> {
  const pptx = new PptxGenJS();
  pptx.defineSlideMaster({
    title: "TITLE_AND_BODY",
    objects: [
      { placeholder: { options: { name: "title", type: "title", x: 0.5, y: 0.3, w: 9, h: 0.8 }, text: "" } },
      { placeholder: { options: { name: "body", type: "body", x: 0.5, y: 1.2, w: 9, h: 2 }, text: "" } },
    ],
  });
  for (const spec of slides) {
    const slide = pptx.addSlide({ masterName: "TITLE_AND_BODY" });
    slide.addText(spec.title, { placeholder: "title" });
    if (spec.bullets?.length) {
      const runs = spec.bullets.map((text) => ({ text, options: { bullet: true, breakLine: true } }));
      slide.addText(runs, { placeholder: "body" });
    }
    if (spec.table)
      slide.addTable(
        spec.table.map((row) => row.map((text) => ({ text }))),
        { x: 0.5, y: 3.4, w: 9 },
      );
    if (spec.notes) slide.addNotes(spec.notes);
    if (spec.hidden) slide.hidden = true;
  }
  const written = await pptx.write({ outputType: "nodebuffer" });
  return new Uint8Array(written as Buffer);
}

export type TPdfOptions = {
  /** Text of each page; "\n\n" starts a new paragraph. */
  pages: string[];
  /** Adds a page holding only this image (no text layer) at this 0-based position. */
  imageOnlyPage?: { png: Uint8Array; at: number };
  userPassword?: string;
  /** The document information's Title. */
  title?: string;
};

export function makePdf({ pages, imageOnlyPage, userPassword, title }: TPdfOptions): Promise<Uint8Array> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    size: "A4",
    userPassword,
    pdfVersion: "1.7",
    ...(title ? { info: { Title: title } } : {}),
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  const total = pages.length + (imageOnlyPage ? 1 : 0);
  let textIndex = 0;
  for (let position = 0; position < total; position++) {
    doc.addPage();
    if (imageOnlyPage && position === imageOnlyPage.at) {
      doc.image(Buffer.from(imageOnlyPage.png), 50, 80, { width: 495 });
      continue;
    }
    doc
      .font("Helvetica")
      .fontSize(12)
      .text(pages[textIndex++] ?? "", 50, 60, { width: 495 });
  }
  doc.end();
  return done;
}

/** The first `fraction` of a file, as an interrupted upload leaves it. */
export function truncate(bytes: Uint8Array, fraction = 0.5): Uint8Array {
  return bytes.slice(0, Math.floor(bytes.length * fraction));
}

/**
 * A .docx-looking zip, a few hundred bytes on disk, whose central directory
 * claims `claimedBytes` for one entry: what a zip bomb shows before inflating.
 */
export function makeZipBomb({ claimedBytes = 0xfffffff0 }: { claimedBytes?: number } = {}): Uint8Array {
  const zip = zipSync({
    "[Content_Types].xml": strToU8(contentTypes("application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml")),
    "word/document.xml": strToU8("<w:document/>".repeat(100)),
  });
  // Patch every central directory header (PK\x01\x02): uncompressed size lives at +24.
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = 0; at + 46 <= zip.length; at++) {
    if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, claimedBytes, true);
  }
  return zip;
}

/** A minimal .xlsx (a spreadsheet is a zip too, but not one Mnemo reads). */
export function makeXlsx(): Uint8Array {
  return zipSync({
    "[Content_Types].xml": strToU8(contentTypes("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml")),
    "xl/workbook.xml": strToU8('<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>'),
  });
}

function contentTypes(mainType: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    `<Override PartName="/main.xml" ContentType="${mainType}"/></Types>`
  );
}

/** The first 512 bytes of an OLE compound file: how .doc, .ppt and password-protected .docx/.pptx begin. */
export function makeCfbHeader(): Uint8Array {
  const bytes = new Uint8Array(512);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return bytes;
}

/** A white picture with nothing on it. */
export async function makeBlankPng({ width = 800, height = 600 } = {}): Promise<Uint8Array> {
  const png = await sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

/**
 * A ~70-byte PNG whose header claims 40,000 x 40,000 pixels (6.4 GB decoded):
 * a real 1x1 PNG with its IHDR size rewritten and its checksum recomputed.
 */
export async function makePixelBombPng(): Promise<Uint8Array> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#ffffff" } })
    .png()
    .toBuffer();
  const bytes = new Uint8Array(png);
  const view = new DataView(bytes.buffer);
  // Signature (8) + chunk length (4) + "IHDR" (4), then width and height.
  view.setUint32(16, 40_000);
  view.setUint32(20, 40_000);
  view.setUint32(29, crc32(bytes.subarray(12, 29)));
  return bytes;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}
