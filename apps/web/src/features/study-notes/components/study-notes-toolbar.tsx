import { Button, Group, Menu, SegmentedControl, Text, VisuallyHidden } from "@mantine/core";
import { STUDY_NOTES_LENGTHS, type TStudyNotesLength } from "@mnemo/api-contract";
import { IconChevronDown, IconCopy, IconDownload, IconFileTypePdf, IconRefresh } from "@tabler/icons-react";

export const LENGTH_LABELS: Record<TStudyNotesLength, string> = { brief: "Brief", standard: "Standard", detailed: "Detailed" };

type StudyNotesToolbarProps = {
  length: TStudyNotesLength;
  isRegenerating: boolean;
  onLength: (length: TStudyNotesLength) => void;
  onRegenerate: () => void;
  onCopy: () => void;
  onDownload: (format: "md" | "pdf") => void;
};

/** How long the notes are, making them again, and taking them away (copy, Markdown, PDF). */
export function StudyNotesToolbar({ length, isRegenerating, onLength, onRegenerate, onCopy, onDownload }: StudyNotesToolbarProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} id="study-notes-length">
          Length
        </Text>
        <SegmentedControl
          aria-labelledby="study-notes-length"
          value={length}
          onChange={(value) => onLength(value as TStudyNotesLength)}
          disabled={isRegenerating}
          data={STUDY_NOTES_LENGTHS.map((value) => ({ value, label: LENGTH_LABELS[value] }))}
        />
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          loading={isRegenerating}
          onClick={onRegenerate}
        >
          Make again
          <VisuallyHidden> (your edits are kept)</VisuallyHidden>
        </Button>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="light" rightSection={<IconChevronDown size={16} aria-hidden="true" />}>
              Export
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconCopy size={16} aria-hidden="true" />} onClick={onCopy}>
              Copy as Markdown
            </Menu.Item>
            <Menu.Item leftSection={<IconDownload size={16} aria-hidden="true" />} onClick={() => onDownload("md")}>
              Download Markdown (.md)
            </Menu.Item>
            <Menu.Item leftSection={<IconFileTypePdf size={16} aria-hidden="true" />} onClick={() => onDownload("pdf")}>
              Download PDF
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
