import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { precompress } from "./build/precompress.ts";
import { routeManifest } from "./build/route-manifest.ts";

// The repo root's .env (the one the API reads) also configures the web build; the environment wins over it.
const envDir = fileURLToPath(new URL("../..", import.meta.url));

// The API (apps/api) listens on 3000 in development; override to point elsewhere.
const apiTarget = process.env.MNEMO_API_URL ?? "http://localhost:3000";

// Everything the API answers; the rest is the SPA. Keys are path prefixes.
const apiPrefixes = ["/trpc", "/api/", "/healthz", "/readyz"];

/**
 * One id per build, baked into the code as import.meta.env.VITE_BUILD_ID and
 * published as dist/version.json, so open tabs notice a deploy (src/lib/version-check.ts).
 * MNEMO_BUILD_ID (a commit sha, say) overrides the generated one.
 */
function versionManifest(mode: string): Plugin {
  const builtAt = new Date().toISOString();
  const configured = loadEnv(mode, envDir, "MNEMO_BUILD_ID").MNEMO_BUILD_ID;
  const version = configured || `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: "mnemo-version-manifest",
    config: () => ({ define: { "import.meta.env.VITE_BUILD_ID": JSON.stringify(version) } }),
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "version.json", source: `${JSON.stringify({ version, builtAt }, null, 2)}\n` });
    },
  };
}

export default defineConfig(({ mode }) => ({
  // routeManifest writes dist/routes.json (the pages the server answers 200); precompress runs last, over everything written.
  plugins: [react(), versionManifest(mode), routeManifest(), precompress()],
  envDir,
  // `@/…` is apps/web/src/…, as tsconfig.json's paths say (docs/conventions.md).
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    port: 5173,
    strictPort: true,
    // Same origin for the browser, so better-auth's cookies and the tRPC calls just work.
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget }])),
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: "data", test: /node_modules[\\/](@tanstack|@trpc)[\\/]/ },
          ],
        },
      },
    },
  },
}));
