import type { TDiagramSummary } from "@mnemo/api-contract";

/** "12 nodes": how big a diagram is, in the words the viewer uses. */
export function nodeCountText(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "node" : "nodes"}`;
}

/** "3 Dec 2026", or "" for a date that cannot be read. */
export function formatDiagramDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });
}

/** Where a listed diagram came from: its source's title, its deck's, or nothing (made by hand). */
export function diagramOrigin(
  diagram: Pick<TDiagramSummary, "source_id" | "source_title" | "group_id">,
  deckTitle: (groupId: string) => string | undefined,
): { kind: "source" | "deck"; id: string; title: string } | null {
  if (diagram.source_id) return { kind: "source", id: diagram.source_id, title: diagram.source_title?.trim() || "a source" };
  if (diagram.group_id) return { kind: "deck", id: diagram.group_id, title: deckTitle(diagram.group_id) ?? "a deck" };
  return null;
}

/** What a listed diagram's job says, when it is not simply there: being made, or failed. */
export function diagramStatusText(diagram: Pick<TDiagramSummary, "status" | "percent">): string | null {
  if (diagram.status === "queued") return "Waiting to be made";
  if (diagram.status === "running") return `Being made, ${Math.max(0, Math.min(100, Math.round(diagram.percent)))}%`;
  if (diagram.status === "failed") return "Could not be made";
  return null;
}
