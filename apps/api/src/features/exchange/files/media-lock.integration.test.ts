import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTestUser, useTestApp } from "../../../testing/test-app.ts";
import type { TImportBundle } from "../exchange-model.ts";
import { saveImport } from "../import/save-import.ts";
import { lockMediaHashes, removeMediaIfUnkept } from "./media-lock.ts";

const ctx = useTestApp();

const PICTURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);
const HASH = createHash("sha256").update(PICTURE).digest("hex");

function bundleWithPicture(guid: string): TImportBundle {
  const now = new Date("2026-11-01T10:00:00Z");
  return {
    kind: "apkg",
    decks: [
      {
        id: null,
        path: ["Anatomy"],
        notes: [
          {
            id: null,
            guid,
            type: "qna",
            content: { type: "qna", question: 'Which organ? <img src="heart.png">', answer: "The heart" },
            format: "html",
            source: null,
            tags: [],
            createdAt: now,
            modifiedAt: now,
            cards: [],
          },
        ],
      },
    ],
    media: [{ name: "heart.png", size: PICTURE.length, read: () => PICTURE }],
    skipped: [],
    noteTypes: [],
    hasProgress: false,
  };
}

const deps = () => ({ db: ctx.db, exchange: ctx.services.exchange! });

describe("a media file shared by content, removed while an import saves a row for it", () => {
  it("is noticed by the import, which saves nothing and says to import again, rather than keeping a row for a missing file", async () => {
    const first = await createTestUser(ctx.app);
    const second = await createTestUser(ctx.app);
    await saveImport({ userId: first.id, bundle: bundleWithPicture("g-first"), target: { kind: "new" }, includeProgress: false }, deps());
    expect(await ctx.services.exchange!.media.size(HASH)).toBe(PICTURE.length);

    // The second learner's import finds the picture stored and does not write it again. While its
    // transaction runs, the first learner's row goes (their account is deleted) and the picture
    // is removed, as deletion and the sweep do: no row keeps it at that moment.
    const attempt = saveImport(
      {
        userId: second.id,
        bundle: bundleWithPicture("g-second"),
        target: { kind: "new" },
        includeProgress: false,
        claim: async () => {
          await ctx.db.mediaFile.deleteMany({ where: { userId: first.id } });
          expect(await removeMediaIfUnkept(HASH, deps())).toBe(true);
        },
      },
      deps(),
    );
    await expect(attempt).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringContaining("Import the file again") });
    expect(await ctx.db.mediaFile.count({ where: { hash: HASH } })).toBe(0);
    expect(await ctx.db.note.count({ where: { userId: second.id } })).toBe(0);

    // Imported again, the picture is written anew and kept.
    await saveImport({ userId: second.id, bundle: bundleWithPicture("g-second"), target: { kind: "new" }, includeProgress: false }, deps());
    expect(await ctx.services.exchange!.media.size(HASH)).toBe(PICTURE.length);
  });

  it("is kept when an import holding its lock saves a row: the removal waits for the lock, then sees the row", async () => {
    const learner = await createTestUser(ctx.app);
    await ctx.db.mediaFile.deleteMany({ where: { hash: HASH } });
    expect(await ctx.services.exchange!.media.size(HASH)).toBe(PICTURE.length);
    let removal: Promise<boolean> | undefined;
    // As an import's saving transaction does after writing its rows (save-import.ts, assertMediaStored).
    await ctx.db.$transaction(async (tx) => {
      await tx.mediaFile.create({ data: { userId: learner.id, hash: HASH, ext: "png", mime: "image/png", size: PICTURE.length } });
      await lockMediaHashes([HASH], tx);
      removal = removeMediaIfUnkept(HASH, deps());
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(await removal).toBe(false);
    expect(await ctx.services.exchange!.media.size(HASH)).toBe(PICTURE.length);
  });
});
