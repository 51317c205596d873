import { randomBytes, randomUUID } from "node:crypto";
import { diagramNoteMark, ZDiagramGraphSchema, type TDiagramGraph, type TDiagramGraphInput, type TNoteContent } from "@mnemo/api-contract";
import { diagramTree } from "@mnemo/diagrams";
import { TRPCError } from "@trpc/server";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { createDeck, STUDY_TEXT } from "../../../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp, type TestUser } from "../../../testing/test-app.ts";
import { lazyOfflineOutlineAnalyser } from "../../analysis/outline/lazy-offline-analyser.ts";
import { checkAnkiCollection } from "../../exchange/testing/anki-checker.ts";
import { loadSourceOutline } from "../../library/source-outline.ts";
import { setPlan } from "../../plan/set-plan.ts";
import { treeCard } from "./tree-card.ts";

// The real generation service: its "more from this section" (the offline generator's outline cards) in the file threads.
const ctx = useTestApp({ generation: {} });

async function rejection(call: Promise<unknown>): Promise<TRPCError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

async function saveDiagram(user: TestUser, graph: TDiagramGraphInput, sourceId: string | null = null): Promise<string> {
  const fileKey = randomBytes(16).toString("base64url");
  const parsed = ZDiagramGraphSchema.parse(graph);
  await ctx.db.diagram.create({
    data: { userId: user.id, fileKey, kind: parsed.kind, title: parsed.title, sourceId, graph: parsed, status: "succeeded" },
  });
  return fileKey;
}

/** A mind map made by hand (no source): a root and its leaves. */
function handMadeMap(user: TestUser, root: string, leaves: string[]): Promise<string> {
  return saveDiagram(user, {
    schema_version: 1,
    kind: "mind_map",
    title: root,
    generator: "hand",
    root: "r",
    nodes: [{ id: "r", label: root }, ...leaves.map((label, index) => ({ id: `n${index}`, label }))],
    edges: leaves.map((_, index) => ({ id: `e${index}`, from: "r", to: `n${index}`, kind: "child" as const })),
  });
}

/** A source as generation keeps it (one section of study text), its outline as the offline analyser reads it. */
async function seedSource(user: TestUser) {
  const section = { index: 0, page: 3, heading: "Science notes", text: STUDY_TEXT };
  const source = await ctx.db.source.create({
    data: {
      userId: user.id,
      title: "Science notes",
      kind: "pdf",
      mime: "application/pdf",
      fileName: "science.pdf",
      words: 120,
      characters: STUDY_TEXT.length,
      sections: [section],
    },
  });
  const loaded = await loadSourceOutline({ userId: user.id, sourceId: source.id, analyser: lazyOfflineOutlineAnalyser }, ctx.db);
  return { source, outline: loaded!.outline };
}

const deckNotes = (groupId: string) =>
  ctx.db.note.findMany({
    where: { groupId },
    orderBy: { position: "asc" },
    select: { id: true, content: true, source: true, format: true },
  });

