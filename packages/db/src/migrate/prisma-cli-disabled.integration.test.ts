import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const DB_PACKAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function prisma(args: string[]) {
  return promisify(execFile)("pnpm", ["exec", "prisma", ...args], {
    cwd: DB_PACKAGE,
    env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres" },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  );
}

// The Prisma CLI cannot download its native engine here; its migrate commands
// must fail with a pointer to ours, never exit 0 having done nothing.
describe("the Prisma CLI's own migrate commands", () => {
  for (const args of [
    ["migrate", "deploy"],
    ["db", "push"],
  ]) {
    it(`prisma ${args.join(" ")} fails loudly and points at pnpm db:migrate`, async () => {
      const { code, output } = await prisma(args);
      expect(code).not.toBe(0);
      expect(output).toContain("migrations run through 'pnpm db:migrate'");
    });
  }
});
