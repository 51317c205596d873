import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API (apps/api) listens on 3000 in development; override to point elsewhere.
const apiTarget = process.env.MNEMO_API_URL ?? "http://localhost:3000";

// Everything the API answers; the rest is the SPA. Keys are path prefixes.
const apiPrefixes = ["/trpc", "/api/", "/healthz", "/readyz"];

export default defineConfig({
  plugins: [react()],
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
});
