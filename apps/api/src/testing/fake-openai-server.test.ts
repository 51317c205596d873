import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output, streamText } from "ai";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { rejectJsonSchemaReply, startFakeOpenAiServer, type FakeOpenAiServer } from "./fake-openai-server.ts";

// The fake is only useful if the real SDK accepts it, so these go through the
// ai SDK wherever a client would, and through raw fetch for the wire format.
let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer({ apiKey: "sk-fake-123" });
});
afterEach(() => server.close());

const model = () =>
  createOpenAICompatible({
    name: "fake",
    baseURL: server.baseURL,
    apiKey: "sk-fake-123",
    supportsStructuredOutputs: true,
    includeUsage: true,
  })("fake-model");

describe("fake OpenAI server", () => {
  it("answers a non-streaming completion with structured output, usage and the request recorded", async () => {
    server.setHandler(() => ({ content: '{"answer":"Paris"}', usage: { promptTokens: 11, completionTokens: 3 } }));
    const result = await generateText({
      model: model(),
      instructions: "Answer in JSON.",
      prompt: "Capital of France?",
      output: Output.object({ schema: z.object({ answer: z.string() }) }),
    });
    expect(result.output).toEqual({ answer: "Paris" });
    expect(result.usage).toMatchObject({ inputTokens: 11, outputTokens: 3 });
    const [request] = server.requests;
    expect(request?.headers.authorization).toBe("Bearer sk-fake-123");
    expect(request?.stream).toBe(false);
    expect(request?.responseFormat?.type).toBe("json_schema");
    expect(request?.messages.map((m) => m.role)).toEqual(["system", "user"]);
  });

  it("streams SSE chunks the SDK's streamText reassembles, with usage when asked", async () => {
    server.setHandler(() => ({
      content: "The mitochondrion is the powerhouse.",
      streamChunkChars: 5,
      usage: { promptTokens: 7, completionTokens: 9 },
    }));
    const result = streamText({ model: model(), prompt: "Say it." });
    let deltas = 0;
    for await (const _delta of result.textStream) deltas += 1;
    expect(await result.text).toBe("The mitochondrion is the powerhouse.");
    expect(deltas).toBeGreaterThan(3);
    expect(await result.usage).toMatchObject({ inputTokens: 7, outputTokens: 9 });
    expect(server.requests[0]?.stream).toBe(true);
  });

  it("speaks the SSE wire format: data lines, a finish reason, then [DONE]", async () => {
    server.setHandler(() => ({ content: "abcdef", streamChunkChars: 3 }));
    const response = await fetch(`${server.baseURL}/chat/completions`, {
      method: "POST",
      headers: { authorization: "Bearer sk-fake-123", "content-type": "application/json" },
      body: JSON.stringify({
        model: "fake-model",
        messages: [{ role: "user", content: "hi" }],
        stream: true,
        stream_options: { include_usage: true },
      }),
    });
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const events = (await response.text()).split("\n\n").filter(Boolean);
    expect(events.every((event) => event.startsWith("data: "))).toBe(true);
    expect(events.at(-1)).toBe("data: [DONE]");
    const chunks = events
      .slice(0, -1)
      .map(
        (event) =>
          JSON.parse(event.slice(6)) as { choices: { delta: { content?: string }; finish_reason: string | null }[]; usage?: unknown },
      );
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content ?? "").join("")).toBe("abcdef");
    expect(chunks.some((chunk) => chunk.choices[0]?.finish_reason === "stop")).toBe(true);
    expect(chunks.at(-1)?.usage).toBeDefined();
  });

  it("sends a refusal in message.refusal, which the SDK reports as a content filter", async () => {
    server.setHandler(() => ({ refusal: "I can't help with that." }));
    const result = await generateText({ model: model(), prompt: "Anything", include: { responseBody: true } });
    expect(result.finishReason).toBe("content-filter");
    const body = result.response.body as { choices: { message: { refusal: string; content: null } }[] };
    expect(body.choices[0]?.message).toMatchObject({ refusal: "I can't help with that.", content: null });
  });

  it("answers errors in OpenAI's shape with Retry-After, and refuses a wrong key without echoing it", async () => {
    server.setHandler(() => ({
      status: 429,
      error: { message: "Rate limit reached", type: "requests", code: "rate_limit_exceeded" },
      retryAfter: 2,
    }));
    const post = (key: string) =>
      fetch(`${server.baseURL}/chat/completions`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ model: "fake-model", messages: [] }),
      });
    const limited = await post("sk-fake-123");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("2");
    expect(await limited.json()).toEqual({
      error: { message: "Rate limit reached", type: "requests", code: "rate_limit_exceeded", param: null },
    });

    const refused = await post("sk-wrong-999");
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain("sk-wrong-999");
    expect(server.requests).toHaveLength(2);
  });

  it("can reject json_schema with the 400 a server without structured output sends", async () => {
    server.setHandler((request) => (request.responseFormat?.type === "json_schema" ? rejectJsonSchemaReply : { content: "{}" }));
    await expect(generateText({ model: model(), prompt: "x", output: Output.object({ schema: z.object({}) }) })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("response_format") as unknown,
    });
  });

  it("lists models and holds a slow answer until the client gives up", async () => {
    const models = await fetch(`${server.baseURL}/models`, { headers: { authorization: "Bearer sk-fake-123" } });
    expect(await models.json()).toMatchObject({ object: "list", data: [{ id: "fake-model", object: "model" }] });

    server.setHandler(() => ({ content: "late", delayMs: 5_000 }));
    const started = Date.now();
    await expect(generateText({ model: model(), prompt: "x", maxRetries: 0, abortSignal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(server.maxConcurrent).toBe(1);
  });
});
