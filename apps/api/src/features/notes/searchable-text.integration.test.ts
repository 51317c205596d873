import { cleanText, searchableText, ZNoteContentSchema, type TNoteContent } from "@mnemo/api-contract";
import { Prisma } from "@mnemo/db";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { arbitraryFor } from "../../testing/zod-arbitrary.ts";
import { searchableText as searchableTextSql } from "./search-notes.ts";

const ctx = useTestApp();

/** Card contents of every type, valid or not (the search reads whatever is stored). */
const contents = arbitraryFor(ZNoteContentSchema).filter(
  (value): value is TNoteContent => typeof value === "object" && value !== null && !Array.isArray(value),
);

describe("the notes search's text", () => {
  it("is the same in SQL as in TypeScript, for cards of every type", async () => {
    await fc.assert(
      fc.asyncProperty(contents, async (content) => {
        // As stored: text fields go through cleanText (no NUL, no lone surrogates) before they reach the database.
        const json = JSON.stringify(content, (_key, value: unknown) => (typeof value === "string" ? cleanText(value) : value));
        const parsed = JSON.parse(json) as TNoteContent;
        const [row] = await ctx.db.$queryRaw<{ text: string }[]>(
          Prisma.sql`SELECT ${searchableTextSql} AS text FROM (SELECT ${json}::jsonb AS content) AS n`,
        );
        expect(row!.text).toBe(searchableText(parsed));
      }),
      { numRuns: 150, seed: 7 },
    );
  });
});
