import { SOURCE_NOT_FOUND } from "@mnemo/api-contract";
import { AppError } from "../../lib/app-error.ts";

/** Missing and someone else's source answer the same, so ids leak nothing. */
export function sourceNotFound(): AppError {
  return new AppError("NOT_FOUND", { message: SOURCE_NOT_FOUND });
}
