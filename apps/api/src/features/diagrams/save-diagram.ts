import { cleanText, ZDiagramGraphSchema, type TDiagram, type TDiagramGraph, type TDiagramGraphInput } from "@mnemo/api-contract";
import type { Db, Prisma } from "@mnemo/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { diagramInvalid, diagramNotReady } from "./diagram-errors.ts";
import { diagramSelect, toDiagramDto } from "./diagram-dto.ts";
import { findDiagram } from "./get-diagram.ts";

/**
 * Saves an edited graph over the learner's diagram: checked whole (400
 * DIAGRAM_INVALID naming each problem), only over the version the edit began
 * from (409 DIAGRAM_STALE when another tab saved first), and only once its
 * job has made it (409 DIAGRAM_NOT_READY). Each save bumps the version.
 */
export async function saveDiagram(
  { userId, fileKey, version, graph }: { userId: string; fileKey: string; version: number; graph: TDiagramGraphInput },
  db: Db,
): Promise<TDiagram> {
  const checked = checkDiagramGraph(graph);
  return db.$transaction(async (tx) => {
    const row = await findDiagram({ userId, fileKey }, tx);
    if (row.status !== "succeeded" || row.graph === null) throw diagramNotReady();
    if (checked.kind !== row.kind) {
      throw diagramInvalid([`This diagram is a ${row.kind.replace("_", " ")}; a save cannot make it a ${checked.kind.replace("_", " ")}.`]);
    }
    // The version guard is in the write itself, so two saves racing from the same version cannot both land.
    const { count } = await tx.diagram.updateMany({
      where: { id: row.id, version },
      data: { graph: checked as unknown as Prisma.InputJsonValue, title: checked.title, version: { increment: 1 } },
    });
    if (count === 0) {
      throw new AppError("DIAGRAM_STALE", {
        message: `This diagram was changed elsewhere (it is at version ${row.version}, your edit began at ${version}). Reload it and make your change again.`,
        details: { version: row.version },
      });
    }
    return toDiagramDto(await tx.diagram.findUniqueOrThrow({ where: { id: row.id }, select: diagramSelect }));
  });
}

/**
 * The graph as stored (defaults filled in), or 400 DIAGRAM_INVALID listing up
 * to 20 problems. Its text is cleaned as cards' text is (no NUL or control
 * characters, no half emoji), which the database could not hold.
 */
export function checkDiagramGraph(graph: unknown): TDiagramGraph {
  const parsed = ZDiagramGraphSchema.safeParse(cleanStrings(graph));
  if (!parsed.success) throw diagramInvalid(graphProblems(parsed.error));
  return parsed.data;
}

function graphProblems(error: z.ZodError): string[] {
  return error.issues.slice(0, 20).map((issue) => (issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message));
}

function cleanStrings(value: unknown): unknown {
  if (typeof value === "string") return cleanText(value);
  if (Array.isArray(value)) return value.map(cleanStrings);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cleanStrings(inner)]));
  }
  return value;
}