describe("cards from a branch (diagrams.makeCards)", () => {
  it("makes a card per node from the outline points it cites (else the map's question), each keeping the node's spans; none twice; no words", async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user, "Science");
    const { source, outline } = await seedSource(user);
    const points = outline.sections
      .flatMap((section) => section.points)
      .filter((point) => /photosynthesis|mitochondria|jupiter/i.test(point.text));
    expect(points.length).toBeGreaterThanOrEqual(2);
    const graph: TDiagramGraphInput = {
      schema_version: 1,
      kind: "mind_map",
      title: "Science notes",
      generator: "offline@1",
      root: "r",
      nodes: [
        { id: "r", label: "Science notes", origin: "source" },
        ...points.map((point, index) => ({
          id: `p${index}`,
          label: point.text.slice(0, 60),
          origin: "source" as const,
          sources: point.spans,
        })),
        { id: "d", label: "From a deck's card", origin: "deck" as const },
      ],
      edges: [
        ...points.map((_, index) => ({ id: `e${index}`, from: "r", to: `p${index}`, kind: "child" as const })),
        { id: "ed", from: "r", to: "d", kind: "child" },
      ],
    };
    const fileKey = await saveDiagram(user, graph, source.id);
    // A plan with every card type: the outline's gaps and the root's list are the plan's.
    await setPlan({ email: user.email, planId: "premium" }, ctx.db);
    const usageBefore = await ctx.db.usagePeriod.findMany({ where: { userId: user.id } });

    const trpc = callerFor(ctx, user);
    const made = await trpc.diagrams.makeCards({ fileKey, nodeId: "r", groupId });
    // The root (its parts) and each cited node; the deck node is a card already.
    expect(made).toEqual({ created: points.length + 1, group_id: groupId });
    const notes = await deckNotes(groupId);
    const parsed = ZDiagramGraphSchema.parse(graph) as TDiagramGraph;
    const tree = diagramTree(parsed);
    for (const [index, point] of points.entries()) {
      const note = notes.find((candidate) => diagramNoteMark(candidate.source)?.nodeId === `p${index}`)!;
      expect(note.source).toMatchObject({
        sourceId: source.id,
        sectionIndex: point.spans[0]!.sectionIndex,
        page: 3,
        fileName: "science.pdf",
        quote: point.spans[0]!.quote,
        start: point.spans[0]!.start,
        end: point.spans[0]!.end,
        diagram: { fileKey, nodeId: `p${index}`, spans: point.spans },
      });
      // Made from the outline point, not the map's gap among siblings.
      expect(note.content).not.toEqual(treeCard(parsed, tree, `p${index}`));
    }
    expect(notes.find((note) => diagramNoteMark(note.source)?.nodeId === "r")!.content).toMatchObject({ type: "concept_fact_list" });
    expect(await ctx.db.card.count({ where: { note: { groupId } } })).toBeGreaterThanOrEqual(notes.length);
    expect(await ctx.db.usagePeriod.findMany({ where: { userId: user.id } })).toEqual(usageBefore);

    // Again: every card is in the deck already.
    expect(await trpc.diagrams.makeCards({ fileKey, nodeId: "r", groupId })).toEqual({ created: 0, group_id: groupId });
    expect(await ctx.db.note.count({ where: { groupId } })).toBe(notes.length);
  });

  it("answers 404 for another learner's diagram or deck, and for a node the diagram does not have", async () => {
    const owner = await createTestUser(ctx.app);
    const stranger = await createTestUser(ctx.app);
    const ownDeck = await createDeck(ctx.app, owner, "Mine");
    const strangerDeck = await createDeck(ctx.app, stranger, "Theirs");
    const fileKey = await handMadeMap(owner, "Planets", ["Mercury", "Venus"]);
    expect(await rejection(callerFor(ctx, stranger).diagrams.makeCards({ fileKey, nodeId: "r", groupId: strangerDeck }))).toMatchObject({
      code: "NOT_FOUND",
      message: "Diagram not found",
    });
    expect(await rejection(callerFor(ctx, owner).diagrams.makeCards({ fileKey, nodeId: "r", groupId: strangerDeck }))).toMatchObject({
      code: "NOT_FOUND",
      message: "Group not found",
    });
    expect(await rejection(callerFor(ctx, owner).diagrams.makeCards({ fileKey, nodeId: "zz", groupId: ownDeck }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await ctx.db.note.count({ where: { groupId: { in: [ownDeck, strangerDeck] } } })).toBe(0);

    // A hand-made map, without a source: the map's own questions, kept with the diagram.
    expect(await callerFor(ctx, owner).diagrams.makeCards({ fileKey, nodeId: "r", groupId: ownDeck })).toEqual({
      created: 3,
      group_id: ownDeck,
    });
    const contents = (await deckNotes(ownDeck)).map((note) => note.content as TNoteContent);
    expect(contents).toContainEqual({ type: "clozedel", text: "Planets: {{c1::Mercury}}; Venus." });
  });
});

describe("cards from a branch and the learner's plan", () => {
  it("makes only the card types the plan allows: a list or a gap outside it is asked as a question", async () => {
    const user = await createTestUser(ctx.app);
    const fileKey = await handMadeMap(user, "Planets", ["Mercury", "Venus", "Earth"]);
    const trpc = callerFor(ctx, user);
    const contentsOf = async (title: string) => {
      const groupId = await createDeck(ctx.app, user, title);
      expect(await trpc.diagrams.makeCards({ fileKey, nodeId: "r", groupId })).toEqual({ created: 4, group_id: groupId });
      return (await deckNotes(groupId)).map((note) => note.content as TNoteContent);
    };

    // Free (a new learner's plan here) has gaps, not concept lists: the root's list is asked as a question.
    const free = await contentsOf("Free");
    expect(free.map((content) => content.type)).toEqual(["qna", "clozedel", "clozedel", "clozedel"]);
    expect(free[0]).toEqual({ type: "qna", question: "Planets: what does the map put under it?", answer: "Mercury; Venus; Earth" });
    // No plan: questions, true or false and written cards only.
    await ctx.db.subscription.deleteMany({ where: { userId: user.id } });
    const none = await contentsOf("No plan");
    expect(none.map((content) => content.type)).toEqual(["qna", "qna", "qna", "qna"]);
    expect(none[1]).toEqual({ type: "qna", question: "Fill the gap: Planets: […]; Venus; Earth.", answer: "Mercury" });
    // Premium has every type.
    await setPlan({ email: user.email, planId: "premium" }, ctx.db);
    expect((await contentsOf("Premium")).map((content) => content.type)).toEqual(["concept_fact_list", "clozedel", "clozedel", "clozedel"]);
  });
});

