import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
/** Local state of the default set-up (embedded database, generated secret); git-ignored. */
export const DATA_DIR = path.join(REPO_ROOT, ".data");
