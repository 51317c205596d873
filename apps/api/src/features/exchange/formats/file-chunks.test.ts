import { unzipSync, ZipPassThrough } from "fflate";
import { describe, expect, it } from "vitest";
import { bytesOf, utf8Chunks, zipChunks } from "./file-chunks.ts";

describe("utf8Chunks", () => {
  it("writes many small pieces as a few chunks of about 64 KB, half an emoji as U+FFFD", async () => {
    const pieces = Array.from({ length: 3000 }, (_, index) => `row ${index}, ünïcödé 🧬 ${"x".repeat(40)}\r\n`);
    pieces.push("half \uD83E");
    const chunks: Uint8Array[] = [];
    for await (const chunk of utf8Chunks(pieces)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.length).toBeLessThan(10);
    const text = new TextDecoder("utf-8", { fatal: true }).decode(await bytesOf(utf8Chunks(pieces)));
    expect(text).toBe(pieces.slice(0, -1).join("") + "half \uFFFD");
  });
});

describe("zipChunks", () => {
  it("gives each entry's bytes as they are pushed, before the zip is filled", async () => {
    let pushedSecond = false;
    const zip = zipChunks(async function* (zip) {
      const first = new ZipPassThrough("first.txt");
      zip.add(first);
      first.push(new TextEncoder().encode("one"), true);
      yield;
      const second = new ZipPassThrough("second.txt");
      zip.add(second);
      pushedSecond = true;
      second.push(new TextEncoder().encode("two"), true);
      yield;
    });
    const chunks: Uint8Array[] = [];
    const iterator = zip[Symbol.asyncIterator]();
    const firstChunk = await iterator.next();
    expect(firstChunk.done).toBe(false);
    expect(pushedSecond).toBe(false);
    chunks.push(firstChunk.value as Uint8Array);
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) chunks.push(next.value);
    const files = unzipSync(
      await bytesOf(
        (async function* () {
          yield* chunks;
        })(),
      ),
    );
    expect(Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, new TextDecoder().decode(bytes)]))).toEqual({
      "first.txt": "one",
      "second.txt": "two",
    });
  });
});
