import { DIAGRAM_SERVER_EXPORT_FORMATS, type TDiagramGraph, type TDiagramKind, type TRestError } from "@mnemo/api-contract";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { callerFor, createTestUser, useTestApp, type TestUser } from "../../testing/test-app.ts";
import { setPlan } from "../plan/set-plan.ts";

const ctx = useTestApp();

const node = (id: string, label: string, extra: object = {}) => ({
  id,
  label,
  sources: [],
  note_ids: [],
  collapsed: false,
  origin: "hand" as const,
  ...extra,
});

/** One graph of each kind, with labels that need escaping in every format. */
const GRAPHS: Record<TDiagramKind, Omit<TDiagramGraph, "kind" | "title" | "schema_version" | "generator">> = {
  mind_map: {
    root: "n0",
    // A collapsed branch: an export shows it all the same.
    nodes: [
      node("n0", "Cells & <organelles>"),
      node("n1", "Mitochondria", { collapsed: true }),
      node("n2", 'Ribosomes "build" proteins'),
      node("n3", "Cristae"),
    ],
    edges: [
      { id: "e1", from: "n0", to: "n1", kind: "child" },
      { id: "e2", from: "n0", to: "n2", kind: "child" },
      { id: "e3", from: "n1", to: "n3", kind: "child" },
    ],
  },
  flowchart: {
    root: "s",
    nodes: [
      node("s", "Vessel is cut", { shape: "start" }),
      node("d", "Is the wound small?", { shape: "decision" }),
      node("p", "Platelet plug seals it", { shape: "step" }),
      node("f", "Fibrin threads form", { shape: "end" }),
    ],
    edges: [
      { id: "e1", from: "s", to: "d", kind: "next" },
      { id: "e2", from: "d", to: "p", kind: "yes" },
      { id: "e3", from: "d", to: "f", kind: "no" },
    ],
  },
  timeline: {
    root: "t",
    nodes: [
      node("t", "The Revolution"),
      node("a", "Storming of the Bastille", { date: { year: 1789, era: "AD", precision: "year", text: "1789" } }),
      node("b", "Caesar is killed", { date: { year: 44, era: "BC", precision: "year", text: "44 BC" } }),
    ],
    edges: [{ id: "e1", from: "b", to: "a", kind: "next" }],
  },
  concept_map: {
    root: "c",
    nodes: [node("c", "Photosynthesis"), node("g", "Glucose"), node("o", "Oxygen")],
    edges: [
      { id: "e1", from: "c", to: "g", kind: "relation", label: "makes" },
      { id: "e2", from: "c", to: "o", kind: "relation", label: "releases", suggested: true },
    ],
  },
};

async function diagramOf(user: TestUser, kind: TDiagramKind, title: string): Promise<{ fileKey: string; graph: TDiagramGraph }> {
  const trpc = callerFor(ctx, user);
  const { file_key: fileKey } = await trpc.diagrams.create({ from: "blank", kind, title });
  const graph: TDiagramGraph = { schema_version: 1, kind, title, generator: "hand", ...GRAPHS[kind] };
  await trpc.diagrams.save({ fileKey, version: 0, graph });
  return { fileKey, graph };
}

function exportOf(user: TestUser | null, fileKey: string, format: string) {
  return ctx.app.inject({
    method: "GET",
    url: `/api/diagrams/${encodeURIComponent(fileKey)}/export?format=${encodeURIComponent(format)}`,
    headers: user?.headers ?? {},
  });
}

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

