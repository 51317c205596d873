import { createHash } from "node:crypto";
import type { Db } from "@mnemo/db";
import { AppError } from "../../../lib/app-error.ts";
import type { ExchangeService } from "../exchange-service.ts";
import type { TExchangeMedia } from "../exchange-model.ts";
import { MEDIA_SRC, mediaSrcName } from "./media-names.ts";

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

/**
 * Keeps an import's media: each file once per user by its content (sha256), within the user's media
 * allowance. Files are written to the store before the notes that use them are saved; `rollback`
 * removes the ones this import added, if saving the notes fails. Returns the new name of each
 * original name (media of kinds a card cannot show are left out, and their references dropped).
 */
export async function storeImportMedia(
  { userId, media }: { userId: string; media: readonly TExchangeMedia[] },
  { db, exchange }: { db: Db; exchange: ExchangeService },
): Promise<{ names: Map<string, SavedMedia>; added: SavedMedia[]; rollback(): Promise<void> }> {
  const names = new Map<string, SavedMedia>();
  const byHash = new Map<string, { file: SavedMedia; data: Uint8Array }>();
  for (const file of media) {
    const ext = file.name.includes(".") ? file.name.slice(file.name.lastIndexOf(".") + 1).toLowerCase() : "";
    const mime = MEDIA_TYPES[ext];
    if (!mime) continue;
    const hash = createHash("sha256").update(file.data).digest("hex");
    const saved = { storedName: `${hash}.${ext}`, hash, ext, mime, size: file.data.length };
    names.set(file.name, saved);
    if (!byHash.has(hash)) byHash.set(hash, { file: saved, data: file.data });
  }
  if (byHash.size === 0) return { names, added: [], rollback: async () => {} };

  const owned = new Set(
    (await db.mediaFile.findMany({ where: { userId, hash: { in: [...byHash.keys()] } }, select: { hash: true } })).map((row) => row.hash),
  );
  const added = [...byHash.values()].filter(({ file }) => !owned.has(file.hash));
  const used = (await db.mediaFile.aggregate({ where: { userId }, _sum: { size: true } }))._sum.size ?? 0;
  const adding = added.reduce((sum, { file }) => sum + file.size, 0);
  if (used + adding > exchange.mediaLimitBytes) {
    const mb = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024)).toLocaleString("en-GB")} MB`;
    throw new AppError("MEDIA_LIMIT_EXCEEDED", {
      message: `This file's pictures and sounds take ${mb(adding)}, and you keep ${mb(used)} of ${mb(exchange.mediaLimitBytes)}. Import a smaller deck, or one without media.`,
      details: { limit: exchange.mediaLimitBytes, used, adding },
    });
  }
  // The store is shared by content: a file another user already keeps is not written again, and never removed here.
  const written: string[] = [];
  for (const { file, data } of added) {
    if ((await exchange.media.size(file.hash)) !== null) continue;
    await exchange.media.put(file.hash, data);
    written.push(file.hash);
  }
  return {
    names,
    added: added.map(({ file }) => file),
    async rollback() {
      // Only files no row of anyone's refers to: a concurrent import of the same picture may have saved its row meanwhile.
      const kept = new Set(
        (await db.mediaFile.findMany({ where: { hash: { in: written } }, select: { hash: true } })).map((row) => row.hash),
      );
      for (const hash of written) if (!kept.has(hash)) await exchange.media.remove(hash);
    },
  };
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
