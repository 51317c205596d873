import { createRequire } from "node:module";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { WEB_DIR } from "./web-routes.ts";

/** The part of Vite's (rolldown's) build output this benchmark reads. */
export type BuiltChunk = {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: Record<string, { renderedLength: number }>;
  viteMetadata?: { importedCss: Set<string> };
};
type BuiltAsset = { type: "asset"; fileName: string };
export type FileSizes = { raw: number; br: number; gzip: number };
type BuildOutput = { output: (BuiltChunk | BuiltAsset)[] };
type ViteBuild = (config: Record<string, unknown>) => Promise<BuildOutput | BuildOutput[]>;

export type Build = {
  outDir: string;
  chunks: Map<string, BuiltChunk>;
  /**
   * Bytes of every emitted file: raw, and as the server sends it to a browser
   * that accepts brotli (or only gzip): the build's own precompressed copy
   * (apps/web/build/precompress.ts), or for a build without them (the bare
   * baseline) the same compression done here.
   */
  sizes: Map<string, FileSizes>;
  durationMs: number;
};

/** apps/web's own Vite, so the benchmark builds with exactly the version and plugins the app uses. */
async function loadVite(): Promise<{ build: ViteBuild }> {
  const require = createRequire(path.join(WEB_DIR, "package.json"));
  const entry = require.resolve("vite");
  return (await import(pathToFileURL(entry).href)) as { build: ViteBuild };
}

/** The size of `file`'s precompressed copy, else of `compress(bytes)`, never more than the file (a server sends the smaller). */
async function compressedSize(file: string, bytes: Buffer, compress: (bytes: Buffer) => Buffer): Promise<number> {
  const copy = await stat(file).catch(() => undefined);
  return Math.min(bytes.length, copy ? copy.size : compress(bytes).length);
}

async function measure(outDir: string, output: BuildOutput, durationMs: number): Promise<Build> {
  const chunks = new Map<string, BuiltChunk>();
  const sizes = new Map<string, FileSizes>();
  for (const file of output.output) {
    if (file.type === "chunk") chunks.set(file.fileName, file);
    if (file.fileName.endsWith(".map")) continue;
    const filePath = path.join(outDir, file.fileName);
    const bytes = await readFile(filePath);
    sizes.set(file.fileName, {
      raw: bytes.length,
      br: await compressedSize(`${filePath}.br`, bytes, (data) =>
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      ),
      gzip: await compressedSize(`${filePath}.gz`, bytes, (data) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION })),
    });
  }
  return { outDir, chunks, sizes, durationMs };
}

async function runBuild(config: Record<string, unknown>, outDir: string): Promise<Build> {
  const { build } = await loadVite();
  const started = performance.now();
  const result = await build({
    logLevel: "warn",
    ...config,
    build: { ...(config.build as object), outDir, emptyOutDir: true, sourcemap: false },
  });
  const output = Array.isArray(result) ? result[0] : result;
  if (!output) throw new Error("vite build returned no output");
  return measure(outDir, output, performance.now() - started);
}

/** The production build of apps/web with its own vite.config.ts, into a temporary directory (apps/web/dist is left alone). */
export async function buildWebApp(tempRoot: string): Promise<Build> {
  return runBuild({ root: WEB_DIR, configFile: path.join(WEB_DIR, "vite.config.ts"), mode: "production" }, path.join(tempRoot, "web"));
}

/**
 * The baseline: the smallest React app (React 19 + ReactDOM rendering one
 * element), built by the same Vite in the same run. What any React page costs
 * before a single feature.
 */
export async function buildBareReact(tempRoot: string): Promise<Build> {
  const root = path.join(tempRoot, "bare-src");
  await mkdir(root, { recursive: true });
  await writeFile(
    path.join(root, "index.html"),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
  await writeFile(
    path.join(root, "main.js"),
    'import { createElement } from "react";\nimport { createRoot } from "react-dom/client";\ncreateRoot(document.getElementById("root")).render(createElement("h1", null, "Hello"));\n',
  );
  // The app's own copies of React, so both builds bundle the same code.
  const require = createRequire(path.join(WEB_DIR, "package.json"));
  const alias = [
    { find: /^react$/, replacement: require.resolve("react") },
    { find: /^react-dom\/client$/, replacement: require.resolve("react-dom/client") },
  ];
  return runBuild({ root, configFile: false, mode: "production", resolve: { alias } }, path.join(tempRoot, "bare"));
}

export async function withTempDir<T>(run: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mnemo-bench-web-"));
  try {
    return await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
