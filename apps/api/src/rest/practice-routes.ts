import { ZPracticePrintQuerySchema, ZPracticeTestInputSchema } from "@mnemo/api-contract";
import type { FastifyInstance } from "fastify";
import { safeFileName } from "../features/exchange/formats/format-text.ts";
import { practiceTestPdfFile, practiceTestTextFile } from "../features/practice/print-practice-test.ts";
import { requireThreads } from "../threads/require-threads.ts";
import { requireUser } from "./require-user.ts";
import { sendDownload } from "./send-download.ts";

const CONTENT_TYPES = { pdf: "application/pdf", md: "text/markdown; charset=utf-8", txt: "text/plain; charset=utf-8" } as const;

/**
 * A practice test to print (docs/practice-tests.md, "Printing a test"):
 * GET /api/practice/:testId/print?format=pdf|md|txt&version=A|B&paper=a4|letter. The PDF follows the plan's export
 * rule; Markdown and text are open to every plan. Another learner's test answers 404, as everywhere.
 */
export async function practiceRoutes(app: FastifyInstance) {
  const { db, plans } = app.services;

  app.get<{ Params: { testId: string } }>("/api/practice/:testId/print", async (request, reply) => {
    const user = await requireUser(request);
    const { testId } = ZPracticeTestInputSchema.parse({ testId: request.params.testId });
    const { format, version, paper } = ZPracticePrintQuerySchema.parse(request.query ?? {});
    const ref = { userId: user.id, testId, version };
    const file =
      format === "pdf"
        ? await practiceTestPdfFile({ ...ref, plans, paper }, { db, threads: requireThreads(app.services.threads) }).then(
            ({ title, bytes }) => ({ title, body: Buffer.from(bytes) }),
          )
        : await practiceTestTextFile({ ...ref, format }, db).then(({ title, text }) => ({ title, body: text }));
    const fileName = safeFileName(`${file.title} – practice test ${version}`, format);
    return sendDownload(reply, { fileName, contentType: CONTENT_TYPES[format], body: file.body });
  });
}
