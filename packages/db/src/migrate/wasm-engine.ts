import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type * as GlueModule from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { SchemaEngine } from "@prisma/schema-engine-wasm/schema_engine_bg";
import { createOfflineAdapterFactory } from "./offline-adapter.ts";

export type { SchemaEngine };

// wasm-bindgen reports Rust panics through this global before trapping with a
// bare "unreachable"; keeping the last message lets us say what went wrong.
class PanicRegistry {
  message = "";
  get(): string {
    return this.message;
  }
  set_message(message: string): void {
    this.message = `RuntimeError: ${message}`;
  }
}

type Glue = typeof GlueModule;

const globals = globalThis as {
  PRISMA_WASM_PANIC_REGISTRY?: PanicRegistry;
  // On globalThis rather than in this module: a test runner may evaluate this
  // module several times in one process, but the glue module stays one.
  __mnemoSchemaEngineWasm?: Promise<Glue>;
};

// The repo's lib (ES2023, no DOM) has no WebAssembly typings; Node has the API.
interface WebAssemblyApi {
  instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: object } }>;
  RuntimeError: abstract new (...args: never[]) => Error;
}
const wasmApi = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;

let enginePromise: Promise<SchemaEngine> | undefined;

async function instantiate(): Promise<Glue> {
  globals.PRISMA_WASM_PANIC_REGISTRY ??= new PanicRegistry();
  // The package's main entry imports the .wasm as an ES module, which Node 20
  // cannot do, so we load the glue file and feed it the instance ourselves.
  const bg = await import("@prisma/schema-engine-wasm/schema_engine_bg");
  const gluePath = createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const bytes = await readFile(path.join(path.dirname(gluePath), "schema_engine_bg.wasm"));
  const { instance } = await wasmApi.instantiate(bytes, { "./schema_engine_bg.js": bg });
  const exports = instance.exports as { __wbindgen_start: () => void };
  bg.__wbg_set_wasm(exports);
  exports.__wbindgen_start();
  return bg;
}

/**
 * The wasm module, instantiated once per process. Never retried: the glue
 * caches views of the instance's memory, so a second instance under the same
 * glue would read stale memory.
 */
export function loadSchemaEngineWasm(): Promise<Glue> {
  globals.__mnemoSchemaEngineWasm ??= instantiate();
  return globals.__mnemoSchemaEngineWasm;
}

/** The engine this tool diffs with: offline, one per process (~100 ms to start). */
export function loadSchemaEngine(): Promise<SchemaEngine> {
  enginePromise ??= loadSchemaEngineWasm()
    .then((bg) => bg.SchemaEngine.new({ datamodels: undefined }, () => undefined, createOfflineAdapterFactory()))
    .catch((error: unknown) => {
      enginePromise = undefined;
      throw error;
    });
  return enginePromise;
}

/** Adds the Rust panic message to a wasm trap (after which the engine is unusable). */
export function explainEngineError(error: unknown): Error {
  if (error instanceof wasmApi.RuntimeError) {
    const panic = globals.PRISMA_WASM_PANIC_REGISTRY?.get();
    return new Error(`Schema engine crashed${panic ? `: ${panic}` : ""}`, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}
