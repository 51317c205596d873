// pnpm bench:export — exports and imports (issue 18): a 10,000-card deck with five answers per card
// to .apkg and back in (read and saved into PostgreSQL), and 1,000 cards to PDF. Each measurement
// runs in a child process of its own (peak RSS is that process's), beside a bare baseline in the
// same run: the same rows written and read with nothing but sql.js and fflate (and, for the PDF,
// the same text as plain lines with pdfkit's built-in font). Prints the cold first run, the
// median of BENCH_RUNS warm runs, peak RSS, and ours/bare.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { openBenchDatabase } from "./lib/database.ts";
import { BENCH_DIR } from "./lib/paths.ts";

const run = promisify(execFile);
const TARGETS = { apkgMs: 1500, apkgRssMb: 300, importMs: 3000, pdfMs: 5000 };
const log = (line: string) => console.log(`[bench] ${line}`);

type Result = { task: string; coldMs: number; medianMs: number; runs: number; maxRssMb: number; detail: string };

async function child(task: string, args: string[] = [], env: Record<string, string> = {}): Promise<Result> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", path.join(BENCH_DIR, "lib", "export-child.ts"), task, ...args], {
    cwd: BENCH_DIR,
    maxBuffer: 16 * 1024 * 1024,
    env: { ...process.env, ...env },
  });
  const line = stdout.split("\n").find((l) => l.startsWith("RESULT "));
  if (!line) throw new Error(`${task} printed no result:\n${stdout}`);
  return JSON.parse(line.slice(7)) as Result;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const verdict = (ok: boolean) => (ok ? "meets" : "MISSES");

async function main(): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), "mnemo-bench-export-"));
  const database = await openBenchDatabase(log);
  try {
    const apkgFile = path.join(dir, "ours.apkg");
    const bareFile = path.join(dir, "bare.apkg");
    const results = {
      apkg: await child("apkg", [apkgFile]),
      // Peak memory of one export in a process of its own, as a server answering one request.
      apkgOnce: await child("apkg", [], { BENCH_RUNS: "0" }),
      apkgBare: await child("apkg-bare", [bareFile]),
      read: await child("import-read", [apkgFile]),
      imported: await child("import", [apkgFile, database.url]),
      importBare: await child("import-bare", [bareFile]),
      pdf: await child("pdf"),
      pdfBareSqljs: await child("pdf-bare-sqljs"),
      pdfBarePdfkit: await child("pdf-bare-pdfkit"),
    };
    log(`database: ${database.server}; runs: cold first + median of ${results.apkg.runs} warm`);
    const rows: [string, Result, Result | null, string][] = [
      [
        "10,000 cards + 50,000 answers -> .apkg",
        results.apkg,
        results.apkgBare,
        `<= ${TARGETS.apkgMs} ms: ${verdict(results.apkg.medianMs <= TARGETS.apkgMs)}; <= ${TARGETS.apkgRssMb} MB: ` +
          `one export in its own process ${results.apkgOnce.maxRssMb.toFixed(0)} MB ${verdict(results.apkgOnce.maxRssMb <= TARGETS.apkgRssMb)}, ` +
          `${results.apkg.runs + 1} exports in one process ${results.apkg.maxRssMb.toFixed(0)} MB ${verdict(results.apkg.maxRssMb <= TARGETS.apkgRssMb)}`,
      ],
      [".apkg read (no database)", results.read, results.importBare, "(part of the import)"],
      [
        ".apkg back in: read + saved to PostgreSQL",
        results.imported,
        results.importBare,
        `<= ${TARGETS.importMs} ms: ${verdict(results.imported.medianMs <= TARGETS.importMs)}`,
      ],
      [
        "1,000 cards -> PDF (study sheet, A4)",
        results.pdf,
        results.pdfBareSqljs,
        `<= ${TARGETS.pdfMs} ms: ${verdict(results.pdf.medianMs <= TARGETS.pdfMs)}`,
      ],
      ["  (same text, bare pdfkit lines)", results.pdfBarePdfkit, null, ""],
    ];
    for (const [name, ours, bare, target] of rows) {
      log(name);
      log(`  ours: cold ${ms(ours.coldMs)}, median ${ms(ours.medianMs)}, peak RSS ${ours.maxRssMb.toFixed(0)} MB (${ours.detail})`);
      if (bare) {
        log(
          `  bare sql.js: median ${ms(bare.medianMs)}, peak RSS ${bare.maxRssMb.toFixed(0)} MB (${bare.detail});  ours/bare time ${(ours.medianMs / bare.medianMs).toFixed(2)}`,
        );
      }
      if (target) log(`  target ${target}`);
    }
    const met =
      results.apkg.medianMs <= TARGETS.apkgMs &&
      results.apkgOnce.maxRssMb <= TARGETS.apkgRssMb &&
      results.imported.medianMs <= TARGETS.importMs &&
      results.pdf.medianMs <= TARGETS.pdfMs;
    return process.env.BENCH_STRICT === "1" && !met ? 1 : 0;
  } finally {
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
