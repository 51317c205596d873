import { randomUUID } from "node:crypto";
import { countWords, type TDiagramGraph } from "@mnemo/api-contract";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../../../testing/fake-openai-server.ts";
import { callerFor, createTestUser, useTestApp, type TestUser } from "../../../testing/test-app.ts";
import { createDiagramModel } from "./diagram-model.ts";

const ctx = useTestApp();
const API_KEY = "sk-test-explain";
let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer({ apiKey: API_KEY });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.setHandler(() => ({ content: "Mitochondria turn the energy stored in glucose into a form the cell can use." }));
  ctx.services.diagramModel = createDiagramModel({ baseURL: server.baseURL, apiKey: API_KEY, model: "fake-model", maxRetries: 0 });
});

const QUOTE = "Mitochondria release energy from glucose by cellular respiration.";
const OTHER_QUOTE = "The nucleus holds the genetic material of the cell.";

/** A mind map of a source: one node citing a passage, one citing another, and one written by hand. */
function graph(): TDiagramGraph {
  const node = (id: string, label: string, quote?: string) => ({
    id,
    label,
    sources: quote ? [{ sectionIndex: 0, start: 0, end: quote.length, quote }] : [],
    note_ids: [],
    collapsed: false,
    origin: quote ? ("source" as const) : ("hand" as const),
  });
  return {
    schema_version: 1,
    kind: "mind_map",
    title: "The cell",
    generator: "offline@1",
    root: "n0",
    nodes: [node("n0", "The cell"), node("n1", "Mitochondria", QUOTE), node("n2", "Nucleus", OTHER_QUOTE), node("n3", "My own note")],
    edges: ["n1", "n2", "n3"].map((to, at) => ({ id: `e${at}`, from: "n0", to, kind: "child" as const })),
  };
}

async function seedDiagram(user: TestUser, { ready = true } = {}): Promise<string> {
  const fileKey = randomUUID().replace(/-/g, "");
  await ctx.db.diagram.create({
    data: {
      userId: user.id,
      fileKey,
      kind: "mind_map",
      title: "The cell",
      status: ready ? "succeeded" : "running",
      ...(ready && { graph: graph() }),
    },
  });
  return fileKey;
}

async function wordsUsed(userId: string): Promise<number> {
  const rows = await ctx.db.usagePeriod.findMany({ where: { userId }, select: { wordsUsed: true } });
  return rows.reduce((sum, row) => sum + row.wordsUsed, 0);
}

async function rejection(call: Promise<unknown>): Promise<{ code: string; appCode: string; message: string }> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCError);
  const trpcError = error as TRPCError & { cause: { code: string } };
  return { code: trpcError.code, appCode: trpcError.cause.code, message: trpcError.message };
}

describe("diagrams.explainNode", () => {
  it("explains a node from its own passage alone, and counts the passage's words against the month's quota", async () => {
    const user = await createTestUser(ctx.app);
    const fileKey = await seedDiagram(user);
    const before = await wordsUsed(user.id);

    const answer = await callerFor(ctx, user).diagrams.explainNode({ fileKey, nodeId: "n1" });

    expect(answer).toEqual({ text: "Mitochondria turn the energy stored in glucose into a form the cell can use." });
    expect(server.requests).toHaveLength(1);
    const sent = JSON.stringify(server.requests[0]!.messages);
    expect(sent).toContain(QUOTE);
    expect(sent).toContain("Mitochondria");
    // Grounded only in the node's spans: nothing else of the diagram goes to the model.
    expect(sent).not.toContain(OTHER_QUOTE);
    expect(sent).not.toContain("Nucleus");
    expect(server.requests[0]!.responseFormat).toBeUndefined();
    expect((await wordsUsed(user.id)) - before).toBe(countWords(QUOTE));
  });

  it("answers 409 DIAGRAM_NO_MODEL without a model, 422 for a node with no passage, 409 while the diagram is made", async () => {
    const user = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, user);
    const fileKey = await seedDiagram(user);

    const handWritten = await rejection(trpc.diagrams.explainNode({ fileKey, nodeId: "n3" }));
    expect(handWritten).toMatchObject({ code: "UNPROCESSABLE_CONTENT", appCode: "DIAGRAM_NOTHING_TO_DRAW" });
    expect(handWritten.message).toMatch(/^"My own note" is not tied to a passage of its source/);

    const making = await rejection(trpc.diagrams.explainNode({ fileKey: await seedDiagram(user, { ready: false }), nodeId: "n1" }));
    expect(making).toMatchObject({ code: "CONFLICT", appCode: "DIAGRAM_NOT_READY" });

    ctx.services.diagramModel = undefined;
    const noModel = await rejection(callerFor(ctx, user).diagrams.explainNode({ fileKey, nodeId: "n1" }));
    expect(noModel).toMatchObject({ code: "CONFLICT", appCode: "DIAGRAM_NO_MODEL" });
    expect(noModel.message).toMatch(/^Explaining a node needs a model: set LLM_BASE_URL/);
    expect(server.requests).toHaveLength(0);
    expect(await wordsUsed(user.id)).toBe(0);
  });

  it("answers 404 for another learner's diagram and for a node it does not have", async () => {
    const owner = await createTestUser(ctx.app);
    const other = await createTestUser(ctx.app);
    const fileKey = await seedDiagram(owner);
    expect(await rejection(callerFor(ctx, other).diagrams.explainNode({ fileKey, nodeId: "n1" }))).toMatchObject({
      code: "NOT_FOUND",
      appCode: "DIAGRAM_NOT_FOUND",
    });
    expect(await rejection(callerFor(ctx, owner).diagrams.explainNode({ fileKey, nodeId: "n99" }))).toMatchObject({
      code: "NOT_FOUND",
      appCode: "DIAGRAM_NOT_FOUND",
    });
    expect(server.requests).toHaveLength(0);
  });

  it("gives the words back when the model fails, and refuses before asking when the quota is spent", async () => {
    const user = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, user);
    const fileKey = await seedDiagram(user);
    server.setHandler(() => ({ status: 500, error: { message: "upstream exploded" } }));

    const failed = await rejection(trpc.diagrams.explainNode({ fileKey, nodeId: "n1" }));
    expect(failed).toMatchObject({ code: "BAD_GATEWAY", appCode: "GENERATION_FAILED" });
    expect(failed.message).toBe(
      "The AI model (fake-model) could not explain this node: its server kept failing. Nothing was taken from your monthly quota; please try again in a few minutes.",
    );
    expect(server.requests).toHaveLength(1);
    expect(await wordsUsed(user.id)).toBe(0);

    const { limit } = await trpc.usage.get();
    const period = await ctx.db.usagePeriod.findFirstOrThrow({ where: { userId: user.id } });
    await ctx.db.usagePeriod.update({ where: { id: period.id }, data: { wordsUsed: limit } });
    server.requests.length = 0;
    expect(await rejection(trpc.diagrams.explainNode({ fileKey, nodeId: "n1" }))).toMatchObject({
      code: "PAYMENT_REQUIRED",
      appCode: "QUOTA_EXCEEDED",
    });
    expect(server.requests).toHaveLength(0);
  });
});
