import { Zip } from "fflate";

/**
 * Export files as they are written: every writer gives its file as chunks of bytes
 * (`AsyncIterable<Uint8Array>`), which the export shell writes to disk as they come
 * (export/write-export-file.ts), so no file is ever whole in memory. Tests collect them.
 */
export type TFileChunks = AsyncIterable<Uint8Array>;

/** The chunks as one array (tests, small files). */
export async function bytesOf(chunks: TFileChunks): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of chunks) {
    parts.push(chunk);
    length += chunk.length;
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

const TEXT_CHUNK = 64 * 1024;

/**
 * Text as UTF-8 chunks of about 64 KB (a few hundred rows each rather than a write per row). A lone
 * UTF-16 surrogate becomes U+FFFD, as TextEncoder writes it: the file is always valid UTF-8.
 */
export async function* utf8Chunks(pieces: AsyncIterable<string> | Iterable<string>): TFileChunks {
  const encoder = new TextEncoder();
  let pending: string[] = [];
  let length = 0;
  for await (const piece of pieces) {
    pending.push(piece);
    length += piece.length;
    if (length >= TEXT_CHUNK) {
      yield encoder.encode(pending.join(""));
      pending = [];
      length = 0;
    }
  }
  if (length > 0) yield encoder.encode(pending.join(""));
}

/**
 * A zip written as it is filled: `fill` adds entries to fflate's streaming Zip and yields after
 * each push, and what the zip made meanwhile comes out. fflate compresses and emits synchronously
 * inside each push, so at most one push's output waits here: the consumer (a file being written)
 * sets the pace. `fill` must add its entries one after another, each finished before the next.
 */
export async function* zipChunks(fill: (zip: Zip) => AsyncIterable<void>): TFileChunks {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    yield* ready.splice(0);
  };
  for await (const _ of fill(zip)) yield* drain();
  zip.end();
  yield* drain();
}