describe("diagram cards (diagrams.makeDiagramCards)", () => {
  it("makes the map with one label hidden as the learner's media, studied and scheduled by FSRS like any card", async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user, "Maps");
    const fileKey = await saveDiagram(user, {
      schema_version: 1,
      kind: "mind_map",
      title: "Cell biology",
      generator: "hand",
      root: "r",
      nodes: [
        { id: "r", label: "Organelles" },
        { id: "m", label: "Mitochondria", sources: [{ sectionIndex: 0, start: 0, end: 5, quote: "Mitoc" }] },
        { id: "b", label: "Ribosomes" },
        { id: "n", label: "Nucleus <b>&" },
      ],
      edges: [
        { id: "e1", from: "r", to: "m", kind: "child" },
        { id: "e2", from: "r", to: "b", kind: "child" },
        { id: "e3", from: "r", to: "n", kind: "child" },
      ],
    });
    const trpc = callerFor(ctx, user);
    expect(await trpc.diagrams.makeDiagramCards({ fileKey, nodeIds: ["m", "n"], groupId })).toEqual({ created: 2, group_id: groupId });
    const notes = await deckNotes(groupId);
    expect(notes).toHaveLength(2);
    const note = notes.find((candidate) => diagramNoteMark(candidate.source)?.nodeId === "m")!;
    expect(note.format).toBe("html");
    const mark = diagramNoteMark(note.source)!;
    expect(note.source).toMatchObject({ sectionIndex: 0, quote: "Mitoc", diagram: { fileKey, nodeId: "m" } });
    expect(mark.picture!.box.left).toBeGreaterThan(0);
    expect(mark.picture!.box.left + mark.picture!.box.width).toBeLessThanOrEqual(1);
    expect(mark.picture!.image).toMatch(/^[0-9a-f]{64}\.png$/);

    // The front's picture hides the label; the back's shows it; both are served as the learner's media.
    const content = note.content as { front: string; back: string };
    const [masked] = /[0-9a-f]{64}\.svg/.exec(content.front)!;
    const [shown] = /[0-9a-f]{64}\.svg/.exec(content.back)!;
    expect(content.front).toContain("Which label is hidden under “Organelles”?");
    expect(content.back).toContain("<b>Mitochondria</b>");
    const media = async (name: string) => ctx.app.inject({ method: "GET", url: `/api/media/${name}`, headers: user.headers });
    const front = await media(masked);
    expect(front.statusCode).toBe(200);
    expect(front.headers["content-type"]).toBe("image/svg+xml");
    expect(front.body).toContain("Ribosomes");
    expect(front.body).not.toContain("Mitochondria");
    expect((await media(shown)).body).toContain("Mitochondria");
    const png = await media(mark.picture!.image);
    expect(png.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    expect(await ctx.db.mediaFile.count({ where: { userId: user.id } })).toBe(6);
    // A label's markup is text on the card.
    const escaped = notes.find((candidate) => diagramNoteMark(candidate.source)?.nodeId === "n")!.content as { back: string };
    expect(escaped.back).toContain("<b>Nucleus &lt;b&gt;&amp;</b>");
    // Another learner cannot read the pictures.
    const stranger = await createTestUser(ctx.app);
    expect((await ctx.app.inject({ method: "GET", url: `/api/media/${masked}`, headers: stranger.headers })).statusCode).toBe(404);

    // In a normal study session, answered like any card: its schedule moves.
    const queue = await trpc.study.queue({ groupIds: [groupId] });
    const card = queue.cards.find((candidate) => candidate.note_id === note.id)!;
    expect(card).toMatchObject({ type: "manual", format: "html", schedule: { state: "new", reps: 0 } });
    const answered = await trpc.study.answer({
      cardId: card.id,
      rating: "good",
      reviewId: randomUUID(),
      durationMs: 5000,
      seen: { reps: card.schedule.reps, due: card.schedule.due, state: card.schedule.state },
    });
    expect(answered.schedule.reps).toBe(1);
    expect(answered.schedule.due).not.toBeNull();
    expect(await ctx.db.card.findUnique({ where: { id: card.id }, select: { reps: true, state: true } })).toEqual({
      reps: 1,
      state: "learning",
    });

    // Exported to Anki (a plan with Anki exports): an image occlusion note over the PNG, which the package holds, valid by Anki's rules.
    await setPlan({ email: user.email, planId: "premium" }, ctx.db);
    const exported = await ctx.app.inject({
      method: "GET",
      url: `/api/exports/file?format=apkg&groupId=${groupId}`,
      headers: user.headers,
    });
    expect(exported.statusCode).toBe(200);
    const apkg = new Uint8Array(exported.rawPayload);
    expect(await checkAnkiCollection(apkg)).toEqual([]);
    expect(Object.values(JSON.parse(strFromU8(unzipSync(apkg).media!)) as Record<string, string>)).toContain(mark.picture!.image);

    // Made again: the deck has these already.
    expect(await trpc.diagrams.makeDiagramCards({ fileKey, nodeIds: ["m", "b"], groupId })).toEqual({ created: 1, group_id: groupId });
    expect(await rejection(callerFor(ctx, stranger).diagrams.makeDiagramCards({ fileKey, nodeIds: ["m"], groupId }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
