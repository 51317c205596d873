import { crc32, constants as zlibConstants, deflateRawSync } from "node:zlib";
import { zipSync } from "fflate";
import initSqlJs from "sql.js";
import { buildAnkiCollection, protoMessage, zstd } from "./anki-fixtures.ts";

/**
 * The hostile uploads of issue 26's probe, built in memory in well under a
 * second each (nothing binary is committed), for the import's integration
 * test and `pnpm bench:isolation`. Each is small to send and, read without
 * the import's budgets (docs/security.md, "Imports"), would hold a thread
 * for many seconds or fill its memory. No test-runner imports: the benchmark
 * imports this module too.
 */

const MB = 1024 * 1024;

/**
 * An Anki package of about 600 bytes whose `notes` is a SQLite view over a
 * recursive CTE yielding `rows` notes (20 million by default): counting it
 * froze the server for 11 to 26 s per preview. Refused: FILE_CORRUPT (a view).
 */
export async function recursiveViewPackage({ rows = 20_000_000 }: { rows?: number } = {}): Promise<Uint8Array> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  try {
    db.run(`
      PRAGMA page_size = 512;
      CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL, ver integer NOT NULL,
        dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL, models text NOT NULL, decks text NOT NULL,
        dconf text NOT NULL, tags text NOT NULL);
      INSERT INTO col VALUES (1, 1700000000, 0, 0, 11, 0, 0, 0, '{}', '{}', '{}', '{}', '{}');
      CREATE VIEW notes AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows})
        SELECT i AS id, 'g' || i AS guid, 1 AS mid, 0 AS mod, 0 AS usn, '' AS tags, 'front' || char(31) || 'back' AS flds,
          'front' AS sfld, 0 AS csum, 0 AS flags, '' AS data FROM n;
    `);
    return zipSync({ "collection.anki2": db.export() }, { level: 9 });
  } finally {
    db.close();
  }
}

/**
 * A zip of about 500 KB whose `collection.anki2` inflates to `bytes` of
 * zeros (500 MB by default), declared honestly in its central directory: it
 * took a preview from 362 to 1,286 MB of memory. Refused: FILE_TOO_COMPLEX
 * (a collection over the limit), before anything is inflated.
 */
export function inflatingZip({ bytes = 500 * MB }: { bytes?: number } = {}): Uint8Array {
  // Deflate streams may be joined block by block: one MB of zeros deflated and flushed to a byte
  // boundary, repeated, then an empty final block. Only a megabyte is ever compressed here.
  const zeros = new Uint8Array(MB);
  const chunk = deflateRawSync(zeros, { level: 9, finishFlush: zlibConstants.Z_SYNC_FLUSH });
  const whole = Math.floor(bytes / MB);
  const parts: Uint8Array[] = Array.from({ length: whole }, () => chunk);
  let crc = 0;
  for (let index = 0; index < whole; index++) crc = crc32(zeros, crc);
  const rest = bytes - whole * MB;
  if (rest > 0) {
    parts.push(deflateRawSync(zeros.subarray(0, rest), { finishFlush: zlibConstants.Z_SYNC_FLUSH }));
    crc = crc32(zeros.subarray(0, rest), crc);
  }
  parts.push(new Uint8Array([0x03, 0x00]));
  return zipWithEntries([{ name: "collection.anki2", method: 8, data: concat(parts), size: bytes, crc }]);
}

/**
 * A SQLite file header (100 bytes) of 4 KB pages. `pages`: the database size
 * it gives, vouched for (its change counter matches its version-valid-for
 * number); without it, a header whose in-header size SQLite would not trust.
 */
export function sqliteHeader({ pages }: { pages?: number } = {}): Uint8Array {
  const head = new Uint8Array(100);
  head.set(new TextEncoder().encode("SQLite format 3\u0000"));
  const view = new DataView(head.buffer);
  view.setUint16(16, 4096);
  head.set([1, 1, 0, 64, 32, 32], 18);
  view.setUint32(24, 7);
  view.setUint32(28, pages ?? 1);
  view.setUint32(92, pages === undefined ? 6 : 7);
  view.setUint32(96, 3_045_000);
  return head;
}

/**
 * A modern package (meta version 3) of about 19 KB whose `collection.anki21b`
 * is a zstd stream that decompresses to `bytes` (600 MB by default, past the
 * old 512 MB limit): a SQLite header, then zeros in RLE blocks. By default the
 * header does not vouch for its size (no SQLite since 3.7.0 writes one like
 * it): refused as FILE_CORRUPT from its first 100 bytes. With `statedPages`
 * it vouches for that many 4 KB pages and runs past them: refused as
 * FILE_CORRUPT at the first byte past what it stated (a bomb costs no more
 * than the size its header admits to, at most the 256 MB collection limit).
 */
