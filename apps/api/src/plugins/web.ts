import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFoundBody } from "../lib/error-handler.ts";

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/dist");

const API_PREFIXES = ["/api/", "/trpc/", "/healthz", "/readyz"];

/**
 * Serves the built web app on the API's port. Unknown paths outside the API
 * get index.html so the browser router can render them (including its 404).
 */
export async function webRoutes(
  app: FastifyInstance,
  { root = WEB_DIST, serveSourceMaps = false }: { root?: string; serveSourceMaps?: boolean },
) {
  const hasWeb = existsSync(path.join(root, "index.html"));
  // The build writes source maps (for error reports); they show the original code, so they are not served unless asked for.
  if (!serveSourceMaps) {
    app.addHook("onRequest", async (request, reply) => {
      if (request.url.split("?")[0]!.endsWith(".map")) return reply.status(404).send(notFoundBody(request));
    });
  }
  if (hasWeb) {
    // wildcard: files are looked up on disk per request, so a rebuild is served without a restart.
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ["index.html"],
      cacheControl: false,
      // Vite puts content hashes in /assets/ names, so those never change; everything else may.
      // version.json is what open tabs poll to notice a deploy: never from a cache.
      setHeaders: (res, filePath) =>
        res.setHeader(
          "cache-control",
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? "public, max-age=31536000, immutable"
            : path.basename(filePath) === "version.json"
              ? "no-store"
              : "no-cache",
        ),
    });
  } else {
    app.log.warn(`web app not built (${root} missing): run 'pnpm build' to serve it`);
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    // A chunk an old build asks for after a deploy: a 404, not index.html served as JavaScript.
    const isAsset = request.url.startsWith("/assets/");
    if (isApi || isAsset || !hasWeb || request.method !== "GET") {
      return reply.status(404).send(notFoundBody(request));
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
