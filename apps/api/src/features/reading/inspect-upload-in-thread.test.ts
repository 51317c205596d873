import { afterAll, describe, expect, it } from "vitest";
import { createThreadPool } from "../../threads/thread-pool.ts";
import { makePdf, makePptx } from "../generation/testing/make-fixtures.ts";
import { inspectUpload } from "./inspect-upload.ts";
import { inspectUploadInThread } from "./inspect-upload-in-thread.ts";

const threads = createThreadPool({
  size: 1,
  memoryMb: 256,
  workerData: { databaseUrl: "postgresql://unused", files: { root: "/tmp/unused", mediaLimitBytes: 0 } },
});
afterAll(() => threads.close({ graceMs: 0 }));
const limits = { maxUncompressedBytes: 200 * 1024 * 1024 };

describe("checking a generation upload in a file thread", () => {
  it("finds what the check in this thread finds: kind, type and pages", async () => {
    const pdf = await makePdf({ pages: ["First page of the lecture.", "Second page.", "Third page."] });
    const pptx = await makePptx({ slides: [{ title: "One" }, { title: "Two", hidden: true }, { title: "Three" }] });
    for (const bytes of [pdf, pptx]) {
      expect(await inspectUploadInThread({ bytes, userId: "learner", ...limits }, { threads })).toEqual(
        await inspectUpload({ bytes, ...limits }),
      );
    }
    expect(await inspectUploadInThread({ bytes: pptx, ...limits }, { threads })).toMatchObject({ kind: "pptx", pageCount: 2 });
  }, 60_000);

  it("answers a damaged file with the same clear error as in this thread", async () => {
    const pdf = await makePdf({ pages: ["A page."] });
    const damaged = pdf.slice(0, 40);
    const here = await inspectUpload({ bytes: damaged, ...limits }).catch((error: unknown) => error);
    const there = await inspectUploadInThread({ bytes: damaged, ...limits }, { threads }).catch((error: unknown) => error);
    expect(there).toMatchObject({ code: (here as { code: string }).code, message: (here as Error).message });
    expect((there as { code: string }).code).toMatch(/^FILE_/);
  }, 60_000);
});
