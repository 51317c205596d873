import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/*
 * The import zones of eslint.config.js (docs/conventions.md), proved on the
 * repository's own lint setup: a file at a path inside apps/web/src is linted
 * with a forbidden or an allowed import, and the zone rule must answer.
 * The imported files are real, so the rule resolves them as it does in `pnpm lint`;
 * the probe files are not, so type information (which needs a file on disk) is
 * switched off here, and with it the one rule that needs it.
 */
const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const ZONE_RULE = "import-x/no-restricted-paths";

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: REPO_ROOT,
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false } },
      rules: { "@typescript-eslint/no-floating-promises": "off" },
    },
  });
});

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}/${filePath}` });
  return result!.messages;
}

async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  return (await lint(filePath, code)).filter((message) => message.ruleId === ZONE_RULE).map((message) => message.message);
}

describe("web import zones", () => {
  it("fails a feature that imports another feature, however it is spelled", async () => {
    const file = "apps/web/src/features/decks/layering-probe.ts";
    expect(await zoneErrors(file, `export { useSignOut } from "../auth/hooks/use-auth-actions.ts";\n`)).toEqual([
      expect.stringContaining("A feature never imports another feature"),
    ]);
    expect(await zoneErrors(file, `export type { SignOutFlowDeps } from "../notes/../auth/sign-out-flow.ts";\n`)).toHaveLength(1);
    expect(await zoneErrors(file, `export const load = () => import("../../features/cards/components/card-viewer.tsx");\n`)).toHaveLength(
      1,
    );
  }, 60_000);

  it("fails a feature that imports the app layer", async () => {
    const errors = await zoneErrors(
      "apps/web/src/features/notes/layering-probe.ts",
      `export type { RouteMeta } from "../../app/route-meta.ts";\n`,
    );
    expect(errors).toEqual([expect.stringContaining("Features never import the app layer")]);
  }, 60_000);

  it("fails shared code that imports a feature or the app layer", async () => {
    const fromLib = await zoneErrors(
      "apps/web/src/lib/layering-probe.ts",
      `export { resetDeckStore } from "../features/decks/stores/reset-deck-store.ts";\n`,
    );
    expect(fromLib).toEqual([expect.stringContaining("Shared code (components, lib, content) imports no feature")]);
    const fromComponents = await zoneErrors(
      "apps/web/src/components/layering-probe.ts",
      `export type { RouteMeta } from "../app/route-meta.ts";\n`,
    );
    expect(fromComponents).toHaveLength(1);
  }, 60_000);

  it("lets a feature import shared code and itself, and the app import anything", async () => {
    const feature = await lint(
      "apps/web/src/features/decks/layering-probe.ts",
      [
        `export { paths } from "../../lib/paths.ts";`,
        `export { LoadError } from "../../components/load-error.tsx";`,
        `export { useDeckStore } from "./hooks/use-deck-store.ts";`,
        "",
      ].join("\n"),
    );
    expect(feature).toEqual([]);
    const route = await lint(
      "apps/web/src/app/routes/layering-probe.ts",
      [
        `export { DeckTitle } from "../../features/decks/components/deck-title.tsx";`,
        `export { paths } from "../../lib/paths.ts";`,
        "",
      ].join("\n"),
    );
    expect(route).toEqual([]);
  }, 60_000);

  it("reads the `@/` alias (apps/web/src) as the file it names", async () => {
    const file = "apps/web/src/features/decks/layering-probe.ts";
    expect(await zoneErrors(file, `export { useSignOut } from "@/features/auth/hooks/use-auth-actions.ts";\n`)).toEqual([
      expect.stringContaining("A feature never imports another feature"),
    ]);
    expect(await lint(file, `export { paths } from "@/lib/paths.ts";\n`)).toEqual([]);
  }, 60_000);
});
