import { CloseButton, Group, Loader, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import type { TInspectResult } from "@mnemo/api-contract";
import { IconAlertCircle, IconCircleCheck, IconFile, IconFileText, IconPhoto, IconPresentation, type Icon } from "@tabler/icons-react";
import { formatBytes, type TInspection } from "../utils/input-limits.ts";

const KIND_ICONS: Record<TInspectResult["kind"], Icon> = {
  pdf: IconFileText,
  docx: IconFileText,
  pptx: IconPresentation,
  image: IconPhoto,
};

const KIND_UNITS: Record<TInspectResult["kind"], [string, string]> = {
  pdf: ["page", "pages"],
  docx: ["page", "pages"],
  pptx: ["slide", "slides"],
  image: ["image", "images"],
};

type ChosenFileProps = {
  file: File;
  maxUploadBytes: number;
  inspection: TInspection;
  onRemove: () => void;
  disabled?: boolean;
};

/** The picked file against the plan: its size against the upload limit, its pages against the page limit. */
export function ChosenFile({ file, maxUploadBytes, inspection, onRemove, disabled = false }: ChosenFileProps) {
  const isTooBig = file.size > maxUploadBytes;
  const result = inspection.status === "done" ? inspection.result : null;
  const isOver = isTooBig || inspection.status === "error" || (result !== null && !result.within_limits);
  const KindIcon = result ? KIND_ICONS[result.kind] : IconFile;

  return (
    <Paper withBorder radius="md" p="sm" data-testid="chosen-file" data-over-limit={isOver || undefined}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" radius="md" color={isOver ? "red" : undefined} aria-hidden="true">
          <KindIcon size={20} />
        </ThemeIcon>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
            {file.name}
          </Text>
          <Text size="sm" c={isTooBig ? "var(--mantine-color-error)" : "dimmed"} data-testid="file-size">
            {formatBytes(file.size)} of {formatBytes(maxUploadBytes)} allowed
          </Text>
          <FileCheck inspection={inspection} isTooBig={isTooBig} />
        </Stack>
        <CloseButton onClick={onRemove} disabled={disabled} aria-label={`Remove ${file.name}`} />
      </Group>
    </Paper>
  );
}

function FileCheck({ inspection, isTooBig }: { inspection: TInspection; isTooBig: boolean }) {
  if (isTooBig) return null;
  switch (inspection.status) {
    case "idle":
    case "pending":
      return (
        <Group gap={6} role="status">
          <Loader size={14} aria-hidden="true" />
          <Text size="sm" c="dimmed">
            Checking the file…
          </Text>
        </Group>
      );
    case "error":
      return (
        <Group gap={6} wrap="nowrap" align="flex-start" role="alert" data-testid="file-error">
          <IconAlertCircle size={16} aria-hidden="true" style={{ flex: "none", marginTop: 3, color: "var(--mantine-color-error)" }} />
          <Text size="sm" c="var(--mantine-color-error)">
            {inspection.message}
          </Text>
        </Group>
      );
    case "done": {
      const { kind, pages, page_limit: limit, within_limits: isWithin } = inspection.result;
      const [one, many] = KIND_UNITS[kind];
      return (
        <Group gap={6} wrap="nowrap" align="flex-start" role="status" data-testid="file-pages">
          {isWithin ? (
            <IconCircleCheck
              size={16}
              aria-hidden="true"
              style={{ flex: "none", marginTop: 3, color: "var(--mantine-color-teal-filled)" }}
            />
          ) : (
            <IconAlertCircle size={16} aria-hidden="true" style={{ flex: "none", marginTop: 3, color: "var(--mantine-color-error)" }} />
          )}
          <Text size="sm" c={isWithin ? undefined : "var(--mantine-color-error)"}>
            {pages} {pages === 1 ? one : many} · your plan takes up to {limit} {limit === 1 ? one : many}
          </Text>
        </Group>
      );
    }
  }
}
