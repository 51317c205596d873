import { Button, CloseButton, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TDiagramGraph } from "@mnemo/api-contract";
import { collapsedSet, diagramHierarchy } from "@mnemo/diagrams";
import { useMemo, useState } from "react";
import { checkSkeleton, clearBox, placeWord, skeletonView, startSkeleton, type TSkeleton } from "../utils/recall-skeleton.ts";
import { DiagramCanvas } from "./diagram-canvas.tsx";
import { RecallChoicePicker } from "./recall-choice-picker.tsx";
import { SkeletonBoxes } from "./skeleton-boxes.tsx";
import { SkeletonWordBank } from "./skeleton-word-bank.tsx";
import classes from "./study-panel.module.css";

export type SkeletonPanelProps = { graph: TDiagramGraph; onClose?: (() => void) | undefined };

/**
 * The skeleton map (docs/diagrams.md, "Studying a diagram"): the map's structure with some boxes empty and their
 * labels in a word bank. The learner places each word: a word then a box on the drawing, or (by keyboard) a box
 * in the list below, then its word from a list box; then checks, and sees each box right or wrong.
 */
export function SkeletonPanel({ graph, onClose }: SkeletonPanelProps) {
  const [skeleton, setSkeleton] = useState<TSkeleton | null>(null);
  const [chosenWord, setChosenWord] = useState<string | null>(null);
  const [chosenBox, setChosenBox] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [showAnswers, setShowAnswers] = useState(false);
  const collapsed = useMemo(() => {
    const open = new Set(collapsedSet(graph));
    const parents = diagramHierarchy(graph).parent;
    for (const box of skeleton?.boxes ?? []) for (let at = parents.get(box.nodeId); at !== undefined; at = parents.get(at)) open.delete(at);
    return open;
  }, [graph, skeleton?.boxes]);
  const view = useMemo(() => (skeleton ? skeletonView(graph, skeleton) : null), [graph, skeleton]);
  const result = skeleton && checked ? checkSkeleton(skeleton) : null;

  const place = (next: TSkeleton) => {
    setSkeleton(next);
    setChosenWord(null);
    setChosenBox(null);
    setChecked(false);
  };
  const isBox = (id: string) => skeleton?.boxes.some((box) => box.nodeId === id) ?? false;
  const chooseOnDrawing = (id: string) => {
    if (!skeleton || !isBox(id)) return;
    if (chosenWord) place(placeWord(skeleton, id, chosenWord));
    else setChosenBox(id === chosenBox ? null : id);
  };
  const chooseWord = (key: string) => {
    if (!skeleton) return;
    if (chosenBox) place(placeWord(skeleton, chosenBox, key));
    else setChosenWord(key === chosenWord ? null : key);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="skeleton-title" data-testid="skeleton-panel">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3" id="skeleton-title">
            Skeleton map
          </Title>
          {onClose ? <CloseButton aria-label="Close the skeleton map" onClick={onClose} /> : null}
        </Group>
        {!skeleton || !view ? (
          <>
            <Text size="sm" c="dimmed">
              Empty some boxes of the map, then put their labels back from a word bank: building a map teaches more than reading one.
            </Text>
            <RecallChoicePicker
              graph={graph}
              startLabel="Build the skeleton"
              onStart={(nodeIds) => {
                setSkeleton(startSkeleton(graph, nodeIds, Math.floor(Math.random() * 2 ** 31)));
                setChecked(false);
                setShowAnswers(false);
              }}
            />
          </>
        ) : (
          <>
            <div className={classes.layout}>
              <Stack gap="sm" className={classes.top}>
                <Text size="sm" c="dimmed">
                  Choose a word, then its box on the drawing; or choose a box in the list, then its word.
                </Text>
                <SkeletonWordBank skeleton={skeleton} chosenWord={chosenWord} onChoose={chooseWord} />
              </Stack>
              <div className={classes.drawing}>
                <DiagramCanvas
                  graph={showAnswers ? graph : view.graph}
                  collapsed={collapsed}
                  masked={showAnswers ? undefined : view.masked}
                  selectedId={chosenBox}
                  onSelect={chooseOnDrawing}
                  startAt={skeleton.boxes[0]?.nodeId}
                  sizing="content"
                />
              </div>
              <Stack gap="md" className={classes.bottom}>
                <SkeletonBoxes
                  graph={graph}
                  skeleton={skeleton}
                  marks={result?.marks ?? null}
                  onPlace={(nodeId, key) => place(key === null ? clearBox(skeleton, nodeId) : placeWord(skeleton, nodeId, key))}
                />
                {result ? (
                  <Text fw={600} role="status" data-testid="skeleton-score">
                    {result.right} of {skeleton.boxes.length} right
                  </Text>
                ) : null}
                <Group gap="xs">
                  <Button onClick={() => setChecked(true)}>Check</Button>
                  <Button variant="default" onClick={() => setShowAnswers((shown) => !shown)} disabled={!checked}>
                    {showAnswers ? "Show my map" : "Show the answers"}
                  </Button>
                  <Button variant="default" onClick={() => setSkeleton(null)}>
                    Empty other boxes
                  </Button>
                </Group>
              </Stack>
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
