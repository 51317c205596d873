import path from "node:path";
import { fileURLToPath } from "node:url";

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const REPO_ROOT = path.resolve(BENCH_DIR, "..");
export const RESULTS_DIR = path.join(BENCH_DIR, "results");
/** The embedded cluster's files (wiped at start and removed at the end). */
export const EMBEDDED_DATA_DIR = path.join(REPO_ROOT, ".data", "bench-postgres");
