import multipart from "@fastify/multipart";
import {
  ZGenerationJobInputSchema,
  ZStartFileGenerationFieldsSchema,
  ZStartTextGenerationInputSchema,
  type TGenerationJob,
  type TInspectResult,
} from "@mnemo/api-contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { getGenerationJob } from "../features/generation/jobs/get-generation-job.ts";
import { generationAllowance } from "../features/generation/jobs/generation-allowance.ts";
import { assertJobRoom } from "../features/generation/jobs/job-limits.ts";
import { startGeneration } from "../features/generation/jobs/start-generation.ts";
import { requireGeneration } from "../features/generation/require-generation.ts";
import { getSubscription } from "../features/plan/get-subscription.ts";
import { AppError } from "../lib/app-error.ts";
import { requireUser } from "./require-user.ts";

/**
 * POST /api/generation/jobs takes pasted text as JSON ({groupId, text, types})
 * or one file as multipart (fields groupId and types, then the file);
 * POST /api/generation/inspect sizes a file against the plan without generating.
 */
export async function generationRoutes(app: FastifyInstance) {
  const { db, plans, generation, billing } = app.services;
  const maxUploadBytes = generation?.maxUploadBytes ?? 25 * 1024 * 1024;
  // Every limit set: Fastify's bodyLimit does not apply to multipart streams.
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 8, fieldSize: 4096, parts: 10, headerPairs: 200 },
  });

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
      const upload = await readUpload(request, maxUploadBytes);
      const fields = ZStartFileGenerationFieldsSchema.parse({
        groupId: upload.fields.groupId,
        types: splitTypes(upload.fields.types),
        relaxed: upload.fields.relaxed,
      });
      const detected = await service.inspect({ bytes: upload.bytes, fileName: upload.fileName, userId: user.id });
      job = await startGeneration(
        {
          ...common,
          groupId: fields.groupId,
          types: fields.types,
          input: { kind: "file", bytes: upload.bytes, fileName: upload.fileName, detected },
          relaxed: fields.relaxed,
        },
        db,
      );
    } else {
      const input = ZStartTextGenerationInputSchema.parse(request.body ?? {});
      job = await startGeneration(
        { ...common, groupId: input.groupId, types: input.types, input: { kind: "text", text: input.text }, relaxed: input.relaxed },
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
    if (!request.isMultipart())
      throw new AppError("BAD_REQUEST", { message: "Send the file as multipart/form-data in a field named file." });
    const upload = await readUpload(request, maxUploadBytes);
    const detected = await service.inspect({ bytes: upload.bytes, fileName: upload.fileName, userId: user.id });
    const allowance = generationAllowance(plans, await getSubscription({ userId: user.id }, db));
    const withinLimits = detected.pageCount <= allowance.inputLimits.pages;
    return {
      kind: detected.kind,
      mime: detected.mime,
      pages: detected.pageCount,
      page_limit: allowance.inputLimits.pages,
      within_limits: withinLimits,
    };
  });
}

/** `types` may be repeated or comma-separated in a form. */
function splitTypes(value: string[] | undefined): string[] | undefined {
  return value
    ?.flatMap((part) => part.split(","))
    .map((part) => part.trim())
    .filter(Boolean);
}

type Upload = { bytes: Buffer; fileName: string | undefined; fields: { groupId?: string; types?: string[]; relaxed?: string } };

async function readUpload(request: FastifyRequest, maxUploadBytes: number): Promise<Upload> {
  const fields: Upload["fields"] = {};
  let file: { bytes: Buffer; fileName: string | undefined } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (file) throw new AppError("BAD_REQUEST", { message: "Upload one file at a time." });
        const bytes = await part.toBuffer();
        file = { bytes, fileName: part.filename ? part.filename.slice(0, 255) : undefined };
      } else if (part.fieldname === "groupId" && typeof part.value === "string") {
        fields.groupId = part.value;
      } else if (part.fieldname === "types" && typeof part.value === "string") {
        (fields.types ??= []).push(part.value);
      } else if (part.fieldname === "relaxed" && typeof part.value === "string") {
        fields.relaxed = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge(maxUploadBytes);
    if (code === "FST_FILES_LIMIT") throw new AppError("BAD_REQUEST", { message: "Upload one file at a time." });
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
      throw new AppError("BAD_REQUEST", { message: "Too many form fields: send groupId, types and one file." });
    }
    throw new AppError("BAD_REQUEST", { message: "The upload was cut off or is not valid multipart/form-data. Try again.", cause: error });
  }
  if (!file) throw new AppError("BAD_REQUEST", { message: "No file in the upload: send it in a field named file." });
  if (file.bytes.length === 0) throw new AppError("EMPTY_DOCUMENT", { message: "The file is empty (0 bytes)." });
  return { ...file, fields };
}

function tooLarge(maxUploadBytes: number): AppError {
  const mb = Math.round(maxUploadBytes / (1024 * 1024));
  return new AppError("FILE_TOO_LARGE", {
    message: `The file is larger than ${mb} MB, the most one upload may be. Split it or compress its images and try again.`,
    details: { limitBytes: maxUploadBytes },
  });
}
