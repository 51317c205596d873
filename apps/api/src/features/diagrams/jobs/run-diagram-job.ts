import { DIAGRAM_KINDS, DIAGRAM_TITLE_MAX, type TDiagramKind } from "@mnemo/api-contract";
import type { JobHandlerOutcome, JobRun } from "../../../jobs/job-kind.ts";
import { AppError } from "../../../lib/app-error.ts";
import { loadSourceOutline } from "../../library/source-outline.ts";
import { sourceDocument } from "../../library/source-document.ts";
import type { TBuiltDiagram } from "../build/built-diagram.ts";
import { buildOfflineDiagram } from "../build/build-offline-diagram.ts";
import { buildDeckDiagram } from "../deck/build-deck-diagram.ts";
import { buildModelDiagram } from "../model/build-model-diagram.ts";
import { diagramNoModel, diagramNoSource } from "../diagram-errors.ts";
import type { DiagramJobDeps } from "./diagram-job-deps.ts";
import type { TDiagramStage } from "./diagram-job-stages.ts";
import { loadDeckNotes } from "./load-deck-notes.ts";
import { saveBuiltDiagram } from "./save-built-diagram.ts";

/**
 * Draws the diagram its row asks for: from a source (its outline, made now
 * when it has none from the current analyser) offline or by a model, or from
 * a deck's cards; then stores it (and a split source's parts) with the job's
 * completion. Nothing is charged here, ever (docs/diagrams.md).
 */
export async function runDiagramJob(run: JobRun<{ jobId: string }, TDiagramStage>, deps: DiagramJobDeps): Promise<JobHandlerOutcome> {
  const { db } = deps;
  const row = await db.diagram.findUniqueOrThrow({
    where: { id: run.id },
    select: { id: true, userId: true, kind: true, title: true, sourceId: true, groupId: true, generator: true },
  });
  const kind = DIAGRAM_KINDS.find((known) => known === row.kind);
  if (!kind) throw new AppError("BAD_REQUEST", { message: `A diagram cannot be a "${row.kind}".` });
  const built = await buildDiagram(run, deps, { ...row, kind });
  await run.progress.stage("saving");
  const nodes = built.graph.nodes.length + built.parts.reduce((sum, part) => sum + part.graph.nodes.length, 0);
  const saved = await run.commit(db, (tx) => saveBuiltDiagram({ row, built }, tx), {
    message: built.parts.length > 0 ? `Ready: ${nodes} nodes in ${built.parts.length} parts` : `Ready: ${nodes} nodes`,
  });
  return saved.outcome;
}

type TDiagramRequest = {
  userId: string;
  kind: TDiagramKind;
  title: string;
  sourceId: string | null;
  groupId: string | null;
  generator: string;
};

async function buildDiagram(
  run: JobRun<{ jobId: string }, TDiagramStage>,
  { db, outlineAnalyser, model }: DiagramJobDeps,
  { userId, kind, title, sourceId, groupId, generator }: TDiagramRequest,
): Promise<TBuiltDiagram> {
  const name = title.slice(0, DIAGRAM_TITLE_MAX);
  if (sourceId) {
    await run.progress.stage("reading");
    const loaded = await loadSourceOutline({ userId, sourceId, analyser: outlineAnalyser, signal: run.signal }, db);
    if (!loaded) throw diagramNoSource();
    const sections = sourceDocument(loaded.source).sections;
    if (generator === "model") {
      if (!model) throw diagramNoModel();
      await run.progress.stage("drawing", "The model is drawing the diagram");
      return buildModelDiagram(
        {
          kind,
          title: name,
          outline: loaded.outline,
          sections,
          signal: run.signal,
          onProgress: ({ done, total }) => run.progress.update(done, total, `The model is drawing part ${done} of ${total}`),
        },
        model,
      );
    }
    await run.progress.stage("drawing");
    return buildOfflineDiagram({ kind, title: name, outline: loaded.outline, sections });
  }
  if (groupId) {
    await run.progress.stage("reading", "Reading your cards");
    const notes = await loadDeckNotes({ userId, groupId }, db);
    await run.progress.stage("drawing");
    return buildDeckDiagram({ kind, title: name, notes });
  }
  // The source (or deck) was deleted after the diagram was asked for.
  throw diagramNoSource();
}
