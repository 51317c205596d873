import { useParams } from "react-router-dom";
import { DiagramViewer } from "../../features/diagrams/components/diagram-viewer.tsx";
import { NotFoundRoute } from "./not-found.tsx";

/** A key's shape (the server makes them URL-safe); anything else is a 404 before asking the server. */
const FILE_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** /ai-diagrams/view/{fileKey}: one diagram. The only diagram page with the drawing code (d3-hierarchy, dagre). */
export function DiagramViewRoute() {
  const { fileKey } = useParams();
  if (!fileKey || !FILE_KEY.test(fileKey)) return <NotFoundRoute />;
  return <DiagramViewer key={fileKey} fileKey={fileKey} notFound={<NotFoundRoute />} />;
}
