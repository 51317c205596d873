import { inflateSync } from "fflate";
import { Decompress } from "fzstd";
import { AppError } from "../../../lib/app-error.ts";
import type { TExchangeMedia } from "../exchange-model.ts";
import { decodeMediaEntries, decodePackageVersion, ProtoError } from "./anki21b.ts";

/**
 * Anki's package container (.apkg and .colpkg alike): a zip holding a
 * collection (`collection.anki21b` zstd-compressed SQLite at schema 18,
 * `collection.anki21` or `collection.anki2` plain SQLite at schema 11), an
 * optional `meta` (PackageMetadata), a `media` map (JSON for legacy packages,
 * zstd-compressed MediaEntries for the latest) and media files named "0",
 * "1"... (zstd-compressed in the latest version).
 *
 * Safety: the zip's central directory is read and checked first (entry
 * count, declared total size, each entry's compression ratio); only the
 * entries needed are then inflated, into buffers of their declared size, and
 * zstd output is counted as it streams, so neither a zip bomb nor a zstd bomb
 * can fill memory. Every failure is an AppError a person can act on.
 */

export type TAnkiPackageLimits = {
  /** Most bytes all entries together may declare unpacked. */
  maxUncompressedBytes: number;
  /** Most bytes the collection (SQLite) may have once unpacked and decompressed. */
  maxCollectionBytes: number;
  maxEntries: number;
};

export const DEFAULT_ANKI_PACKAGE_LIMITS: TAnkiPackageLimits = {
  maxUncompressedBytes: 1024 * 1024 * 1024,
  maxCollectionBytes: 512 * 1024 * 1024,
  // Shared decks with tens of thousands of pictures exist; a million entries in a 100 MB upload does not.
  maxEntries: 200_000,
};

/**
 * Deflate cannot shrink data more than about 1,032 to 1; an entry claiming
 * more lies about its size (the classic zip bomb trick).
 */
const MAX_DEFLATE_RATIO = 1100;

/** Package versions (PackageMetadata.version) this reader knows: 1 and 2 legacy, 3 latest. */
export const SUPPORTED_PACKAGE_VERSIONS = [1, 2, 3] as const;
export type TPackageVersion = (typeof SUPPORTED_PACKAGE_VERSIONS)[number];

export const COLLECTION_FILES: Record<TPackageVersion, string> = {
  1: "collection.anki2",
  2: "collection.anki21",
  3: "collection.anki21b",
};

const EXPORT_AGAIN = "Export it from Anki again (File > Export, as an Anki Deck Package) and upload the new file.";

export function emptyPackageError(): AppError {
  return new AppError("EMPTY_DOCUMENT", { message: `This file is empty. ${EXPORT_AGAIN}` });
}

export function notAZipError(): AppError {
  return new AppError("FILE_CORRUPT", {
    message: `This file is not an Anki package: an .apkg or .colpkg file is a zip archive, and this one is not. ${EXPORT_AGAIN}`,
  });
}

export function damagedPackageError(cause?: unknown): AppError {
  return new AppError("FILE_CORRUPT", {
    message: `This Anki package is damaged or incomplete, so Mnemo can't unpack it. Download it again, or ${EXPORT_AGAIN.charAt(0).toLowerCase()}${EXPORT_AGAIN.slice(1)}`,
    cause,
  });
}

export function missingCollectionError(): AppError {
  return new AppError("FILE_CORRUPT", {
    message: `This zip file holds no Anki collection (collection.anki21b, collection.anki21 or collection.anki2), so it is not an Anki package. ${EXPORT_AGAIN}`,
  });
}

export function damagedCollectionError(cause?: unknown): AppError {
  return new AppError("FILE_CORRUPT", {
    message:
      "The collection inside this Anki package is damaged, so Mnemo can't read it. In Anki, run Tools > Check Database, then export the deck again and upload the new file.",
    cause,
  });
}

export function packageTooComplexError(details: Record<string, number>, what: string): AppError {
  return new AppError("FILE_TOO_COMPLEX", {
    message: `This Anki package ${what}. Export fewer decks at a time, or without media, and upload those files.`,
    details,
  });
}

/**
 * A package or collection newer than this reader: a `meta` version past 3
 * ("package"), a database schema past 18 ("schema"), or only the placeholder
 * collection Anki writes for old versions, saying to update ("placeholder").
 */
export function versionNotSupportedError(version: number | string, kind: "package" | "schema" | "placeholder"): AppError {
  const what = {
    package: `is package version ${version}, made by an Anki newer than Mnemo knows: Mnemo reads package versions 1 to 3 (Anki 2.0 to 25)`,
    schema: `holds a collection of database schema ${version}, which Mnemo can't read: Mnemo reads schemas 11 to 18 (Anki 2.0 to 25)`,
    placeholder:
      'holds only the placeholder Anki writes for older apps ("Please update to the latest Anki version"); its real collection is in a newer format that is missing here',
  }[kind];
  return new AppError("PACKAGE_VERSION_NOT_SUPPORTED", {
    message: `This Anki package ${what}. In Anki, export the deck with "Support older Anki versions" ticked and upload that file.`,
    details: { version, kind },
  });
}

