import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ENV_VARIABLES } from "./env.ts";

/*
 * Every variable the server reads is documented where an operator looks: a row of the README's
 * Configuration table and a line of .env.example. Adding one to env.ts without both fails here.
 */
const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const read = (path: string) => readFileSync(`${REPO_ROOT}${path}`, "utf8");

/** The README's Configuration section: from its heading to the next heading of its level. */
function configurationSection(readme: string): string {
  const start = readme.indexOf("\n## Configuration\n");
  if (start === -1) throw new Error("README.md has no Configuration section");
  const end = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

/** The variables named in the first cell of the section's table rows (`A` / `B`, `C`). */
function tableVariables(section: string): Set<string> {
  const names = new Set<string>();
  for (const line of section.split("\n")) {
    const firstCell = /^\|([^|]+)\|/.exec(line)?.[1] ?? "";
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(match[1]!);
  }
  return names;
}

/** The variables .env.example sets, commented out or not (`NAME=` at the start of a line). */
function exampleVariables(example: string): Set<string> {
  return new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!));
}

describe("the server's variables are documented", () => {
  it("has a row in the README's Configuration table for each", () => {
    const documented = tableVariables(configurationSection(read("README.md")));
    expect(ENV_VARIABLES.length).toBeGreaterThan(40);
    expect(ENV_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });

  it("has a line in .env.example for each", () => {
    const documented = exampleVariables(read(".env.example"));
    expect(ENV_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });
});
