import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppError } from "../../../lib/app-error.ts";
import {
  buildAnkiCollection,
  buildAnkiPackage,
  buildPlaceholderCollection,
  protoMessage,
  withDeclaredSize,
  zipOf,
  zstd,
  type TFixtureNote,
} from "../testing/anki-fixtures.ts";
import { inflatingZip, sqliteHeader, zstdCollectionBomb, zstdMediaBomb, zstdRle } from "../testing/hostile-files.ts";
import { openAnkiPackage } from "./anki-package.ts";
import { readApkg, type TReadApkgOptions } from "./read-apkg.ts";

const NOW = new Date("2026-01-15T12:00:00Z");
const NOTES: TFixtureNote[] = [
  { type: "basic", fields: ["Q1", "A1"] },
  { type: "basic", fields: ["Q2", "A2"] },
  { type: "cloze", fields: ["{{c1::Q3}}", ""] },
];

async function failure(bytes: Uint8Array, limits?: TReadApkgOptions["limits"]): Promise<AppError> {
  try {
    await readApkg(bytes, { fileName: "deck.apkg", now: NOW, ...(limits ? { limits } : {}) });
  } catch (error) {
    if (error instanceof AppError) return error;
    throw new Error(`expected an AppError, got ${String(error)}`, { cause: error });
  }
  throw new Error("expected the file to be refused");
}

