// Peak memory of large exports (issue 26): a 50,000-card .apkg with progress (3 answers a card) and
// PDFs of 200, 2,000, 10,000 and 50,000 cards in each layout, each written by a file thread (the
// server's pool, FILE_THREAD_MEMORY_MB heap limit, default 512) in a process of its own, so the
// process's peak RSS is that export's. Seeds its own database (DATABASE_URL's server, or embedded).
//   pnpm --filter @mnemo/bench exec tsx export-memory.ts [case ...]
// Cases: apkg-50000, csv-50000, md-50000, pdf-<sheet|side-by-side|cards>-<200|2000|10000|50000>; none: all.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createDb } from "@mnemo/db";
import { seedExportDeck } from "../apps/api/src/features/exchange/testing/seed-export-deck.ts";
import { openBenchDatabase } from "./lib/database.ts";
import { BENCH_DIR } from "./lib/paths.ts";

const run = promisify(execFile);
const log = (line: string) => console.log(`[bench] ${line}`);
const MEMORY_MB = process.env.FILE_THREAD_MEMORY_MB ?? "512";
const SIZES = [200, 2000, 10_000, 50_000];
const LAYOUTS = ["sheet", "side-by-side", "cards"];
const ALL = ["apkg-50000", "csv-50000", "md-50000", ...LAYOUTS.flatMap((layout) => SIZES.map((size) => `pdf-${layout}-${size}`))];

type Result = { ms: number; peakRssMb: number; baseRssMb: number; warmRssMb: number; bytes: number; error: string | null };

async function main() {
  const cases = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ALL;
  const database = await openBenchDatabase(log);
  const filesDir = await mkdtemp(path.join(tmpdir(), "mnemo-bench-files-"));
  const db = createDb({ databaseUrl: database.url, poolSize: 2 });
  try {
    const userId = randomUUID();
    await db.user.create({ data: { id: userId, name: "Bench", email: `${userId}@bench.test` } });
    const decks = new Map<number, string>();
    const warm = await seedExportDeck({ userId, title: "One card", cards: 1, answersPerCard: 3 }, db);
    for (const size of new Set(cases.map((name) => Number(name.split("-").at(-1))))) {
      const started = performance.now();
      const seeded = await seedExportDeck({ userId, title: `Deck of ${size}`, cards: size, answersPerCard: 3 }, db);
      decks.set(size, seeded.groupId);
      log(`seeded ${size} cards, ${seeded.answers} answers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    log(`heap limit of the file thread: ${MEMORY_MB} MB`);
    for (const name of cases) {
      const parts = name.split("-");
      const format = parts[0]!;
      const size = Number(parts.at(-1));
      const layout = format === "pdf" ? parts.slice(1, -1).join("-") : "sheet";
      const child = path.join(BENCH_DIR, "lib", "export-memory-child.ts");
      const { stdout } = await run(
        process.execPath,
        ["--import", "tsx", child, database.url, filesDir, userId, decks.get(size)!, warm.groupId, format, layout, MEMORY_MB],
        { cwd: BENCH_DIR, maxBuffer: 16 * 1024 * 1024 },
      );
      const line = stdout.split("\n").find((l) => l.startsWith("RESULT "));
      if (!line) throw new Error(`${name} printed no result:\n${stdout}`);
      const result = JSON.parse(line.slice(7)) as Result;
      log(
        `${name.padEnd(24)} ${(result.ms / 1000).toFixed(1).padStart(7)} s  peak RSS ${result.peakRssMb.toFixed(0).padStart(5)} MB ` +
          `(before the thread ${result.baseRssMb.toFixed(0)} MB, thread warm ${result.warmRssMb.toFixed(0)} MB)  ${result.error ? `FAILED: ${result.error}` : `${(result.bytes / 1024 / 1024).toFixed(1)} MB file`}`,
      );
    }
  } finally {
    await db.$disconnect();
    await database.drop();
    await rm(filesDir, { recursive: true, force: true });
  }
}

await main();
