import { Group, Radio, Stack } from "@mantine/core";
import type { TExportFormat } from "@mnemo/api-contract";
import { IconCards, IconClipboardText, IconFileExport, IconMarkdown, IconPrinter, IconTable, type Icon } from "@tabler/icons-react";
import { LockedOption } from "@/components/locked-option.tsx";
import { OptionSummary } from "@/components/option-summary.tsx";
import type { TExportMenuOption } from "../utils/export-choices.ts";
import classes from "./exchange.module.css";

/** The contract's icon names (packages/api-contract/src/exchange.ts) as Tabler icons. */
const ICONS: Record<string, Icon> = {
  cards: IconCards,
  markdown: IconMarkdown,
  table: IconTable,
  printer: IconPrinter,
  clipboard: IconClipboardText,
};

type ExportFormatListProps = {
  options: readonly TExportMenuOption[];
  value: TExportFormat | null;
  onChange: (format: TExportFormat) => void;
  /** Billing is on: a locked format links to "Upgrade"; otherwise to "See plans" (nothing can be bought). */
  canUpgrade?: boolean;
};

/**
 * Every export format with its icon, name and description. The plan's formats
 * are radio cards; the others are shown dimmed with the plan that has them and
 * a link to upgrade (not radios: they cannot be chosen).
 */
export function ExportFormatList({ options, value, onChange, canUpgrade = false }: ExportFormatListProps) {
  return (
    <Radio.Group
      value={value}
      onChange={(format) => onChange(format as TExportFormat)}
      label="Format"
      classNames={{ label: classes.groupLabel }}
    >
      <Stack gap="xs" mt={4}>
        {options.map((option) => {
          const FormatIcon = ICONS[option.icon] ?? IconFileExport;
          const body = (
            <OptionSummary
              icon={<FormatIcon size={20} />}
              name={option.name}
              description={option.description}
              planName={option.requiredPlan?.name}
              isEnabled={option.enabled}
            />
          );
          return option.enabled ? (
            <Radio.Card
              key={option.format}
              value={option.format}
              radius="md"
              p="sm"
              className={classes.formatCard}
              data-format={option.format}
              aria-label={`${option.name}: ${option.description}`}
            >
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <Radio.Indicator mt={10} />
                <div style={{ flex: 1, minWidth: 0 }}>{body}</div>
              </Group>
            </Radio.Card>
          ) : (
            <LockedOption key={option.format} data-format={option.format} action={`export to ${option.name}`} canUpgrade={canUpgrade}>
              {body}
            </LockedOption>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
