import { strFromU8 } from "fflate";
import type { TExtractCommon, TExtraction, TSectionDraft } from "./extraction.ts";
import { corruptFileError, emptyDocumentError } from "./file-errors.ts";
import { readPptxPackage } from "./pptx-package.ts";
import { readNotes, readSlide } from "./pptx-slide-text.ts";
import type { TZipLimits } from "./zip-guard.ts";

/**
 * Visible slides in presentation order. Per slide: its text shapes (part
 * "body") and tables (part "table") in shape-tree order, then its speaker
 * notes (part "notes"); all carry the slide title as heading. A slide with
 * nothing but a title gets one body section holding the title, so it is not lost.
 * `slide` is the position in presentation order counting hidden slides, the
 * number PowerPoint shows; pageCount counts visible slides only.
 */
export async function extractPptx({
  bytes,
  signal,
  onProgress,
  ...limits
}: { bytes: Uint8Array } & TExtractCommon & TZipLimits): Promise<TExtraction> {
  const { parts, slides } = readPptxPackage({ bytes, withNotes: true, ...limits });
  const visible = slides.filter((slide) => !slide.isHidden);
  const sections: TSectionDraft[] = [];
  for (const [done, ref] of visible.entries()) {
    signal?.throwIfAborted();
    const xml = parts[ref.path];
    if (!xml) throw corruptFileError("pptx");
    const content = readSlide(strFromU8(xml));
    // A slide's title heads the slide: level 1, whatever its font size.
    const base = { slide: ref.number, ...(content.title ? { heading: content.title, level: 1 as const } : {}) };
    for (const block of content.blocks) sections.push({ ...base, part: block.part, text: block.text });
    if (content.blocks.length === 0 && content.title) sections.push({ ...base, part: "body", text: content.title });
    const notesXml = ref.notesPath ? parts[ref.notesPath] : undefined;
    const notes = notesXml ? readNotes(strFromU8(notesXml)) : "";
    if (notes) sections.push({ ...base, part: "notes", text: notes });
    onProgress?.({ stage: "extracting", done: done + 1, total: visible.length });
    // Yield between slides so a 500-slide deck does not hold the event loop.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (sections.length === 0) throw emptyDocumentError("pptx");
  return { pageCount: visible.length, sections };
}
