import { inflateRawSync } from "node:zlib";
import { MAX_IMPORT_BYTES } from "@mnemo/api-contract";
import { Decompress } from "fzstd";
import { AppError } from "../../../lib/app-error.ts";
import type { TImportMedia } from "../exchange-model.ts";
import { decodeMediaEntries, decodePackageVersion, ProtoError } from "./anki21b.ts";

/**
 * Anki's package container (.apkg and .colpkg alike): a zip holding a
 * collection (`collection.anki21b` zstd-compressed SQLite at schema 18,
 * `collection.anki21` or `collection.anki2` plain SQLite at schema 11), an
 * optional `meta` (PackageMetadata), a `media` map (JSON for legacy packages,
 * zstd-compressed MediaEntries for the latest) and media files named "0",
 * "1"... (zstd-compressed in the latest version).
 *
 * Safety (docs/security.md, "Imports"): the zip's central directory is read
 * and checked first (entry count, declared total size, each entry's
 * compression ratio). One byte budget covers the whole package: the
 * collection, the media map and every media file together, charged as each
 * is unpacked (a deflated entry's declared size before it is inflated into a
 * buffer of that size, zstd output chunk by chunk as it streams), and each
 * has its own ceiling too (the collection, the media list, one media file:
 * a modern package's media list gives each file's size), so neither
 * a zip bomb nor a zstd bomb fills memory or takes long to refuse. Media are
 * unpacked only when the commit reads them, one at a time. Every failure is
 * an AppError a person can act on.
 */

export type TAnkiPackageLimits = {
  /**
   * Most bytes one package unpacks to: the collection, the media map and every media file
   * together, counted as they are unpacked (and, before anything is, from the central directory).
   */
  maxPackageBytes: number;
  /** Most bytes the collection (SQLite) may have once unpacked and decompressed. */
  maxCollectionBytes: number;
  /** Most bytes the media map may have once unpacked (about 80 bytes a file). */
  maxMediaListBytes: number;
  /** Most bytes one media file may unpack to. */
  maxMediaFileBytes: number;
  maxEntries: number;
};

const MB = 1024 * 1024;

