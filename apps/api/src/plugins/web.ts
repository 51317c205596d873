import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFoundBody } from "../lib/error-handler.ts";
import { ROUTE_MANIFEST_FILE, routeManifestReader } from "./web/page-routes.ts";
import { sendStaticFile } from "./web/send-static-file.ts";

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/dist");

const API_PREFIXES = ["/api/", "/trpc/", "/healthz", "/readyz"];

/** Vite puts content hashes in /assets/ names, so those never change; everything else may. */
const IMMUTABLE = "public, max-age=31536000, immutable";

function cacheControlFor(pathname: string): string {
  if (pathname.startsWith("/assets/")) return IMMUTABLE;
  // What open tabs poll to notice a deploy: never from a cache.
  if (pathname === "/version.json") return "no-store";
  return "no-cache";
}

/** The file under `root` a URL path names, if it is a regular file (no directories, no dotfiles, nothing outside root). */
async function findFile(root: string, pathname: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.split("/").some((segment) => segment.startsWith("."))) return undefined;
  const file = path.resolve(root, `.${decoded}`);
  if (!file.startsWith(root + path.sep)) return undefined;
  return (await stat(file).catch(() => undefined))?.isFile() ? file : undefined;
}

/**
 * Serves the built web app on the API's port, as the build left it: each text
 * file precompressed (brotli, gzip) and chosen by Accept-Encoding, hashed
 * assets cached for a year, the rest revalidated. A path that is one of the
 * app's pages (the build's routes.json, from its route table) gets index.html
 * with 200; any other path outside the API gets the same index.html with 404,
 * and the app draws its 404 screen. A missing file under /assets/ is a 404
 * without index.html (a chunk an old tab asks for after a deploy). Files are
 * looked up on disk per request, so a rebuild is served without a restart.
 */
export async function webRoutes(
  app: FastifyInstance,
  { root = WEB_DIST, serveSourceMaps = false }: { root?: string; serveSourceMaps?: boolean },
) {
  root = path.resolve(root);
  const indexHtml = path.join(root, "index.html");
  const notFound = (request: FastifyRequest, reply: FastifyReply) => reply.status(404).send(notFoundBody(request));
  // The build writes source maps (for error reports); they show the original code, so they are not served unless asked for.
  if (!serveSourceMaps) {
    app.addHook("onRequest", async (request, reply) => {
      if (request.url.split("?")[0]!.endsWith(".map")) return notFound(request, reply);
    });
  }
  app.setNotFoundHandler(notFound);
  if (!existsSync(indexHtml)) {
    app.log.warn(`web app not built (${root} missing): run 'pnpm build' to serve it`);
    return;
  }
  const readPages = routeManifestReader(root);
  if (!existsSync(path.join(root, ROUTE_MANIFEST_FILE))) {
    app.log.warn(`${ROUTE_MANIFEST_FILE} missing from ${root}: every path is answered as a page; rebuild the web app ('pnpm build')`);
  }

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (request, reply) => {
      const pathname = request.url.split("?")[0]!;
      if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return notFound(request, reply);
      const file = await findFile(root, pathname);
      if (file) return sendStaticFile(request, reply, { file, cacheControl: cacheControlFor(pathname) });
      if (pathname.startsWith("/assets/")) return notFound(request, reply);
      const isPage = (await readPages())?.(pathname) ?? true;
      return sendStaticFile(request, reply.status(isPage ? 200 : 404), { file: indexHtml, cacheControl: "no-cache" });
    },
  });
}
