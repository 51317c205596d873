import type { TErrorCode, TRestError } from "@mnemo/api-contract";
import type { TThreadTaskName } from "./thread-tasks.ts";
import type { S3Settings } from "../lib/create-file-stores.ts";

/** What a file thread is started with: enough to open its own database client and file stores. */
export type TThreadWorkerData = {
  /** The entry module the bootstrap imports (thread-main.ts). */
  main: string;
  databaseUrl: string;
  files: { root: string; s3?: S3Settings; mediaLimitBytes: number };
  /** Another module of tasks (its `THREAD_TASKS`) instead of thread-tasks.ts: the pool's own tests only. */
  tasksModule?: string;
};

export type TThreadRequest = { type: "run"; id: number; task: TThreadTaskName; input: unknown };

export type TThreadFailure =
  | { kind: "app"; code: TErrorCode; message: string; userMessage: string; details?: TRestError["details"] }
  | { kind: "error"; name: string; message: string; stack?: string | undefined };

export type TThreadReply =
  | { type: "progress"; id: number; done: number; total: number; message?: string | undefined }
  | { type: "done"; id: number; output: unknown }
  | { type: "failed"; id: number; failure: TThreadFailure };
