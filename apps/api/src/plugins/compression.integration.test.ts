import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createTestUser, useTestApp } from "../testing/test-app.ts";

const ctx = useTestApp();

/** The real app's wiring: the deck list, through REST and through tRPC, small and then large. */
describe("JSON compression in the app", () => {
  it("compresses the deck list once it passes 1 KB, not before", async () => {
    const user = await createTestUser(ctx.app);
    const headers = { ...user.headers, "accept-encoding": "gzip, deflate, br, zstd" };
    const addDeck = (title: string) =>
      ctx.app.inject({ method: "POST", url: "/api/notes/add_group", headers: user.headers, payload: { title } });
    expect((await addDeck("Cell biology")).statusCode).toBe(200);

    const small = await ctx.app.inject({ url: "/api/notes/groups", headers });
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toHaveLength(1);

    for (let i = 1; i <= 15; i++) expect((await addDeck(`Organic chemistry, part ${i}`)).statusCode).toBe(200);
    for (const url of ["/api/notes/groups", "/trpc/groups.list"]) {
      const large = await ctx.app.inject({ url, headers });
      expect(large.statusCode, url).toBe(200);
      expect(large.headers["content-encoding"], url).toBe("br");
      expect(String(large.headers.vary), url).toContain("Accept-Encoding");
      const json = JSON.parse(brotliDecompressSync(large.rawPayload).toString()) as unknown;
      const decks = url.startsWith("/trpc") ? (json as { result: { data: unknown[] } }).result.data : (json as unknown[]);
      expect(decks, url).toHaveLength(16);
    }
  });
});
