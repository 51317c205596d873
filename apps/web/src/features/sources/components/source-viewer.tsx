import { Button, Group, Skeleton, Stack } from "@mantine/core";
import { MAX_SOURCE_TITLE } from "@mnemo/api-contract";
import { IconTrash } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { BackLink } from "@/components/back-link.tsx";
import { EditableTitle } from "@/components/editable-title.tsx";
import { LoadError } from "@/components/load-error.tsx";
import { httpStatusOf } from "@/lib/error-info.ts";
import { paths } from "@/lib/paths.ts";
import { usePageTitle } from "@/lib/page-title.ts";
import { useSource } from "../api/use-source.ts";
import { useSourceActions } from "../hooks/use-source-actions.ts";
import type { SourceSpan } from "../utils/highlight-span.ts";
import { DeleteSourceModal } from "./delete-source-modal.tsx";
import { SourceDetails } from "./source-details.tsx";
import { SourceNotFound } from "./source-not-found.tsx";
import { type SourceTab, SourceTabs } from "./source-tabs.tsx";
import { SourceText } from "./source-text.tsx";

export type { SourceTab };

type SourceViewerProps = {
  id: string;
  /** Which tab is open: the text, or the study notes (`notes`, composed by the route). */
  tab: SourceTab;
  span: SourceSpan | null;
  /** The study notes panel (another feature: the route composes it). */
  notes: ReactNode;
  /** Actions beside "Delete source" (making more from it: composed by the route). */
  actions?: ReactNode;
  /** After the source was deleted (the page leaves for the library). */
  onDeleted: () => void;
};

/** One source: its title (renamable), what it is, the decks made from it, and its text with the given span highlighted. */
export function SourceViewer({ id, tab, span, notes, actions, onDeleted }: SourceViewerProps) {
  const source = useSource(id);
  const { renameSource, deleteSource } = useSourceActions();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  usePageTitle(source.data?.title ?? "Source");

  if (source.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading source">
        <Skeleton height={36} width="50%" radius="md" />
        <Skeleton height={16} width="30%" radius="md" />
        <Skeleton height={220} mt="md" radius="md" />
      </Stack>
    );
  }
  if (!source.data) {
    if (httpStatusOf(source.error) === 404) return <SourceNotFound />;
    return <LoadError title="Could not load this source" error={source.error} onRetry={() => void source.refetch()} />;
  }

  const data = source.data;
  return (
    <Stack gap="lg">
      <BackLink to={paths.sources.getHref()} style={{ alignSelf: "flex-start" }}>
        All sources
      </BackLink>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap="sm" miw={0} style={{ flex: "1 1 20rem" }}>
          <EditableTitle id={data.id} title={data.title} noun="source" maxLength={MAX_SOURCE_TITLE} onRename={renameSource} />
          <SourceDetails source={data} />
        </Stack>
        <Group gap="sm">
          {actions}
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            onClick={() => setIsDeleteOpen(true)}
          >
            Delete source
          </Button>
        </Group>
      </Group>
      <SourceTabs id={data.id} tab={tab} />
      <div role="tabpanel" id={`source-panel-${tab}`} aria-labelledby={`source-tab-${tab}`}>
        {tab === "text" ? <SourceText sections={data.sections} span={span} /> : notes}
      </div>
      <DeleteSourceModal
        source={isDeleteOpen ? data : null}
        onClose={() => setIsDeleteOpen(false)}
        onDelete={async (sourceId) => {
          await deleteSource(sourceId);
          onDeleted();
        }}
      />
    </Stack>
  );
}
