import { afterAll, describe, expect, it } from "vitest";
import { createThreadPool } from "../../threads/thread-pool.ts";
import { makeDocx, makePdf } from "../generation/testing/make-fixtures.ts";
import { extractInThread } from "./extract-in-thread.ts";
import { extractInput } from "./extract-input.ts";
import type { TExtractProgress } from "./extraction.ts";
import { createOcrPool } from "./ocr-pool.ts";

const threads = createThreadPool({
  size: 1,
  memoryMb: 512,
  workerData: { databaseUrl: "postgresql://unused", files: { root: "/tmp/unused", mediaLimitBytes: 0 } },
});
const ocr = createOcrPool({ size: 1 });
afterAll(async () => {
  await threads.close({ graceMs: 0 });
  await ocr.close();
});

describe("reading a generation input in a file thread", () => {
  it("gives the document this thread gives, with the page progress on the way", async () => {
    const pdf = await makePdf({ pages: ["The heart pumps blood through the body.", "The lungs exchange oxygen and carbon dioxide."] });
    const docx = await makeDocx({ blocks: [{ heading: "Cells" }, { paragraph: "A cell is the smallest unit of life." }] });
    for (const [kind, bytes, fileName] of [
      ["pdf", pdf, "lecture.pdf"],
      ["docx", docx, "notes.docx"],
      ["text", new TextEncoder().encode("Pasted text about the heart."), undefined],
    ] as const) {
      const progress: TExtractProgress[] = [];
      const there = await extractInThread({ kind, bytes, fileName, ocrWorkers: 1, onProgress: (step) => progress.push(step) }, { threads });
      const here = await extractInput({ kind, bytes, ...(fileName ? { fileName } : {}), ocr });
      expect(there).toEqual(here);
      if (fileName === "lecture.pdf") expect(progress).toContainEqual({ stage: "extracting", done: 2, total: 2 });
    }
  }, 60_000);

  it("answers a damaged file with the same clear error as in this thread", async () => {
    const pdf = (await makePdf({ pages: ["A page."] })).slice(0, 60);
    const here = await extractInput({ kind: "pdf", bytes: pdf, ocr }).catch((error: unknown) => error);
    const there = await extractInThread({ kind: "pdf", bytes: pdf, ocrWorkers: 1, onProgress: () => {} }, { threads }).catch(
      (error: unknown) => error,
    );
    expect(there).toMatchObject({ code: (here as { code: string }).code, message: (here as Error).message });
  }, 60_000);
});
