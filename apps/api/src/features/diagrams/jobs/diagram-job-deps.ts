import type { Db } from "@mnemo/db";
import type { OutlineAnalyser } from "../../analysis/outline/outline-analyser.ts";
// @ts-ignore -- lands with H2's builder (issue 32); removed once it has
import type { buildModelDiagram } from "../model/build-model-diagram.ts";

/** What a model-drawn diagram needs (the model's client, as the model builder asks for it). */
export type DiagramModelDeps = Parameters<typeof buildModelDiagram>[1];

/** What the diagram kind's handler needs; the runtime wires them (runtime/job-services.ts). */
export type DiagramJobDeps = {
  db: Db;
  /** Reads a source into its outline when it has none from this analyser (the one study notes and generation use). */
  outlineAnalyser: OutlineAnalyser;
  /** Absent when no model is configured: a "model" diagram then fails with DIAGRAM_NO_MODEL. */
  model?: DiagramModelDeps | undefined;
};
