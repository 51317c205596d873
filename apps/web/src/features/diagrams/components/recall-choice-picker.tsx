import { Button, Group, NumberInput, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import type { TDiagramGraph } from "@mnemo/api-contract";
import { useMemo, useState } from "react";
import {
  branchStarts,
  recallLevels,
  recallModes,
  recallableNodes,
  selectRecallNodes,
  type TRecallChoice,
  type TRecallMode,
} from "../utils/recall-selection.ts";

const MODE_LABELS: Record<TRecallMode, string> = { level: "A level", branch: "A branch", random: "Random nodes" };
const DEFAULT_COUNT = 5;

type RecallChoicePickerProps = {
  graph: TDiagramGraph;
  /** The button's words ("Start", "Build the skeleton"). */
  startLabel: string;
  onStart: (nodeIds: string[], choice: TRecallChoice) => void;
};

/** Which labels to hide: a level of the tree, the branch under a node, or k nodes at random. */
export function RecallChoicePicker({ graph, startLabel, onStart }: RecallChoicePickerProps) {
  const modes = useMemo(() => recallModes(graph), [graph]);
  const levels = useMemo(() => recallLevels(graph), [graph]);
  const branches = useMemo(() => branchStarts(graph), [graph]);
  const total = useMemo(() => recallableNodes(graph).length, [graph]);
  const [mode, setMode] = useState<TRecallMode>(modes[0] ?? "random");
  const [level, setLevel] = useState<string | null>(levels[0] !== undefined ? String(levels[0]) : null);
  const [branch, setBranch] = useState<string | null>(branches[0]?.id ?? null);
  const [count, setCount] = useState<number>(Math.min(DEFAULT_COUNT, total));

  const choice: TRecallChoice | null =
    mode === "level"
      ? level === null
        ? null
        : { mode, level: Number(level) }
      : mode === "branch"
        ? branch === null
          ? null
          : { mode, nodeId: branch }
        : { mode, count, seed: 0 };
  const chosen = choice ? selectRecallNodes(graph, choice) : [];

  const start = () => {
    if (!choice) return;
    // Random nodes: a new draw each time the learner starts.
    const picked = choice.mode === "random" ? { ...choice, seed: Math.floor(Math.random() * 2 ** 31) } : choice;
    onStart(selectRecallNodes(graph, picked), picked);
  };

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="What to hide"
        value={mode}
        onChange={(value) => setMode(value as TRecallMode)}
        data={modes.map((value) => ({ value, label: MODE_LABELS[value] }))}
      />
      {mode === "level" ? (
        <Select
          label="Level"
          data={levels.map((value) => ({ value: String(value), label: value === 1 ? "Level 1 (the main branches)" : `Level ${value}` }))}
          value={level}
          onChange={setLevel}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      ) : mode === "branch" ? (
        <Select
          label="Branch"
          description="The labels below this node are hidden."
          data={branches.map((node) => ({ value: node.id, label: node.label }))}
          value={branch}
          onChange={setBranch}
          searchable={branches.length > 8}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      ) : (
        <NumberInput
          label="How many nodes"
          min={1}
          max={Math.max(1, total)}
          value={count}
          onChange={(value) => setCount(typeof value === "number" ? value : Number(value) || 1)}
          clampBehavior="strict"
          allowDecimal={false}
        />
      )}
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed" aria-live="polite">
          {chosen.length === 1 ? "1 label will be hidden." : `${chosen.length} labels will be hidden.`}
        </Text>
        <Button onClick={start} disabled={chosen.length === 0}>
          {startLabel}
        </Button>
      </Group>
    </Stack>
  );
}
