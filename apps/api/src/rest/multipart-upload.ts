import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.ts";

/** @fastify/multipart's limits, every one of them named by the route that takes uploads. */
export type UploadLimits = { fileSize: number; files: number; fields: number; fieldSize: number; parts: number; headerPairs: number };

/** What one route's upload keeps and how it refuses what is over its limits. */
export type UploadRules<TFile> = {
  /** Takes the one file part: reads it whole or streams it to disk. */
  receive: (part: MultipartFile) => Promise<TFile>;
  /** Undoes `receive` when the upload is refused after it (removes a temp file). */
  discard?: (file: TFile) => Promise<void>;
  /** The form fields kept, by name; their values in the order they came. Others are ignored. */
  fieldNames?: readonly string[];
  /** The refusal of a file over `fileSize`. */
  tooLarge: () => AppError;
  /** What too many parts or fields are told; without it they get the message of a broken upload. */
  tooManyFields?: string;
  /** Whether the file is empty, refused once every part is read; without it the route's feature judges. */
  isEmpty?: (file: TFile) => boolean;
};

/** One file and the fields named by the route's rules. */
export type Upload<TFile> = { file: TFile; fields: Partial<Record<string, string[]>> };

/**
 * Registers multipart parsing on this route plugin (encapsulated, so only its routes take uploads).
 * Every limit is set: Fastify's bodyLimit does not apply to multipart streams.
 */
export async function registerUploads(app: FastifyInstance, limits: UploadLimits): Promise<void> {
  await app.register(multipart, { limits });
}

/** Refuses a request that is not multipart, before its body is read. */
export function assertMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) throw new AppError("BAD_REQUEST", { message: "Send the file as multipart/form-data in a field named file." });
}

/** Reads one file (and the named fields) from a multipart request, turning the parser's limit errors into answers a person can act on. */
export async function readUpload<TFile>(request: FastifyRequest, rules: UploadRules<TFile>): Promise<Upload<TFile>> {
  const fields: Upload<TFile>["fields"] = {};
  let file: { value: TFile } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (file) throw oneFileAtATime();
        file = { value: await rules.receive(part) };
        // A streamed file stops at the limit without an error; one read whole has thrown already.
        if (part.file.truncated) throw rules.tooLarge();
      } else if (rules.fieldNames?.includes(part.fieldname) && typeof part.value === "string") {
        (fields[part.fieldname] ??= []).push(part.value);
      }
    }
  } catch (error) {
    if (file) await rules.discard?.(file.value);
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw rules.tooLarge();
    if (code === "FST_FILES_LIMIT") throw oneFileAtATime();
    if (rules.tooManyFields !== undefined && (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")) {
      throw new AppError("BAD_REQUEST", { message: rules.tooManyFields });
    }
    throw new AppError("BAD_REQUEST", { message: "The upload was cut off or is not valid multipart/form-data. Try again.", cause: error });
  }
  if (!file) throw new AppError("BAD_REQUEST", { message: "No file in the upload: send it in a field named file." });
  if (rules.isEmpty?.(file.value)) {
    await rules.discard?.(file.value);
    throw new AppError("EMPTY_DOCUMENT", { message: "The file is empty (0 bytes)." });
  }
  return { file: file.value, fields };
}

function oneFileAtATime(): AppError {
  return new AppError("BAD_REQUEST", { message: "Upload one file at a time." });
}
