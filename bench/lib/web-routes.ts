import { readFile } from "node:fs/promises";
import path from "node:path";
import ts from "typescript";
import { paths } from "../../apps/web/src/lib/paths.ts";
import { REPO_ROOT } from "./paths.ts";

export const WEB_DIR = path.join(REPO_ROOT, "apps", "web");
const ROUTE_TABLE = path.join(WEB_DIR, "src", "app", "route-table.tsx");

export type WebRoute = {
  id: string;
  path: string;
  /** Absolute path of the page module the route loads lazily. */
  pageModule: string;
};

/**
 * Every `page(paths.x.path, {id, …}, () => import("./routes/…"), …)` call in
 * route-table.tsx: which page module each route loads. Read from the source
 * because the import sits inside a closure the router only calls on a visit.
 */
export async function readWebRoutes(): Promise<WebRoute[]> {
  const source = ts.createSourceFile(ROUTE_TABLE, await readFile(ROUTE_TABLE, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const routes: WebRoute[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "page") {
      routes.push(parsePageCall(node, source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (routes.length === 0) throw new Error(`no page(...) calls found in ${ROUTE_TABLE}`);
  return routes;
}

function parsePageCall(call: ts.CallExpression, source: ts.SourceFile): WebRoute {
  const where = `${path.relative(REPO_ROOT, ROUTE_TABLE)}:${source.getLineAndCharacterOfPosition(call.getStart()).line + 1}`;
  const [pathArg, metaArg, loadArg] = call.arguments;

  // paths.<key>.path
  const key =
    pathArg && ts.isPropertyAccessExpression(pathArg) && ts.isPropertyAccessExpression(pathArg.expression)
      ? pathArg.expression.name.text
      : undefined;
  const entry = key ? (paths as Record<string, { path: string } | undefined>)[key] : undefined;
  if (!entry) throw new Error(`${where}: the first argument of page() is not paths.<name>.path`);

  const idProperty =
    metaArg && ts.isObjectLiteralExpression(metaArg)
      ? metaArg.properties.find((property) => ts.isPropertyAssignment(property) && property.name.getText(source) === "id")
      : undefined;
  const id =
    idProperty && ts.isPropertyAssignment(idProperty) && ts.isStringLiteral(idProperty.initializer)
      ? idProperty.initializer.text
      : undefined;
  if (!id) throw new Error(`${where}: the route meta has no literal id`);

  let specifier: string | undefined;
  const findImport = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifier = node.arguments[0].text;
    }
    ts.forEachChild(node, findImport);
  };
  if (loadArg) findImport(loadArg);
  if (!specifier) throw new Error(`${where}: the page loader has no import("…")`);

  return { id, path: entry.path, pageModule: path.resolve(path.dirname(ROUTE_TABLE), specifier) };
}
