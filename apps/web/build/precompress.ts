import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats worth compressing. Images, fonts (woff2 is brotli inside) and
 * archives are compressed already: they get no variants and are sent as they are.
 * Source maps are left out: the server does not send them unless told to.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm|ico)$/i;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/** Writes `file.br` and `file.gz` beside `file`, each only when it is smaller than the file. */
async function compressFile(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
  return { raw: bytes.length, br: Math.min(br.length, bytes.length), gz: Math.min(gz.length, bytes.length) };
}

/**
 * Brotli (at its best, quality 11) and gzip (level 9) copies of every text file
 * of the build, made once here rather than on every request: the server picks
 * one by the browser's Accept-Encoding (apps/api/src/plugins/web/send-static-file.ts).
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "mnemo-precompress",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      if (!(await stat(outDir).catch(() => undefined))?.isDirectory()) return;
      const started = performance.now();
      const files: string[] = [];
      for await (const file of filesUnder(outDir)) if (COMPRESSIBLE.test(file)) files.push(file);
      // A few at a time: zlib works on libuv's thread pool (4 threads).
      const totals = { raw: 0, br: 0, gz: 0 };
      for (let i = 0; i < files.length; i += 4) {
        for (const sizes of await Promise.all(files.slice(i, i + 4).map(compressFile))) {
          totals.raw += sizes.raw;
          totals.br += sizes.br;
          totals.gz += sizes.gz;
        }
      }
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      config.logger.info(
        `precompressed ${files.length} files in ${seconds} s: ${kb(totals.raw)} → ${kb(totals.br)} brotli, ${kb(totals.gz)} gzip`,
      );
    },
  };
}
