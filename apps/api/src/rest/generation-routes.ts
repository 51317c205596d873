import {
  ZGenerationJobInputSchema,
  ZStartFileGenerationFieldsSchema,
  ZStartTextGenerationInputSchema,
  type TGenerationJob,
  type TInspectResult,
} from "@mnemo/api-contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { inspectGenerationUpload } from "../features/generation/inspect-generation-upload.ts";
import { getGenerationJob } from "../features/generation/jobs/get-generation-job.ts";
import { assertJobRoom } from "../features/generation/jobs/job-limits.ts";
import { startGeneration } from "../features/generation/jobs/start-generation.ts";
import { requireGeneration } from "../features/generation/require-generation.ts";
import { AppError } from "../lib/app-error.ts";
import { assertMultipart, readUpload, registerUploads, type Upload } from "./multipart-upload.ts";
import { requireUser } from "./require-user.ts";

/**
 * POST /api/generation/jobs takes pasted text as JSON ({groupId, text, make?, types, memorise?})
 * or one file as multipart (fields groupId, make and types, then the file); `make`
 * (cards, notes or both) defaults to cards, and study notes alone need no types;
 * POST /api/generation/inspect sizes a file against the plan without generating.
 */
export async function generationRoutes(app: FastifyInstance) {
  const { db, plans, generation, billing } = app.services;
  const maxUploadBytes = generation?.maxUploadBytes ?? 25 * 1024 * 1024;
  // groupId, up to five types, two outputs, relaxed, memorise: 10 fields at most, with room for a comma-separated form.
  await registerUploads(app, { fileSize: maxUploadBytes, files: 1, fields: 12, fieldSize: 4096, parts: 14, headerPairs: 200 });

  app.post("/api/generation/jobs", async (request, reply): Promise<TGenerationJob> => {
    const user = await requireUser(request);
    const service = requireGeneration(generation);
    const common = {
      userId: user.id,
      plans,
      generator: service.generator,
      enqueue: service.enqueue,
      limits: service.limits,
      // Refusals name a plan to buy only where one can be bought.
      canUpgrade: billing !== undefined,
    };
    let job: TGenerationJob;
    if (request.isMultipart()) {
      // Refuse before reading a 25 MB upload that could not be queued anyway (checked again, under a lock, when it is).
      await assertJobRoom({ userId: user.id, limits: service.limits }, db);
      const { file, fields } = await readGenerationUpload(request, maxUploadBytes);
      const input = ZStartFileGenerationFieldsSchema.parse({
        groupId: fields.groupId?.at(-1),
        make: splitTypes(fields.make),
        types: splitTypes(fields.types),
        relaxed: fields.relaxed?.at(-1),
        memorise: fields.memorise?.at(-1),
      });
      const detected = await service.inspect({ bytes: file.bytes, fileName: file.fileName, userId: user.id });
      job = await startGeneration(
        {
          ...common,
          groupId: input.groupId,
          make: input.make,
          types: input.types,
          input: { kind: "file", bytes: file.bytes, fileName: file.fileName, detected },
          relaxed: input.relaxed,
          memorise: input.memorise,
        },
        db,
      );
    } else {
      const input = ZStartTextGenerationInputSchema.parse(request.body ?? {});
      job = await startGeneration(
        {
          ...common,
          groupId: input.groupId,
          make: input.make,
          types: input.types,
          input: { kind: "text", text: input.text },
          relaxed: input.relaxed,
          memorise: input.memorise,
        },
        db,
      );
    }
    return reply.status(202).send(job);
  });

  app.get<{ Params: { id: string } }>("/api/generation/jobs/:id", async (request): Promise<TGenerationJob> => {
    const user = await requireUser(request);
    const { id } = ZGenerationJobInputSchema.parse(request.params);
    return getGenerationJob({ userId: user.id, id }, db);
  });

  app.post("/api/generation/inspect", async (request): Promise<TInspectResult> => {
    const user = await requireUser(request);
    const service = requireGeneration(generation);
    assertMultipart(request);
    const { file } = await readGenerationUpload(request, maxUploadBytes);
    return inspectGenerationUpload({ userId: user.id, plans, ...file, inspect: service.inspect }, db);
  });
}

/** `types` (and `make`) may be repeated or comma-separated in a form. */
function splitTypes(value: string[] | undefined): string[] | undefined {
  return value
    ?.flatMap((part) => part.split(","))
    .map((part) => part.trim())
    .filter(Boolean);
}

type GenerationFile = { bytes: Buffer; fileName: string | undefined };

/** The file, read whole (the inspection reads its bytes), and the fields groupId, make, types, relaxed and memorise. */
function readGenerationUpload(request: FastifyRequest, maxUploadBytes: number): Promise<Upload<GenerationFile>> {
  return readUpload(request, {
    receive: async (part) => ({ bytes: await part.toBuffer(), fileName: part.filename ? part.filename.slice(0, 255) : undefined }),
    fieldNames: ["groupId", "types", "make", "relaxed", "memorise"],
    tooLarge: () => tooLarge(maxUploadBytes),
    tooManyFields: "Too many form fields: send groupId, make, types and one file.",
    isEmpty: (file) => file.bytes.length === 0,
  });
}

function tooLarge(maxUploadBytes: number): AppError {
  const mb = Math.round(maxUploadBytes / (1024 * 1024));
  return new AppError("FILE_TOO_LARGE", {
    message: `The file is larger than ${mb} MB, the most one upload may be. Split it or compress its images and try again.`,
    details: { limitBytes: maxUploadBytes },
  });
}
