import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { createTestUser, TEST_BASE_URL, useTestApp, type TestUser } from "../testing/test-app.ts";
import { arbitraryFor, HOSTILE_STRINGS } from "../testing/zod-arbitrary.ts";
import { appRouter } from "../trpc/router.ts";

/**
 * Every tRPC procedure and every REST route, called over HTTP with inputs
 * generated from its own schema (and hostile strings in every text field):
 * nothing may answer 5xx, and no answer may carry internals (paths, Prisma,
 * SQL). Runs are seeded, so a failure names a reproducible input.
 */
const ctx = useTestApp({ generation: { work: false } });

const LEAKS = /prisma|\/work\/|node_modules|\.ts:\d|invalid byte sequence|postgres|at [\w.]+ \(/i;
const RUNS_PER_ROUTE = 40;

type Procedure = { _def: { type: "query" | "mutation" | "subscription"; inputs: z.ZodType[] } };

function procedures(): { path: string; type: "query" | "mutation"; input: z.ZodType | undefined }[] {
  const all = appRouter._def.procedures as unknown as Record<string, Procedure>;
  return Object.entries(all)
    .filter(([, procedure]) => procedure._def.type !== "subscription")
    .map(([path, procedure]) => ({ path, type: procedure._def.type as "query" | "mutation", input: procedure._def.inputs[0] }));
}

async function seed(user: TestUser) {
  const group = await ctx.db.group.create({ data: { userId: user.id, title: "Fuzzed deck" } });
  const note = await ctx.db.note.create({
    data: { userId: user.id, groupId: group.id, type: "qna", content: { type: "qna", question: "Q?", answer: "A" }, position: 0 },
  });
  return [group.id, note.id];
}

function expectNoInternals(status: number, body: string, what: string) {
  expect(status, `${what} -> ${status} ${body.slice(0, 300)}`).toBeLessThan(500);
  expect(body, what).not.toMatch(LEAKS);
}

describe("fuzzing every procedure and route", () => {
  it("no tRPC procedure answers 5xx or leaks internals, signed in or not", async () => {
    const user = await createTestUser(ctx.app);
    const ids = await seed(user);
    const list = procedures();
    expect(list.length).toBeGreaterThanOrEqual(20);
    for (const { path, type, input } of list) {
      const arbitrary = input ? arbitraryFor(input, { ids }) : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(arbitrary, fc.boolean(), async (value, signedIn) => {
          const headers = { ...(signedIn ? user.headers : {}), origin: TEST_BASE_URL };
          const response =
            type === "query"
              ? await ctx.app.inject({
                  method: "GET",
                  url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(value) ?? "")}`,
                  headers,
                })
              : await ctx.app.inject({
                  method: "POST",
                  url: `/trpc/${path}`,
                  headers: { ...headers, "content-type": "application/json" },
                  payload: JSON.stringify(value) ?? "",
                });
          expectNoInternals(response.statusCode, response.body, `${path}(${JSON.stringify(value)?.slice(0, 200)})`);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 1424 },
      );
    }
  }, 240_000);

  it("no REST route answers 5xx or leaks internals", async () => {
    const user = await createTestUser(ctx.app);
    const ids = await seed(user);
    const routes = restRoutes(ctx.app.printRoutes({ commonPrefix: false }));
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(["POST /api/notes/add_group", "POST /api/generation/jobs", "GET /api/subscription"]),
    );
    const field = fc.oneof(
      fc.constantFrom(...HOSTILE_STRINGS),
      fc.constantFrom(...ids),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string()),
    );
    const body = fc.dictionary(
      fc.constantFrom("title", "id", "groupId", "page", "text", "types", "email", "password", "name", "token"),
      field,
    );
    for (const { method, url } of routes) {
      await fc.assert(
        fc.asyncProperty(
          body,
          fc.boolean(),
          fc.constantFrom("application/json", "text/plain", "multipart/form-data; boundary=x"),
          async (value, signedIn, type) => {
            const response = await ctx.app.inject({
              method,
              url,
              headers: { ...(signedIn ? user.headers : {}), origin: TEST_BASE_URL, "content-type": type },
              ...(method === "GET"
                ? { query: { page: String(value.page ?? "") } }
                : { payload: type === "application/json" ? JSON.stringify(value) : String(value.text ?? "") }),
            });
            expectNoInternals(response.statusCode, response.body, `${method} ${url} ${type} ${JSON.stringify(value).slice(0, 200)}`);
          },
        ),
        { numRuns: RUNS_PER_ROUTE / 2, seed: 2411 },
      );
    }
  }, 240_000);
});

/** Routes from Fastify's route table, without tRPC (fuzzed above) and the wildcard auth mount (better-auth's own). */
function restRoutes(printed: string): { method: "GET" | "POST"; url: string }[] {
  const routes: { method: "GET" | "POST"; url: string }[] = [];
  for (const line of printed.split("\n")) {
    const match = /(\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const url = match[1]!;
    if (url.startsWith("/trpc") || url.includes("*") || url.includes(":")) continue;
    for (const method of match[2]!.split(", ")) if (method === "GET" || method === "POST") routes.push({ method, url });
  }
  return routes;
}
