import { DIAGRAM_KINDS, ZDiagramGraphSchema, type TDiagram, type TDiagramGraph, type TDiagramKind } from "@mnemo/api-contract";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { seedNotes } from "../../testing/seed.ts";
import { createDeck, waitForAcceptedJob } from "../../testing/generation-helpers.ts";
import { saveBuiltDiagram } from "./jobs/save-built-diagram.ts";
import { listDiagrams } from "./list-diagrams.ts";
import { callerFor, createTestUser, useTestApp, type TestUser } from "../../testing/test-app.ts";

const ctx = useTestApp({ generation: {} });

/** A short lesson with what each kind draws: sections and key points, dates, steps in order, defined terms. */
const LESSON = [
  "# The cell",
  "A cell is the smallest unit of life that can replicate on its own. Mitochondria are the organelles that release energy from glucose through cellular respiration. Ribosomes are the structures that build proteins from amino acids. The nucleus is the organelle that holds the cell's genetic material.",
  "# The French Revolution",
  "The French Revolution began in 1789 with the storming of the Bastille in Paris. The monarchy was abolished in 1792 and France became a republic. Louis XVI was executed in 1793 after a trial by the National Convention. Napoleon Bonaparte seized power in 1799.",
  "# How blood clots",
  "First, the damaged vessel narrows to reduce the flow of blood. Then platelets stick to the exposed collagen and form a loose plug. Next, clotting factors in the plasma are activated one after another. Finally, the clot contracts and pulls the edges of the wound together.",
].join("\n\n");

async function seedSource(user: TestUser, { text = LESSON, sections }: { text?: string; sections?: object[] } = {}) {
  return ctx.db.source.create({
    data: {
      userId: user.id,
      title: "Biology and history",
      kind: "text",
      mime: "text/plain",
      words: text.split(/\s+/).length,
      characters: text.length,
      sizeBytes: text.length,
      sections: sections ?? [{ index: 0, text }],
    },
  });
}

/** Polls the diagram as the viewer does until its job ends; every state seen on the way is kept. */
async function waitForDiagram(user: TestUser, fileKey: string, seen: TDiagram[] = []): Promise<TDiagram> {
  const trpc = callerFor(ctx, user);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const diagram = await trpc.diagrams.get({ fileKey });
    seen.push(diagram);
    if (diagram.status === "succeeded" || diagram.status === "failed") return diagram;
    if (Date.now() > deadline) throw new Error(`diagram ${fileKey} still ${diagram.status} (${diagram.stage}, ${diagram.percent}%)`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

async function appErrorOf(call: Promise<unknown>): Promise<{ code: string; appCode: string; message: string; details: unknown }> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCError);
  const trpcError = error as TRPCError & { cause: { code: string; details?: unknown } };
  return { code: trpcError.code, appCode: trpcError.cause.code, message: trpcError.message, details: trpcError.cause.details };
}

async function wordsUsed(userId: string): Promise<number> {
  const rows = await ctx.db.usagePeriod.findMany({ where: { userId }, select: { wordsUsed: true } });
  return rows.reduce((sum, row) => sum + row.wordsUsed, 0);
}

/** A root and its children, as the editor sends it (not checked here: the server is what checks). */
function handGraph(kind: TDiagramKind, title: string, labels: string[]): TDiagramGraph {
  return {
    schema_version: 1,
    kind,
    title,
    generator: "hand",
    root: "n0",
    nodes: labels.map((label, index) => ({ id: `n${index}`, label, sources: [], note_ids: [], collapsed: false, origin: "hand" })),
    edges: labels.slice(1).map((_, index) => ({ id: `e${index + 1}`, from: "n0", to: `n${index + 1}`, kind: "child" })),
  };
}

