import { AppError } from "../../lib/app-error.ts";
import type { GenerationService } from "./generation-service.ts";

export function requireGeneration(generation: GenerationService | undefined): GenerationService {
  if (!generation) throw new AppError("INTERNAL", { message: "Card generation is not running on this server." });
  return generation;
}
