import { Stack, Text, Title } from "@mantine/core";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { SourceLibrary } from "../../features/sources/components/source-library.tsx";
import { SourceNotFound } from "../../features/sources/components/source-not-found.tsx";
import { SourceViewer } from "../../features/sources/components/source-viewer.tsx";
import { parseSourceSpan } from "../../features/sources/utils/highlight-span.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { paths } from "../../lib/paths.ts";

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
  const { sourceId } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // Not an id at all: the same answer as a source that is not there, without asking the server.
  if (!isUuid(sourceId)) return <SourceNotFound />;
  return (
    <SourceViewer
      key={sourceId}
      id={sourceId}
      span={parseSourceSpan(searchParams)}
      onDeleted={() => void navigate(paths.sources.getHref(), { replace: true })}
    />
  );
}
