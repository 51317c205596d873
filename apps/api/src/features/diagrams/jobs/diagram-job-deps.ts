import type { Db } from "@mnemo/db";
import type { OutlineAnalyser } from "../../analysis/outline/outline-analyser.ts";
import type { TDiagramModel } from "../model/diagram-model.ts";

/** What the diagram kind's handler needs; the runtime wires them (runtime/job-services.ts). */
export type DiagramJobDeps = {
  db: Db;
  /** Reads a source into its outline when it has none from this analyser (the one study notes and generation use). */
  outlineAnalyser: OutlineAnalyser;
  /** The configured model (LLM_*); absent without one, and a "model" diagram then fails with DIAGRAM_NO_MODEL. */
  model?: TDiagramModel | undefined;
};
