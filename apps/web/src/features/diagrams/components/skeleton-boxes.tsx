import { Group, Select, Stack, Text } from "@mantine/core";
import type { TDiagramGraph } from "@mnemo/api-contract";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { skeletonBoxName, unplacedWords, wordIn, type TSkeleton, type TSkeletonMark } from "../utils/recall-skeleton.ts";

type SkeletonBoxesProps = {
  graph: TDiagramGraph;
  skeleton: TSkeleton;
  /** After "Check": each box right, wrong or empty. */
  marks: ReadonlyMap<string, TSkeletonMark> | null;
  /** A word put in a box (its key), or the box emptied (null). */
  onPlace: (nodeId: string, key: string | null) => void;
};

/**
 * The empty boxes as a list, the keyboard's way to fill them: each box named by its place, with a list box of
 * the words still in the bank (and its own). After "Check", each says right or wrong, and the right label.
 */
export function SkeletonBoxes({ graph, skeleton, marks, onPlace }: SkeletonBoxesProps) {
  const bank = unplacedWords(skeleton);
  return (
    <Stack gap="xs" component="section" aria-labelledby="skeleton-boxes-title">
      <Text size="sm" fw={600} id="skeleton-boxes-title">
        Boxes to fill
      </Text>
      {skeleton.boxes.map((box, index) => {
        const placed = wordIn(skeleton, box.nodeId);
        const mark = marks?.get(box.nodeId);
        const options = [...(placed ? [placed] : []), ...bank].map((word) => ({ value: word.key, label: word.label }));
        return (
          <Stack key={box.nodeId} gap={4} data-testid="skeleton-box">
            <Select
              label={skeletonBoxName(graph, skeleton, index)}
              placeholder="Choose its word"
              data={options}
              value={placed?.key ?? null}
              onChange={(key) => onPlace(box.nodeId, key)}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
            {mark === "right" ? (
              <Group gap={4} c="teal" wrap="nowrap">
                <IconCircleCheck size={18} aria-hidden="true" style={{ flex: "none" }} />
                <Text size="sm" c="inherit">
                  Right
                </Text>
              </Group>
            ) : mark ? (
              <Group gap={4} c="red" wrap="nowrap" align="flex-start">
                <IconCircleX size={18} aria-hidden="true" style={{ flex: "none", marginTop: 2 }} />
                <Text size="sm" c="inherit" style={{ overflowWrap: "anywhere" }}>
                  {mark === "empty" ? "Empty" : "Wrong"}: {box.label}
                </Text>
              </Group>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
