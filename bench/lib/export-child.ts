// One measurement of `pnpm bench:export`, in a process of its own so its peak RSS is its own.
// Prints one line: RESULT {"task", "coldMs", "medianMs", "runs", "maxRssMb", "detail"}.
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { cardFaces } from "@mnemo/api-contract";
import { createDb } from "@mnemo/db";
import { strToU8, unzipSync, zipSync } from "fflate";
import PDFDocument from "pdfkit";
import initSqlJs, { type SqlJsStatic } from "sql.js";
import { readApkg } from "../../apps/api/src/features/exchange/anki/read-apkg.ts";
import { writeApkg } from "../../apps/api/src/features/exchange/anki/write-apkg.ts";
import { createExchangeService } from "../../apps/api/src/features/exchange/exchange-service.ts";
import { writePdf } from "../../apps/api/src/features/exchange/formats/pdf/write-pdf.ts";
import { saveImport } from "../../apps/api/src/features/exchange/import/save-import.ts";
import { syntheticExportInput } from "./export-seed.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Its decks in memory: the bare baselines go through their notes as arrays. */
type TSyntheticInput = ReturnType<typeof syntheticExportInput>;
const [task, file, databaseUrl] = process.argv.slice(2);

let sql: SqlJsStatic | undefined;
async function sqlJs(): Promise<SqlJsStatic> {
  sql ??= await initSqlJs({ locateFile: () => createRequire(import.meta.url).resolve("sql.js/dist/sql-wasm.wasm") });
  return sql;
}

async function measure(run: () => Promise<unknown>): Promise<{ coldMs: number; medianMs: number }> {
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  const warm = times.slice(1).sort((a, b) => a - b);
  return { coldMs: times[0]!, medianMs: warm[Math.floor(warm.length / 2)]! };
}

/** The same notes, cards and answers as rows of a minimal Anki-like database, with nothing but sql.js and fflate. */
async function writeBare(input: TSyntheticInput): Promise<Uint8Array> {
  const db = new (await sqlJs()).Database();
  db.run(`CREATE TABLE notes (id integer primary key, guid text, mid integer, mod integer, usn integer, tags text, flds text, sfld text, csum integer, flags integer, data text);
    CREATE TABLE cards (id integer primary key, nid integer, did integer, ord integer, mod integer, usn integer, type integer, queue integer, due integer, ivl integer, factor integer, reps integer, lapses integer, left integer, odue integer, odid integer, flags integer, data text);
    CREATE TABLE revlog (id integer primary key, cid integer, usn integer, ease integer, ivl integer, lastIvl integer, factor integer, time integer, type integer);`);
  db.run("BEGIN");
  const notes = db.prepare("INSERT INTO notes VALUES (?,?,?,?,?,?,?,?,?,?,?)");
  const cards = db.prepare("INSERT INTO cards VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
  const revlog = db.prepare("INSERT INTO revlog VALUES (?,?,?,?,?,?,?,?,?)");
  let id = 1;
  let rid = 1;
  for (const note of input.decks[0]!.notes) {
    const faces = cardFaces(note.content);
    const nid = id++;
    notes.run([nid, note.guid, 1, 0, -1, " mnemo ", `${faces.front}\x1f${faces.back}\x1f`, faces.front, 0, 0, ""]);
    for (const card of note.cards) {
      const cid = id++;
      cards.run([
        cid,
        nid,
        1,
        card.ord,
        0,
        -1,
        2,
        2,
        100,
        card.schedule.scheduled_days,
        2500,
        card.schedule.reps,
        card.schedule.lapses,
        0,
        0,
        0,
        0,
        "{}",
      ]);
      for (const review of card.reviews)
        revlog.run([rid++, cid, -1, review.rating, Math.round(review.intervalDays), 0, 2500, review.durationMs, 1]);
    }
  }
  db.run("COMMIT");
  notes.free();
  cards.free();
  revlog.free();
  const bytes = db.export();
  db.close();
  return zipSync({ "collection.anki2": bytes, media: strToU8("{}") });
}

/** Reading every row back with nothing but fflate and sql.js. */
async function readBare(bytes: Uint8Array): Promise<number> {
  const files = unzipSync(bytes);
  const name = ["collection.anki21b", "collection.anki21", "collection.anki2"].find((n) => n in files)!;
  const db = new (await sqlJs()).Database(files[name]);
  let rows = 0;
  for (const table of ["notes", "cards", "revlog"]) rows += db.exec(`SELECT * FROM ${table}`)[0]?.values.length ?? 0;
  db.close();
  return rows;
}

/** The same cards' text drawn as plain lines with pdfkit's built-in font: no layout, no embedded fonts. */
function writeBarePdf(input: TSyntheticInput): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: "A4" });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    for (const note of input.decks[0]!.notes) {
      const faces = cardFaces(note.content);
      doc
        .fontSize(10)
        .text(faces.front.replace(/[^\x20-\x7e\n]/g, "?"))
        .text(faces.back.replace(/[^\x20-\x7e\n]/g, "?"));
    }
    doc.end();
  });
}

