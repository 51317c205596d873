import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { buildPlans, countWords, type TRestError } from "@mnemo/api-contract";
import { createDb } from "@mnemo/db";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createAuth } from "../auth/create-auth.ts";
import { createDeck, STUDY_TEXT } from "../testing/generation-helpers.ts";
import { createTestUser, TEST_BASE_URL, useTestApp, type TestUser } from "../testing/test-app.ts";

/** Regression tests for the findings of the security probe (issue 15), one reproduction each. */
const ctx = useTestApp({ generation: { work: false } });

type TrpcError = { error: { message: string; data: { code: string; appCode: string | null; requestId: string | null } } };

describe("bodies are bounded before they are read", () => {
  it("a multipart form to tRPC is refused with 415 after its first chunk, not buffered (40 MB were read before)", async () => {
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = ctx.app.server.address() as AddressInfo;
    const chunk = Buffer.alloc(256 * 1024, "a");
    const total = 160; // 40 MB
    let sent = 0;
    const answer = await new Promise<{ status: number; body: string; sentWhenAnswered: number }>((resolve, reject) => {
      const req = httpRequest({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/trpc/suggestions.create",
        headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(chunk.length * total) },
      });
      req.on("response", (response) => {
        const sentWhenAnswered = sent;
        let body = "";
        response.on("data", (data: Buffer) => (body += data.toString()));
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, body, sentWhenAnswered });
          req.destroy();
        });
      });
      // The server may close the socket mid-upload once it has answered.
      req.on("error", (error: NodeJS.ErrnoException) =>
        error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error),
      );
      const pump = () => {
        while (sent < total && !req.destroyed) {
          sent += 1;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        req.end();
      };
      pump();
    });
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
    // The answer came long before the 40 MB were through.
    expect(answer.sentWhenAnswered).toBeLessThan(total / 2);
  });

  it("tRPC takes JSON only: text/plain and urlencoded posts answer 415 and change nothing", async () => {
    const user = await createTestUser(ctx.app);
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=z"]) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/trpc/groups.create",
        headers: { ...user.headers, "content-type": type },
        payload: '{"title":"Sneaky"}',
      });
      expect(response.statusCode, type).toBe(415);
    }
    expect(await ctx.db.group.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a batch of more than 20 calls is refused", async () => {
    const user = await createTestUser(ctx.app);
    const paths = Array.from({ length: 21 }, () => "groups.list").join(",");
    const response = await ctx.app.inject({ url: `/trpc/${paths}?batch=1&input={}`, headers: user.headers });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/batch/i);
    const ok = await ctx.app.inject({ url: `/trpc/${paths.split(",").slice(1).join(",")}?batch=1&input={}`, headers: user.headers });
    expect(ok.statusCode).toBe(200);
  });
});

