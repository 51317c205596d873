import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/*
 * The API's import zones and its no-cycle rule (eslint.config.js,
 * docs/architecture.md "Import zones"), proved on the repository's own lint
 * setup: a probe file at a path inside apps/api/src is linted with a forbidden
 * or an allowed import, and the rule must answer. The imported files are real,
 * so the rules resolve them as they do in `pnpm lint`; the probe files are not,
 * so type information (which needs a file on disk) is switched off here, and
 * with it the one rule that needs it.
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

describe("API import zones", () => {
  it("fails a feature that imports another feature, however it is spelled", async () => {
    const file = "apps/api/src/features/notes/layering-probe.ts";
    expect(await zoneErrors(file, `export { answerCard } from "../study/answer-card.ts";\n`)).toEqual([
      expect.stringContaining("An API feature imports the shared rooms"),
    ]);
    expect(await zoneErrors(file, `export { toGroupDto } from "../collection/../groups/group-dto.ts";\n`)).toHaveLength(1);
    expect(await zoneErrors(file, `export const load = () => import("../../features/exchange/exchange-service.ts");\n`)).toHaveLength(1);
  }, 60_000);

  it("keeps the kernel free of features and plan free of all but the kernel", async () => {
    expect(
      await zoneErrors("apps/api/src/features/collection/layering-probe.ts", `export { planCatalog } from "../plan/plan-catalog.ts";\n`),
    ).toHaveLength(1);
    expect(
      await zoneErrors("apps/api/src/features/plan/layering-probe.ts", `export { listGroups } from "../groups/list-groups.ts";\n`),
    ).toHaveLength(1);
    expect(
      await lint("apps/api/src/features/plan/layering-probe.ts", `export { groupNotFound } from "../collection/group-not-found.ts";\n`),
    ).toEqual([]);
  }, 60_000);

  it("fails a feature that imports a serving layer, and shared code that imports a feature", async () => {
    expect(
      await zoneErrors("apps/api/src/features/study/layering-probe.ts", `export { appRouter } from "../../trpc/router.ts";\n`),
    ).toEqual([expect.stringContaining("Features never import the layers that serve them")]);
    expect(
      await zoneErrors("apps/api/src/features/study/layering-probe.ts", `export { bootRuntime } from "../../runtime/boot-runtime.ts";\n`),
    ).toHaveLength(1);
    expect(
      await zoneErrors("apps/api/src/lib/layering-probe.ts", `export { createNote } from "../features/notes/create-note.ts";\n`),
    ).toEqual([expect.stringContaining("Shared API code (lib, jobs, mail) imports no feature")]);
  }, 60_000);

  it("lets a feature import the kernel, plan, jobs and lib, and account export gather other features", async () => {
    const feature = await lint(
      "apps/api/src/features/exchange/layering-probe.ts",
      [
        `export { groupNotFound } from "../collection/group-not-found.ts";`,
        `export { getSubscription } from "../plan/get-subscription.ts";`,
        `export { defineJobKind } from "../../jobs/job-kind.ts";`,
        `export { AppError } from "../../lib/app-error.ts";`,
        "",
      ].join("\n"),
    );
    expect(feature).toEqual([]);
    expect(await lint("apps/api/src/features/account/layering-probe.ts", `export { noteSelect } from "../notes/note-dto.ts";\n`)).toEqual(
      [],
    );
  }, 60_000);
});

describe("API import cycles", () => {
  it("fails a file whose imports lead back to it", async () => {
    // note-html.ts is imported by update-note.ts: a probe at note-html's path importing update-note closes a loop.
    const messages = await lint(
      "apps/api/src/features/collection/note-html.ts",
      `import { updateNote } from "../notes/update-note.ts";\nexport const probe = updateNote;\n`,
    );
    expect(messages.map((message) => message.ruleId)).toContain("import-x/no-cycle");
  }, 60_000);
});