describe("readApkg refuses bad files with a clear error", () => {
  it("an empty file", async () => {
    const error = await failure(new Uint8Array(0));
    expect(error.code).toBe("EMPTY_DOCUMENT");
    expect(error.message).toMatch(/This file is empty\. Export it from Anki again/);
  });

  it("a file that is not a zip", async () => {
    const error = await failure(new TextEncoder().encode("front,back\nQ,A\n"));
    expect(error.code).toBe("FILE_CORRUPT");
    expect(error.message).toMatch(/not an Anki package: an \.apkg or \.colpkg file is a zip archive/);
  });

  it("a truncated package", async () => {
    const whole = await buildAnkiPackage({ version: "anki21", notes: NOTES });
    const error = await failure(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(error.code).toBe("FILE_CORRUPT");
    expect(error.message).toMatch(/damaged or incomplete/);
  });

  it("a zip whose central directory declares more than 512 MB (refused before inflating)", async () => {
    const bomb = withDeclaredSize(await buildAnkiPackage({ version: "anki21", notes: NOTES }), "collection.anki21", 0xfffffff0);
    const error = await failure(bomb);
    expect(error.code).toBe("FILE_TOO_COMPLEX");
    expect(error.message).toMatch(
      /unpacks to more than 512 MB \(its collection, media list, pictures and sounds together\), the most Mnemo reads from one package/,
    );
    expect(error.details).toMatchObject({ maxPackageBytes: 512 * 1024 ** 2 });
  });

  it("an entry claiming a compression ratio deflate cannot reach", async () => {
    const media = [{ name: "a.png", data: new Uint8Array(2000).fill(1) }];
    const bomb = withDeclaredSize(await buildAnkiPackage({ version: "anki21", notes: NOTES, media }), "0", 200_000_000);
    const error = await failure(bomb);
    expect(error.code).toBe("FILE_TOO_COMPLEX");
    expect(error.message).toMatch(/claims that "0" unpacks .* times larger than it is packed, which no real file does/);
  });

  it("more entries than allowed", async () => {
    const media = [1, 2, 3].map((n) => ({ name: `${n}.png`, data: new Uint8Array([n]) }));
    const error = await failure(await buildAnkiPackage({ version: "anki21", notes: NOTES, media }), { maxEntries: 4 });
    expect(error.code).toBe("FILE_TOO_COMPLEX");
    expect(error.details).toMatchObject({ maxEntries: 4 });
  });

  it("a zstd collection whose header does not say its size (a zstd bomb), from its first 100 bytes", async () => {
    const started = performance.now();
    const error = await failure(zstdCollectionBomb({ bytes: 600 * 1024 * 1024 }));
    expect(error.code).toBe("FILE_CORRUPT");
    expect(error.message).toMatch(/^The collection inside this Anki package does not say how large it is/);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("a zstd collection that runs past the size its header gives, at the first byte past it", async () => {
    // 1 MB stated (256 pages of 4 KB), 3 MB of output, within every other limit.
    const error = await failure(zstdCollectionBomb({ bytes: 3 * 1024 * 1024, statedPages: 256 }), { maxCollectionBytes: 8 * 1024 * 1024 });
    expect(error.code).toBe("FILE_CORRUPT");
    expect(error.message).toMatch(/runs past the 1 MB its own header gives/);
    expect(error.details).toEqual({ statedBytes: 1024 * 1024 });
  });

  it("a zstd collection that decompresses past the collection limit before its header's size", async () => {
    const error = await failure(zstdCollectionBomb({ bytes: 3 * 1024 * 1024, statedPages: 512 }), { maxCollectionBytes: 1024 * 1024 });
    expect(error.code).toBe("FILE_TOO_COMPLEX");
    expect(error.message).toMatch(/^This Anki package holds a collection of 2 MB; Mnemo reads collections of up to 1 MB/);
  });

  it("a zstd collection whose SQLite header says it is too large, or that is not SQLite, from its first 100 bytes", async () => {
    const declared = zipOf({
      meta: protoMessage([[1, 3]]),
      "collection.anki21b": zstdRle(3 * 1024 * 1024, { prefix: sqliteHeader({ pages: 600 * 256 }) }),
    });
    const tooLarge = await failure(declared, { maxCollectionBytes: 1024 * 1024, maxPackageBytes: 2 * 1024 * 1024 * 1024 });
    expect(tooLarge.code).toBe("FILE_TOO_COMPLEX");
    expect(tooLarge.message).toMatch(/^This Anki package holds a collection of 600 MB; Mnemo reads collections of up to 1 MB/);
    const zeros = await failure(zipOf({ meta: protoMessage([[1, 3]]), "collection.anki21b": zstdRle(3 * 1024 * 1024) }), {
      maxCollectionBytes: 1024 * 1024,
    });
    expect(zeros.code).toBe("FILE_CORRUPT");
    expect(zeros.message).toMatch(/collection inside this Anki package is damaged/);
  });

  it("a corrupt SQLite collection", async () => {
    const collection = await buildAnkiCollection({ notes: NOTES });
    const garbled = collection.slice();
    garbled.fill(0x5a, 100, garbled.length);
    for (const bytes of [garbled, new TextEncoder().encode("SQLite format 3\u0000 and then nothing")]) {
      const error = await failure(zipOf({ "collection.anki2": bytes }));
      expect(error.code).toBe("FILE_CORRUPT");
      expect(error.message).toMatch(/collection inside this Anki package is damaged.*Check Database/);
    }
  });

  it("a zip without a collection, or without the one its meta names", async () => {
    for (const bytes of [
      zipOf({ media: new TextEncoder().encode("{}") }),
      zipOf({ meta: protoMessage([[1, 3]]), "collection.anki2": await buildAnkiCollection({ notes: NOTES }) }),
    ]) {
      const error = await failure(bytes);
      expect(error.code).toBe("FILE_CORRUPT");
      expect(error.message).toMatch(/holds no Anki collection \(collection\.anki21b, collection\.anki21 or collection\.anki2\)/);
    }
  });

  it("a package version from a future Anki", async () => {
    const error = await failure(await buildAnkiPackage({ version: "anki21b", notes: NOTES, meta: 4 }));
    expect(error.code).toBe("PACKAGE_VERSION_NOT_SUPPORTED");
    expect(error.details).toEqual({ version: 4, kind: "package" });
    expect(error.message).toMatch(/package version 4.*Mnemo reads package versions 1 to 3.*Support older Anki versions/);
  });

  it("a collection schema from a future Anki", async () => {
    const error = await failure(await buildAnkiPackage({ version: "anki21b", notes: NOTES, schema: 19 }));
    expect(error.code).toBe("PACKAGE_VERSION_NOT_SUPPORTED");
    expect(error.details).toEqual({ version: 19, kind: "schema" });
    expect(error.message).toMatch(/schema 19.*Mnemo reads schemas 11 to 18/);
  });

  it("a package holding only Anki's placeholder for old apps", async () => {
    const error = await failure(zipOf({ "collection.anki2": await buildPlaceholderCollection() }));
    expect(error.code).toBe("PACKAGE_VERSION_NOT_SUPPORTED");
    expect(error.details).toMatchObject({ kind: "placeholder" });
  });

  it("a collection without notes", async () => {
    const error = await failure(await buildAnkiPackage({ version: "anki21b", notes: [] }));
    expect(error.code).toBe("EMPTY_DOCUMENT");
    expect(error.message).toMatch(/has no notes in it/);
  });

  it("more notes than one import may hold", async () => {
    const error = await failure(await buildAnkiPackage({ version: "anki21", notes: NOTES }), { maxNotes: 2 });
    expect(error.code).toBe("TOO_MANY_NOTES");
    expect(error.details).toEqual({ limit: 2 });
    expect(error.message).toBe(
      "This Anki package has more than 2 notes; Mnemo imports up to 2 at a time. In Anki, export the decks in smaller parts and import them one by one.",
    );
  });
});

/** A modern package whose notes show these media, each stored as `entry` (zstd, or not) and declared `size` in the media list. */
async function modernPackageWith(media: { name: string; size: number; entry: Uint8Array }[]): Promise<Uint8Array> {
  const collection = await buildAnkiCollection({
    schema: 18,
    notes: media.map((file, index) => ({ type: "basic" as const, fields: [`<img src="${file.name}"> ${index}`, "Back"] })),
  });
  const list = protoMessage(
    media.map((file): [number, Uint8Array] => [
      1,
      protoMessage([
        [1, file.name],
        [2, file.size],
        [3, new Uint8Array(20)],
      ]),
    ]),
  );
  return zipOf({
    meta: protoMessage([[1, 3]]),
    "collection.anki21b": await zstd(collection),
    media: await zstd(list),
    ...Object.fromEntries(media.map((file, index) => [String(index), file.entry])),
  });
}

describe("the package's byte budget", () => {
  it("refuses a collection larger than allowed from the zip's directory, before inflating it", async () => {
    const started = performance.now();
    const error = await failure(inflatingZip());
    expect(error.code).toBe("FILE_TOO_COMPLEX");
    expect(error.message).toBe(
      "This Anki package holds a collection of 500 MB; Mnemo reads collections of up to 256 MB. Export fewer decks at a time, or without media, and upload those files.",
    );
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("counts zstd output against the whole package as it streams, and stops at the first byte past it", async () => {
    const error = await failure(zstdCollectionBomb({ bytes: 3 * 1024 * 1024, statedPages: 768 }), {
      maxPackageBytes: 1024 * 1024,
      maxCollectionBytes: 8 * 1024 * 1024,
    });
    expect(error.code).toBe("FILE_TOO_COMPLEX");
    expect(error.message).toMatch(/^This Anki package unpacks to more than 1 MB \(.*it got there at the collection\)/);
    expect(error.details).toEqual({ maxPackageBytes: 1024 * 1024, stoppedAt: "the collection" });
  });

  it("refuses, at the preview, media whose declared sizes pass what the collection left of the budget", async () => {
    const file = new Uint8Array(40_000).fill(9);
    const media = await Promise.all(
      ["a.png", "b.png", "c.png"].map(async (name) => ({ name, size: file.length, entry: await zstd(file) })),
    );
    const bytes = await modernPackageWith(media);
    const collection = openAnkiPackage(bytes).readCollection().length;
    const error = await failure(bytes, { maxPackageBytes: collection + 1024 + 100_000 });
    expect(error.code).toBe("FILE_TOO_COMPLEX");
    expect(error.message).toMatch(/holds pictures and sounds of 118 KB, which with its collection come to more than/);
    const read = await readApkg(bytes, { fileName: "deck.apkg", now: NOW, limits: { maxPackageBytes: collection + 1024 + 130_000 } });
    expect(read.media.map((item) => item.read())).toEqual([file, file, file]);
  });

  it("refuses a media file over the per-file limit from its declared size, legacy and modern alike", async () => {
    const modern = await failure(await zstdMediaBomb({ bytes: 1024, declaredBytes: 200 * 1024 * 1024 }));
    expect(modern.code).toBe("FILE_TOO_COMPLEX");
    expect(modern.message).toMatch(/holds a media file \("bomb-1\.png"\) of 200 MB; Mnemo reads pictures and sounds of up to 100 MB each/);
    const legacy = await failure(
      await buildAnkiPackage({
        version: "anki21",
        notes: [{ type: "basic", fields: ['<img src="big.png">', "Back"] }],
        media: [{ name: "big.png", data: new Uint8Array(5000) }],
      }),
      { maxMediaFileBytes: 4096 },
    );
    expect(legacy.code).toBe("FILE_TOO_COMPLEX");
    expect(legacy.message).toMatch(/holds a media file \("big\.png"\) of 5 KB; Mnemo reads pictures and sounds of up to 4 KB each/);
  });
});

describe("media, read only when the commit asks", () => {
  it("the preview unpacks none: a damaged media file is found only when it is read", async () => {
    const bytes = await modernPackageWith([{ name: "a.png", size: 40, entry: new TextEncoder().encode("not zstd at all") }]);
    const bundle = await readApkg(bytes, { fileName: "deck.apkg", now: NOW });
    expect(bundle.media.map(({ name, size }) => ({ name, size }))).toEqual([{ name: "a.png", size: 40 }]);
    const media = bundle.media[0]!;
    expect(() => media.read()).toThrow(AppError);
    expect(() => media.read()).toThrow(/damaged or incomplete/);
  });

  it("a media file that unpacks past the size its media list declares stops there", async () => {
    const bundle = await readApkg(await zstdMediaBomb({ bytes: 4 * 1024 * 1024, declaredBytes: 100 }), { fileName: "deck.apkg", now: NOW });
    expect(bundle.media.map((file) => file.size)).toEqual([100, 100]);
    let error: unknown;
    try {
      bundle.media[0]!.read();
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("FILE_TOO_COMPLEX");
    expect((error as AppError).message).toMatch(/"bomb-1\.png"\) that decompresses to more than the 100 bytes its media list declares/);
  });
});

describe("readApkg on damaged packages", () => {
  it("either reads a package with bytes changed or cut, or refuses it with an AppError; never anything else", async () => {
    const packages = await Promise.all(
      (["anki2", "anki21b"] as const).map((version) =>
        buildAnkiPackage({ version, notes: NOTES, media: [{ name: "a.png", data: new Uint8Array(300).fill(7) }] }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: packages.length - 1 }),
        fc.array(fc.record({ at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }), { minLength: 1, maxLength: 8 }),
        fc.option(fc.nat(), { nil: null }),
        async (which, changes, cut) => {
          const bytes = packages[which]!.slice();
          for (const { at, value } of changes) bytes[at % bytes.length] = value;
          const damaged = cut === null ? bytes : bytes.subarray(0, cut % bytes.length);
          try {
            await readApkg(damaged, { fileName: "deck.apkg", now: NOW });
          } catch (error) {
            expect(error).toBeInstanceOf(AppError);
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 30_000);
});

describe("openAnkiPackage", () => {
  it("reads the newest collection, never the placeholder beside it", async () => {
    for (const [version, name] of [
      ["anki21", "collection.anki21"],
      ["anki21b", "collection.anki21b"],
    ] as const) {
      const pkg = openAnkiPackage(await buildAnkiPackage({ version, notes: NOTES, meta: null }));
      expect(pkg.collectionName).toBe(name);
      expect(new TextDecoder().decode(pkg.readCollection().subarray(0, 15))).toBe("SQLite format 3");
    }
  });

  it("follows the meta file's version when there is one", async () => {
    const pkg = openAnkiPackage(await buildAnkiPackage({ version: "anki21", notes: NOTES, meta: 2 }));
    expect(pkg.version).toBe(2);
  });

  it("maps Anki's media names to their files, legacy JSON and zstd protobuf alike", async () => {
    const media = [
      { name: "é.png", data: new Uint8Array([1, 2]) },
      { name: "b c.mp3", data: new Uint8Array([3]) },
    ];
    for (const version of ["anki2", "anki21b"] as const) {
      const pkg = openAnkiPackage(await buildAnkiPackage({ version, notes: NOTES, media }));
      expect(pkg.hasMedia("b c.mp3")).toBe(true);
      const found = pkg.media(["é.png", "b c.mp3", "missing.png"]);
      expect(found.map(({ name, size }) => ({ name, size }))).toEqual([
        { name: "é.png", size: 2 },
        { name: "b c.mp3", size: 1 },
      ]);
      expect(found.map((file) => file.read())).toEqual([new Uint8Array([1, 2]), new Uint8Array([3])]);
    }
  });
});