describe("hostile text is stored clean, never a 500", () => {
  it("NUL bytes, lone surrogates and bidirectional overrides in titles, cards, searches and suggestions", async () => {
    const user = await createTestUser(ctx.app);
    const post = (path: string, input: unknown, headers: Record<string, string> = user.headers) =>
      ctx.app.inject({
        method: "POST",
        url: `/trpc/${path}`,
        headers: { ...headers, "content-type": "application/json" },
        payload: JSON.stringify(input),
      });

    const deck = await post("groups.create", { title: "Cells\u0000 \u202Eevil\u202C" });
    expect(deck.statusCode).toBe(200);
    const group = deck.json<{ result: { data: { id: string; title: string } } }>().result.data;
    expect(group.title).toBe("Cells evil");

    const card = await post("notes.create", {
      groupId: group.id,
      content: { type: "qna", question: "What\u0000 is \uD800 this?", answer: "A cell" },
    });
    expect(card.statusCode).toBe(200);
    expect(card.json<{ result: { data: { content: { question: string } } } }>().result.data.content.question).toBe("What is \uFFFD this?");

    const search = await ctx.app.inject({
      url: `/trpc/notes.search?input=${encodeURIComponent(JSON.stringify({ query: "\u0000cell" }))}`,
      headers: user.headers,
    });
    expect(search.statusCode).toBe(200);

    const suggestion = await post(
      "suggestions.create",
      { title: "Dark\u0000 mode", details: "Please add a dark mode\u0000 for studying at night." },
      {},
    );
    expect(suggestion.statusCode).toBe(200);
  });

  it("a search cursor that matches the pattern but names no real time answers 400", async () => {
    const user = await createTestUser(ctx.app);
    for (const time of ["0000-01-01T00:00:00.000Z", "2026-13-01T00:00:00.000Z"]) {
      const cursor = `${time}_0b8a3d0e-7f1c-4b8e-9a51-3f0f1d2c4e5a`;
      const response = await ctx.app.inject({
        url: `/trpc/notes.search?input=${encodeURIComponent(JSON.stringify({ cursor }))}`,
        headers: user.headers,
      });
      expect(response.statusCode, time).toBe(400);
      expect(response.json<TrpcError>().error.message).toBe("cursor is not valid: pass the nextCursor of the previous page.");
    }
  });

  it("names: controls and overrides removed, more than 100 characters refused", async () => {
    const user = await createTestUser(ctx.app, { name: "Ada\u202E Lovelace\u0000" });
    expect((await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).name).toBe("Ada Lovelace");
    const long = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: TEST_BASE_URL },
      payload: { email: "long-name@example.test", password: "correct horse battery", name: "n".repeat(101) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe("Name must be at most 100 characters.");
  });
});

describe("internal errors say nothing internal", () => {
  it("a database failure answers a generic message with a request id, over tRPC and REST, and logs the detail", async () => {
    const lines: string[] = [];
    const db = createDb({ databaseUrl: "postgresql://postgres@127.0.0.1:1/nowhere", poolSize: 1 });
    const auth = createAuth({
      db,
      secret: "x".repeat(40),
      baseUrl: TEST_BASE_URL,
      trustedOrigins: [],
      mailer: ctx.mailer,
      newAccountPlan: "free",
    });
    const pino = (await import("pino")).default;
    const logger = pino({ level: "error" }, { write: (line: string) => void lines.push(line) });
    const app = await buildApp({ services: { db, auth, plans: buildPlans() }, logger });
    try {
      const trpc = await app.inject({ url: "/trpc/plans.byPriceId?input=%7B%22priceId%22%3A%22x%22%7D" });
      const viaTrpc = await app.inject({
        method: "POST",
        url: "/trpc/suggestions.create",
        headers: { "content-type": "application/json" },
        payload: '{"title":"Dark mode","details":"A dark mode for the night."}',
      });
      expect(trpc.statusCode).toBeLessThan(500);
      expect(viaTrpc.statusCode).toBe(500);
      const body = viaTrpc.json<TrpcError>();
      expect(body.error.message).toMatch(/^Something went wrong on our end \(reference [0-9a-f-]{36}\)\. Try again in a moment\.$/);
      expect(body.error.data.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(viaTrpc.body).not.toMatch(/prisma|\/work\/|\.ts:|ECONNREFUSED|node_modules/i);
      expect(lines.join("\n")).toContain(body.error.data.requestId!);

      const rest = await app.inject({ method: "GET", url: "/api/notes/groups", headers: { authorization: "Bearer abc" } });
      expect(rest.statusCode).toBe(500);
      const restBody = rest.json<TRestError>();
      expect(restBody).toMatchObject({ code: "INTERNAL", requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(restBody.error).toContain(restBody.requestId);
      expect(rest.body).not.toMatch(/prisma|\/work\/|\.ts:|ECONNREFUSED|node_modules/i);
    } finally {
      await app.close();
      await db.$disconnect();
    }
  });
});

describe("the word quota counts honestly", () => {
  it("words joined by blank look-alikes or separators cost what the plain text costs", async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user);
    const text = STUDY_TEXT.split("\n\n")[0]!;
    const honest = countWords(text);
    expect(honest).toBeGreaterThan(20);
    for (const glue of ["\u2800", "\u3164"]) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/generation/jobs",
        headers: user.headers,
        payload: { groupId, text: text.split(" ").join(glue), types: ["qna"] },
      });
      expect(response.statusCode).toBe(202);
      expect(response.json<{ words_charged: number }>().words_charged).toBeGreaterThanOrEqual(honest);
    }
  });
});

