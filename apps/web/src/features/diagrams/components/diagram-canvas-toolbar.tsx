import { ActionIcon, Button, Group, NativeSelect, Text, Tooltip } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
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

/** A phone's width: the toolbar is one compact row (icon buttons, a short level menu). */
const NARROW = "(max-width: 36em)";

/**
 * Zoom, fit, expand to a level, focus on a branch and back: the drawing's own
 * controls, each a named button. On a phone they keep to one row: the branch
 * buttons become icons (their names as tooltips) and the level menu says "Level…".
 */
export function DiagramCanvasToolbar(props: DiagramCanvasToolbarProps) {
  const { zoomPercent, onZoomIn, onZoomOut, onFit, onExpandToLevel, isFocused, canFocus, onFocusBranch, onShowWhole } = props;
  const isNarrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false }) ?? false;
  return (
    <Group gap="xs" wrap={isNarrow ? "nowrap" : "wrap"} justify="space-between">
      <Group gap={isNarrow ? 4 : 6} wrap="nowrap">
        <Tooltip label="Zoom out (−)">
          <ActionIcon variant="default" size="lg" aria-label="Zoom out" onClick={onZoomOut}>
            <IconZoomOut size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Text size={isNarrow ? "xs" : "sm"} w={isNarrow ? "2.8em" : "3.2em"} ta="center">
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
        <Group gap={isNarrow ? 4 : 6} wrap="nowrap">
          <NativeSelect
            size="xs"
            aria-label="Expand to level"
            value=""
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (value !== "") onExpandToLevel(value === ALL_LEVELS ? ALL_LEVELS : Number(value));
            }}
            data={[
              { value: "", label: isNarrow ? "Level…" : "Expand to level…", disabled: true },
              ...EXPAND_LEVELS.map((level) => ({ value: String(level), label: `Level ${level}` })),
              { value: ALL_LEVELS, label: "All levels" },
            ]}
          />
          {isFocused ? (
            <BranchButton isNarrow={isNarrow} label="Show the whole map" icon={IconSitemap} variant="light" onClick={onShowWhole} />
          ) : (
            <BranchButton
              isNarrow={isNarrow}
              label="Focus on this branch"
              icon={IconFocus2}
              variant="default"
              disabled={!canFocus}
              onClick={onFocusBranch}
            />
          )}
        </Group>
      ) : null}
    </Group>
  );
}

type BranchButtonProps = {
  isNarrow: boolean;
  label: string;
  icon: typeof IconFocus2;
  variant: "light" | "default";
  disabled?: boolean;
  onClick: (() => void) | undefined;
};

/** "Focus on this branch" or "Show the whole map": a labelled button, or on a phone an icon named the same. */
function BranchButton({ isNarrow, label, icon: Icon, variant, disabled = false, onClick }: BranchButtonProps) {
  if (!isNarrow) {
    return (
      <Button size="xs" variant={variant} leftSection={<Icon size={16} aria-hidden="true" />} disabled={disabled} onClick={onClick}>
        {label}
      </Button>
    );
  }
  return (
    <Tooltip label={label}>
      <ActionIcon variant={variant} size="lg" aria-label={label} disabled={disabled} onClick={onClick}>
        <Icon size={18} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}
