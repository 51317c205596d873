import { availableParallelism } from "node:os";
import { AppError } from "../lib/app-error.ts";
import type { ThreadPool } from "./thread-pool.ts";

/** The file threads imports and exports need; a server built without them answers an error instead of crashing. */
export function requireThreads(threads: ThreadPool | undefined): ThreadPool {
  if (!threads) throw new AppError("INTERNAL", { message: "Imports and exports are not set up on this server." });
  return threads;
}

/** FILE_THREADS' default: 2 (a hostile file in one leaves the other for everyone else), or the cores less one on larger machines. */
export function defaultFileThreads(): number {
  return Math.max(2, Math.min(8, availableParallelism() - 1));
}