describe("diagrams made by a job", () => {
  it("from a source with no outline yet: the job reads it, reports progress, and stores a valid graph", { timeout: 90_000 }, async () => {
    const user = await createTestUser(ctx.app);
    const source = await seedSource(user);
    const trpc = callerFor(ctx, user);

    const { file_key } = await trpc.diagrams.create({ from: "source", sourceId: source.id, kind: "mind_map" });
    expect(file_key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const seen: TDiagram[] = [];
    const diagram = await waitForDiagram(user, file_key, seen);

    expect(diagram).toMatchObject({ status: "succeeded", stage: "done", percent: 100, kind: "mind_map", source_id: source.id });
    expect(diagram.source_title).toBe("Biology and history");
    expect(ZDiagramGraphSchema.safeParse(diagram.graph).success).toBe(true);
    const labels = diagram.graph!.nodes.map((node) => node.label).join(" | ");
    expect(labels).toMatch(/French Revolution/);
    // Progress moved through the job's stages, never backwards, before it finished.
    const running = seen.filter((state) => state.status === "running");
    expect(running.length).toBeGreaterThan(0);
    expect(running.some((state) => state.stage === "reading" || state.stage === "drawing")).toBe(true);
    const percents = seen.map((state) => state.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    // The outline the job made is kept with the source, as study notes keep theirs.
    expect((await ctx.db.source.findUniqueOrThrow({ where: { id: source.id } })).outline).not.toBeNull();
    // The node's sources point into the source's own text.
    const cited = diagram.graph!.nodes.flatMap((node) => node.sources);
    expect(cited.length).toBeGreaterThan(0);
    for (const span of cited) expect(LESSON.slice(span.start, span.end)).toBe(span.quote);
  });

  it("each kind from a source succeeds with a graph of that kind", { timeout: 90_000 }, async () => {
    const user = await createTestUser(ctx.app);
    const source = await seedSource(user);
    const trpc = callerFor(ctx, user);
    for (const kind of DIAGRAM_KINDS) {
      const { file_key } = await trpc.diagrams.create({ from: "source", sourceId: source.id, kind });
      const diagram = await waitForDiagram(user, file_key);
      expect({ kind, status: diagram.status, error: diagram.error_message }).toEqual({ kind, status: "succeeded", error: null });
      expect(diagram.graph!.kind).toBe(kind);
      expect(ZDiagramGraphSchema.safeParse(diagram.graph).success).toBe(true);
      expect(diagram.graph!.nodes.length).toBeGreaterThan(1);
    }
    const timeline = (await trpc.diagrams.list({})).items.find((item) => item.kind === "timeline")!;
    const events = (await trpc.diagrams.get({ fileKey: timeline.file_key })).graph!.nodes.filter((node) => node.date);
    expect(events.map((node) => node.date!.year)).toEqual(expect.arrayContaining([1789, 1793]));
  });

  it("fails with the builder's reason when the source holds nothing of the kind", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    const text = "Mitochondria release energy from glucose. Ribosomes build proteins from amino acids. The nucleus holds the DNA.";
    const source = await seedSource(user, { text });
    const { file_key } = await callerFor(ctx, user).diagrams.create({ from: "source", sourceId: source.id, kind: "timeline" });
    const diagram = await waitForDiagram(user, file_key);
    expect(diagram).toMatchObject({ status: "failed", error_code: "DIAGRAM_NOTHING_TO_DRAW", graph: null });
    expect(diagram.error_message).toMatch(/date/i);
  });

  it("charges no words: the source's own charge, when it was read, is the only one", { timeout: 120_000 }, async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text: LESSON, types: ["qna"] },
    });
    expect(response.statusCode).toBe(202);
    // Its cards accepted, so the deck has some to draw.
    const job = await waitForAcceptedJob(ctx.app, user, response.json<{ id: string }>().id);
    expect(job.status).toBe("succeeded");
    const charged = await wordsUsed(user.id);
    expect(charged).toBeGreaterThan(0);
    const usageRows = await ctx.db.usagePeriod.count({ where: { userId: user.id } });

    const trpc = callerFor(ctx, user);
    for (const kind of DIAGRAM_KINDS) {
      const { file_key } = await trpc.diagrams.create({ from: "source", sourceId: job.source_id!, kind });
      expect((await waitForDiagram(user, file_key)).status).toBe("succeeded");
    }
    const { file_key: fromDeck } = await trpc.diagrams.create({ from: "deck", groupId, kind: "mind_map" });
    await waitForDiagram(user, fromDeck);

    expect(await wordsUsed(user.id)).toBe(charged);
    expect(await ctx.db.usagePeriod.count({ where: { userId: user.id } })).toBe(usageRows);
    expect((await trpc.usage.get()).current).toBe(charged);
  });

  it("from a deck: each card becomes a node that keeps its note", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user, "Cell biology");
    await seedNotes(ctx.db, { userId: user.id, groupId, count: 6 });
    const trpc = callerFor(ctx, user);

    const { file_key } = await trpc.diagrams.create({ from: "deck", groupId, kind: "mind_map" });
    const diagram = await waitForDiagram(user, file_key);
    expect(diagram).toMatchObject({ status: "succeeded", group_id: groupId, source_id: null, title: "Cell biology" });
    const notes = await ctx.db.note.findMany({ where: { groupId }, select: { id: true } });
    const cardNodes = diagram.graph!.nodes.filter((node) => node.origin === "deck" && node.note_ids.length > 0);
    expect(new Set(cardNodes.flatMap((node) => node.note_ids))).toEqual(new Set(notes.map((note) => note.id)));

    const empty = await createDeck(ctx.app, user, "Empty");
    expect(await appErrorOf(trpc.diagrams.create({ from: "deck", groupId: empty, kind: "mind_map" }))).toMatchObject({
      appCode: "DIAGRAM_NOTHING_TO_DRAW",
    });
    const stranger = await createTestUser(ctx.app);
    expect(await appErrorOf(callerFor(ctx, stranger).diagrams.create({ from: "deck", groupId, kind: "mind_map" }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("refuses another learner's source, and a model when none is configured", async () => {
    const owner = await createTestUser(ctx.app);
    const source = await seedSource(owner);
    const stranger = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, stranger);
    expect(await appErrorOf(trpc.diagrams.create({ from: "source", sourceId: source.id, kind: "timeline" }))).toMatchObject({
      code: "NOT_FOUND",
      appCode: "DIAGRAM_NO_SOURCE",
    });
    expect(
      await appErrorOf(
        callerFor(ctx, owner).diagrams.create({ from: "source", sourceId: source.id, kind: "timeline", generator: "model" }),
      ),
    ).toMatchObject({ code: "CONFLICT", appCode: "DIAGRAM_NO_MODEL" });
    expect(await ctx.db.diagram.count({ where: { sourceId: source.id } })).toBe(0);
  });
});

