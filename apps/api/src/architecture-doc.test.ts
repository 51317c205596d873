import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { JobKind } from "./jobs/job-kind.ts";

/*
 * docs/architecture.md names every API feature folder, web feature folder,
 * Prisma model and registered job kind, in the place a reader looks for it.
 * The list of each is read from the code, so adding a folder, a model or a kind
 * without a line in the doc fails here, with the line to add.
 */
const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const DOC_PATH = "docs/architecture.md";
const REGISTRY_PATH = "apps/api/src/runtime/job-services.ts";

const read = (path: string) => readFileSync(`${REPO_ROOT}${path}`, "utf8");
const doc = read(DOC_PATH);

function folders(path: string): string[] {
  return readdirSync(`${REPO_ROOT}${path}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The words written in backticks, e.g. `account` or `generation_job`. */
function codeWords(text: string): Set<string> {
  return new Set([...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!));
}

/** The row of the "Where things live" table whose first cell is `what`. */
function tableRow(what: string): string {
  const row = doc.split("\n").find((line) => new RegExp(`^\\|\\s*${what}\\s*\\|`).test(line));
  if (!row) throw new Error(`${DOC_PATH} has no "${what}" row in "Where things live"`);
  return row;
}

/** A section's text: from its heading to the next heading of the same or a higher level. */
function section(heading: string): string {
  const lines = doc.split("\n");
  const start = lines.findIndex((line) => line.replace(/^#+\s*/, "") === heading && line.startsWith("#"));
  if (start === -1) throw new Error(`${DOC_PATH} has no section "${heading}"`);
  const level = lines[start]!.match(/^#+/)![0].length;
  const end = lines.findIndex((line, i) => i > start && /^#+\s/.test(line) && line.match(/^#+/)![0].length <= level);
  return lines.slice(start, end === -1 ? undefined : end).join("\n");
}

function missing(names: readonly string[], named: Set<string>): string[] {
  return names.filter((name) => !named.has(name));
}

/** Prisma models with the table each maps to (`@@map`), the name the doc uses. */
function prismaModels(): { model: string; table: string }[] {
  const schema = read("prisma/schema.prisma");
  return [...schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)].map(([, model, body]) => ({
    model: model!,
    table: body!.match(/@@map\("([^"]+)"\)/)?.[1] ?? model!,
  }));
}

/** The kinds passed to registerJobKind in the registry, loaded from the modules it imports them from. */
async function registeredJobKinds(): Promise<string[]> {
  const registry = read(REGISTRY_PATH);
  const identifiers = [...registry.matchAll(/registerJobKind\((\w+)/g)].map((match) => match[1]!);
  const kinds = await Promise.all(
    identifiers.map(async (identifier) => {
      const from = registry.match(new RegExp(`import \\{[^}]*\\b${identifier}\\b[^}]*\\} from "([^"]+)"`))?.[1];
      if (!from) throw new Error(`${REGISTRY_PATH} registers ${identifier} but its import was not found`);
      const module = (await import(new URL(from, new URL(`../../../${REGISTRY_PATH}`, import.meta.url)).href)) as Record<string, JobKind>;
      return module[identifier]!.name;
    }),
  );
  return kinds.sort();
}

describe("docs/architecture.md names what the code has", () => {
  it("names every API feature folder in the 'Domain logic' row", () => {
    const features = folders("apps/api/src/features");
    expect(features.length).toBeGreaterThan(5);
    expect(missing(features, codeWords(tableRow("Domain logic"))), "add these, in backticks, to the row").toEqual([]);
  });

  it("names every web feature folder in the 'Web features' row", () => {
    const features = folders("apps/web/src/features");
    expect(features.length).toBeGreaterThan(5);
    expect(missing(features, codeWords(tableRow("Web features"))), "add these, in backticks, to the row").toEqual([]);
  });

  it("names every Prisma model's table in the 'Data' section", () => {
    const models = prismaModels();
    expect(models.length).toBeGreaterThan(10);
    const named = codeWords(section("Data"));
    const unnamed = models.filter(({ model, table }) => !named.has(table) && !named.has(model)).map(({ table }) => table);
    expect(unnamed, "add these tables, in backticks, with a line on what each holds").toEqual([]);
  });

  it("names every registered job kind in the 'Background work' section", async () => {
    const kinds = await registeredJobKinds();
    expect(kinds).toContain("generation");
    expect(missing(kinds, codeWords(section("Background work"))), "add these kinds, in backticks, with what each does").toEqual([]);
  }, 60_000);
});