const unescapeXml = (text: string) =>
  text.replace(
    /&(lt|gt|quot|apos|#39|amp);/g,
    (_, name: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", amp: "&" })[name]!,
  );

/** What an SVG says in words: its labels' lines (tspans, wrapped by the layout), one after another. */
function svgWords(svg: string): string {
  return unescapeXml([...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]).join(" "));
}

describe("diagram exports", () => {
  it("every format as an attachment named from the title, each holding the labels", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "premium" }, ctx.db);
    const { fileKey, graph } = await diagramOf(user, "mind_map", "Cells & <organelles>");
    const labels = graph.nodes.map((one) => one.label);
    const expectedTypes: Record<(typeof DIAGRAM_SERVER_EXPORT_FORMATS)[number], [string, string]> = {
      svg: ["image/svg+xml; charset=utf-8", "svg"],
      pdf: ["application/pdf", "pdf"],
      md: ["text/markdown; charset=utf-8", "md"],
      opml: ["text/x-opml; charset=utf-8", "opml"],
      mm: ["application/x-freemind; charset=utf-8", "mm"],
      mermaid: ["text/plain; charset=utf-8", "mmd"],
    };
    for (const format of DIAGRAM_SERVER_EXPORT_FORMATS) {
      const response = await exportOf(user, fileKey, format);
      expect({ format, status: response.statusCode }).toEqual({ format, status: 200 });
      const [contentType, extension] = expectedTypes[format];
      expect(response.headers["content-type"]).toBe(contentType);
      const disposition = String(response.headers["content-disposition"]);
      expect(disposition).toMatch(/^attachment; /);
      // The title's < and > cannot be in a file name: they go, the rest stays.
      expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe(`Cells & organelles – mind map.${extension}`);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      if (format === "pdf") {
        expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
        const text = await pdfText(response.rawPayload);
        for (const label of labels) expect(text).toContain(label);
      } else if (format === "svg") {
        for (const label of labels) expect(svgWords(response.body)).toContain(label);
      } else if (format === "opml" || format === "mm") {
        expect(response.body).not.toContain("<organelles>");
        for (const label of labels) expect(unescapeXml(response.body)).toContain(label);
      } else {
        for (const label of ["Mitochondria", "organelles", "Ribosomes"]) expect(response.body).toContain(label);
      }
    }
    const svg = (await exportOf(user, fileKey, "svg")).body;
    // Labels are text in the picture, never HTML inside it.
    expect(svg).toMatch(/<text[^>]*>[\s\S]*Mitochondria/);
    expect(svg).not.toContain("foreignObject");
    expect(svg).not.toContain("<organelles>");
  });

  it("draws every kind (flowchart, timeline, concept map) to SVG and PDF with its labels as text", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "pro" }, ctx.db);
    for (const kind of ["flowchart", "timeline", "concept_map"] as const) {
      const { fileKey, graph } = await diagramOf(user, kind, `A ${kind}`);
      const svg = await exportOf(user, fileKey, "svg");
      expect({ kind, status: svg.statusCode }).toEqual({ kind, status: 200 });
      const pdf = await exportOf(user, fileKey, "pdf");
      expect({ kind, status: pdf.statusCode }).toEqual({ kind, status: 200 });
      const text = await pdfText(pdf.rawPayload);
      for (const one of graph.nodes) {
        expect(svgWords(svg.body)).toContain(one.label);
        expect(text).toContain(one.label);
      }
      // The outline after the drawing reads as the text exports do: the flowchart's branches, the timeline's dates.
      if (kind === "flowchart") expect(text).toContain("If yes, go to step 3.");
      if (kind === "timeline") expect(text).toMatch(/44 BC: Caesar is killed.*1789: Storming of the Bastille/);
    }
  });

  it("follows the plan's export rights: a plan without exports is refused each format with 403 EXPORT_NOT_IN_PLAN", async () => {
    const user = await createTestUser(ctx.app);
    const { fileKey } = await diagramOf(user, "mind_map", "Free plan map");
    for (const format of DIAGRAM_SERVER_EXPORT_FORMATS) {
      const response = await exportOf(user, fileKey, format);
      expect({ format, status: response.statusCode }).toEqual({ format, status: 403 });
      const body = response.json<TRestError>();
      expect(body.code).toBe("EXPORT_NOT_IN_PLAN");
      expect(body.error).toMatch(/not part of the Free plan\. It comes with the Premium plan/);
      expect(body.details).toMatchObject({ format, plan: "premium" });
    }
  });

  it("answers 400 naming the formats for an unknown one, 404 for another learner's diagram, 401 signed out", async () => {
    const owner = await createTestUser(ctx.app);
    await setPlan({ email: owner.email, planId: "premium" }, ctx.db);
    const { fileKey } = await diagramOf(owner, "mind_map", "Owned");

    const unknown = await exportOf(owner, fileKey, "png");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<TRestError>()).toMatchObject({ code: "BAD_REQUEST" });
    expect(unknown.body).toContain("svg, pdf, md, opml, mm, mermaid");

    const stranger = await createTestUser(ctx.app);
    await setPlan({ email: stranger.email, planId: "premium" }, ctx.db);
    for (const key of [fileKey, "not-a-key"]) {
      const response = await exportOf(stranger, key, "md");
      expect(response.statusCode).toBe(404);
      expect(response.json<TRestError>().code).toBe("DIAGRAM_NOT_FOUND");
    }
    expect((await exportOf(null, fileKey, "md")).statusCode).toBe(401);
  });
});
