import { useParams } from "react-router-dom";
import { PlannedPage } from "../../components/planned-page.tsx";
import { isUuid } from "../../lib/is-uuid.ts";
import { paths } from "../../lib/paths.ts";
import { NotFoundRoute } from "./not-found.tsx";

const PLANNED = [
  "Spaced repetition (FSRS): each card comes back just before you would forget it.",
  "Study one deck or several at once, with a count of cards due today.",
  "Answer with Again, Hard, Good or Easy from the keyboard (1–4) or by tapping.",
  "See your streak and how many cards you have learned.",
];

export function StudyRoute() {
  return (
    <PlannedPage
      title="Study"
      lead="Study sessions are being built. Your decks are ready for them."
      planned={PLANNED}
      actions={[{ label: "Go to your decks", href: paths.decks.getHref() }]}
    />
  );
}

export function StudyPlaygroundRoute() {
  return (
    <PlannedPage
      title="Study the sample deck"
      lead="Try studying without an account: the sample deck 'Your First Deck' lives in this browser."
      planned={PLANNED}
      actions={[
        { label: "Open the sample deck", href: paths.decks.getHref() },
        { label: "Create a free account", href: paths.auth.getHref() },
      ]}
    />
  );
}

/** /study/{id}/{id}/…: every segment must be a deck id, or the URL is not a page. */
export function StudyGroupsRoute() {
  const groupIds = (useParams()["*"] ?? "").split("/").filter(Boolean);
  if (groupIds.length === 0 || !groupIds.every(isUuid)) return <NotFoundRoute />;
  return (
    <PlannedPage
      title="Study"
      lead={`A study session for ${groupIds.length === 1 ? "this deck" : `these ${groupIds.length} decks`} is being built.`}
      planned={PLANNED}
      actions={
        groupIds.length === 1
          ? [{ label: "Open the deck", href: paths.deck.getHref(groupIds[0]!) }]
          : [{ label: "Go to your decks", href: paths.decks.getHref() }]
      }
    />
  );
}
