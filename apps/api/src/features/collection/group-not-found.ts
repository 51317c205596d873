import { GROUP_NOT_FOUND } from "@mnemo/api-contract";
import { AppError } from "../../lib/app-error.ts";

/** Missing and someone else's deck answer the same, so ids leak nothing. */
export function groupNotFound(): AppError {
  return new AppError("NOT_FOUND", { message: GROUP_NOT_FOUND });
}
