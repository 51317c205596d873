import type { TGenerationJob, TInspectResult } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import type { GenerationService } from "../features/generation/generation-service.ts";
import { createDeck, multipartBody } from "../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp } from "../testing/test-app.ts";

/** A generation service that queues nothing, so a test can see what the routes hand it. */
const queued: { jobId: string; ahead: number }[] = [];
const fakeGeneration: GenerationService = {
  generator: "llm",
  maxUploadBytes: 2 * 1024 * 1024,
  inspect: async () => ({ kind: "pdf", mime: "application/pdf", pageCount: 3 }),
  enqueue: async (jobId, { ahead }) => void queued.push({ jobId, ahead }),
  limits: { maxActive: 2, maxPerHour: 60 },
};

// No job runtime at all: the one services object is the only place the fake goes in.
const ctx = useTestApp({ services: { generation: fakeGeneration } });

describe("the services object", () => {
  it("reaches tRPC procedures and REST routes alike: a fake generation service swapped in once serves both", async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user);

    const options = await callerFor(ctx, user).generation.options();
    expect(options).toMatchObject({ generator: "llm", max_upload_bytes: 2 * 1024 * 1024 });
    const overHttp = await ctx.app.inject({ method: "GET", url: "/trpc/generation.options", headers: user.headers });
    expect(overHttp.json<{ result: { data: { generator: string } } }>().result.data.generator).toBe("llm");

    const upload = multipartBody({ groupId, types: "qna" }, { name: "notes.pdf", bytes: new Uint8Array([1, 2, 3]) });
    const inspected = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/inspect",
      headers: { ...user.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(inspected.json<TInspectResult>()).toMatchObject({ kind: "pdf", pages: 3 });

    const first = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text: "Mitochondria release energy from glucose.", types: ["qna"] },
    });
    expect(first.statusCode).toBe(202);
    const second = await callerFor(ctx, user).generation.startText({ groupId, text: "Ribosomes build proteins.", types: ["qna"] });
    expect(queued).toEqual([
      { jobId: first.json<TGenerationJob>().id, ahead: 0 },
      { jobId: second.id, ahead: 1 },
    ]);
    // The fake's limit of 2 at once, not the environment's 3.
    const third = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text: "The nucleus holds the genes.", types: ["qna"] },
    });
    expect(third.statusCode).toBe(429);
  });
});