type TZipEntry = { name: string; compression: number; compressedSize: number; size: number; localOffset: number; encrypted: boolean };

const SIGNATURE = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50, end64: 0x06064b50, locator64: 0x07064b50 };

const latin1 = new TextDecoder("latin1");
const utf8 = new TextDecoder("utf-8");

/** The zip's central directory, checked against the limits; nothing is inflated. */
function readCentralDirectory(bytes: Uint8Array, limits: TAnkiPackageLimits): TZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => u32(at) + u32(at + 4) * 2 ** 32;

  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (u32(at) === SIGNATURE.end) {
      end = at;
      break;
    }
  }
  if (end === -1) throw damagedPackageError();
  let count = u16(end + 10);
  let offset = u32(end + 16);
  if (end >= 20 && u32(end - 20) === SIGNATURE.locator64) {
    const end64 = u64(end - 12);
    if (end64 + 56 > bytes.length || u32(end64) !== SIGNATURE.end64) throw damagedPackageError();
    count = u64(end64 + 32);
    offset = u64(end64 + 48);
  }
  if (count > limits.maxEntries) {
    throw packageTooComplexError(
      { entries: count, maxEntries: limits.maxEntries },
      `has ${count.toLocaleString("en-US")} files in it; Mnemo reads packages of up to ${limits.maxEntries.toLocaleString("en-US")}`,
    );
  }

  const entries: TZipEntry[] = [];
  let total = 0;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > bytes.length || u32(offset) !== SIGNATURE.central) throw damagedPackageError();
    const nameLength = u16(offset + 28);
    const extraLength = u16(offset + 30);
    const commentLength = u16(offset + 32);
    const next = offset + 46 + nameLength + extraLength + commentLength;
    if (next > bytes.length) throw damagedPackageError();
    const flags = u16(offset + 8);
    const nameBytes = bytes.subarray(offset + 46, offset + 46 + nameLength);
    let compressedSize = u32(offset + 20);
    let size = u32(offset + 24);
    let localOffset = u32(offset + 42);
    // Zip64: the sizes and offset that do not fit in 32 bits follow in extra field 1, in this order.
    for (let at = offset + 46 + nameLength; at + 4 <= offset + 46 + nameLength + extraLength;) {
      const id = u16(at);
      const length = u16(at + 2);
      if (id === 1) {
        const fieldEnd = at + 4 + length;
        let field = at + 4;
        const next64 = (): number | null => {
          if (field + 8 > fieldEnd) return null;
          field += 8;
          return u64(field - 8);
        };
        if (size === 0xffffffff) size = next64() ?? size;
        if (compressedSize === 0xffffffff) compressedSize = next64() ?? compressedSize;
        if (localOffset === 0xffffffff) localOffset = next64() ?? localOffset;
      }
      at += 4 + length;
    }
    const name = (flags & 0x800 ? utf8 : latin1).decode(nameBytes);
    const compression = u16(offset + 10);
    total += size;
    if (total > limits.maxUncompressedBytes) {
      throw packageTooComplexError(
        { declaredBytes: total, maxUncompressedBytes: limits.maxUncompressedBytes },
        `unpacks to more than ${formatBytes(limits.maxUncompressedBytes)}, the most Mnemo reads from one package`,
      );
    }
    if (compression === 8 && size > MAX_DEFLATE_RATIO * compressedSize + 1024) {
      throw packageTooComplexError(
        { declaredBytes: size, compressedBytes: compressedSize },
        `claims that "${name}" unpacks ${Math.round(size / Math.max(1, compressedSize)).toLocaleString("en-US")} times larger than it is packed, which no real file does`,
      );
    }
    if (compression === 0 && size !== compressedSize) throw damagedPackageError();
    entries.push({ name, compression, compressedSize, size, localOffset, encrypted: (flags & 1) === 1 });
    offset = next;
  }
  return entries;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 ** 3 ? `${Math.round(bytes / 1024 ** 3)} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;
}

/** One entry's bytes: stored, or inflated into a buffer of exactly its declared size. */
function readEntry(bytes: Uint8Array, entry: TZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (entry.encrypted) throw damagedPackageError();
  if (at + 30 > bytes.length || view.getUint32(at, true) !== SIGNATURE.local) throw damagedPackageError();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw damagedPackageError();
  const packed = bytes.subarray(start, start + entry.compressedSize);
  if (entry.compression === 0) return packed;
  if (entry.compression !== 8) throw damagedPackageError(new Error(`compression method ${entry.compression}`));
  let data: Uint8Array;
  try {
    data = inflateSync(packed, { out: new Uint8Array(entry.size) });
  } catch (error) {
    throw damagedPackageError(error);
  }
  if (data.length !== entry.size) throw damagedPackageError();
  return data;
}

const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];

function isZstd(data: Uint8Array): boolean {
  return ZSTD_MAGIC.every((byte, index) => data[index] === byte);
}

/** Decompresses zstd, counting as it streams: output past `limit` stops it (a zstd bomb). */
function unzstd(data: Uint8Array, limit: number, what: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const stream = new Decompress((chunk) => {
    total += chunk.length;
    if (total > limit) {
      throw packageTooComplexError(
        { maxBytes: limit },
        `holds ${what} that decompresses to more than ${formatBytes(limit)}, the most Mnemo reads`,
      );
    }
    chunks.push(chunk.slice());
  });
  try {
    stream.push(data, true);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw damagedPackageError(error);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

export type TAnkiPackage = {
  version: TPackageVersion;
  /** The collection file read: "collection.anki21b", "collection.anki21" or "collection.anki2". */
  collectionName: string;
  /** The collection's SQLite bytes, decompressed. */
  collection: Uint8Array;
  /** Is a media file of this name (NFC) in the package? */
  hasMedia(name: string): boolean;
  /** The files of these names (NFC) the package holds, decompressed; names it lacks are left out. */
  readMedia(names: Iterable<string>): TExchangeMedia[];
};

/**
 * Opens an Anki package: checks the zip, finds its version (the `meta`
 * file, else the newest collection present; the old collection Anki writes
 * beside a newer one is a placeholder and never read), and unpacks the
 * collection and the media map. Media files are unpacked on demand.
 */
export function openAnkiPackage(bytes: Uint8Array, limits: TAnkiPackageLimits = DEFAULT_ANKI_PACKAGE_LIMITS): TAnkiPackage {
  if (bytes.length === 0) throw emptyPackageError();
  const magic = latin1.decode(bytes.subarray(0, 4));
  if (magic !== "PK\u0003\u0004" && magic !== "PK\u0005\u0006") throw notAZipError();
  const entries = new Map(readCentralDirectory(bytes, limits).map((entry) => [entry.name, entry]));

  const version = packageVersion(bytes, entries);
  const collectionName = COLLECTION_FILES[version];
  const collectionEntry = entries.get(collectionName);
  if (!collectionEntry) throw missingCollectionError();
  if (collectionEntry.size > limits.maxCollectionBytes) {
    throw packageTooComplexError(
      { collectionBytes: collectionEntry.size, maxCollectionBytes: limits.maxCollectionBytes },
      `holds a collection of ${formatBytes(collectionEntry.size)}; Mnemo reads collections of up to ${formatBytes(limits.maxCollectionBytes)}`,
    );
  }
  const compressed = version === 3;
  const packed = readEntry(bytes, collectionEntry);
  if (compressed && !isZstd(packed)) throw damagedCollectionError();
  const collection = compressed ? unzstd(packed, limits.maxCollectionBytes, "a collection") : packed;

  const mediaFiles = readMediaMap(bytes, entries.get("media"), compressed, limits);
  const readOne = (name: string): Uint8Array | null => {
    const zipName = mediaFiles.get(name);
    const entry = zipName === undefined ? undefined : entries.get(zipName);
    if (!entry) return null;
    const data = readEntry(bytes, entry);
    return compressed ? unzstd(data, limits.maxUncompressedBytes, `a media file ("${name}")`) : data.slice();
  };
  return {
    version,
    collectionName,
    collection,
    hasMedia: (name) => mediaFiles.has(name.normalize("NFC")),
    readMedia: (names) => {
      const media: TExchangeMedia[] = [];
      for (const name of new Set([...names].map((n) => n.normalize("NFC")))) {
        const data = readOne(name);
        if (data) media.push({ name, data });
      }
      return media;
    },
  };
}

/** The `meta` file's version; without one, the newest collection present decides (as Anki reads packages). */
function packageVersion(bytes: Uint8Array, entries: Map<string, TZipEntry>): TPackageVersion {
  const meta = entries.get("meta");
  if (meta) {
    let version: number;
    try {
      version = decodePackageVersion(readEntry(bytes, meta));
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw damagedPackageError(error);
    }
    if (!(SUPPORTED_PACKAGE_VERSIONS as readonly number[]).includes(version)) throw versionNotSupportedError(version, "package");
    return version as TPackageVersion;
  }
  if (entries.has(COLLECTION_FILES[3])) return 3;
  if (entries.has(COLLECTION_FILES[2])) return 2;
  if (entries.has(COLLECTION_FILES[1])) return 1;
  throw missingCollectionError();
}

/** Media name (NFC) -> zip entry name. A package without a map (old AnkiDroid) has no media. */
function readMediaMap(
  bytes: Uint8Array,
  entry: TZipEntry | undefined,
  compressed: boolean,
  limits: TAnkiPackageLimits,
): Map<string, string> {
  const map = new Map<string, string>();
  if (!entry) return map;
  const raw = readEntry(bytes, entry);
  try {
    if (compressed) {
      for (const { name, zipName } of decodeMediaEntries(unzstd(raw, limits.maxCollectionBytes, "a media list")))
        map.set(name.normalize("NFC"), zipName);
    } else {
      const parsed: unknown = JSON.parse(utf8.decode(raw));
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw damagedPackageError();
      for (const [zipName, name] of Object.entries(parsed)) if (typeof name === "string") map.set(name.normalize("NFC"), zipName);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof ProtoError || error instanceof SyntaxError) throw damagedPackageError(error);
    throw error;
  }
  return map;
}
