import { Alert, Button, Skeleton, Stack, Text } from "@mantine/core";
import type { TStudyNotesLength } from "@mnemo/api-contract";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMemo } from "react";
import { LoadError } from "@/components/load-error.tsx";
import { useToast } from "@/components/toasts/use-toasts.ts";
import { errorMessage } from "@/lib/error-info.ts";
import { paths } from "@/lib/paths.ts";
import { downloadStudyNotes, fetchStudyNotesMarkdown } from "../api/study-notes-files.ts";
import { useStudyNotes, useStudyNotesActions } from "../api/use-study-notes.ts";
import { createNotesRenderer } from "../utils/notes-html.ts";
import { StudyNotesBlock } from "./study-notes-block.tsx";
import { LENGTH_LABELS, StudyNotesToolbar } from "./study-notes-toolbar.tsx";

/**
 * A source's study notes (docs/study-notes.md): the length, "Make again"
 * (edits kept), exports, and the blocks, each editable. Made the first time
 * the tab is opened.
 */
export function StudyNotesPanel({ sourceId }: { sourceId: string }) {
  const notes = useStudyNotes(sourceId);
  const actions = useStudyNotesActions(sourceId);
  const { addToast } = useToast();
  const render = useMemo(() => createNotesRenderer((span) => paths.source.getHref(sourceId, span)), [sourceId]);

  if (notes.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Making study notes">
        <Text c="dimmed" size="sm">
          Making study notes from this source…
        </Text>
        <Skeleton height={36} radius="md" />
        <Skeleton height={140} radius="md" />
        <Skeleton height={220} radius="md" />
      </Stack>
    );
  }
  if (!notes.data) {
    return <LoadError title="Could not make the study notes" error={notes.error} onRetry={() => void notes.refetch()} />;
  }

  const data = notes.data;
  const regenerate = async (length: TStudyNotesLength) => {
    try {
      const made = await actions.regenerate(length);
      const kept = made.blocks.filter((block) => block.edited).length;
      addToast({
        summary: `${LENGTH_LABELS[length]} notes made`,
        detail:
          kept > 0 ? `${kept} ${kept === 1 ? "block" : "blocks"} you edited kept as you wrote ${kept === 1 ? "it" : "them"}.` : undefined,
        severity: "success",
        icon: "success",
      });
    } catch (error) {
      addToast({ summary: "The notes could not be made again", detail: errorMessage(error), severity: "error", icon: "error" });
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(await fetchStudyNotesMarkdown(sourceId));
      addToast({ summary: "Study notes copied as Markdown", severity: "success", icon: "success" });
    } catch (error) {
      addToast({ summary: "The notes could not be copied", detail: errorMessage(error), severity: "error", icon: "error" });
    }
  };
  const download = async (format: "md" | "pdf") => {
    try {
      await downloadStudyNotes(sourceId, format, `${data.title} - study notes.${format}`);
    } catch (error) {
      addToast({
        summary: `The ${format === "pdf" ? "PDF" : "Markdown file"} could not be made`,
        detail: errorMessage(error),
        severity: "error",
        icon: "error",
      });
    }
  };

  return (
    <Stack gap="md" aria-label="Study notes" component="article">
      <StudyNotesToolbar
        length={data.length}
        isRegenerating={actions.isRegenerating}
        onLength={(length) => void regenerate(length)}
        onRegenerate={() => void regenerate(data.length)}
        onCopy={() => void copy()}
        onDownload={(format) => void download(format)}
      />
      {data.outdated ? (
        <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />} title="These notes can be made better">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Mnemo reads documents differently since these notes were made. Making them again keeps every block you edited.
            </Text>
            <Button size="xs" variant="light" loading={actions.isRegenerating} onClick={() => void regenerate(data.length)}>
              Make them again
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {data.blocks.length === 0 ? (
        <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />} title="Nothing to note yet">
          This source gave no points to note: it may hold little running text (only pictures, or a list of names).
        </Alert>
      ) : (
        data.blocks.map((block) => (
          <StudyNotesBlock key={block.key} block={block} render={render} onSave={actions.saveBlock} onReset={actions.resetBlock} />
        ))
      )}
    </Stack>
  );
}
