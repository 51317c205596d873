import { describe, expect, it } from "vitest";
import { checkSchema } from "./create.ts";

// Guards against editing prisma/schema.prisma without creating a migration:
// the committed migrations (through their latest snapshot) must produce it.
describe("the repo's prisma/migrations", () => {
  it("matches prisma/schema.prisma", async () => {
    const diff = await checkSchema();
    expect(diff.empty, `schema.prisma has changes without a migration: run pnpm db:migrate:create <name>\n${diff.sql}`).toBe(true);
  });
});
