/**
 * Figures for the shape of the code (issue 28: measure before and after a refactor):
 * production files and their median length, the import edges and cycles between
 * the API's features, file-level import cycles, and the web's and the API's
 * import-zone violations. Run: `pnpm --filter @mnemo/bench architecture-figures` (or
 * `npx tsx bench/architecture-figures.ts`). Reads files only; writes nothing.
 *
 * Production files: .ts, .tsx, .mjs under apps/api/src, apps/web/src,
 * packages/api-contract/src and packages/db/src, without tests (`*.test.*`),
 * test helpers (`testing/` folders) and Prisma's generated client.
 */
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import ts from "typescript";

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));
const AREAS = ["apps/api/src", "apps/web/src", "packages/api-contract/src", "packages/db/src"] as const;
const SKIPPED_FOLDERS = new Set(["node_modules", "generated", "testing", "dist"]);
const SOURCE_FILE = /\.(ts|tsx|mjs)$/;
const TEST_FILE = /\.test\.(ts|tsx)$/;
const API_FEATURES = "apps/api/src/features/";
/** Workspace package entries, from each package.json's "exports". */
const PACKAGE_ENTRIES: Record<string, string> = {
  "@mnemo/api-contract": "packages/api-contract/src/index.ts",
  "@mnemo/db": "packages/db/src/index.ts",
  "@mnemo/db/embedded": "packages/db/src/embedded.ts",
  "@mnemo/db/migrate": "packages/db/src/migrate/index.ts",
  "@mnemo/api/router": "apps/api/src/trpc/router.ts",
};
const ZONE_RULE = "import-x/no-restricted-paths";

type Import = { target: string; typeOnly: boolean };

function listFiles(folder: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(REPO_ROOT, folder), { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) out.push(...listFiles(relative));
    } else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) && !entry.name.endsWith(".d.ts")) {
      out.push(relative);
    }
  }
  return out;
}

function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (specifier in PACKAGE_ENTRIES) return PACKAGE_ENTRIES[specifier];
  // The web's `@/` alias (apps/web/tsconfig.json) names apps/web/src.
  const aliased = from.startsWith("apps/web/") && specifier.startsWith("@/");
  if (!specifier.startsWith(".") && !aliased) return undefined;
  const base = aliased
    ? path.posix.join("apps/web/src", specifier.slice(2))
    : path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    const absolute = path.join(REPO_ROOT, candidate);
    if (existsSync(absolute) && statSync(absolute).isFile()) return candidate;
  }
  return undefined;
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import runs the module
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
}

/** Every import of a file that lands on another source file: static, re-exports and `import()`. */
function importsOf(file: string, text: string): Import[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Import[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    const target = resolveSpecifier(file, specifier.text);
    if (target) found.push({ target, typeOnly });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, isTypeOnlyImport(node));
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, isTypeOnlyExport(node));
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], false);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, true);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Tarjan's strongly connected components; returns those with more than one member. */
function cycles(nodes: Iterable<string>, edges: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) connect(node);
  return components;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function apiFeature(file: string): string | undefined {
  return file.startsWith(API_FEATURES) ? file.slice(API_FEATURES.length).split("/")[0] : undefined;
}

function fileGraph(imports: Map<string, Import[]>, runtimeOnly: boolean): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [file, list] of imports) {
    graph.set(file, new Set(list.filter((i) => !runtimeOnly || !i.typeOnly).map((i) => i.target)));
  }
  return graph;
}

async function zoneViolations(folder: string): Promise<{ file: string; message: string }[]> {
  // Only the zone rule, and no type information: the rule resolves paths, it needs no types.
  const eslint = new ESLint({
    cwd: REPO_ROOT,
    ruleFilter: ({ ruleId }) => ruleId === ZONE_RULE,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
  const results = await eslint.lintFiles([folder]);
  return results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === ZONE_RULE)
      .map((message) => ({ file: path.relative(REPO_ROOT, result.filePath), message: message.message })),
  );
}

async function main(): Promise<void> {
  const files = AREAS.flatMap((area) => listFiles(area)).sort();
  const texts = new Map(files.map((file) => [file, readFileSync(path.join(REPO_ROOT, file), "utf8")]));
  const lineCounts = files.map(
    (file) =>
      texts
        .get(file)!
        .split("\n")
        .filter((line, i, all) => i < all.length - 1 || line !== "").length,
  );
  const production = new Set(files);
  const imports = new Map(files.map((file) => [file, importsOf(file, texts.get(file)!).filter((i) => production.has(i.target))]));

  console.log("Production source files (tests, testing/ helpers and generated code left out)");
  for (const area of AREAS) {
    const inArea = files.filter((file) => file.startsWith(`${area}/`));
    const lines = inArea.map((file) => lineCounts[files.indexOf(file)]!);
    console.log(`  ${area.padEnd(28)} ${String(inArea.length).padStart(5)} files, median ${median(lines)} lines`);
  }
  console.log(`  ${"all".padEnd(28)} ${String(files.length).padStart(5)} files, median ${median(lineCounts)} lines`);

  const featureEdges = new Map<string, number>();
  const featureGraph = new Map<string, Set<string>>();
  const features = new Set<string>();
  for (const [file, list] of imports) {
    const from = apiFeature(file);
    if (!from) continue;
    features.add(from);
    for (const { target } of list) {
      const to = apiFeature(target);
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      featureEdges.set(key, (featureEdges.get(key) ?? 0) + 1);
      featureGraph.set(from, (featureGraph.get(from) ?? new Set()).add(to));
    }
  }
  const edgeTotal = [...featureEdges.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `\nImports between API features (apps/api/src/features/<a> -> <b>, a != b): ${edgeTotal} imports, ${featureEdges.size} feature pairs`,
  );
  for (const [key, count] of [...featureEdges].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    console.log(`  ${key.padEnd(32)} ${count}`);
  }
  const featureCycles = cycles([...features].sort(), featureGraph);
  console.log(`\nCycles between API features (strongly connected components): ${featureCycles.length}`);
  for (const component of featureCycles) console.log(`  ${component.join(", ")}`);

  for (const runtimeOnly of [false, true]) {
    const fileCycles = cycles(files, fileGraph(imports, runtimeOnly));
    const members = fileCycles.reduce((sum, c) => sum + c.length, 0);
    const label = runtimeOnly ? "runtime imports only (import type left out)" : "all imports";
    console.log(`\nFile-level import cycles, ${label}: ${fileCycles.length} (strongly connected components, ${members} files in them)`);
    for (const component of fileCycles) console.log(`  ${component.join(" <-> ")}`);
  }

  for (const [label, folder] of [
    ["Web", "apps/web/src"],
    ["API", "apps/api/src"],
  ] as const) {
    const violations = await zoneViolations(folder);
    console.log(`\n${label} import-zone violations (${ZONE_RULE}, eslint.config.js): ${violations.length}`);
    for (const { file, message } of violations) console.log(`  ${file}: ${message.split("\n")[0]}`);
  }
}

await main();
