import { AppError } from "../../lib/app-error.ts";
import type { TInputKind } from "./document.ts";

/**
 * Every upload error in one place, so each says in plain words what was wrong
 * and what the learner can do instead.
 */
export const SUPPORTED_UPLOADS = [".docx", ".pdf", ".pptx", ".png", ".jpg", ".webp"];

const KIND_NAMES: Record<TInputKind, string> = {
  text: "text",
  pdf: "PDF",
  docx: "Word file",
  pptx: "PowerPoint file",
  image: "image",
};

export function unsupportedFileError(found: string): AppError {
  return new AppError("FILE_TYPE_NOT_SUPPORTED", {
    message: "Mnemo can't read this kind of file. Upload a Word (.docx), PDF, PowerPoint (.pptx) or image (.png, .jpg, .webp) file.",
    details: { supported: SUPPORTED_UPLOADS, found },
  });
}

export function oldOfficeFormatError(): AppError {
  return new AppError("FILE_TYPE_NOT_SUPPORTED", {
    message:
      "This looks like an older Office file (.doc or .ppt) or a password-protected one. Save it as .docx or .pptx without a password and upload it again.",
    details: { supported: SUPPORTED_UPLOADS, found: "application/x-cfb" },
  });
}

export function encryptedFileError(kind: TInputKind): AppError {
  return new AppError("FILE_ENCRYPTED", {
    message:
      kind === "pdf"
        ? "This PDF is password-protected. Remove the password (or print it to a new PDF) and upload it again."
        : `This ${KIND_NAMES[kind]} is password-protected. Remove the password and upload it again.`,
  });
}

export function corruptFileError(kind: TInputKind, cause?: unknown): AppError {
  return new AppError("FILE_CORRUPT", {
    message: `This ${KIND_NAMES[kind]} is damaged or incomplete, so Mnemo can't read it. Open it, save a fresh copy and upload that.`,
    cause,
  });
}

export function tooComplexError(kind: TInputKind, details: Record<string, number>): AppError {
  return new AppError("FILE_TOO_COMPLEX", {
    message: `This ${KIND_NAMES[kind]} unpacks to far more data than Mnemo accepts. Upload a smaller file, or split it into parts.`,
    details,
  });
}

export function emptyDocumentError(kind: TInputKind): AppError {
  return new AppError("EMPTY_DOCUMENT", {
    message: `This ${KIND_NAMES[kind]} has no text in it. Upload a file with text to learn from.`,
  });
}

export function noTextFoundError(kind: TInputKind): AppError {
  return new AppError("NO_TEXT_FOUND", {
    message: `Mnemo found no readable text in this ${KIND_NAMES[kind]}. Use a sharper, well-lit picture of printed text, or upload the original document.`,
  });
}
