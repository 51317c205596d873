import { Stack, Text, Title } from "@mantine/core";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { SourceLibrary } from "../../features/sources/components/source-library.tsx";
import { SourceNotFound } from "../../features/sources/components/source-not-found.tsx";
import { SourceViewer, type SourceTab } from "../../features/sources/components/source-viewer.tsx";
import { CreateFromSourceLink } from "../../features/diagrams/components/create-from-source-link.tsx";
import { StudyNotesPanel } from "../../features/study-notes/components/study-notes-panel.tsx";
import { parseSourceSpan } from "../../features/sources/utils/highlight-span.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { paths } from "../../lib/paths.ts";
import { SourceMakeCards } from "./source-make-cards.tsx";

/** /sources: the learner's library of the documents they made cards from (docs/sources.md). */
export function SourcesRoute() {
  return (
    <Stack gap="lg" component="section" aria-labelledby="sources-title">
      <div>
        <Title order={1} id="sources-title" tabIndex={-1}>
          Sources
        </Title>
        <Text c="dimmed" mt={4}>
          The texts and files you made cards from, kept so every card can show where it came from.
        </Text>
      </div>
      <SourceLibrary />
    </Stack>
  );
}

/** /sources/{id}?section=&start=&end=: one source's text, with a card's quote highlighted when the link names one. */
export function SourceRoute() {
  return <SourcePage tab="text" />;
}

/** /sources/{id}/notes: the source's study notes (docs/study-notes.md). */
export function SourceNotesRoute() {
  return <SourcePage tab="notes" />;
}

function SourcePage({ tab }: { tab: SourceTab }) {
  const { sourceId } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // Not an id at all: the same answer as a source that is not there, without asking the server.
  if (!isUuid(sourceId)) return <SourceNotFound />;
  return (
    <SourceViewer
      key={sourceId}
      id={sourceId}
      tab={tab}
      span={tab === "text" ? parseSourceSpan(searchParams) : null}
      notes={<StudyNotesPanel sourceId={sourceId} />}
      actions={
        <>
          <SourceMakeCards sourceId={sourceId} />
          <CreateFromSourceLink sourceId={sourceId} />
        </>
      }
      onDeleted={() => void navigate(paths.sources.getHref(), { replace: true })}
    />
  );
}
