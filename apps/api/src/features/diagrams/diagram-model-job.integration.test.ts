import { ZDiagramGraphSchema, type TDiagram } from "@mnemo/api-contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../../testing/fake-openai-server.ts";
import { callerFor, createTestUser, useTestApp, type TestUser } from "../../testing/test-app.ts";

/** A model server on 127.0.0.1 speaking the OpenAI protocol: the network boundary, nothing inside the app is faked. */
let server: FakeOpenAiServer;
const llmEnv: { LLM_BASE_URL?: string; LLM_API_KEY?: string; LLM_MODEL?: string } = {};
beforeAll(async () => {
  server = await startFakeOpenAiServer({ apiKey: "sk-diagrams" });
  Object.assign(llmEnv, { LLM_BASE_URL: server.baseURL, LLM_API_KEY: "sk-diagrams", LLM_MODEL: "fake-model" });
});
afterAll(() => server.close());

// Registered after the server's hook, so the app starts with the model configured.
const ctx = useTestApp({ generation: { env: llmEnv } });

const TEXT =
  "The cell is the basic unit of life. The nucleus holds the genetic material of the cell. Mitochondria release energy from glucose by cellular respiration.";

async function waitForDiagram(user: TestUser, fileKey: string): Promise<TDiagram> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const diagram = await callerFor(ctx, user).diagrams.get({ fileKey });
    if (diagram.status === "succeeded" || diagram.status === "failed") return diagram;
    if (Date.now() > deadline) throw new Error(`diagram still ${diagram.status} (${diagram.stage})`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("a diagram drawn by the configured model", () => {
  it("runs as a job: the model's graph, its nodes quoting the source, stored; no words charged", { timeout: 90_000 }, async () => {
    // The model draws the mind map; anything else it is asked (the outline) it cannot answer, and the offline analyser reads the source.
    server.setHandler((request) =>
      request.responseFormat?.json_schema?.name === "mind_map"
        ? {
            content: JSON.stringify({
              topics: [
                { id: "t1", parent: null, label: "The cell", quote: "The cell is the basic unit of life." },
                { id: "t2", parent: "t1", label: "Nucleus", quote: "The nucleus holds the genetic material of the cell." },
                { id: "t3", parent: "t1", label: "Mitochondria", quote: "Mitochondria release energy from glucose" },
              ],
            }),
          }
        : { content: "not an outline" },
    );
    const user = await createTestUser(ctx.app);
    const source = await ctx.db.source.create({
      data: {
        userId: user.id,
        title: "The cell",
        kind: "text",
        mime: "text/plain",
        words: 25,
        characters: TEXT.length,
        sections: [{ index: 0, text: TEXT }],
      },
    });

    const { file_key } = await callerFor(ctx, user).diagrams.create({
      from: "source",
      sourceId: source.id,
      kind: "mind_map",
      generator: "model",
    });
    const diagram = await waitForDiagram(user, file_key);

    expect(diagram).toMatchObject({ status: "succeeded", error_message: null });
    expect(ZDiagramGraphSchema.safeParse(diagram.graph).success).toBe(true);
    expect(diagram.graph!.generator).toBe("model:fake-model");
    const nodes = diagram.graph!.nodes.filter((node) => node.origin === "model" && node.id !== diagram.graph!.root);
    expect(nodes.map((node) => node.label)).toEqual(["The cell", "Nucleus", "Mitochondria"]);
    for (const span of nodes.flatMap((node) => node.sources)) expect(TEXT.slice(span.start, span.end)).toBe(span.quote);
    expect(server.requests.some((request) => request.responseFormat?.json_schema?.name === "mind_map")).toBe(true);
    expect(await ctx.db.usagePeriod.count({ where: { userId: user.id } })).toBe(0);
  });
});
