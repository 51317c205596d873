import { ActionIcon, Button, Group, NativeSelect, Text, Tooltip } from "@mantine/core";
import { IconArrowsMaximize, IconFocus2, IconSitemap, IconZoomIn, IconZoomOut } from "@tabler/icons-react";

/** "Expand to level": levels 1 to 6, or every level. */
export const EXPAND_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export const ALL_LEVELS = "all";

type DiagramCanvasToolbarProps = {
  zoomPercent: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  /** Absent for kinds that do not collapse (flowcharts, timelines). */
  onExpandToLevel?: ((level: number | typeof ALL_LEVELS) => void) | undefined;
  isFocused: boolean;
  canFocus: boolean;
  onFocusBranch?: (() => void) | undefined;
  onShowWhole: () => void;
};

/** Zoom, fit, expand to a level, focus on a branch and back: the drawing's own controls, each a named button. */
export function DiagramCanvasToolbar(props: DiagramCanvasToolbarProps) {
  const { zoomPercent, onZoomIn, onZoomOut, onFit, onExpandToLevel, isFocused, canFocus, onFocusBranch, onShowWhole } = props;
  return (
    <Group gap="xs" wrap="wrap" justify="space-between">
      <Group gap={6} wrap="nowrap">
        <Tooltip label="Zoom out (−)">
          <ActionIcon variant="default" size="lg" aria-label="Zoom out" onClick={onZoomOut}>
            <IconZoomOut size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Text size="sm" w="3.2em" ta="center">
          {zoomPercent}%
        </Text>
        <Tooltip label="Zoom in (+)">
          <ActionIcon variant="default" size="lg" aria-label="Zoom in" onClick={onZoomIn}>
            <IconZoomIn size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Fit the drawing to the view (0)">
          <ActionIcon variant="default" size="lg" aria-label="Fit to view" onClick={onFit}>
            <IconArrowsMaximize size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>
      {onExpandToLevel ? (
        <Group gap={6} wrap="wrap">
          <NativeSelect
            size="xs"
            aria-label="Expand to level"
            value=""
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (value !== "") onExpandToLevel(value === ALL_LEVELS ? ALL_LEVELS : Number(value));
            }}
            data={[
              { value: "", label: "Expand to level…", disabled: true },
              ...EXPAND_LEVELS.map((level) => ({ value: String(level), label: `Level ${level}` })),
              { value: ALL_LEVELS, label: "All levels" },
            ]}
          />
          {isFocused ? (
            <Button size="xs" variant="light" leftSection={<IconSitemap size={16} aria-hidden="true" />} onClick={onShowWhole}>
              Show the whole map
            </Button>
          ) : (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFocus2 size={16} aria-hidden="true" />}
              disabled={!canFocus}
              onClick={onFocusBranch}
            >
              Focus on this branch
            </Button>
          )}
        </Group>
      ) : null}
    </Group>
  );
}
