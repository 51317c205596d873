import { createHash } from "node:crypto";
import type { TImportResult } from "@mnemo/api-contract";
import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { TEST_BASE_URL, createTestUser, useTestApp, type TestUser } from "../../testing/test-app.ts";
import type { FileStore } from "../../lib/file-store.ts";
import { buildAnkiPackage } from "../exchange/testing/anki-fixtures.ts";
import { requestJson, uploadIdOf } from "../exchange/testing/exchange-requests.ts";

/**
 * Deleting an account deletes its files (docs/security.md, "Your data"): its pictures and sounds
 * that no other account keeps, its waiting uploads and its export files; what another learner also
 * imported stays theirs.
 */
const ctx = useTestApp();

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function keysOf(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of store.list()) keys.push(file.key);
  return keys.sort();
}

async function importPictures(user: TestUser, pictures: Uint8Array[]): Promise<TImportResult> {
  const apkg = await buildAnkiPackage({
    version: "anki21",
    notes: pictures.map((_, i) => ({ type: "basic" as const, fields: [`<img src="p${i}.png">`, `Picture ${i}`], deck: "Pictures" })),
    media: pictures.map((data, i) => ({ name: `p${i}.png`, data })),
  });
  const uploadId = await uploadIdOf(ctx, user, "pictures.apkg", apkg);
  return (await requestJson<TImportResult>(ctx, user, "POST", "/api/imports", { uploadId, target: { kind: "new" } })).body;
}

/** A finished export job of the user's with its file in the export store (as the export job leaves it). */
async function exportFile(user: TestUser, { recorded }: { recorded: boolean }): Promise<string> {
  const job = await ctx.db.exportJob.create({
    data: { userId: user.id, format: "csv", groupIds: [], options: {}, status: recorded ? "succeeded" : "running" },
    select: { id: true },
  });
  if (recorded) {
    await ctx.db.exportJob.update({
      where: { id: job.id },
      data: { filePath: job.id, fileName: "deck.csv", size: 3, expiresAt: new Date(Date.now() + 86_400_000) },
    });
  }
  await ctx.services.exchange!.exports.put(job.id, strToU8("a,b"));
  return job.id;
}

function deleteAccount(user: TestUser) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/account/delete",
    headers: { "content-type": "application/json", origin: TEST_BASE_URL, cookie: user.cookie },
    payload: JSON.stringify({ password: "correct horse battery" }),
  });
}

describe("deleting an account", () => {
  it("removes its pictures no one else keeps, its waiting uploads and its export files; another learner's copy stays theirs", async () => {
    const { media, uploads, exports } = ctx.services.exchange!;
    const shared = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 1, 1]);
    const own = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 2, 2, 2]);
    const leaving = await createTestUser(ctx.app);
    const staying = await createTestUser(ctx.app);
    expect(await importPictures(leaving, [shared, own])).toMatchObject({ created: 2, media: 2 });
    expect(await importPictures(staying, [shared])).toMatchObject({ created: 1, media: 1 });
    const waiting = await uploadIdOf(ctx, leaving, "later.csv", strToU8("front,back\nhola,hello\n"));
    const theirUpload = await uploadIdOf(ctx, staying, "theirs.csv", strToU8("front,back\nsi,yes\n"));
    const finished = await exportFile(leaving, { recorded: true });
    // A job that wrote its file but was stopped before recording it.
    const unrecorded = await exportFile(leaving, { recorded: false });
    const theirExport = await exportFile(staying, { recorded: true });

    expect(await keysOf(media)).toEqual([sha256(shared), sha256(own)].sort());
    expect(await keysOf(uploads)).toEqual([waiting, theirUpload].sort());
    expect(await keysOf(exports)).toEqual([finished, unrecorded, theirExport].sort());

    const deleted = await deleteAccount(leaving);
    expect(deleted.statusCode).toBe(200);
    expect(await ctx.db.user.findUnique({ where: { id: leaving.id } })).toBeNull();

    expect(await keysOf(media)).toEqual([sha256(shared)]);
    expect(await keysOf(uploads)).toEqual([theirUpload]);
    expect(await keysOf(exports)).toEqual([theirExport]);

    // The picture both imported still shows for the learner who stays.
    const note = await ctx.db.note.findFirstOrThrow({ where: { userId: staying.id }, select: { content: true } });
    const name = new RegExp(`${sha256(shared)}\\.png`).exec(JSON.stringify(note.content))![0];
    const served = await ctx.app.inject({ method: "GET", url: `/api/media/${name}`, headers: staying.headers });
    expect(served.statusCode).toBe(200);
    expect(new Uint8Array(served.rawPayload)).toEqual(shared);
    expect((await requestJson(ctx, staying, "POST", "/api/imports/preview", { uploadId: theirUpload })).status).toBe(200);
  });

  it("with nothing on disk deletes the account all the same", async () => {
    const learner = await createTestUser(ctx.app);
    expect((await deleteAccount(learner)).statusCode).toBe(200);
    expect(await ctx.db.user.findUnique({ where: { id: learner.id } })).toBeNull();
  });
});
