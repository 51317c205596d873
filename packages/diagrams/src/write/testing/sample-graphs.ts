import { DIAGRAM_SCHEMA_VERSION, ZDiagramGraphSchema } from "@mnemo/api-contract";
import type { TDiagramGraph, TDiagramGraphInput } from "@mnemo/api-contract";

/** Small diagrams of each kind for the writers' tests, checked against the stored graph's schema. */
function graph(input: Omit<TDiagramGraphInput, "schema_version" | "generator">): TDiagramGraph {
  return ZDiagramGraphSchema.parse({ schema_version: DIAGRAM_SCHEMA_VERSION, generator: "hand", ...input });
}

/** A label Markdown would turn into emphasis and a link if it were not escaped. */
export const MARKUP_LABEL = "*not* [a link](x)";

export const sampleMindMap = graph({
  kind: "mind_map",
  title: "Cell biology",
  root: "root",
  nodes: [
    { id: "root", label: "Cell biology" },
    { id: "org", label: "Organelles" },
    { id: "nuc", label: "Nucleus", detail: "Holds the DNA.\nSurrounded by a double membrane." },
    { id: "mit", label: 'Mitochondria ("powerhouse") & ATP' },
    { id: "mem", label: "Membrane", collapsed: true },
    { id: "bil", label: "Phospholipid bilayer" },
    { id: "mark", label: MARKUP_LABEL },
  ],
  edges: [
    { id: "e1", from: "root", to: "org", kind: "child" },
    { id: "e2", from: "org", to: "nuc", kind: "child" },
    { id: "e3", from: "org", to: "mit", kind: "child" },
    { id: "e4", from: "root", to: "mem", kind: "child" },
    { id: "e5", from: "mem", to: "bil", kind: "child" },
    { id: "e6", from: "root", to: "mark", kind: "child" },
  ],
});

/** Steps in the graph's order differ from the order they are done in; the decision loops back. */
export const sampleFlowchart = graph({
  kind: "flowchart",
  title: "Making tea",
  nodes: [
    { id: "wait", label: "Wait a minute", shape: "step" },
    { id: "start", label: "Put the kettle on", shape: "start" },
    { id: "ask", label: "Is the water boiling?", shape: "decision" },
    { id: "pour", label: "Pour the water", shape: "step" },
    { id: "drink", label: "Drink the tea", shape: "end" },
  ],
  edges: [
    { id: "e1", from: "start", to: "ask", kind: "next" },
    { id: "e2", from: "ask", to: "wait", kind: "no" },
    { id: "e3", from: "ask", to: "pour", kind: "yes" },
    { id: "e4", from: "pour", to: "drink", kind: "next" },
    { id: "e5", from: "wait", to: "ask", kind: "next" },
  ],
});

/** Events out of order in the graph, one BC, one a range, one label with a colon. */
export const sampleTimeline = graph({
  kind: "timeline",
  title: "Revolutions",
  nodes: [
    {
      id: "terror",
      label: "Reign of Terror",
      date: { year: 1793, era: "AD", precision: "year", text: "1793–1794", end: { year: 1794, era: "AD", precision: "year" } },
    },
    {
      id: "bastille",
      label: "Storming of the Bastille",
      date: { year: 1789, month: 7, day: 14, era: "AD", precision: "day", text: "14 July 1789" },
    },
    { id: "rubicon", label: "Caesar crosses the Rubicon", date: { year: 49, era: "BC", precision: "year", text: "49 BC" } },
    {
      id: "consul",
      label: "Napoleon: First Consul",
      date: { year: 1799, era: "AD", precision: "year", text: "1799" },
      detail: "After the coup of 18 Brumaire.",
    },
  ],
  edges: [],
});

export const sampleConceptMap = graph({
  kind: "concept_map",
  title: "Photosynthesis",
  root: "photo",
  nodes: [
    { id: "glucose", label: "Glucose" },
    { id: "photo", label: "Photosynthesis", detail: "How plants make sugar from light." },
    { id: "chloro", label: "Chlorophyll" },
    { id: "light", label: "Light" },
  ],
  edges: [
    { id: "r1", from: "photo", to: "glucose", kind: "relation", label: "produces" },
    { id: "r2", from: "chloro", to: "light", kind: "relation", label: "absorbs", suggested: true },
    { id: "r3", from: "photo", to: "chloro", kind: "relation" },
  ],
});
