import { fileTypeFromBuffer } from "file-type";
import type { TInputKind } from "./document.ts";
import { oldOfficeFormatError, unsupportedFileError } from "./file-errors.ts";

export type TDetectedInput = { kind: Exclude<TInputKind, "text">; mime: string };

const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const PPTX_MIME = "application/vnd.openxmlformats-officedocument.presentationml.presentation";

const KIND_BY_MIME: Record<string, TDetectedInput["kind"]> = {
  "application/pdf": "pdf",
  [DOCX_MIME]: "docx",
  [PPTX_MIME]: "pptx",
  "image/png": "image",
  "image/jpeg": "image",
  "image/webp": "image",
};

/**
 * What an upload is, from its magic bytes only: the file name and the MIME
 * type a browser declares are whatever the sender says, so neither is asked.
 * file-type reads a zip's [Content_Types].xml, so .docx, .pptx and .xlsx are
 * told apart even though all three are zips.
 */
export async function detectInputType({ bytes }: { bytes: Uint8Array }): Promise<TDetectedInput> {
  const detected = await fileTypeFromBuffer(bytes);
  const kind = detected ? KIND_BY_MIME[detected.mime] : undefined;
  if (detected && kind) return { kind, mime: detected.mime };
  if (detected?.mime === "application/zip") {
    const office = officeZipKind(bytes);
    if (office) return office;
  }
  // Password-protected .docx/.pptx are not zips but OLE (CFB) containers, exactly
  // like the old .doc/.ppt formats; telling them apart means parsing the CFB
  // directory, and either way the learner's fix is "save as .docx/.pptx without
  // a password", so both get one message naming both causes.
  if (detected?.mime === "application/x-cfb") throw oldOfficeFormatError();
  throw unsupportedFileError(detected?.mime ?? "unknown");
}

/**
 * file-type names an OOXML zip from its [Content_Types].xml entry. Writers put
 * that entry anywhere (the docx package puts it last), so a truncated upload
 * loses it and reads as a plain zip. If the local headers still name the main
 * Word or PowerPoint part, hand it to that extractor: it then says "damaged",
 * which is the truth, rather than "not supported".
 */
function officeZipKind(bytes: Uint8Array): TDetectedInput | undefined {
  const content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (content.includes("word/document.xml")) return { kind: "docx", mime: DOCX_MIME };
  if (content.includes("ppt/presentation.xml")) return { kind: "pptx", mime: PPTX_MIME };
  return undefined;
}
