import type { Build } from "./web-build.ts";

/** Libraries that must only ever load on the pages that need them (diagrams, PDF, OCR, Anki export). */
export const HEAVY_PACKAGES = [
  // Diagrams draw with these on /ai-diagrams/view/:fileKey alone; mermaid is an export format, never loaded in the app.
  "d3-hierarchy",
  "d3-flextree",
  "@dagrejs/dagre",
  "mermaid",
  "@mermaid-js",
  "cytoscape",
  "katex",
  "pdfjs-dist",
  "unpdf",
  "@react-pdf",
  "pdf-lib",
  "tesseract.js",
  "sql.js",
];

export type FirstLoad = {
  jsFiles: string[];
  jsRaw: number;
  /** The JavaScript as the server sends it to a browser that accepts brotli (every current one). */
  jsBrotli: number;
  jsGzip: number;
  cssBrotli: number;
  /** HEAVY_PACKAGES with code in these files. */
  heavyPackages: string[];
  /** Approximate brotli bytes per package (the app's own code is "(app)"), largest first. */
  byPackage: { name: string; br: number }[];
};

function packageOf(moduleId: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(moduleId.replaceAll("\\", "/"));
  return match?.[1] ?? "(app)";
}

/** Each chunk's compressed size shared among its packages in proportion to their rendered code. */
function sizeByPackage(build: Build, files: string[]): { name: string; br: number }[] {
  const totals = new Map<string, number>();
  for (const file of files) {
    const chunk = build.chunks.get(file)!;
    const rendered = Object.entries(chunk.modules).map(([id, info]) => [packageOf(id), info.renderedLength] as const);
    const all = rendered.reduce((sum, [, length]) => sum + length, 0);
    const br = build.sizes.get(file)?.br ?? 0;
    for (const [name, length] of rendered) totals.set(name, (totals.get(name) ?? 0) + (all ? (br * length) / all : 0));
  }
  return [...totals].map(([name, br]) => ({ name, br })).sort((a, b) => b.br - a.br);
}

/**
 * The JavaScript a first visit downloads before the page can render: the
 * entry chunk and everything it imports statically (Vite preloads those), plus
 * the route's lazily loaded page chunk and its static imports. Chunks the page
 * only imports dynamically (a diagram renderer, a PDF writer) are not counted.
 */
export function firstLoad(build: Build, entryFile: string, pageModule: string | undefined): FirstLoad {
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName)) return;
    const chunk = build.chunks.get(fileName);
    if (!chunk) throw new Error(`the build has no chunk ${fileName}`);
    files.add(fileName);
    for (const imported of chunk.imports) add(imported);
  };
  add(entryFile);
  if (pageModule) {
    const page = [...build.chunks.values()].find((chunk) => chunk.facadeModuleId === pageModule);
    if (!page) throw new Error(`no chunk has the page module ${pageModule} as its entry: is it still loaded lazily?`);
    add(page.fileName);
  }

  const jsFiles = [...files].sort();
  const css = new Set(jsFiles.flatMap((file) => [...(build.chunks.get(file)?.viteMetadata?.importedCss ?? [])]));
  const size = (file: string) => build.sizes.get(file) ?? { raw: 0, br: 0, gzip: 0 };
  const byPackage = sizeByPackage(build, jsFiles);
  const packages = new Set(byPackage.map((entry) => entry.name));
  return {
    jsFiles,
    jsRaw: jsFiles.reduce((sum, file) => sum + size(file).raw, 0),
    jsBrotli: jsFiles.reduce((sum, file) => sum + size(file).br, 0),
    jsGzip: jsFiles.reduce((sum, file) => sum + size(file).gzip, 0),
    cssBrotli: [...css].reduce((sum, file) => sum + size(file).br, 0),
    heavyPackages: HEAVY_PACKAGES.filter((name) => packages.has(name)),
    byPackage,
  };
}
