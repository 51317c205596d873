import { Anchor, Badge, Group, Text } from "@mantine/core";
import type { TDiagramNode } from "@mnemo/api-contract";
import { useMemo } from "react";
import { flowLinks } from "./flow-list-links.ts";
import classes from "./outline-twin.module.css";
import { listRows, useOutlineKeyHandler } from "./outline-twin-key-handler.ts";
import { OutlineLabelInput } from "./outline-twin-label-input.tsx";
import type { TOutlineSession } from "./outline-twin-session.ts";

const SHAPE_TAGS: Partial<Record<NonNullable<TDiagramNode["shape"]>, string>> = { start: "Start", decision: "Decision", end: "End" };

type FlowListProps = { session: TOutlineSession; label: string; describedBy: string; masked?: ReadonlySet<string> | undefined };

/**
 * A flowchart as the ordered list of its steps: "Step 3", its label, and its
 * branch links ("If yes, go to step 4") that move focus to that step. One tab
 * stop for the steps (arrows move, Home and End), the editing keys of the
 * outline (Enter adds the next step, F2 renames, Delete, Alt+arrows move).
 */
export function FlowList({ session, label, describedBy, masked }: FlowListProps) {
  const { graph, editingId } = session;
  const links = useMemo(() => flowLinks(graph), [graph]);
  const nameOf = (id: string) => (masked?.has(id) ? "Hidden label" : (graph.nodes.find((node) => node.id === id)?.label ?? id));
  const rows = useMemo(() => listRows(graph.nodes), [graph.nodes]);
  const onKeyDown = useOutlineKeyHandler({ session, mode: "list", rows, nameOf });
  const activeId = graph.nodes.some((node) => node.id === session.selectedId) ? session.selectedId : (graph.nodes[0]?.id ?? null);

  return (
    <ol role="list" aria-label={label} aria-describedby={describedBy} className={classes.list} onKeyDown={onKeyDown}>
      {graph.nodes.map((node, index) => {
        const tag = node.shape ? SHAPE_TAGS[node.shape] : undefined;
        return (
          <li
            key={node.id}
            data-outline-id={node.id}
            tabIndex={node.id === activeId ? 0 : -1}
            className={classes.step}
            data-selected={node.id === activeId || undefined}
            onClick={() => session.select(node.id, { focus: true })}
          >
            <Group gap="xs" wrap="nowrap" align="center">
              <Text span size="sm" fw={700} className={classes.stepNumber}>
                Step {index + 1}
              </Text>
              {tag ? (
                <Badge size="xs" variant="light" tt="none">
                  {tag}
                </Badge>
              ) : null}
              {editingId === node.id ? (
                <OutlineLabelInput
                  initial={node.label}
                  label={`Name of step ${index + 1}`}
                  onCommit={(value) => session.finishEditing(node.id, value)}
                  onCancel={() => session.finishEditing(node.id)}
                />
              ) : (
                <span className={masked?.has(node.id) ? classes.maskedLabel : classes.label}>{nameOf(node.id)}</span>
              )}
            </Group>
            {(links.get(node.id) ?? []).map((link) => (
              <Text key={link.edgeId} size="sm" className={classes.link}>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={(event) => {
                    event.stopPropagation();
                    session.select(link.targetId, { focus: true });
                  }}
                >
                  {link.text}
                </Anchor>
                {masked?.has(link.targetId) ? null : (
                  <Text span size="sm" c="dimmed">
                    {" "}
                    ({link.targetLabel})
                  </Text>
                )}
              </Text>
            ))}
          </li>
        );
      })}
    </ol>
  );
}
