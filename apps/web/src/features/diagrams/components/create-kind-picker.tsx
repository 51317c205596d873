import { Group, Radio, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { DIAGRAM_KIND_LABELS, DIAGRAM_KINDS, type TDiagramKind } from "@mnemo/api-contract";
import { IconAffiliate, IconSchema, IconTimelineEvent, IconTopologyStar3, type Icon } from "@tabler/icons-react";
import classes from "./create-diagram.module.css";

/** Each kind's icon and what it is good for, wherever a kind is chosen or shown. */
export const DIAGRAM_KIND_INFO: Record<TDiagramKind, { icon: Icon; description: string }> = {
  mind_map: {
    icon: IconAffiliate,
    description: "The main topic in the middle, its sections and key points branching out. Good for the shape of a chapter.",
  },
  flowchart: {
    icon: IconSchema,
    description: "Steps in order, with “if … then” as yes/no branches. Good for processes, procedures and methods.",
  },
  timeline: {
    icon: IconTimelineEvent,
    description: "Dated events in order, BC before AD, ranges kept. Good for history and anything that unfolds over time.",
  },
  concept_map: {
    icon: IconTopologyStar3,
    description:
      "Key terms joined by labelled relations. The relations are suggestions read from the text: you confirm or remove each one.",
  },
};

export function DiagramKindIcon({ kind, size = 20 }: { kind: TDiagramKind; size?: number }) {
  const KindIcon = DIAGRAM_KIND_INFO[kind].icon;
  return <KindIcon size={size} aria-hidden="true" />;
}

type CreateKindPickerProps = {
  value: TDiagramKind;
  onChange: (kind: TDiagramKind) => void;
  disabled?: boolean;
  /** Two columns where there is room (the create page); one in a narrow dialog. */
  columns?: 1 | 2;
};

/** Which kind of diagram to make: four radio cards, each saying what it is good for. */
export function CreateKindPicker({ value, onChange, disabled = false, columns = 2 }: CreateKindPickerProps) {
  return (
    <Radio.Group value={value} onChange={(kind) => onChange(kind as TDiagramKind)} label="Kind" classNames={{ label: classes.groupLabel }}>
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="xs" mt={4}>
        {DIAGRAM_KINDS.map((kind) => (
          <Radio.Card
            key={kind}
            value={kind}
            radius="md"
            p="sm"
            className={classes.choiceCard}
            disabled={disabled}
            data-kind={kind}
            aria-label={`${DIAGRAM_KIND_LABELS[kind]}: ${DIAGRAM_KIND_INFO[kind].description}`}
          >
            <Group wrap="nowrap" gap="sm" align="flex-start">
              <Radio.Indicator mt={2} />
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
                <DiagramKindIcon kind={kind} />
              </ThemeIcon>
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Text fw={600} size="sm">
                  {DIAGRAM_KIND_LABELS[kind]}
                </Text>
                <Text size="sm" c="dimmed">
                  {DIAGRAM_KIND_INFO[kind].description}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
