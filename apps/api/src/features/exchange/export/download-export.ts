import type { TExportJob, TPlan } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import type { JobRuntime } from "../../../jobs/job-runtime.ts";
import type { ThreadPool } from "../../../threads/thread-pool.ts";
import { requireThreads } from "../../../threads/require-threads.ts";
import { openDirectExport, type OpenedExportFile } from "./open-export-file.ts";
import { getExportJob, startExport, type ParsedExportRequest } from "./start-export.ts";

/** What GET /api/exports/file answers: the file itself, or the job that makes a large one. */
export type ExportDownload = { mode: "file"; file: OpenedExportFile } | { mode: "job"; job: TExportJob };

/** An export asked for by its address (scripts, the browser's direct link): small ones are made at once, large ones queue a job. */
export async function downloadExport(
  { userId, plans, jobs, request }: { userId: string; plans: readonly TPlan[]; jobs: JobRuntime | undefined; request: ParsedExportRequest },
  { db, threads }: { db: Db; threads: ThreadPool | undefined },
): Promise<ExportDownload> {
  const started = await startExport({ userId, plans, jobs, request }, db);
  if (started.mode === "job") return { mode: "job", job: await getExportJob({ userId, id: started.jobId }, db) };
  return { mode: "file", file: await openDirectExport({ userId, request }, { threads: requireThreads(threads) }) };
}
