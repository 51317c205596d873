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

describe("web server calls stay out of components", () => {
  const SERVER_CALL_RULE = "no-restricted-imports";
  async function serverCallErrors(filePath: string, code: string): Promise<string[]> {
    return (await lint(filePath, code)).filter((message) => message.ruleId === SERVER_CALL_RULE).map((message) => message.message);
  }

  it("fails a component that imports the tRPC client, a REST helper or the auth client, however it is spelled", async () => {
    const file = "apps/web/src/features/study/components/settings/server-call-probe.tsx";
    expect(await serverCallErrors(file, `export { trpc } from "@/lib/trpc.ts";\n`)).toEqual([
      expect.stringContaining("A component never calls the server itself"),
    ]);
    expect(await serverCallErrors(file, `export { trpc } from "../../../../lib/trpc.ts";\n`)).toHaveLength(1);
    expect(await serverCallErrors(file, `export { requestJson } from "@/lib/request-json.ts";\n`)).toHaveLength(1);
    expect(await serverCallErrors(file, `export { postForm } from "@/lib/post-form.ts";\n`)).toHaveLength(1);
    expect(await serverCallErrors(file, `export { getAuthClient } from "@/lib/auth/get-auth-client.ts";\n`)).toHaveLength(1);
  }, 60_000);

  it("fails a component or a route that runs react-query itself", async () => {
    const component = await serverCallErrors(
      "apps/web/src/features/auth/components/server-call-probe.tsx",
      `import { useMutation } from "@tanstack/react-query";\nexport const useProbe = useMutation;\n`,
    );
    expect(component).toEqual([expect.stringContaining("A component never calls the server itself")]);
    const route = await serverCallErrors("apps/web/src/app/routes/server-call-probe.tsx", `export { trpc } from "../../lib/trpc.ts";\n`);
    expect(route).toHaveLength(1);
  }, 60_000);

  it("lets components import types, and hooks in api/ or hooks/ call the server", async () => {
    const component = await serverCallErrors(
      "apps/web/src/features/billing/components/server-call-probe.tsx",
      [
        `import type { QueryKey } from "@tanstack/react-query";`,
        `export type { trpc } from "@/lib/trpc.ts";`,
        `export { useIsMutating } from "@tanstack/react-query";`,
        `export { usePlans } from "../hooks/use-billing.ts";`,
        `export type Probe = QueryKey;`,
        "",
      ].join("\n"),
    );
    expect(component).toEqual([]);
    expect(
      await serverCallErrors("apps/web/src/features/billing/hooks/server-call-probe.ts", `export { trpc } from "@/lib/trpc.ts";\n`),
    ).toEqual([]);
    expect(
      await serverCallErrors("apps/web/src/features/study/api/server-call-probe.ts", `export { trpc } from "@/lib/trpc.ts";\n`),
    ).toEqual([]);
  }, 60_000);
});
