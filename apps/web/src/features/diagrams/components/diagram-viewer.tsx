import { Skeleton, Stack } from "@mantine/core";
import type { TDiagram, TDiagramGraph } from "@mnemo/api-contract";
import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { BackLink } from "@/components/back-link.tsx";
import { LoadError } from "@/components/load-error.tsx";
import { httpStatusOf } from "@/lib/error-info.ts";
import { usePageTitle } from "@/lib/page-title.ts";
import { paths } from "@/lib/paths.ts";
import { isDiagramMaking, useDiagram } from "../api/use-diagram.ts";
import { useDiagramActions } from "../api/use-diagram-actions.ts";
import { DeleteDiagramModal } from "./diagram-list-delete-modal.tsx";
import { DiagramViewerFailed, DiagramViewerProgress } from "./diagram-viewer-progress.tsx";
import { DiagramWorkspace } from "./diagram-viewer-workspace.tsx";

type DiagramViewerProps = {
  fileKey: string;
  /** The app's 404 screen: an unknown key and another learner's look the same. */
  notFound: ReactNode;
};

/**
 * One diagram (docs/diagrams.md): its job's progress while it is made, why it
 * failed if it did, then the drawing and its outline to read, edit and export.
 */
export function DiagramViewer({ fileKey, notFound }: DiagramViewerProps) {
  const diagram = useDiagram(fileKey);
  const navigate = useNavigate();
  const { deleteDiagram } = useDiagramActions();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  usePageTitle(diagram.data?.title ?? "View Diagram");

  if (diagram.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading the diagram">
        <Skeleton height={36} width="50%" radius="md" />
        <Skeleton height={480} radius="md" />
      </Stack>
    );
  }
  if (!diagram.data) {
    if (httpStatusOf(diagram.error) === 404) return notFound;
    return <LoadError title="Could not load the diagram" error={diagram.error} onRetry={() => void diagram.refetch()} />;
  }

  const data = diagram.data;
  const remove = () => deleteDiagram(fileKey).then(() => void navigate(paths.diagramsView.getHref(), { replace: true }));
  return (
    <Stack gap="md">
      <BackLink to={paths.diagramsView.getHref()} style={{ alignSelf: "flex-start" }}>
        All diagrams
      </BackLink>
      {isReady(data) ? (
        // Keyed by the key: another diagram is another editor (its own history, its own pending save).
        <DiagramWorkspace key={data.file_key} diagram={data} onDelete={() => setIsDeleteOpen(true)} />
      ) : isDiagramMaking(data) ? (
        <DiagramViewerProgress diagram={data} />
      ) : (
        <DiagramViewerFailed diagram={data} onDelete={() => setIsDeleteOpen(true)} />
      )}
      <DeleteDiagramModal diagram={isDeleteOpen ? data : null} onClose={() => setIsDeleteOpen(false)} onConfirm={remove} />
    </Stack>
  );
}

function isReady(diagram: TDiagram): diagram is TDiagram & { graph: TDiagramGraph } {
  return diagram.status === "succeeded" && diagram.graph !== null;
}
