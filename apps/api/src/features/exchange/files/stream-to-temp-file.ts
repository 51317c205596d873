import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Bytes kept from the start of a streamed file, for checks by magic bytes. */
const HEAD_BYTES = 64;

/**
 * Writes a stream (an upload as it arrives) to a new file in `dir`, counting its bytes and keeping
 * its first ones, without ever holding it whole in memory. The caller moves the file on or removes
 * it; one a crash leaves behind is taken by the file sweep (temp files older than an hour).
 */
export async function streamToTempFile(source: Readable, dir: string): Promise<{ localPath: string; size: number; head: Uint8Array }> {
  await mkdir(dir, { recursive: true });
  const localPath = path.join(dir, `${randomUUID()}.upload`);
  let size = 0;
  let head = new Uint8Array(0);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < HEAD_BYTES) head = new Uint8Array(Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]));
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(localPath));
  } catch (error) {
    await rm(localPath, { force: true });
    throw error;
  }
  return { localPath, size, head };
}
