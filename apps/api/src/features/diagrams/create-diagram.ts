import {
  cleanLine,
  DIAGRAM_LABEL_MAX,
  DIAGRAM_SCHEMA_VERSION,
  DIAGRAM_TITLE_MAX,
  ZCreateDiagramInput,
  type TCreateDiagramInput,
  type TDiagramGraph,
} from "@mnemo/api-contract";
import type { Db, DbOrTx, Prisma } from "@mnemo/db";
import type { JobRuntime } from "../../jobs/job-runtime.ts";
import { failJob } from "../../jobs/job-transitions.ts";
import { AppError } from "../../lib/app-error.ts";
import { groupNotFound } from "../collection/group-not-found.ts";
import { newDiagramFileKey } from "./diagram-file-key.ts";
import { diagramNoModel, diagramNoSource } from "./diagram-errors.ts";
import { diagramJob } from "./jobs/diagram-job-kind.ts";
import { checkDiagramGraph } from "./save-diagram.ts";

/** Diagrams one learner may have queued or being drawn at once. */
export const MAX_ACTIVE_DIAGRAM_JOBS = 3;

type TParsedCreate = ReturnType<typeof ZCreateDiagramInput.parse>;

/**
 * Makes a diagram and answers its key: a blank one at once (one root node,
 * ready to edit), one from a source or a deck by a job that fills the row.
 * Nothing is charged: a source's words were charged once, when it was read,
 * and a deck's cards cost none. Another learner's source or deck answers 404.
 */
export async function createDiagram(
  { userId, input: raw, jobs, hasModel }: { userId: string; input: TCreateDiagramInput; jobs: JobRuntime | undefined; hasModel: boolean },
  db: Db,
): Promise<{ file_key: string }> {
  const input = ZCreateDiagramInput.parse(raw);
  if (input.from === "blank") return createBlankDiagram({ userId, kind: input.kind, title: diagramTitle(cleanLine(input.title)) }, db);
  if (input.from === "source" && input.generator === "model" && !hasModel) throw diagramNoModel();
  if (!jobs) throw new AppError("INTERNAL", { message: "Background jobs are not running on this server, so diagrams cannot be drawn." });
  const row = await db.$transaction(async (tx) => {
    // One learner's requests queue one after another here, so the active count below cannot be overtaken.
    await tx.$queryRaw`SELECT id FROM "user" WHERE id = ${userId} FOR UPDATE`;
    const active = await tx.diagram.count({ where: { userId, status: { in: ["queued", "running"] } } });
    if (active >= MAX_ACTIVE_DIAGRAM_JOBS) {
      throw new AppError("TOO_MANY_REQUESTS", {
        message: `You already have ${active} diagrams being drawn. Wait for one to finish, then try again.`,
        details: { limit: MAX_ACTIVE_DIAGRAM_JOBS },
      });
    }
    return tx.diagram.create({
      data: { userId, fileKey: newDiagramFileKey(), kind: input.kind, ...(await drawnFrom({ userId, input }, tx)) },
      select: { id: true, fileKey: true },
    });
  });
  try {
    await jobs.enqueue(diagramJob, { jobId: row.id }, { id: row.id });
  } catch (error) {
    await failJob({ kind: diagramJob, jobId: row.id, code: "INTERNAL", message: "Your diagram could not be queued. Try again." }, db);
    throw error;
  }
  return { file_key: row.fileKey };
}

/** The row's title and what it is drawn from, once the source or deck is known to be the learner's. */
async function drawnFrom(
  { userId, input }: { userId: string; input: Exclude<TParsedCreate, { from: "blank" }> },
  tx: DbOrTx,
): Promise<{ title: string; sourceId?: string; groupId?: string; generator: string }> {
  if (input.from === "source") {
    const source = await tx.source.findFirst({ where: { id: input.sourceId, userId }, select: { title: true } });
    if (!source) throw diagramNoSource();
    return { title: diagramTitle(source.title), sourceId: input.sourceId, generator: input.generator };
  }
  const group = await tx.group.findFirst({ where: { id: input.groupId, userId }, select: { title: true } });
  if (!group) throw groupNotFound();
  const cards = await tx.note.count({ where: { groupId: input.groupId, userId } });
  if (cards === 0) throw new AppError("DIAGRAM_NOTHING_TO_DRAW", { message: "This deck has no cards to draw a diagram from." });
  return { title: diagramTitle(group.title), groupId: input.groupId, generator: "deck" };
}

/** A blank diagram: its title as the one root node, made at once (no job), ready to edit by hand. */
async function createBlankDiagram(
  { userId, kind, title }: { userId: string; kind: TParsedCreate["kind"]; title: string },
  db: DbOrTx,
): Promise<{ file_key: string }> {
  const graph: TDiagramGraph = {
    schema_version: DIAGRAM_SCHEMA_VERSION,
    kind,
    title,
    generator: "hand",
    root: "n1",
    nodes: [
      {
        id: "n1",
        label: title.slice(0, DIAGRAM_LABEL_MAX).trim(),
        sources: [],
        note_ids: [],
        collapsed: false,
        origin: "hand",
        ...(kind === "flowchart" ? { shape: "start" as const } : {}),
      },
    ],
    edges: [],
  };
  const row = await db.diagram.create({
    data: {
      userId,
      fileKey: newDiagramFileKey(),
      kind,
      title,
      generator: "hand",
      graph: checkDiagramGraph(graph) as unknown as Prisma.InputJsonValue,
      status: "succeeded",
      stage: "done",
      percent: 100,
      message: "Ready",
      finishedAt: new Date(),
    },
    select: { fileKey: true },
  });
  return { file_key: row.fileKey };
}

function diagramTitle(title: string): string {
  return title.trim().slice(0, DIAGRAM_TITLE_MAX) || "Untitled diagram";
}