export const DEFAULT_ANKI_PACKAGE_LIMITS: TAnkiPackageLimits = {
  // Uploads are at most 100 MB and media are already compressed (they unpack to about their packed size):
  // a full collection and 100 MB of media fit twice over.
  maxPackageBytes: 512 * MB,
  // 50,000 notes with years of history are tens of MB; SQLite packs 3 to 10 times, so a 100 MB upload
  // of a real collection stays under this. sql.js holds it twice while reading (the bytes and its own copy).
  maxCollectionBytes: 256 * MB,
  maxMediaListBytes: 16 * MB,
  // Pictures and sounds are already compressed, so none unpacks much past its packed size: none can be
  // larger than the largest upload. Also the most one read holds in memory at once.
  maxMediaFileBytes: MAX_IMPORT_BYTES,
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

export function packageTooComplexError(details: Record<string, number | string>, what: string): AppError {
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
    if (total > limits.maxPackageBytes) {
      throw packageTooComplexError(
        { declaredBytes: total, maxPackageBytes: limits.maxPackageBytes },
        `unpacks to more than ${formatBytes(limits.maxPackageBytes)} (its collection, media list, pictures and sounds together), the most Mnemo reads from one package`,
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
  if (bytes >= 1024 ** 3) return `${Math.round(bytes / 1024 ** 3)} GB`;
  return bytes >= 1024 ** 2 ? `${Math.round(bytes / 1024 ** 2)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * The package's byte budget: every unpacked byte is charged here as it is
 * produced, and the first byte past the limit stops the reading.
 */
class ByteBudget {
  private used = 0;
  constructor(readonly limit: number) {}

  /** Bytes still to be had. */
  get left(): number {
    return this.limit - this.used;
  }

  /** Charges `bytes` of `what` ("the collection", `a media file ("x.png")`). */
  take(bytes: number, what: string): void {
    this.used += bytes;
    if (this.used > this.limit) {
      throw packageTooComplexError(
        { maxPackageBytes: this.limit, stoppedAt: what },
        `unpacks to more than ${formatBytes(this.limit)} (its collection, media list, pictures and sounds together; it got there at ${what}), the most Mnemo reads from one package`,
      );
    }
  }
}

/**
 * One entry's bytes: stored, or inflated into a buffer of exactly its
 * declared size, charged to the budget before inflating. Stored bytes are
 * charged too, unless they are zstd the caller decompresses (and charges) next.
 */
function readEntry(bytes: Uint8Array, entry: TZipEntry, budget: ByteBudget, what: string, { zstd = false } = {}): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (entry.encrypted) throw damagedPackageError();
  if (at + 30 > bytes.length || view.getUint32(at, true) !== SIGNATURE.local) throw damagedPackageError();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw damagedPackageError();
  const packed = bytes.subarray(start, start + entry.compressedSize);
  if (entry.compression !== 0 && entry.compression !== 8) throw damagedPackageError(new Error(`compression method ${entry.compression}`));
  if (entry.compression === 8 || !zstd) budget.take(entry.size, what);
  if (entry.compression === 0) return packed;
  let data: Uint8Array;
  try {
    // zlib (native, several times faster than a JS inflater on long runs) into one buffer of the declared
    // size: an entry that unpacks past it stops there (ERR_BUFFER_TOO_LARGE), a lie like any other.
    const size = Math.max(1, entry.size);
    const inflated = inflateRawSync(packed, { maxOutputLength: size, chunkSize: Math.max(64, size) });
    data = new Uint8Array(inflated.buffer, inflated.byteOffset, inflated.length);
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

/** SQLite's file header: the first 100 bytes of every database. */
const SQLITE_HEADER_BYTES = 100;
const SQLITE_MAGIC = "SQLite format 3\u0000";

/**
 * The size a SQLite database's header gives (page size times pages), or null
 * when the header does not vouch for it (SQLite trusts its in-header size only
 * while the change counter matches the version-valid-for number); null too
 * for bytes that are not SQLite at all.
 */
function sqliteHeaderSize(head: Uint8Array): { isSqlite: boolean; size: number | null } {
  if (head.length < SQLITE_HEADER_BYTES || latin1.decode(head.subarray(0, 16)) !== SQLITE_MAGIC) return { isSqlite: false, size: null };
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const pageSize = view.getUint16(16) === 1 ? 65536 : view.getUint16(16);
  const pages = view.getUint32(28);
  const isValid = pages > 0 && view.getUint32(24) === view.getUint32(92);
  return { isSqlite: true, size: isValid ? pageSize * pages : null };
}

function collectionSizeUnstatedError(): AppError {
  return new AppError("FILE_CORRUPT", {
    message:
      "The collection inside this Anki package does not say how large it is, as every collection Anki writes does, so Mnemo does not read it. In Anki, run Tools > Check Database, then export the deck again and upload the new file.",
  });
}

function collectionPastItsSizeError(size: number): AppError {
  return new AppError("FILE_CORRUPT", {
    message: `The collection inside this Anki package runs past the ${formatBytes(size)} its own header gives, so it is damaged and Mnemo does not read it. In Anki, run Tools > Check Database, then export the deck again and upload the new file.`,
    details: { statedBytes: size },
  });
}

/**
 * Decompresses zstd, counting as it streams: each chunk is charged to the
 * budget, and output past `cap` (this item's own ceiling) throws `overCap()`.
 * `onHead` sees the first bytes (`headBytes` of them) as soon as they are out,
 * and may refuse the rest.
 */
function unzstd(
  data: Uint8Array,
  {
    budget,
    cap,
    what,
    overCap,
    onHead,
    headBytes = 0,
  }: {
    budget: ByteBudget;
    cap: number;
    what: string;
    overCap: () => AppError;
    /** May lower the cap, with its own error, once the head says how large the whole should be. */
    onHead?: (head: Uint8Array) => { cap: number; overCap: () => AppError } | void;
    headBytes?: number;
  },
): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let headSeen = !onHead;
  let limit = { cap, overCap };
  const stream = new Decompress((chunk) => {
    total += chunk.length;
    if (total > limit.cap) throw limit.overCap();
    budget.take(chunk.length, what);
    // fzstd hands out each block in a buffer of its own; a view into a larger one is copied, so nothing uncounted is kept.
    chunks.push(chunk.byteLength === chunk.buffer.byteLength ? chunk : chunk.slice());
    if (!headSeen && total >= headBytes) {
      headSeen = true;
      const lowered = onHead?.(concatChunks(chunks, headBytes));
      if (lowered) {
        limit = { cap: Math.min(limit.cap, lowered.cap), overCap: lowered.overCap };
        if (total > limit.cap) throw limit.overCap();
      }
    }
  });
  try {
    stream.push(data, true);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw damagedPackageError(error);
  }
  return chunks.length === 1 ? chunks[0]! : concatChunks(chunks, total);
}

/** The first `length` bytes of `chunks`, as one array. */
function concatChunks(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    if (at >= length) break;
    const part = chunk.subarray(0, length - at);
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export type TAnkiPackage = {
  version: TPackageVersion;
  /** The collection file read: "collection.anki21b", "collection.anki21" or "collection.anki2". */
  collectionName: string;
  /** The collection's SQLite bytes, unpacked now (charged to the budget): read it once and let it go. */
  readCollection(): Uint8Array;
  /** Is a media file of this name (NFC) in the package? */
  hasMedia(name: string): boolean;
  /**
   * The files of these names (NFC) the package holds, sized from its listing; nothing is unpacked
   * until a file's `read()`. Names the package lacks are left out.
   */
  media(names: Iterable<string>): TImportMedia[];
  /**
   * Refuses media whose declared sizes alone would pass what is left of the byte budget, so a
   * preview (which unpacks no media) already refuses a package the commit could not read.
   */
  checkMediaFits(media: readonly TImportMedia[]): void;
};

/** A media file of the package: where it is in the zip, and its size as the media list (or the zip) declares it. */
type TMediaFile = { zipName: string; size: number };

/**
 * Opens an Anki package: checks the zip, finds its version (the `meta`
 * file, else the newest collection present; the old collection Anki writes
 * beside a newer one is a placeholder and never read), and reads the media
 * map. The collection and media files are unpacked when asked for, each
 * charged to the package's one byte budget.
 */
export function openAnkiPackage(bytes: Uint8Array, limits: TAnkiPackageLimits = DEFAULT_ANKI_PACKAGE_LIMITS): TAnkiPackage {
  if (bytes.length === 0) throw emptyPackageError();
  const magic = latin1.decode(bytes.subarray(0, 4));
  if (magic !== "PK\u0003\u0004" && magic !== "PK\u0005\u0006") throw notAZipError();
  const entries = new Map(readCentralDirectory(bytes, limits).map((entry) => [entry.name, entry]));
  const budget = new ByteBudget(limits.maxPackageBytes);

  const version = packageVersion(bytes, entries, budget);
  const collectionName = COLLECTION_FILES[version];
  const collectionEntry = entries.get(collectionName);
  if (!collectionEntry) throw missingCollectionError();
  const collectionTooLarge = (size: number | null) =>
    packageTooComplexError(
      { ...(size === null ? {} : { collectionBytes: size }), maxCollectionBytes: limits.maxCollectionBytes },
      size === null
        ? `holds a collection that decompresses to more than ${formatBytes(limits.maxCollectionBytes)}; Mnemo reads collections of up to ${formatBytes(limits.maxCollectionBytes)}`
        : `holds a collection of ${formatBytes(size)}; Mnemo reads collections of up to ${formatBytes(limits.maxCollectionBytes)}`,
    );
  if (collectionEntry.size > limits.maxCollectionBytes) throw collectionTooLarge(collectionEntry.size);
  const compressed = version === 3;

  const mediaFiles = readMediaMap(bytes, entries, compressed, limits, budget);
  const mediaTooLarge = (name: string, size: number) =>
    packageTooComplexError(
      { mediaBytes: size, maxMediaFileBytes: limits.maxMediaFileBytes, name },
      `holds a media file ("${name}") of ${formatBytes(size)}; Mnemo reads pictures and sounds of up to ${formatBytes(limits.maxMediaFileBytes)} each`,
    );
  const readOne = (name: string, file: TMediaFile): Uint8Array => {
    if (file.size > limits.maxMediaFileBytes) throw mediaTooLarge(name, file.size);
    const entry = entries.get(file.zipName)!;
    const what = `the media file "${name}"`;
    const data = readEntry(bytes, entry, budget, what, { zstd: compressed });
    if (!compressed) return data;
    // Anki writes each file's own size in the media list: a file that unpacks past it is not one Anki wrote.
    return unzstd(data, {
      budget,
      cap: file.size,
      what,
      overCap: () =>
        packageTooComplexError(
          { declaredBytes: file.size, name },
          `holds a media file ("${name}") that decompresses to more than the ${file.size.toLocaleString("en-US")} bytes its media list declares, which no real file does`,
        ),
    });
  };
  return {
    version,
    collectionName,
    readCollection() {
      const packed = readEntry(bytes, collectionEntry, budget, "the collection", { zstd: compressed });
      if (!compressed) return packed;
      if (!isZstd(packed)) throw damagedCollectionError();
      return unzstd(packed, {
        budget,
        cap: limits.maxCollectionBytes,
        what: "the collection",
        overCap: () => collectionTooLarge(null),
        // SQLite's header says what the collection is and how large: a file that is not one, that does not
        // say (every SQLite since 3.7.0 does, and only Anki 2.1.50 and later write zstd collections), or that
        // is larger than allowed is refused from its first 100 bytes; one that runs past what it said, at
        // the first byte past it. No bomb costs more than the size its header admits to.
        headBytes: SQLITE_HEADER_BYTES,
        onHead: (head) => {
          const { isSqlite, size } = sqliteHeaderSize(head);
          if (!isSqlite) throw damagedCollectionError();
          if (size === null) throw collectionSizeUnstatedError();
          if (size > limits.maxCollectionBytes) throw collectionTooLarge(size);
          return { cap: size, overCap: () => collectionPastItsSizeError(size) };
        },
      });
    },
    hasMedia: (name) => mediaFiles.has(name.normalize("NFC")),
    media: (names) => {
      const media: TImportMedia[] = [];
      for (const name of new Set([...names].map((n) => n.normalize("NFC")))) {
        const file = mediaFiles.get(name);
        if (file) media.push({ name, size: file.size, read: () => readOne(name, file) });
      }
      return media;
    },
    checkMediaFits(media) {
      for (const file of media) if (file.size > limits.maxMediaFileBytes) throw mediaTooLarge(file.name, file.size);
      const declared = media.reduce((sum, file) => sum + file.size, 0);
      if (declared <= budget.left) return;
      throw packageTooComplexError(
        { declaredBytes: declared, maxPackageBytes: budget.limit },
        `holds pictures and sounds of ${formatBytes(declared)}, which with its collection come to more than ${formatBytes(budget.limit)} (the most Mnemo reads from one package)`,
      );
    },
  };
}

/** The `meta` file's version; without one, the newest collection present decides (as Anki reads packages). */
function packageVersion(bytes: Uint8Array, entries: Map<string, TZipEntry>, budget: ByteBudget): TPackageVersion {
  const meta = entries.get("meta");
  if (meta) {
    let version: number;
    try {
      version = decodePackageVersion(readEntry(bytes, meta, budget, "the meta file"));
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

/**
 * Media name (NFC) -> where the file is and its declared size; files the map
 * names but the zip lacks are left out. A package without a map (old
 * AnkiDroid) has no media.
 */
function readMediaMap(
  bytes: Uint8Array,
  entries: Map<string, TZipEntry>,
  compressed: boolean,
  limits: TAnkiPackageLimits,
  budget: ByteBudget,
): Map<string, TMediaFile> {
  const map = new Map<string, TMediaFile>();
  const entry = entries.get("media");
  if (!entry) return map;
  const listTooLarge = () =>
    packageTooComplexError(
      { maxMediaListBytes: limits.maxMediaListBytes },
      `holds a media list of more than ${formatBytes(limits.maxMediaListBytes)}; Mnemo reads lists of up to ${formatBytes(limits.maxMediaListBytes)}`,
    );
  const tooMany = () =>
    packageTooComplexError(
      { maxEntries: limits.maxEntries },
      `lists more than ${limits.maxEntries.toLocaleString("en-US")} media files; Mnemo reads packages of up to ${limits.maxEntries.toLocaleString("en-US")}`,
    );
  if (entry.compression !== 0 && entry.size > limits.maxMediaListBytes) throw listTooLarge();
  const raw = readEntry(bytes, entry, budget, "the media list", { zstd: compressed });
  const add = (name: string, zipName: string, declared: number | null) => {
    const file = entries.get(zipName);
    if (file) map.set(name.normalize("NFC"), { zipName, size: declared ?? file.size });
  };
  try {
    if (compressed) {
      const list = unzstd(raw, { budget, cap: limits.maxMediaListBytes, what: "the media list", overCap: listTooLarge });
      const onEntry = (count: number) => {
        if (count > limits.maxEntries) throw tooMany();
      };
      for (const { name, zipName, size } of decodeMediaEntries(list, { onEntry })) add(name, zipName, size);
    } else {
      if (raw.length > limits.maxMediaListBytes) throw listTooLarge();
      const parsed: unknown = JSON.parse(utf8.decode(raw));
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw damagedPackageError();
      const names = Object.entries(parsed);
      if (names.length > limits.maxEntries) throw tooMany();
      // A legacy package's media are stored or deflated as they are: the zip's directory gives each one's size.
      for (const [zipName, name] of names) if (typeof name === "string") add(name, zipName, null);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof ProtoError || error instanceof SyntaxError) throw damagedPackageError(error);
    throw error;
  }
  return map;
}