describe("a diagram by its key", () => {
  it("is the learner's alone: another learner's key and an unknown one both answer 404 DIAGRAM_NOT_FOUND", async () => {
    const owner = await createTestUser(ctx.app);
    const { file_key } = await callerFor(ctx, owner).diagrams.create({ from: "blank", kind: "mind_map", title: "Private map" });
    const stranger = callerFor(ctx, await createTestUser(ctx.app));
    const unknown = "AAAAAAAAAAAAAAAAAAAAAA";
    // A key no key could be (a NUL the database cannot even hold) is just as unknown.
    for (const fileKey of [file_key, unknown, "bad\u0000key/.."]) {
      for (const call of [
        () => stranger.diagrams.get({ fileKey }),
        () => stranger.diagrams.rename({ fileKey, title: "Mine now" }),
        () => stranger.diagrams.remove({ fileKey }),
        () => stranger.diagrams.save({ fileKey, version: 0, graph: handGraph("mind_map", "Mine now", ["Root"]) }),
        () => stranger.diagrams.nodeDetails({ fileKey, nodeId: "n1" }),
      ]) {
        expect(await appErrorOf(call())).toMatchObject({ code: "NOT_FOUND", appCode: "DIAGRAM_NOT_FOUND" });
      }
    }
    expect((await stranger.diagrams.list({})).items).toEqual([]);
    // Untouched by any of that.
    const diagram = await callerFor(ctx, owner).diagrams.get({ fileKey: file_key });
    expect(diagram).toMatchObject({ title: "Private map", version: 0 });
  });

  it("blank: one root node, ready at once without a job; renamed, listed and removed", async () => {
    const user = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, user);
    const { file_key } = await trpc.diagrams.create({ from: "blank", kind: "timeline", title: "  My timeline  " });
    const diagram = await trpc.diagrams.get({ fileKey: file_key });
    expect(diagram).toMatchObject({ status: "succeeded", percent: 100, title: "My timeline", version: 0, source_id: null });
    expect(diagram.graph!.nodes).toEqual([expect.objectContaining({ id: "n1", label: "My timeline", origin: "hand" })]);
    expect(diagram.graph!.root).toBe("n1");

    const renamed = await trpc.diagrams.rename({ fileKey: file_key, title: "Kings of France" });
    expect(renamed).toMatchObject({ title: "Kings of France", version: 1 });
    expect(renamed.graph!.title).toBe("Kings of France");
    expect((await trpc.diagrams.list({})).items).toEqual([expect.objectContaining({ file_key, nodes: 1, title: "Kings of France" })]);

    await trpc.diagrams.remove({ fileKey: file_key });
    expect(await appErrorOf(trpc.diagrams.get({ fileKey: file_key }))).toMatchObject({ appCode: "DIAGRAM_NOT_FOUND" });
  });

  it("saves a valid graph over the version it began from, bumping it; refuses an invalid graph (400) and a stale version (409)", async () => {
    const user = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, user);
    const { file_key: fileKey } = await trpc.diagrams.create({ from: "blank", kind: "mind_map", title: "Cells" });

    const saved = await trpc.diagrams.save({
      fileKey,
      version: 0,
      graph: handGraph("mind_map", "Cells", ["Cells", "Nucleus", "Ribosome"]),
    });
    expect(saved.version).toBe(1);
    expect(saved.graph!.nodes.map((node) => node.label)).toEqual(["Cells", "Nucleus", "Ribosome"]);

    const broken = handGraph("mind_map", "Cells", ["Cells", "Nucleus"]);
    broken.edges.push({ id: "e9", from: "n1", to: "n7", kind: "child" });
    const invalid = await appErrorOf(trpc.diagrams.save({ fileKey, version: 1, graph: broken }));
    expect(invalid).toMatchObject({ code: "BAD_REQUEST", appCode: "DIAGRAM_INVALID" });
    expect(invalid.details).toEqual({ problems: [expect.stringContaining('Connection "e9" joins a node that does not exist')] });
    const tooLong = handGraph("mind_map", "Cells", ["Cells", "x".repeat(81)]);
    expect((await appErrorOf(trpc.diagrams.save({ fileKey, version: 1, graph: tooLong }))).message).toMatch(/nodes\.1\.label/);
    expect((await appErrorOf(trpc.diagrams.save({ fileKey, version: 1, graph: handGraph("flowchart", "Cells", ["Start"]) }))).appCode).toBe(
      "DIAGRAM_INVALID",
    );

    // Another tab still holds version 0.
    const stale = await appErrorOf(trpc.diagrams.save({ fileKey, version: 0, graph: handGraph("mind_map", "Cells", ["Cells"]) }));
    expect(stale).toMatchObject({ code: "CONFLICT", appCode: "DIAGRAM_STALE", details: { version: 1 } });
    const stored = await trpc.diagrams.get({ fileKey });
    expect(stored.version).toBe(1);
    expect(stored.graph!.nodes).toHaveLength(3);

    // Text the database cannot hold (NUL, half an emoji) is cleaned as a card's text is, not refused with a 500.
    const dirty = await trpc.diagrams.save({
      fileKey,
      version: 1,
      graph: handGraph("mind_map", "Cells\u0000", ["Cells", "Nu\u0000cleus \ud83d"]),
    });
    expect(dirty.graph!.nodes[1]!.label).toBe("Nucleus \ufffd");
    expect((await trpc.diagrams.rename({ fileKey, title: "\u0000Cells\tand tissues" })).title).toBe("Cells and tissues");
  });

  it("a node's details: its quotes with page and section title, and the learner's cards on the same passage", async () => {
    const user = await createTestUser(ctx.app);
    const page1 = "Mitochondria release energy from glucose.";
    const page2 = "Ribosomes build proteins from amino acids. The nucleus holds the DNA.";
    const source = await seedSource(user, {
      sections: [
        { index: 0, page: 1, heading: "Organelles", text: page1 },
        { index: 1, page: 2, heading: "Protein synthesis", text: page2 },
      ],
    });
    const groupId = await createDeck(ctx.app, user, "Cells");
    await seedNotes(ctx.db, { userId: user.id, groupId, count: 3 });
    const [onSpan, elsewhere, named] = await ctx.db.note.findMany({ where: { groupId }, orderBy: { position: "asc" } });
    const quote = "Ribosomes build proteins";
    await ctx.db.note.update({
      where: { id: onSpan!.id },
      data: { source: { sourceId: source.id, sectionIndex: 1, start: 0, end: 42, quote: page2.slice(0, 42), page: 2 } },
    });
    await ctx.db.note.update({
      where: { id: elsewhere!.id },
      data: { source: { sourceId: source.id, sectionIndex: 1, start: 43, end: 69, quote: page2.slice(43, 69), page: 2 } },
    });
    const diagram = await ctx.db.diagram.create({
      data: {
        userId: user.id,
        fileKey: "node-details-test-key-1",
        kind: "mind_map",
        title: "Cells",
        sourceId: source.id,
        status: "succeeded",
        graph: {
          ...handGraph("mind_map", "Cells", ["Cells", "Ribosomes"]),
          nodes: [
            { id: "n0", label: "Cells", sources: [], note_ids: [], collapsed: false, origin: "source" },
            {
              id: "n1",
              label: "Ribosomes",
              sources: [{ sectionIndex: 1, start: 0, end: quote.length, quote }],
              note_ids: [named!.id],
              collapsed: false,
              origin: "source",
            },
          ],
        },
      },
    });
    const details = await callerFor(ctx, user).diagrams.nodeDetails({ fileKey: diagram.fileKey, nodeId: "n1" });
    expect(details.quotes).toEqual([
      { section_index: 1, start: 0, end: quote.length, quote, where: "Page 2", section_title: "Protein synthesis" },
    ]);
    expect(details.cards.map((card) => card.note_id)).toEqual([named!.id, onSpan!.id]);
    expect(details.cards[1]).toMatchObject({ group_id: groupId, group_title: "Cells", front: "Question 0", back: "Answer 0" });
    expect(await appErrorOf(callerFor(ctx, user).diagrams.nodeDetails({ fileKey: diagram.fileKey, nodeId: "nowhere" }))).toMatchObject({
      appCode: "DIAGRAM_NOT_FOUND",
    });
  });

  it("a split source: each part is a diagram of its own, reached from the overview's linked nodes", async () => {
    const user = await createTestUser(ctx.app);
    const source = await seedSource(user);
    const row = await ctx.db.diagram.create({
      data: { userId: user.id, fileKey: "split-overview-key-0001", kind: "mind_map", title: "Big source", sourceId: source.id },
    });
    const overview = handGraph("mind_map", "Big source", ["Big source", "Part one", "Part two"]);
    const parts = [
      { overviewNodeId: "n1", graph: handGraph("mind_map", "Part one", ["Part one", "Cells"]) },
      { overviewNodeId: "n2", graph: handGraph("mind_map", "Part two", ["Part two", "Tissues"]) },
    ];
    await ctx.db.$transaction((tx) => saveBuiltDiagram({ row: { ...row, generator: "offline" }, built: { graph: overview, parts } }, tx));

    const trpc = callerFor(ctx, user);
    // The list shows the overview; its parts are reached through it.
    expect((await trpc.diagrams.list({})).items.map((item) => item.file_key)).toEqual([row.fileKey]);
    const stored = await trpc.diagrams.get({ fileKey: row.fileKey });
    const links = stored.graph!.nodes.filter((node) => node.link_file_key).map((node) => [node.label, node.link_file_key!]);
    expect(links.map(([label]) => label)).toEqual(["Part one", "Part two"]);
    for (const [label, fileKey] of links) {
      const part = await trpc.diagrams.get({ fileKey: fileKey! });
      expect(part).toMatchObject({ title: label, status: "succeeded", source_id: source.id, overview_file_key: row.fileKey });
      expect(part.graph!.nodes[0]!.label).toBe(label);
    }
    await trpc.diagrams.remove({ fileKey: row.fileKey });
    expect(await ctx.db.diagram.count({ where: { userId: user.id } })).toBe(0);
  });

  it("lists newest first, a page at a time", async () => {
    const user = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, user);
    for (const title of ["First", "Second", "Third"]) await trpc.diagrams.create({ from: "blank", kind: "mind_map", title });
    const first = await listDiagrams({ userId: user.id, pageSize: 2 }, ctx.db);
    expect(first.items.map((item) => item.title)).toEqual(["Third", "Second"]);
    const second = await trpc.diagrams.list({ cursor: first.next_cursor! });
    expect(second).toMatchObject({ items: [expect.objectContaining({ title: "First", nodes: 1 })], next_cursor: null });
  });
});
