// The first module of every file thread (thread-pool.ts). The app runs as TypeScript through tsx:
// under `pnpm start` the thread inherits tsx's loader, under vitest it does not, so it is registered
// here (registering twice is harmless), then the thread's real entry is loaded.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.main);
