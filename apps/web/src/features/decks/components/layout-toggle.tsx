import { Center, SegmentedControl, VisuallyHidden } from "@mantine/core";
import { IconLayoutGrid, IconList } from "@tabler/icons-react";
import type { TDeckLayout } from "../stores/deck-store-state.ts";

const OPTIONS = [
  { value: "layout-grid", label: "Grid", Icon: IconLayoutGrid },
  { value: "layout-list", label: "List", Icon: IconList },
] as const;

/** Grid or list; Mantine's SegmentedControl is a radio group, so the arrow keys switch. */
export function LayoutToggle({
  layout,
  onChange,
  disabled = false,
}: {
  layout: TDeckLayout;
  onChange: (layout: TDeckLayout) => void;
  disabled?: boolean;
}) {
  return (
    <SegmentedControl<TDeckLayout>
      value={layout}
      onChange={onChange}
      disabled={disabled}
      aria-label="Deck layout"
      data={OPTIONS.map(({ value, label, Icon }) => ({
        value,
        label: (
          <Center style={{ gap: 6 }}>
            <Icon size={16} aria-hidden="true" />
            <span>{label}</span>
            <VisuallyHidden> layout</VisuallyHidden>
          </Center>
        ),
      }))}
    />
  );
}
