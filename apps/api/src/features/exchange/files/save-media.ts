import { createHash } from "node:crypto";
import type { Db } from "@mnemo/db";
import { AppError } from "../../../lib/app-error.ts";
import type { ExchangeService } from "../exchange-service.ts";
import { removeMediaIfUnkept } from "./media-lock.ts";
import type { TExchangeMedia, TImportMedia } from "../exchange-model.ts";
import { MEDIA_SRC, mediaSrcName } from "../../collection/media-names.ts";

/** Media kinds notes may show, by extension: what the browser plays or shows, with the type it is served as. */
export const MEDIA_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
  avif: "image/avif",
  bmp: "image/bmp",
  mp3: "audio/mpeg",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  opus: "audio/ogg",
  wav: "audio/wav",
  m4a: "audio/mp4",
  aac: "audio/aac",
  flac: "audio/flac",
  webm: "audio/webm",
};

export type SavedMedia = {
  /** The name notes refer to from now on: "<sha256>.<ext>". */
  storedName: string;
  hash: string;
  ext: string;
  mime: string;
  size: number;
};

/** An import's media file, read when its turn comes (an Anki package's), or already in memory. */
export type TMediaToStore = TImportMedia | TExchangeMedia;

function bytesOf(file: TMediaToStore): Uint8Array {
  return "data" in file ? file.data : file.read();
}

const mb = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024)).toLocaleString("en-GB")} MB`;

/**
 * Keeps an import's media: each file once per user by its content (sha256), within the user's media
 * allowance. Files are read one at a time (unpacked, hashed, written to the store, dropped), so an
 * import's media are never all in memory, and a package's byte budget stops a hostile one as it
 * reads; they are written before the notes that use them are saved. `rollback` removes the ones
 * this import wrote, if saving the notes fails; a failure here rolls back itself. Returns the new
 * name of each original name (media of kinds a card cannot show are left out unread, and their
 * references dropped).
 */
export async function storeImportMedia(
  { userId, media }: { userId: string; media: readonly TMediaToStore[] },
  { db, exchange }: { db: Db; exchange: ExchangeService },
): Promise<{ names: Map<string, SavedMedia>; added: SavedMedia[]; rollback(): Promise<void> }> {
  const names = new Map<string, SavedMedia>();
  const kinds = media.flatMap((file) => {
    const ext = file.name.includes(".") ? file.name.slice(file.name.lastIndexOf(".") + 1).toLowerCase() : "";
    const mime = MEDIA_TYPES[ext];
    return mime ? [{ file, ext, mime }] : [];
  });
  if (kinds.length === 0) return { names, added: [], rollback: async () => {} };

  const used = (await db.mediaFile.aggregate({ where: { userId }, _sum: { size: true } }))._sum.size ?? 0;
  const owned = new Set((await db.mediaFile.findMany({ where: { userId }, select: { hash: true } })).map((row) => row.hash));
  const added = new Map<string, SavedMedia>();
  // The store is shared by content: a file another user already keeps is not written again, and never removed here.
  const written: string[] = [];
  const rollback = async () => {
    // Only files no row of anyone's refers to: a concurrent import of the same picture may have saved its row meanwhile.
    for (const hash of written) await removeMediaIfUnkept(hash, { db, exchange });
  };
  try {
    let adding = 0;
    for (const [index, { file, ext, mime }] of kinds.entries()) {
      const data = bytesOf(file);
      const hash = createHash("sha256").update(data).digest("hex");
      const saved = { storedName: `${hash}.${ext}`, hash, ext, mime, size: data.length };
      names.set(file.name, saved);
      if (owned.has(hash) || added.has(hash)) continue;
      adding += data.length;
      if (used + adding > exchange.mediaLimitBytes) {
        // The files not read yet count at their declared sizes: enough to say how far over it is.
        const rest = kinds.slice(index + 1).reduce((sum, item) => sum + ("data" in item.file ? item.file.data.length : item.file.size), 0);
        throw new AppError("MEDIA_LIMIT_EXCEEDED", {
          message: `This file's pictures and sounds take ${mb(adding + rest)}, and you keep ${mb(used)} of ${mb(exchange.mediaLimitBytes)}. Import a smaller deck, or one without media.`,
          details: { limit: exchange.mediaLimitBytes, used, adding: adding + rest },
        });
      }
      added.set(hash, saved);
      if ((await exchange.media.size(hash)) !== null) continue;
      await exchange.media.put(hash, data);
      written.push(hash);
    }
  } catch (error) {
    await rollback();
    throw error;
  }
  return { names, added: [...added.values()], rollback };
}

/** Points an HTML field's media at their stored names; a reference to a file the import does not have is kept as it is. */
export function renameMediaInHtml(html: string, names: ReadonlyMap<string, SavedMedia>): string {
  return html.replace(MEDIA_SRC, (whole: string, prefix: string, ...groups: (string | undefined)[]) => {
    const name = mediaSrcName([whole, prefix, ...groups]);
    const saved = names.get(name) ?? names.get(safeDecode(name));
    return saved ? `${prefix}"${saved.storedName}"` : whole;
  });
}

function safeDecode(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