export function zstdCollectionBomb({ bytes = 600 * MB, statedPages }: { bytes?: number; statedPages?: number } = {}): Uint8Array {
  const prefix = sqliteHeader(statedPages === undefined ? {} : { pages: statedPages });
  return zipSync({ meta: protoMessage([[1, 3]]), "collection.anki21b": zstdRle(bytes, { prefix }) }, { level: 0 });
}

/** The media file names the zstd media bomb's notes show. */
export const MEDIA_BOMB_NAMES = ["bomb-1.png", "bomb-2.png"];

/**
 * A modern package of about 70 KB: a real collection whose two notes show
 * two pictures, each a zstd stream of RLE blocks that decompresses to
 * `bytes` (1 GB by default: 2 GB of media; a commit once stored a 1 GB
 * file). `declaredBytes` is what the media list says each file holds: by
 * default a plausible 48 KB (a lie the preview cannot see, as it unpacks no
 * media; the commit stops at the first byte past it), or the truth.
 * Refused: FILE_TOO_COMPLEX, nothing stored.
 */
export async function zstdMediaBomb({
  bytes = 1024 * MB,
  declaredBytes = 48_000,
}: { bytes?: number; declaredBytes?: number } = {}): Promise<Uint8Array> {
  const collection = await buildAnkiCollection({
    schema: 18,
    notes: MEDIA_BOMB_NAMES.map((name, index) => ({
      type: "basic" as const,
      guid: `bomb${index}`,
      deck: "Media bomb",
      fields: [`<img src="${name}"> Picture ${index + 1}`, "Back"],
    })),
  });
  const list = protoMessage(
    MEDIA_BOMB_NAMES.map((name): [number, Uint8Array] => [
      1,
      protoMessage([
        [1, name],
        [2, declaredBytes],
        [3, new Uint8Array(20)],
      ]),
    ]),
  );
  const entries: Record<string, Uint8Array> = {
    meta: protoMessage([[1, 3]]),
    "collection.anki21b": await zstd(collection),
    media: await zstd(list),
  };
  const frame = zstdRle(bytes);
  MEDIA_BOMB_NAMES.forEach((_, index) => (entries[String(index)] = frame));
  return zipSync(entries, { level: 0 });
}

/**
 * A CSV of a header and `rows` two-column records (a million by default,
 * about 20 MB): parsing it whole held the request loop for seconds. Refused:
 * TOO_MANY_NOTES after reading 50,002 records.
 */
export function millionRowCsv({ rows = 1_000_000 }: { rows?: number } = {}): Uint8Array {
  const lines = ["front,back"];
  for (let index = 1; index <= rows; index++) lines.push(`question ${index},answer ${index}`);
  return new TextEncoder().encode(`${lines.join("\n")}\n`);
}

/**
 * One zstd frame of `bytes`: `prefix` as a raw block, then zeros as RLE
 * blocks (4 bytes for each 128 KB). No content size in its header, so only
 * counting the output finds its size.
 */
export function zstdRle(bytes: number, { prefix = new Uint8Array(0) }: { prefix?: Uint8Array } = {}): Uint8Array {
  const BLOCK = 128 * 1024;
  const blocks = Math.max(1, Math.ceil((bytes - prefix.length) / BLOCK));
  // Magic; frame header descriptor 0 (no content size, not single-segment); window descriptor 0x38 (128 KB).
  const out = new Uint8Array(6 + (prefix.length > 0 ? 3 + prefix.length : 0) + blocks * 4);
  out.set([0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x38]);
  let at = 6;
  if (prefix.length > 0) {
    // Block type 0 (raw): the bytes as they are.
    const header = prefix.length * 8;
    out.set([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff], at);
    out.set(prefix, at + 3);
    at += 3 + prefix.length;
  }
  let left = bytes - prefix.length;
  for (let index = 0; index < blocks; index++) {
    const size = Math.min(BLOCK, left);
    left -= size;
    // Block header: last-block bit, block type 1 (RLE), then the size; the block is the one byte repeated.
    const header = size * 8 + 2 + (index === blocks - 1 ? 1 : 0);
    out.set([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff, 0x00], at);
    at += 4;
  }
  return out;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

type TRawEntry = { name: string; method: 0 | 8; data: Uint8Array; size: number; crc: number };

/** A zip of entries already compressed (fflate compresses what it is given; these are too large to hand it). */
function zipWithEntries(entries: readonly TRawEntry[]): Uint8Array {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(8, entry.method, true);
    lv.setUint32(14, entry.crc >>> 0, true);
    lv.setUint32(18, entry.data.length, true);
    lv.setUint32(22, entry.size, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    const central = new Uint8Array(46 + name.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(10, entry.method, true);
    cv.setUint32(16, entry.crc >>> 0, true);
    cv.setUint32(20, entry.data.length, true);
    cv.setUint32(24, entry.size, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local, entry.data);
    centrals.push(central);
    offset += local.length + entry.data.length;
  }
  const directory = concat(centrals);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, directory.length, true);
  ev.setUint32(16, offset, true);
  return concat([...locals, directory, end]);
}
