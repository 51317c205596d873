// pnpm bench:web — the production build of apps/web: the JavaScript each
// route needs for its first load (gzipped), against the 200 KB budget for `/`
// and against a bare React app built by the same Vite in the same run.
// See README.md for what is measured and how to read the figures.
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { RESULTS_DIR } from "./lib/paths.ts";
import { buildBareReact, buildWebApp, withTempDir, type Build } from "./lib/web-build.ts";
import { firstLoad, HEAVY_PACKAGES, type FirstLoad } from "./lib/web-first-load.ts";
import { readWebRoutes, type WebRoute } from "./lib/web-routes.ts";

/** The budget: the first load of `/` stays within 200 KB of gzipped JavaScript. */
const BUDGET_BYTES = 200 * 1024;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const log = (line: string) => console.log(`[bench:web] ${line}`);

function table(header: string[], rows: string[][], rightAligned: Set<number>): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (rightAligned.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

function bareFirstLoad(bare: Build): FirstLoad {
  const entry = [...bare.chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("the bare React build has no entry chunk");
  return firstLoad(bare, entry.fileName, undefined);
}

async function main() {
  const routes = await readWebRoutes();
  const { web, bare } = await withTempDir(async (dir) => {
    log("building apps/web (production, its own vite.config.ts) and a bare React app with the same Vite…");
    const web = await buildWebApp(dir);
    const bare = await buildBareReact(dir);
    return { web, bare };
  });

  const entry = [...web.chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("the web build has no entry chunk");
  const baseline = bareFirstLoad(bare);
  const perRoute = routes.map((route: WebRoute) => ({ route, load: firstLoad(web, entry.fileName, route.pageModule) }));
  const shell = firstLoad(web, entry.fileName, undefined);

  console.log();
  console.log(
    table(
      ["route", "path", "JS files", "JS raw KB", "JS gzip KB", "page-only gzip KB", "CSS gzip KB", "heavy packages"],
      perRoute.map(({ route, load }) => [
        route.id,
        route.path,
        String(load.jsFiles.length),
        kb(load.jsRaw),
        kb(load.jsGzip),
        kb(load.jsGzip - shell.jsGzip),
        kb(load.cssGzip),
        load.heavyPackages.join(", ") || "-",
      ]),
      new Set([2, 3, 4, 5, 6]),
    ),
  );

  const home = perRoute.find(({ route }) => route.path === "/");
  if (!home) throw new Error("route-table.tsx has no route for /");
  const ratio = home.load.jsGzip / BUDGET_BYTES;
  const overBudget = home.load.jsGzip > BUDGET_BYTES;
  const heavyOnHome = home.load.heavyPackages;
  console.log();
  console.log(`shell (entry chunk and its imports, every route pays it): ${kb(shell.jsGzip)} KB gzip in ${shell.jsFiles.length} files`);
  console.log(`bare React baseline (same Vite, same run):                 ${kb(baseline.jsGzip)} KB gzip`);
  console.log(
    `first load of / :                                           ${kb(home.load.jsGzip)} KB gzip (${kb(home.load.jsRaw)} KB raw)`,
  );
  console.log(
    `  / against the budget:  ${kb(home.load.jsGzip)} / ${kb(BUDGET_BYTES)} KB = ${ratio.toFixed(2)}  ${overBudget ? "OVER BUDGET" : "within budget"}`,
  );
  console.log(`  / against bare React:  ${(home.load.jsGzip / baseline.jsGzip).toFixed(2)}x`);
  const top = home.load.byPackage.slice(0, 8).map((entry) => `${entry.name} ${kb(entry.gzip)}`);
  console.log(`  largest parts of / (KB gzip, approximate): ${top.join(", ")}`);
  console.log(`  heavy packages in the first load of / (${HEAVY_PACKAGES.join(", ")}): ${heavyOnHome.join(", ") || "none"}`);
  console.log(
    `build time: apps/web ${(web.durationMs / 1000).toFixed(1)} s, bare ${(bare.durationMs / 1000).toFixed(1)} s (informational)`,
  );

  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `web-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await writeFile(
    file,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        machine: { cpus: os.cpus().length, node: process.version },
        budgetBytes: BUDGET_BYTES,
        baseline,
        shell,
        routes: perRoute.map(({ route, load }) => ({ ...route, pageModule: path.relative(process.cwd(), route.pageModule), ...load })),
      },
      null,
      2,
    ),
  );
  log(`details in ${path.relative(process.cwd(), file)}`);

  if (overBudget || heavyOnHome.length > 0) {
    console.error(overBudget ? "FAIL: the first load of / is over the 200 KB budget" : "FAIL: heavy packages are loaded on /");
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
