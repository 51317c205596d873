import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webRoutes } from "./web.ts";

describe("webRoutes", () => {
  const root = mkdtempSync(path.join(tmpdir(), "mnemo-web-"));
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    mkdirSync(path.join(root, "assets"));
    writeFileSync(path.join(root, "index.html"), "<!doctype html><div id=root></div>");
    writeFileSync(path.join(root, "version.json"), JSON.stringify({ version: "b1", builtAt: "2026-11-02T10:00:00.000Z" }));
    writeFileSync(path.join(root, "assets", "about-Ab12.js"), "export const AboutRoute = () => null;");
    await app.register(webRoutes, { root });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves the build's version manifest past every cache, for open tabs to notice a deploy", async () => {
    const response = await app.inject({ method: "GET", url: "/version.json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({ version: "b1", builtAt: "2026-11-02T10:00:00.000Z" });
  });

  it("caches hashed assets for good and revalidates index.html", async () => {
    const asset = await app.inject({ method: "GET", url: "/assets/about-Ab12.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const page = await app.inject({ method: "GET", url: "/flashcards" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.body).toContain("<div id=root>");
  });

  it("answers 404 for a chunk the deployed build no longer has, not index.html", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/about-Old9.js" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("<!doctype html>");
  });
});
