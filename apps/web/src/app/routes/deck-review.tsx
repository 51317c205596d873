import { Stack, Text, Title } from "@mantine/core";
import type { TGroup, TNoteContent } from "@mnemo/api-contract";
import { useNavigate, useParams } from "react-router-dom";
import { addToast } from "../../components/toasts/toast-store.ts";
import { BackLink } from "../../components/back-link.tsx";
import { CardFace } from "../../features/cards/components/card-face.tsx";
import { CardForm } from "../../features/cards/components/card-form.tsx";
import { useRefreshDeck } from "../../features/decks/hooks/use-refresh-deck.ts";
import { CandidateReview } from "../../features/generation/components/candidate-review.tsx";
import { formatCount } from "../../lib/format-count.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { paths } from "../../lib/paths.ts";
import { DeckGate } from "./deck-gate.tsx";
import { NotFoundRoute } from "./not-found.tsx";

/** /flashcards/{deckId}/review/{jobId}[/{jobId}…]: a generation's cards, reviewed before they join the deck. */
export function DeckReviewRoute() {
  const jobIds = (useParams()["*"] ?? "").split("/").filter(Boolean);
  if (jobIds.length === 0 || !jobIds.every((id) => isUuid(id))) return <NotFoundRoute />;
  return (
    <DeckGate title={(deckTitle) => (deckTitle ? `Review new cards: ${deckTitle}` : "Review new cards")}>
      {(deck) => <DeckReviewPage deck={deck} jobIds={jobIds} />}
    </DeckGate>
  );
}

function DeckReviewPage({ deck, jobIds }: { deck: TGroup; jobIds: string[] }) {
  const navigate = useNavigate();
  const refreshDeck = useRefreshDeck(deck.id);
  const deckHref = paths.deck.getHref(deck.id);
  return (
    <Stack gap="md">
      <BackLink to={paths.deckCreate.getHref(deck.id)} style={{ alignSelf: "flex-start" }}>
        Add cards
      </BackLink>
      <Stack gap={2}>
        <Text size="sm" c="dimmed" tt="uppercase" fw={600} lts="0.04em">
          Review new cards for
        </Text>
        <Title order={1} style={{ overflowWrap: "anywhere" }}>
          {deck.title}
        </Title>
        <Text size="sm" c="dimmed">
          Only the cards you tick join the deck. Dropped cards are not offered again from this source.
        </Text>
      </Stack>
      <CandidateReview
        deckTitle={deck.title}
        deckHref={deckHref}
        jobIds={jobIds}
        renderFace={(content, side) =>
          side === "front" ? (
            <CardFace content={content} side="front" size="sm" isAnswerShown />
          ) : (
            <CardFace content={content} side="back" size="sm" isCompact />
          )
        }
        renderEdit={({ content, label, onSave, onCancel }) => (
          <CardForm
            initial={content}
            submitLabel="Save card"
            aria-label={label}
            autoFocus
            onCancel={onCancel}
            onSubmit={(edited: TNoteContent) =>
              edited.type === "manual" ? Promise.reject(new Error("Pick a card type.")) : onSave(edited)
            }
          />
        )}
        onAdded={(added) => {
          refreshDeck();
          addToast({
            severity: "success",
            summary: added === 1 ? "Card added" : "Cards added",
            detail: `${formatCount(added, "card")} added to ${deck.title}.`,
          });
          void navigate(deckHref);
        }}
      />
    </Stack>
  );
}
