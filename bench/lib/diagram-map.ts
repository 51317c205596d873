// bench:diagrams, the browser half's diagram: a 300-node mind map made through
// the API as a learner makes one by hand (diagrams.create from "blank", then
// diagrams.save of the whole graph), its labels taken from the two bench
// courses so their lengths and wrapping are a real map's.
import {
  DIAGRAM_LABEL_MAX,
  DIAGRAM_SCHEMA_VERSION,
  DIAGRAM_VISIBLE_CHILDREN,
  ZDiagramGraphSchema,
  type TDiagramEdge,
  type TDiagramGraph,
  type TDiagramNode,
} from "@mnemo/api-contract";
import { applyDefaultCollapse } from "@mnemo/diagrams";
import type { Browser } from "@playwright/test";
import { COURSE } from "./course-material.ts";
import { HISTORY } from "./history-material.ts";

/** A label of at most DIAGRAM_LABEL_MAX characters, cut at a word as a person would shorten it. */
function shorten(text: string): string {
  const plain = text.replace(/\.$/, "");
  if (plain.length <= DIAGRAM_LABEL_MAX) return plain;
  return plain.slice(0, plain.lastIndexOf(" ", DIAGRAM_LABEL_MAX - 1));
}

/**
 * `size` nodes (300 by default) in a tree of DIAGRAM_VISIBLE_CHILDREN (7) children a node, filled level by
 * level: 1 + 7 + 49 + 243 for 300, so every node is drawn at first (the default collapse opens the root
 * and three levels, seven children each): the biggest map a learner sees without opening anything.
 * Upper levels are section titles, leaves the courses' sentences and list items.
 */
export function makeBenchMindMap(size: number): TDiagramGraph {
  const sections = [...HISTORY, ...COURSE].flatMap((chapter) => chapter.sections);
  const titles = [...HISTORY, ...COURSE].flatMap((chapter) => [chapter.title, ...chapter.sections.map((section) => section.title)]);
  const leaves = sections.flatMap((section) => [...section.sentences, ...section.items, section.example]);
  const nodes: TDiagramNode[] = [];
  const edges: TDiagramEdge[] = [];
  const firstLeaf = 1 + DIAGRAM_VISIBLE_CHILDREN + DIAGRAM_VISIBLE_CHILDREN ** 2;
  for (let i = 0; i < size; i += 1) {
    const text =
      i === 0 ? "A history and an Earth science course" : i < firstLeaf ? titles[i % titles.length]! : leaves[i % leaves.length]!;
    nodes.push({ id: `n${i}`, label: shorten(text), sources: [], note_ids: [], collapsed: false, origin: "hand" });
    if (i > 0) edges.push({ id: `e${i}`, from: `n${Math.floor((i - 1) / DIAGRAM_VISIBLE_CHILDREN)}`, to: `n${i}`, kind: "child" });
  }
  const graph = {
    schema_version: DIAGRAM_SCHEMA_VERSION,
    kind: "mind_map",
    title: "Bench map",
    generator: "hand",
    root: "n0",
    nodes,
    edges,
  };
  return ZDiagramGraphSchema.parse(applyDefaultCollapse(ZDiagramGraphSchema.parse(graph)));
}

type TTrpcAnswer<T> = { result?: { data: T }; error?: { message: string } };

/**
 * A learner signed up through the app, `graph` stored as their diagram through tRPC, and a blank
 * diagram (one node) beside it: their keys and the session to open them with.
 */
export async function seedDiagram(browser: Browser, baseUrl: string, graph: TDiagramGraph) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const signUp = await context.request.post("/api/auth/sign-up/email", {
      headers: { origin: baseUrl },
      data: {
        email: `bench-diagrams-${Date.now().toString(36)}@example.test`,
        password: "correct horse battery staple",
        name: "Bench Learner",
      },
    });
    if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
    const call = async <T>(procedure: string, input: unknown, method: "GET" | "POST"): Promise<T> => {
      const response =
        method === "POST"
          ? await context.request.post(`/trpc/${procedure}`, { data: input })
          : await context.request.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`);
      const body = (await response.json()) as TTrpcAnswer<T>;
      if (!response.ok() || !body.result) throw new Error(`${procedure} failed: ${response.status()} ${body.error?.message ?? ""}`);
      return body.result.data;
    };
    const { file_key: fileKey } = await call<{ file_key: string }>(
      "diagrams.create",
      { from: "blank", kind: "mind_map", title: graph.title },
      "POST",
    );
    // The baseline: a blank diagram, which starts as its one root node.
    const baseline = await call<{ file_key: string }>(
      "diagrams.create",
      { from: "blank", kind: "mind_map", title: "Baseline map" },
      "POST",
    );
    const { version } = await call<{ version: number }>("diagrams.get", { fileKey }, "GET");
    const saved = await call<{ graph: TDiagramGraph | null }>("diagrams.save", { fileKey, version, graph }, "POST");
    if (saved.graph?.nodes.length !== graph.nodes.length)
      throw new Error(`diagrams.save kept ${saved.graph?.nodes.length} of ${graph.nodes.length} nodes`);
    // The cookie banner answered once, as a learner does on a first visit: it would cover the drawing's foot.
    const page = await context.newPage();
    await page.goto("/study");
    await page.getByRole("region", { name: "Hey, you!" }).getByRole("button", { name: "Necessary only" }).click();
    await page.getByRole("region", { name: "Hey, you!" }).waitFor({ state: "detached" });
    return { fileKey, baselineKey: baseline.file_key, storageState: await context.storageState() };
  } finally {
    await context.close();
  }
}