async function main() {
  let timing: { coldMs: number; medianMs: number };
  let detail = "";
  switch (task) {
    case "apkg":
    case "apkg-bare": {
      const input = syntheticExportInput({ cards: 10_000, reviews: 5 });
      let bytes: Uint8Array = new Uint8Array();
      timing = await measure(async () => {
        bytes = task === "apkg" ? await writeApkg(input) : await writeBare(input);
      });
      if (file) await writeFile(file, bytes);
      detail = `${(bytes.length / 1024 / 1024).toFixed(1)} MB file`;
      break;
    }
    case "import": {
      const bytes = new Uint8Array(await readFile(file!));
      const db = createDb({ databaseUrl: databaseUrl!, poolSize: 4 });
      const root = await mkdtemp(path.join(tmpdir(), "mnemo-bench-files-"));
      const exchange = createExchangeService({ root });
      let result = "";
      timing = await measure(async () => {
        const userId = randomUUID();
        await db.user.create({ data: { id: userId, name: "Bench", email: `${userId}@bench.test` } });
        const bundle = await readApkg(bytes, { fileName: "bench.apkg", now: new Date() });
        const saved = await saveImport({ userId, bundle, target: { kind: "new" }, includeProgress: true }, { db, exchange });
        result = `${saved.created} notes, ${saved.reviews} answers saved`;
      });
      detail = result;
      await db.$disconnect();
      await rm(root, { recursive: true, force: true });
      break;
    }
    case "import-read": {
      const bytes = new Uint8Array(await readFile(file!));
      let notes = 0;
      timing = await measure(async () => {
        const bundle = await readApkg(bytes, { fileName: "bench.apkg", now: new Date() });
        notes = bundle.decks.reduce((sum, deck) => sum + deck.notes.length, 0);
      });
      detail = `${notes} notes read`;
      break;
    }
    case "import-bare": {
      const bytes = new Uint8Array(await readFile(file!));
      let rows = 0;
      timing = await measure(async () => {
        rows = await readBare(bytes);
      });
      detail = `${rows} rows read`;
      break;
    }
    case "pdf":
    case "pdf-bare-sqljs":
    case "pdf-bare-pdfkit": {
      const input = syntheticExportInput({ cards: 1000, reviews: 0 });
      let size = 0;
      timing = await measure(async () => {
        const bytes =
          task === "pdf"
            ? await writePdf(input, { layout: "sheet", paper: "a4" })
            : task === "pdf-bare-sqljs"
              ? await writeBare(input)
              : await writeBarePdf(input);
        size = bytes.length;
      });
      detail = `${(size / 1024).toFixed(0)} KB`;
      break;
    }
    default:
      throw new Error(`unknown task ${task}`);
  }
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(`RESULT ${JSON.stringify({ task, ...timing, runs: RUNS, maxRssMb, detail })}`);
}

await main();
