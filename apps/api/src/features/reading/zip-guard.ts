import { unzipSync } from "fflate";
import { AppError } from "../../lib/app-error.ts";
import type { TInputKind } from "./document.ts";
import { corruptFileError, tooComplexError } from "./file-errors.ts";

export const DEFAULT_MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
/** Real decks and documents have hundreds to a few thousand parts; more is an attack or garbage. */
export const DEFAULT_MAX_ZIP_ENTRIES = 20_000;

export type TZipLimits = { maxUncompressedBytes?: number; maxEntries?: number };

/**
 * Reads only the central directory (the filter refuses every entry, so
 * nothing is inflated) and refuses archives that claim to unpack to more than
 * the cap: a zip bomb is stopped by what it declares, never by inflating it.
 */
export function checkZip({
  bytes,
  kind,
  maxUncompressedBytes = DEFAULT_MAX_UNCOMPRESSED_BYTES,
  maxEntries = DEFAULT_MAX_ZIP_ENTRIES,
}: { bytes: Uint8Array; kind: TInputKind } & TZipLimits): string[] {
  const names: string[] = [];
  let total = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        names.push(entry.name);
        total += entry.originalSize;
        // Throwing stops fflate's loop at once, even when the directory claims billions of entries.
        if (names.length > maxEntries) throw tooComplexError(kind, { maxEntries });
        if (total > maxUncompressedBytes) throw tooComplexError(kind, { maxUncompressedBytes });
        return false;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw corruptFileError(kind, error);
  }
  return names;
}

/**
 * Inflates the entries `accept` picks. Run checkZip first: fflate sizes each
 * output buffer from the central directory and never grows it, so an entry
 * that lies about its size is cut short instead of filling memory.
 */
export function readZipEntries({
  bytes,
  kind,
  accept,
}: {
  bytes: Uint8Array;
  kind: TInputKind;
  accept: (name: string) => boolean;
}): Record<string, Uint8Array> {
  try {
    return unzipSync(bytes, { filter: (entry) => accept(entry.name) });
  } catch (error) {
    throw corruptFileError(kind, error);
  }
}
