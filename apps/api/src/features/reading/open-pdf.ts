import { getDocumentProxy } from "unpdf";
import { corruptFileError, encryptedFileError } from "./file-errors.ts";

export type TPdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * pdfjs 5.6 (inside unpdf 1.7) calls ArrayBuffer.prototype.transferToFixedLength
 * when it builds operator lists (extractImages needs them) and when it hands a
 * font to the renderer; Node 20 lacks it. Without it, rendering a page
 * (renderPdfPage) does not throw: the page comes out blank.
 * A copying stand-in is enough: pdfjs never relies on the source being detached.
 */
function polyfillTransferToFixedLength(): void {
  if ("transferToFixedLength" in ArrayBuffer.prototype) return;
  Object.defineProperty(ArrayBuffer.prototype, "transferToFixedLength", {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length?: number) {
      const size = length ?? this.byteLength;
      const copy = new ArrayBuffer(size);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(size, this.byteLength)));
      return copy;
    },
  });
}
polyfillTransferToFixedLength();

/** pdfjs's log level for errors only: its warnings about damaged files go to stdout otherwise. */
const ERRORS_ONLY = 0;

/** Opens a PDF, turning pdfjs's exceptions into errors a learner can act on. */
export async function openPdf({ bytes }: { bytes: Uint8Array }): Promise<TPdfDocument> {
  try {
    // A copy: pdfjs may take ownership of (detach) the buffer it is given.
    return await getDocumentProxy(new Uint8Array(bytes), { verbosity: ERRORS_ONLY });
  } catch (error) {
    if (error instanceof Error && error.name === "PasswordException") throw encryptedFileError("pdf");
    throw corruptFileError("pdf", error);
  }
}
