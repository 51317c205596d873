import { Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import type { TDiagramGraph } from "@mnemo/api-contract";
import { collapsedSet } from "@mnemo/diagrams";
import { useCallback, useId, useState } from "react";
import { FlowList } from "./flow-list.tsx";
import classes from "./outline-twin.module.css";
import { OutlineTwinRelations } from "./outline-twin-relations.tsx";
import { useOutlineSession } from "./outline-twin-session.ts";
import { OutlineTwinToolbar } from "./outline-twin-toolbar.tsx";
import { OutlineTree } from "./outline-twin-tree.tsx";
import { TimelineList } from "./timeline-list.tsx";

export type OutlineTwinProps = {
  graph: TDiagramGraph;
  /** Every edit's new graph (the parent holds the graph and saves it). */
  onChange: (graph: TDiagramGraph) => void;
  selectedId?: string | null | undefined;
  onSelect?: ((id: string) => void) | undefined;
  /** Only reading: moving, opening and closing, no editing keys or buttons. */
  readOnly?: boolean | undefined;
  /** The branches closed, shared with the drawing; without it the outline keeps its own, starting from the graph's. */
  collapsed?: ReadonlySet<string> | undefined;
  onToggle?: ((id: string) => void) | undefined;
  /** Labels hidden (hide and recall): read as "Hidden label". */
  masked?: ReadonlySet<string> | undefined;
  /** Timelines: a horizontal scrolling row on wide screens (when the list is the drawing). */
  timelineOrientation?: "vertical" | "responsive" | undefined;
};

const KEYS: Record<"tree" | "list", string> = {
  tree: "Arrows move and open. Enter adds a sibling, Tab a child (Escape then Tab leaves the outline), F2 renames, Delete deletes, Alt+arrows move, Ctrl+Z undoes, Ctrl+Y redoes.",
  list: "Arrows move. Enter adds one after, F2 edits, Delete deletes, Alt+Up and Alt+Down move, Ctrl+Z undoes, Ctrl+Y redoes.",
};

/**
 * The outline twin: the diagram's content as the primary accessible view and
 * its keyboard editor. Mind maps and concept maps are a tree (concept maps
 * also list their relations), flowcharts an ordered list of steps with their
 * branch links, timelines the list of events itself. Every edit goes to
 * `onChange` at once (the drawing follows) and can be undone; what changed is
 * announced in a live region.
 */
export function OutlineTwin(props: OutlineTwinProps) {
  const { graph, onChange, selectedId, onSelect, readOnly = false, masked, onToggle } = props;
  const session = useOutlineSession({ graph, onChange, selectedId, onSelect, readOnly });
  const [ownCollapsed, setOwnCollapsed] = useState<ReadonlySet<string>>(() => collapsedSet(graph));
  const collapsed = props.collapsed ?? ownCollapsed;
  const toggle = useCallback(
    (id: string) => {
      if (onToggle) onToggle(id);
      if (props.collapsed === undefined) {
        setOwnCollapsed((current) => {
          const next = new Set(current);
          if (!next.delete(id)) next.add(id);
          return next;
        });
      }
    },
    [onToggle, props.collapsed],
  );
  const baseId = useId().replace(/:/g, "");
  const keysId = `${baseId}-keys`;
  const isTree = graph.kind === "mind_map" || graph.kind === "concept_map";
  const listName = { mind_map: "Outline", concept_map: "Terms", flowchart: "Steps", timeline: "Events" }[graph.kind];

  return (
    <Stack component="section" gap="xs" aria-labelledby={`${baseId}-title`} className={classes.twin}>
      <Title order={2} size="h4" id={`${baseId}-title`}>
        Outline
      </Title>
      {readOnly ? null : <OutlineTwinToolbar session={session} hasLevels={isTree} />}
      <Text size="xs" c="dimmed" id={keysId}>
        {readOnly ? "Arrows move through the outline." : KEYS[isTree ? "tree" : "list"]}
      </Text>
      <div ref={session.containerRef} className={classes.scroll}>
        {isTree ? (
          <OutlineTree session={session} collapsed={collapsed} onToggle={toggle} masked={masked} label={listName} describedBy={keysId} />
        ) : graph.kind === "flowchart" ? (
          <FlowList session={session} label={listName} describedBy={keysId} masked={masked} />
        ) : (
          <TimelineList session={session} label={listName} describedBy={keysId} masked={masked} orientation={props.timelineOrientation} />
        )}
      </div>
      {graph.kind === "concept_map" ? <OutlineTwinRelations session={session} masked={masked} /> : null}
      <VisuallyHidden role="status" aria-live="polite">
        {session.announcement}
      </VisuallyHidden>
    </Stack>
  );
}
