import { useParams } from "react-router-dom";
import { PlannedPage } from "../../components/planned-page.tsx";
import { paths } from "../../lib/paths.ts";
import { NotFoundRoute } from "./not-found.tsx";

const PLANNED = [
  "Turn your notes into a mind map, a flowchart or a timeline.",
  "Edit the result and keep it next to the deck it came from.",
  "Download it as an image or share it.",
];

export function DiagramsRoute() {
  return (
    <PlannedPage
      title="Diagram Generator"
      lead="Mind maps, flowcharts and timelines from your notes are on the way. Every plan will include them."
      planned={PLANNED}
      actions={[
        { label: "Create a diagram", href: paths.diagramsCreate.getHref() },
        { label: "Make flashcards instead", href: paths.decks.getHref() },
      ]}
    />
  );
}

export function DiagramsCreateRoute() {
  return (
    <PlannedPage
      title="Create Diagrams"
      lead="Paste text or upload a document, then pick a mind map, flowchart or timeline."
      planned={PLANNED}
      actions={[{ label: "Go to your decks", href: paths.decks.getHref() }]}
    />
  );
}

export function DiagramsViewRoute() {
  return (
    <PlannedPage
      title="View Diagram"
      lead="Your saved diagrams will be listed here."
      planned={["Open, zoom and pan any diagram you made.", "Download it as SVG or PNG."]}
      actions={[{ label: "Create a diagram", href: paths.diagramsCreate.getHref() }]}
    />
  );
}

const FILE_KEY = /^[A-Za-z0-9_-]{1,128}$/;

export function DiagramViewRoute() {
  const { fileKey } = useParams();
  if (!fileKey || !FILE_KEY.test(fileKey)) return <NotFoundRoute />;
  return (
    <PlannedPage
      title="View Diagram"
      lead="Viewing a saved diagram is being built."
      planned={["See the diagram full screen, zoom and pan.", "Download it as SVG or PNG."]}
      actions={[{ label: "All diagrams", href: paths.diagramsView.getHref() }]}
    />
  );
}
