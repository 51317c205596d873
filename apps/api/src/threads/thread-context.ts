import { createDb, type Db } from "@mnemo/db";
import { createExchangeService, type ExchangeService } from "../features/exchange/exchange-service.ts";
import type { TThreadWorkerData } from "./thread-protocol.ts";

/** What a task in a file thread works with: the thread's own database client and file stores, and a progress hook. */
export type ThreadTaskContext = {
  /** Opened on first use (2 connections: a thread runs one task at a time). */
  readonly db: Db;
  readonly exchange: ExchangeService;
  progress(done: number, total: number, message?: string): void;
};

export function createThreadContext(data: TThreadWorkerData): Omit<ThreadTaskContext, "progress"> {
  let db: Db | undefined;
  const exchange = createExchangeService({ root: data.files.root, s3: data.files.s3, mediaLimitBytes: data.files.mediaLimitBytes });
  return {
    get db() {
      db ??= createDb({ databaseUrl: data.databaseUrl, poolSize: 2 });
      return db;
    },
    exchange,
  };
}
