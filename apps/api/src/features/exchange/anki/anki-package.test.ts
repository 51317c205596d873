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

  it("a zip whose central directory declares more than 1 GB (refused before inflating)", async () => {
    const bomb = withDeclaredSize(await buildAnkiPackage({ version: "anki21", notes: NOTES }), "collection.anki21", 0xfffffff0);
    const error = await failure(bomb);
    expect(error.code).toBe("FILE_TOO_COMPLEX");
    expect(error.message).toMatch(/unpacks to more than 1 GB, the most Mnemo reads from one package/);
    expect(error.details).toMatchObject({ maxUncompressedBytes: 1024 ** 3 });
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

  it("a zstd collection that decompresses past the limit (a zstd bomb)", async () => {
    const huge = await zstd(new Uint8Array(3 * 1024 * 1024));
    const package_ = zipOf({ meta: protoMessage([[1, 3]]), "collection.anki21b": huge });
    const error = await failure(package_, { maxCollectionBytes: 1024 * 1024 });
    expect(error.code).toBe("FILE_TOO_COMPLEX");
    expect(error.message).toMatch(/decompresses to more than 1 MB/);
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
    expect(error.details).toEqual({ found: 3, limit: 2 });
    expect(error.message).toBe(
      "This Anki package has 3 notes; Mnemo imports up to 2 at a time. In Anki, export the decks in smaller parts and import them one by one.",
    );
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
      expect(new TextDecoder().decode(pkg.collection.subarray(0, 15))).toBe("SQLite format 3");
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
      expect(pkg.readMedia(["é.png", "b c.mp3", "missing.png"])).toEqual([
        { name: "é.png", data: new Uint8Array([1, 2]) },
        { name: "b c.mp3", data: new Uint8Array([3]) },
      ]);
    }
  });
});
