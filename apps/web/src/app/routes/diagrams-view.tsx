import { useParams } from "react-router-dom";
import { DIAGRAM_FILE_KEY } from "../../features/diagrams/api/diagram-prefetch.ts";
import { DiagramViewer } from "../../features/diagrams/components/diagram-viewer.tsx";
import { NotFoundRoute } from "./not-found.tsx";

/** /ai-diagrams/view/{fileKey}: one diagram. The only diagram page with the drawing code (d3-hierarchy, dagre). */
export function DiagramViewRoute() {
  const { fileKey } = useParams();
  if (!fileKey || !DIAGRAM_FILE_KEY.test(fileKey)) return <NotFoundRoute />;
  return <DiagramViewer key={fileKey} fileKey={fileKey} notFound={<NotFoundRoute />} />;
}
