// npx tsx eval/outline/fetch-documents.ts <outdir>
//
// Writes every document of eval/outline/SOURCES.tsv into <outdir>/<set>/
// (tune, holdout, holdout2, holdout3, holdout4), read from the repository snapshots that the `fetch`
// tool brings onto this machine (/work/.mirror/<owner>+<name>/repo, a bare
// git directory, sometimes with a .git inside). The documents are never
// committed (other people's material, evaluation only), so this script is
// how anyone gets the same bytes again: each one is read at the manifest's
// commit, and its blob id is checked against what was written.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const MIRRORS = process.env.MIRROR_DIR ?? "/work/.mirror";
const manifest = path.join(import.meta.dirname, "SOURCES.tsv");

type TRow = { file: string; repository: string; path: string; commit: string; set: string };

function readManifest(): TRow[] {
  const [header, ...lines] = readFileSync(manifest, "utf8").trim().split("\n");
  const columns = (header ?? "").split("\t");
  return lines.map((line) => {
    const cells = line.split("\t");
    const cell = (name: string) => cells[columns.indexOf(name)] ?? "";
    return { file: cell("file"), repository: cell("repository"), path: cell("path"), commit: cell("commit"), set: cell("set") };
  });
}

// The snapshot's git directory, or undefined when the repository was never fetched.
function gitDir(repository: string): string | undefined {
  const root = path.join(MIRRORS, repository.replace("/", "+"), "repo");
  return [path.join(root, ".git"), root].find((dir) => existsSync(path.join(dir, "HEAD")));
}

function git(dir: string, args: string[], input?: Buffer): Buffer {
  return execFileSync("git", ["--git-dir", dir, ...args], { input, maxBuffer: 256 * 1024 * 1024 });
}

// OpenStax sections are stored as CNXML; the evaluation reads them as pasted
// text, so tags go and paragraphs stay (as in ../shared/eval/dev).
function cnxmlToText(xml: string): string {
  return xml
    .replace(/<metadata[\s\S]*?<\/metadata>/g, "")
    .replace(/<title>([\s\S]*?)<\/title>/g, "\n\n$1\n\n")
    .replace(/<(para|item|caption|term|definition)\b[^>]*>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n\s*/g, "\n\n")
    .trim()
    .concat("\n");
}

function fetchOne(row: TRow, outdir: string): string | undefined {
  const dir = gitDir(row.repository);
  if (!dir) return `repository not fetched: call the fetch tool with github:${row.repository}, then run this again`;
  let blob: string;
  try {
    git(dir, ["cat-file", "-e", `${row.commit}^{commit}`]);
    blob = git(dir, ["rev-parse", `${row.commit}:${row.path}`])
      .toString()
      .trim();
  } catch {
    return `commit ${row.commit} or path ${row.path} is not in the snapshot of ${row.repository}: fetch github:${row.repository} again (a newer snapshot keeps old commits)`;
  }
  const bytes = git(dir, ["cat-file", "blob", blob]);
  // The snapshot omits files of 4 MiB and more and LFS content: catch a pointer.
  if (bytes.subarray(0, 40).toString().startsWith("version https://git-lfs")) return "stored as a Git LFS pointer";
  const written = git(dir, ["hash-object", "--stdin"], bytes).toString().trim();
  if (written !== blob) return `blob mismatch: manifest ${blob}, read ${written}`;
  const target = path.join(outdir, row.set, row.file);
  mkdirSync(path.dirname(target), { recursive: true });
  const converted = row.path.endsWith(".cnxml") && !row.file.endsWith(".cnxml");
  writeFileSync(target, converted ? cnxmlToText(bytes.toString("utf8")) : bytes);
  return undefined;
}

const outdir = process.argv[2];
if (!outdir) {
  console.error("usage: npx tsx eval/outline/fetch-documents.ts <outdir>");
  process.exit(2);
}
let failed = 0;
const SETS = ["tune", "holdout", "holdout2", "holdout3", "holdout4"];
for (const row of readManifest()) {
  if (!SETS.includes(row.set)) {
    console.error(`${row.file}: set must be one of ${SETS.join(", ")}, not "${row.set}"`);
    failed++;
    continue;
  }
  const problem = fetchOne(row, path.resolve(outdir));
  if (problem) failed++;
  console.log(`${problem ? "MISSING" : "ok     "} ${row.set}/${row.file}${problem ? `: ${problem}` : ""}`);
}
if (failed) {
  console.error(`${failed} document(s) not written`);
  process.exit(1);
}
