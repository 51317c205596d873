import { Anchor, Badge, Group, Paper, Radio, Stack, Text, ThemeIcon } from "@mantine/core";
import type { TExportFormat } from "@mnemo/api-contract";
import { IconCards, IconClipboardText, IconFileExport, IconMarkdown, IconPrinter, IconTable, type Icon } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
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
            <Group wrap="nowrap" gap="sm" align="flex-start">
              <ThemeIcon variant="light" size="lg" radius="md" color={option.enabled ? undefined : "gray"} aria-hidden="true">
                <FormatIcon size={20} />
              </ThemeIcon>
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} size="sm">
                    {option.name}
                  </Text>
                  {option.requiredPlan ? (
                    <Badge size="sm" variant="light" color="grape" tt="none">
                      {option.requiredPlan.name}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed">
                  {option.description}
                </Text>
              </Stack>
            </Group>
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
            <Paper
              key={option.format}
              withBorder
              radius="md"
              p="sm"
              className={classes.lockedFormat}
              data-format={option.format}
              data-locked
            >
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <div style={{ flex: 1, minWidth: 0 }}>{body}</div>
                <Anchor component={Link} to={paths.upgrade.getHref()} size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
                  {canUpgrade ? "Upgrade" : "See plans"}
                  <span className="visually-hidden"> to export to {option.name}</span>
                </Anchor>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
