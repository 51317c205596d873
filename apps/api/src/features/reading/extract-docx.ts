import { zipSync } from "fflate";
import mammoth from "mammoth";
import { htmlToSections } from "./docx-html-sections.ts";
import { estimateDocxPages, mainDocumentPath } from "./docx-word-count.ts";
import type { TExtraction } from "./extraction.ts";
import { corruptFileError, emptyDocumentError } from "./file-errors.ts";
import { coreXmlTitle } from "./metadata-title.ts";
import { checkZip, readZipEntries, type TZipLimits } from "./zip-guard.ts";

// Images are not read (only text becomes cards) and mammoth must not inline them as base64.
const skipImages = mammoth.images.imgElement(() => Promise.resolve({ src: "" }));
// mammoth maps Heading 1..6 to h1..h6 by default but drops the Title style to a plain paragraph; a title heads the document.
const TITLE_STYLES = ["p[style-name='Title'] => h1:fresh", "p[style-name='title'] => h1:fresh"];

/** Reads the package's XML parts within the zip limits; shared with the upload check. */
export function readDocxParts({ bytes, ...limits }: { bytes: Uint8Array } & TZipLimits): {
  parts: Record<string, Uint8Array>;
  pageCount: number;
} {
  checkZip({ bytes, kind: "docx", ...limits });
  // Only XML: that is all mammoth reads when images are skipped, and media is most of a file's size.
  const parts = readZipEntries({ bytes, kind: "docx", accept: (name) => /\.(xml|rels)$/i.test(name) });
  const documentXml = parts[mainDocumentPath(parts["_rels/.rels"])];
  if (!documentXml) throw corruptFileError("docx");
  return { parts, pageCount: estimateDocxPages(documentXml) };
}

/**
 * One section per heading block via mammoth's HTML. mammoth unzips with
 * JSZip, which would inflate whatever the archive holds, so it is handed a
 * re-packed (stored, uncompressed) copy of the parts already inflated within
 * the caps: a bomb that lies in its central directory never reaches it.
 */
export async function extractDocx({ bytes, ...limits }: { bytes: Uint8Array } & TZipLimits): Promise<TExtraction> {
  const { parts, pageCount } = readDocxParts({ bytes, ...limits });
  let html: string;
  try {
    const repacked = zipSync(parts, { level: 0 });
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(repacked) },
      { convertImage: skipImages, styleMap: TITLE_STYLES, ignoreEmptyParagraphs: true, externalFileAccess: false },
    );
    html = result.value;
  } catch (error) {
    throw corruptFileError("docx", error);
  }
  const sections = htmlToSections(html);
  if (sections.length === 0) throw emptyDocumentError("docx");
  const title = coreXmlTitle(parts["docProps/core.xml"]);
  return { pageCount, sections, ...(title ? { title } : {}) };
}
