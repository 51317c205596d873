import type { MoreCards } from "./candidates/more-cards.ts";
import type { JobLimits } from "./jobs/job-limits.ts";
import type { TInputKind } from "./types.ts";

/** What the HTTP side of generation needs; built once by the server (see runtime/generation-setup.ts). */
export type GenerationService = {
  /** Which generator new jobs use: the model when LLM_BASE_URL is set, else the offline one. */
  generator: "offline" | "llm";
  maxUploadBytes: number;
  /** Decides the kind by magic bytes and counts pages, fast, before any heavy work. */
  inspect(options: { bytes: Uint8Array; fileName?: string | undefined; userId?: string | undefined }): Promise<{
    kind: Exclude<TInputKind, "text">;
    mime: string;
    pageCount: number;
  }>;
  /** `ahead`: the user's jobs already queued or running; later ones wait behind other users' earlier ones. */
  enqueue(jobId: string, options: { ahead: number }): Promise<void>;
  /** How many jobs one user may have going, and start per hour. */
  limits: JobLimits;
  /** "Show me more from this section" on the review screen (candidates/more-cards.ts); absent, it answers that it cannot. */
  moreCards?: MoreCards | undefined;
};
