import { Alert, Badge, Button, Group, Menu, Modal, Stack, Text } from "@mantine/core";
import type { TDiagramExportFormat } from "@mnemo/api-contract";
import {
  IconAlertCircle,
  IconChevronDown,
  IconDownload,
  IconFileCode,
  IconFileTypePdf,
  IconFileTypePng,
  IconFileTypeSvg,
  IconListTree,
  IconLock,
  IconMarkdown,
  type Icon,
} from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { DIAGRAM_FILE_CHOICES, downloadDiagram, exportFailure } from "../api/diagram-files.ts";
import { useDiagramExportRights } from "../api/use-export-rights.ts";

const ICONS: Record<TDiagramExportFormat, Icon> = {
  svg: IconFileTypeSvg,
  png: IconFileTypePng,
  pdf: IconFileTypePdf,
  md: IconMarkdown,
  opml: IconListTree,
  mm: IconListTree,
  mermaid: IconFileCode,
};

type ExportMenuProps = {
  fileKey: string;
  title: string;
  /** Sends edits still waiting first: the file is the diagram as it is on screen. */
  onBeforeExport: () => Promise<void>;
};

/**
 * Downloads the diagram as a picture (SVG, PNG at 2x, PDF) or as text other
 * apps open (Markdown, OPML, FreeMind, mermaid). Formats outside the plan are
 * marked with the plan that has them; choosing one shows the same refusal and
 * upgrade as every other export.
 */
export function ExportMenu({ fileKey, title, onBeforeExport }: ExportMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [busy, setBusy] = useState<TDiagramExportFormat | null>(null);
  const [failure, setFailure] = useState<{ message: string; upgradePlan: string | null } | null>(null);
  const { rightOf, canUpgrade } = useDiagramExportRights({ enabled: isOpen || failure !== null });

  const download = async (format: TDiagramExportFormat) => {
    setBusy(format);
    try {
      await onBeforeExport();
      await downloadDiagram(fileKey, format, title);
    } catch (error) {
      setFailure(exportFailure(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal opened={isOpen} onChange={setIsOpen} width={336}>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            rightSection={<IconChevronDown size={16} aria-hidden="true" />}
            loading={busy !== null}
          >
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {DIAGRAM_FILE_CHOICES.map(({ format, label }) => {
            const FormatIcon = ICONS[format];
            const right = rightOf(format);
            return (
              <Menu.Item
                key={format}
                data-format={format}
                leftSection={<FormatIcon size={18} aria-hidden="true" />}
                rightSection={
                  right.enabled ? null : (
                    <Group gap={4} wrap="nowrap">
                      <IconLock size={14} aria-hidden="true" />
                      {right.planName ? (
                        <Badge size="xs" variant="light" color="grape" tt="none">
                          {right.planName}
                        </Badge>
                      ) : null}
                    </Group>
                  )
                }
                onClick={() => void download(format)}
              >
                {label}
                {right.enabled ? null : <span className="visually-hidden"> (not in your plan)</span>}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
      <Modal opened={failure !== null} onClose={() => setFailure(null)} title="Could not export" centered>
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden="true" />}>
            <Text size="sm">{failure?.message}</Text>
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setFailure(null)}>
              {failure?.upgradePlan ? "Not now" : "Close"}
            </Button>
            {failure?.upgradePlan ? (
              <Button component={Link} to={paths.upgrade.getHref()}>
                {canUpgrade ? `Upgrade to ${failure.upgradePlan}` : "See plans"}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
