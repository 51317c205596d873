import { CloseButton, Group, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import type { TDiagramGraph } from "@mnemo/api-contract";
import { collapsedSet, diagramHierarchy } from "@mnemo/diagrams";
import { useCallback, useMemo, useState } from "react";
import { answerRecall, currentItem, nextRecall, recallSummary, startRecall, type TRecallSession } from "../utils/recall-session.ts";
import { DiagramCanvas } from "./diagram-canvas.tsx";
import { RecallChoicePicker } from "./recall-choice-picker.tsx";
import { RecallQuestion } from "./recall-question.tsx";
import { RecallSummary } from "./recall-summary.tsx";
import classes from "./study-panel.module.css";

export type RecallPanelProps = {
  graph: TDiagramGraph;
  /** The diagram's key: missed nodes become diagram cards of it. */
  fileKey: string;
  onClose?: (() => void) | undefined;
  /** Saves pending edits before the server draws diagram cards (the viewer's save flush). */
  onBeforeServerCall?: (() => Promise<void>) | undefined;
};

/**
 * "Hide and recall" (docs/diagrams.md, "Studying a diagram"): the learner chooses what to hide (a level, a
 * branch, k random nodes), then recalls each hidden label in turn on the drawing (typed and graded, or revealed
 * and rated), with a progress bar; the summary offers diagram cards from the missed. The hidden labels are
 * nowhere in the page until answered (DiagramCanvas draws them as "?").
 */
export function RecallPanel({ graph, fileKey, onClose, onBeforeServerCall }: RecallPanelProps) {
  const [session, setSession] = useState<TRecallSession | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => collapsedSet(graph));
  const summary = useMemo(() => (session ? recallSummary(session) : null), [session]);
  const item = session ? currentItem(session) : null;
  const masked = useMemo(() => new Set(session?.items.map((entry) => entry.nodeId) ?? []), [session?.items]);
  const missed = useMemo(() => new Set(summary?.missed ?? []), [summary]);

  const start = useCallback(
    (nodeIds: string[]) => {
      // Every hidden node is shown: their branches are opened.
      const parents = diagramHierarchy(graph).parent;
      setCollapsed((current) => {
        const open = new Set(current);
        for (const id of nodeIds) for (let at = parents.get(id); at !== undefined; at = parents.get(at)) open.delete(at);
        return open;
      });
      setSession(startRecall(graph, nodeIds));
    },
    [graph],
  );
  const toggle = useCallback((id: string) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recall-title" data-testid="recall-panel">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3" id="recall-title">
            Hide and recall
          </Title>
          {onClose ? <CloseButton aria-label="Close hide and recall" onClick={onClose} /> : null}
        </Group>
        {!session || !summary ? (
          <>
            <Text size="sm" c="dimmed">
              Hide some labels of the map, then recall each one: type it, or reveal it and say how well you knew it.
            </Text>
            <RecallChoicePicker graph={graph} startLabel="Start" onStart={start} />
          </>
        ) : (
          <>
            <Progress
              value={summary.total === 0 ? 0 : (100 * summary.answered) / summary.total}
              aria-label={`Recalled ${summary.answered} of ${summary.total}`}
              size="md"
            />
            <div className={classes.layout}>
              <div className={classes.drawing}>
                <DiagramCanvas
                  graph={graph}
                  collapsed={collapsed}
                  onToggle={toggle}
                  masked={masked}
                  revealed={summary.revealed}
                  missed={missed}
                  selectedId={item?.nodeId ?? null}
                  sizing="content"
                />
              </div>
              <div className={classes.bottom}>
                {item ? (
                  <RecallQuestion
                    item={item}
                    position={session.index + 1}
                    total={summary.total}
                    onType={(given) => setSession(answerRecall(session, { kind: "typed", given }))}
                    onRate={(rating) => setSession(nextRecall(answerRecall(session, { kind: "rated", rating })))}
                    onNext={() => setSession(nextRecall(session))}
                  />
                ) : (
                  <RecallSummary
                    fileKey={fileKey}
                    total={summary.total}
                    recalled={summary.recalled}
                    missed={session.items.filter((entry) => summary.missed.includes(entry.nodeId))}
                    onAgain={() => setSession(null)}
                    onBeforeServerCall={onBeforeServerCall}
                  />
                )}
              </div>
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
