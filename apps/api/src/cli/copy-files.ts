import path from "node:path";
import { parseArgs } from "node:util";
import { formatBytes } from "@mnemo/api-contract";
import type { Env } from "../env.ts";
import { copyFileStore, describeError, type FileCount } from "../features/exchange/files/copy-file-store.ts";
import { createFileStore, describeFileStores, s3SettingsFrom, type FileStoreName } from "../lib/create-file-stores.ts";
import { DATA_DIR } from "../runtime/paths.ts";

/** Every store, in the order they are copied; a Record so that a new store cannot be forgotten here. */
const STORE_NAMES = Object.keys({ media: 0, exports: 0, uploads: 0, sources: 0 } satisfies Record<FileStoreName, 0>) as FileStoreName[];

export const COPY_FILES_USAGE = `copy-files --to s3|folder [--store ${STORE_NAMES.join("|")}]... [--dry-run]
            copies the file stores (${STORE_NAMES.join(", ")}) from the folder
            FILES_DIR into the bucket set by FILES_S3_* (--to s3), or from the
            bucket into FILES_DIR (--to folder), for moving an instance. A file
            already there with the same size is skipped, so running it again
            copies only what is missing; it never removes anything from the
            source. --store copies only the stores named; --dry-run only says
            what it would copy.`;

/** How often a long copy says how far it got. */
const PROGRESS_EVERY_MS = 5_000;

type Output = { print: (line: string) => void; printError: (line: string) => void };

/** `pnpm admin copy-files ...`: the exit code (0 done, 1 failed, 2 wrong arguments); progress and the summary to `print`. */
export async function copyFilesCommand(
  argv: string[],
  { env, print = console.log, printError = console.error }: { env: Env } & Partial<Output>,
): Promise<number> {
  const args = parseCopyFilesArgs(argv);
  if ("error" in args) {
    printError(`${args.error}\n\nUsage: pnpm admin ${COPY_FILES_USAGE}`);
    return 2;
  }
  if (args.help) {
    print(`Usage: pnpm admin ${COPY_FILES_USAGE}`);
    return 0;
  }
  const s3 = s3SettingsFrom(env);
  if (!s3) {
    printError(
      "No bucket to copy to or from: FILES_S3_BUCKET is not set. Set it and the other FILES_S3_ variables " +
        "(region, endpoint, path style, keys, prefix) in the environment or .env as the server will use them, then run this again.",
    );
    return 1;
  }
  const root = env.FILES_DIR ?? path.join(DATA_DIR, "files");
  const folder = { root };
  const bucket = { root, s3 };
  const [source, destination] = args.to === "s3" ? [folder, bucket] : [bucket, folder];
  const started = Date.now();
  print(
    `${args.dryRun ? "Dry run, nothing is copied: from" : "Copying from"} ${describeFileStores(source)} to ${describeFileStores(destination)}` +
      ` (${args.stores.join(", ")}); the source is left as it is.`,
  );

  const total = { copied: { files: 0, bytes: 0 }, skipped: { files: 0, bytes: 0 }, toCopy: { files: 0, bytes: 0 }, gone: 0 };
  for (const name of args.stores) {
    const storeStarted = Date.now();
    let lastProgress = storeStarted;
    let planned: FileCount = { files: 0, bytes: 0 };
    let copied: FileCount = { files: 0, bytes: 0 };
    try {
      const report = await copyFileStore({
        from: createFileStore(source, name),
        to: createFileStore(destination, name),
        // On the folder's disk, so a file coming from the bucket moves in by renaming.
        tempDir: path.join(root, "tmp"),
        dryRun: args.dryRun,
        onPlan: (plan) => {
          planned = plan.toCopy;
          const replaced = plan.replaced ? ` (${plan.replaced} there with another size, replaced)` : "";
          const what = plan.toCopy.files
            ? `${args.dryRun ? "would copy" : "to copy"} ${formatCount(plan.toCopy)}${replaced}`
            : "nothing to copy";
          print(`${name}: ${what}; ${plural(plan.skipped.files, "file")} already there.`);
          if (plan.foreign.length) {
            print(
              `${name}: left out ${plural(plan.foreign.length, "file")} whose names the app never makes: ${plan.foreign.slice(0, 5).join(", ")}`,
            );
          }
        },
        onCopied: (done) => {
          copied = done;
          if (Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
          lastProgress = Date.now();
          print(`${name}: ${done.files} of ${planned.files} files, ${formatBytes(done.bytes)} of ${formatBytes(planned.bytes)}`);
        },
      });
      if (!args.dryRun && report.toCopy.files) {
        const gone = report.gone ? `; ${plural(report.gone, "file")} went from the source meanwhile` : "";
        print(`${name}: copied ${formatCount(report.copied)} in ${formatSeconds(Date.now() - storeStarted)}${gone}.`);
      }
      add(total.copied, report.copied);
      add(total.skipped, report.skipped);
      add(total.toCopy, report.toCopy);
      total.gone += report.gone;
    } catch (error) {
      printError(
        `Copying the ${name} store failed: ${describeError(error)}\n` +
          `Copied before it stopped: ${formatCount({ files: total.copied.files + copied.files, bytes: total.copied.bytes + copied.bytes })}, ` +
          "each whole at the destination. Run the command again to copy the rest.",
      );
      return 1;
    }
  }

  const time = formatSeconds(Date.now() - started);
  const skipped = `skipped ${plural(total.skipped.files, "file")} (${formatBytes(total.skipped.bytes)}) already there`;
  print(
    args.dryRun
      ? `Would copy ${formatCount(total.toCopy)}; ${skipped}. Nothing was copied (dry run, ${time}).`
      : `Done in ${time}: copied ${formatCount(total.copied)}; ${skipped}${total.gone ? `; ${total.gone} went from the source meanwhile` : ""}. Nothing was removed from the source.`,
  );
  return 0;
}

type CopyFilesArgs = { to: "s3" | "folder"; stores: FileStoreName[]; dryRun: boolean; help: boolean };

export function parseCopyFilesArgs(argv: string[]): CopyFilesArgs | { error: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        to: { type: "string" },
        store: { type: "string", multiple: true },
        "dry-run": { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
    }));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const stores = values.store ?? STORE_NAMES;
  const unknown = stores.find((name) => !STORE_NAMES.includes(name as FileStoreName));
  if (unknown) return { error: `Unknown store '${unknown}'. Stores: ${STORE_NAMES.join(", ")}.` };
  if (values.help) return { to: "s3", stores: STORE_NAMES, dryRun: false, help: true };
  if (values.to !== "s3" && values.to !== "folder")
    return { error: "Say where to copy: --to s3 (from FILES_DIR into the bucket) or --to folder (back)." };
  return { to: values.to, stores: STORE_NAMES.filter((name) => stores.includes(name)), dryRun: values["dry-run"], help: false };
}

function add(total: FileCount, counts: FileCount) {
  total.files += counts.files;
  total.bytes += counts.bytes;
}

const plural = (count: number, word: string) => `${count} ${count === 1 ? word : `${word}s`}`;
const formatCount = ({ files, bytes }: FileCount) => `${plural(files, "file")} (${formatBytes(bytes)})`;
const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