describe("generation work per user", () => {
  it("at most 3 jobs queued or running: the 4th answers 429 with Retry-After, over REST and tRPC, even when sent at once", async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user);
    const payload = { groupId, text: STUDY_TEXT, types: ["qna"] };
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => ctx.app.inject({ method: "POST", url: "/api/generation/jobs", headers: user.headers, payload })),
    );
    expect(responses.filter((response) => response.statusCode === 202)).toHaveLength(3);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused[0]!.json<TRestError>()).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      error: "You already have 3 card generations in progress, the most at once. Wait for one to finish, then try again.",
    });
    const viaTrpc = await ctx.app.inject({
      method: "POST",
      url: "/trpc/generation.startText",
      headers: { ...user.headers, "content-type": "application/json" },
      payload: JSON.stringify(payload),
    });
    expect(viaTrpc.statusCode).toBe(429);
    expect(viaTrpc.headers["retry-after"]).toMatch(/^\d+$/);
    // Refused requests cost nothing.
    expect(await ctx.db.generationJob.count({ where: { userId: user.id } })).toBe(3);
  });

  it("another user is not held up by the first one's jobs: their first job is served before the first user's later ones", async () => {
    const busy = await createTestUser(ctx.app);
    const busyDeck = await createDeck(ctx.app, busy);
    const start = async (user: TestUser, groupId: string) => {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/generation/jobs",
        headers: user.headers,
        payload: { groupId, text: STUDY_TEXT, types: ["qna"] },
      });
      expect(response.statusCode).toBe(202);
      return response.json<{ id: string }>().id;
    };
    const busyJobs = [await start(busy, busyDeck), await start(busy, busyDeck), await start(busy, busyDeck)];
    const other = await createTestUser(ctx.app);
    const otherJob = await start(other, await createDeck(ctx.app, other));
    // pg-boss serves the highest priority first, then the oldest.
    const rows = await ctx.db.$queryRaw<
      { id: string; priority: number }[]
    >`SELECT id::text, priority FROM pgboss.job WHERE id::text = ANY(${[...busyJobs, otherJob]})`;
    const priority = new Map(rows.map((row) => [row.id, row.priority]));
    expect(busyJobs.map((id) => priority.get(id))).toEqual([0, -1, -2]);
    expect(priority.get(otherJob)).toBe(0);
  });

  it("at most 60 jobs started an hour, with the wait until the oldest leaves the window", async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user);
    const anHourAgo = Date.now() - 60 * 60 * 1000;
    await ctx.db.generationJob.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        userId: user.id,
        groupId,
        status: "succeeded" as const,
        inputKind: "text",
        mime: "text/plain",
        generator: "offline",
        types: ["qna"],
        createdAt: new Date(anHourAgo + 10 * 60 * 1000 + i * 1000),
      })),
    });
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text: STUDY_TEXT, types: ["qna"] },
    });
    expect(response.statusCode).toBe(429);
    const wait = Number(response.headers["retry-after"]);
    expect(wait).toBeGreaterThan(9 * 60);
    expect(wait).toBeLessThanOrEqual(10 * 60);
    expect(response.json<TRestError>().error).toBe(
      "You have started 60 card generations in the last hour, the most allowed. Try again in 10 minutes.",
    );
  });
});
