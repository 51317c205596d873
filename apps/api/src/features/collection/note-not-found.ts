import { NOTE_NOT_FOUND } from "@mnemo/api-contract";
import { AppError } from "../../lib/app-error.ts";

export function noteNotFound(): AppError {
  return new AppError("NOT_FOUND", { message: NOTE_NOT_FOUND });
}
