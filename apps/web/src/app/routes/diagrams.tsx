import { useParams } from "react-router-dom";
import { PlannedPage } from "../../components/planned-page.tsx";
import { paths } from "../../lib/paths.ts";
import { NotFoundRoute } from "./not-found.tsx";

/*
 * Diagrams (mind maps, flowcharts, timelines) are not built (see
 * src/content/feature-states.ts). Their routes exist because docs/product.md
 * lists them: each says so and points to what does work, never to another
 * diagram page.
 */
const PLANNED = [
  "Turn your notes into a mind map, a flowchart or a timeline, on every plan.",
  "Edit the result and keep it next to the deck it came from.",
  "Download it as an image.",
];

const INSTEAD = [
  { label: "Make flashcards from your notes", href: paths.decks.getHref() },
  { label: "Tell us what you need", href: paths.suggestFeature.getHref() },
];

export function DiagramsRoute() {
  return (
    <PlannedPage
      title="Diagram Generator"
      lead="Mnemo cannot make diagrams yet: mind maps, flowcharts and timelines are planned, not built. Until then, make flashcards from your notes."
      planned={PLANNED}
      actions={INSTEAD}
    />
  );
}

export function DiagramsCreateRoute() {
  return (
    <PlannedPage
      title="Create Diagrams"
      lead="Diagrams cannot be created yet: nothing on this page makes one. Your notes can become flashcards today."
      planned={PLANNED}
      actions={INSTEAD}
    />
  );
}

export function DiagramsViewRoute() {
  return (
    <PlannedPage
      title="View Diagram"
      lead="You have no diagrams: Mnemo cannot make them yet, so there is nothing to list here."
      planned={["Open, zoom and pan any diagram you made.", "Download it as SVG or PNG."]}
      actions={INSTEAD}
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
      lead="There is no diagram to show: Mnemo cannot make diagrams yet."
      planned={["See the diagram full screen, zoom and pan.", "Download it as SVG or PNG."]}
      actions={INSTEAD}
    />
  );
}
