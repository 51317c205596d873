import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const integration = ["**/*.integration.test.ts"];
const ignored = ["**/node_modules/**", "**/dist/**", "**/.data/**", "e2e/**", "bench/**"];

// The web app's `@/…` is apps/web/src/… (apps/web/tsconfig.json's paths).
const webAlias = { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: webAlias },
        test: {
          name: "unit",
          include: ["apps/*/src/**/*.test.{ts,tsx}", "packages/*/src/**/*.test.ts", "eval/cards/**/*.test.ts", "eval/diagrams/**/*.test.ts"],
          exclude: [...ignored, ...integration],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: integration,
          exclude: ignored,
          environment: "node",
          globalSetup: ["packages/db/src/testing/global-setup.ts"],
          // Each file gets its own database, so files run in parallel safely.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
