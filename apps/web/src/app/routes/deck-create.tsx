import { Button, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TGenerationJob, TGroup, TNote } from "@mnemo/api-contract";
import { IconCards, IconNotes } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { CardForm } from "../../features/cards/components/card-form.tsx";
import { AddedCards } from "../../features/cards/components/added-cards.tsx";
import { useCardActions } from "../../features/decks/hooks/use-card-actions.ts";
import type { TDeckCreateState } from "../../features/decks/stores/create-group-flow.ts";
import { useRefreshDeck } from "../../features/decks/hooks/use-refresh-deck.ts";
import { GeneratePanel } from "../../features/generation/components/generate-panel.tsx";
import { SignUpToGenerate } from "../../features/generation/components/sign-up-to-generate.tsx";
import { toastCardsReadyUnlessSeen, toastGenerationFailed } from "../../features/generation/utils/generation-toasts.ts";
import { useSessionMode } from "../../lib/auth/use-session.ts";
import { signUpHref } from "../../features/playground/utils/sign-up-href.ts";
import { formatCount } from "../../lib/format-count.ts";
import { paths } from "../../lib/paths.ts";
import { DeckGate } from "./deck-gate.tsx";
import { BackLink } from "../../components/back-link.tsx";

/** Opened right after a deck is created: generate cards from notes or a file, review them, or write cards by hand. */
export function DeckCreateRoute() {
  return (
    <DeckGate title={(deckTitle) => (deckTitle ? `Add cards: ${deckTitle}` : "Add Cards")}>
      {(deck) => <DeckCreatePage deck={deck} />}
    </DeckGate>
  );
}

function DeckCreatePage({ deck }: { deck: TGroup }) {
  const { mode } = useSessionMode();
  const location = useLocation();
  const actions = useCardActions(deck.id);
  const navigate = useNavigate();
  const refreshDeck = useRefreshDeck(deck.id);
  // Cards written during this visit, newest first; the deck page lists all of them.
  const [added, setAdded] = useState<TNote[]>([]);
  // The jobs of the last generation (several when a long text was made in parts): their cards wait for review.
  const [reviewJobs, setReviewJobs] = useState<TGenerationJob[]>([]);
  const reviewLinkRef = useRef<HTMLAnchorElement>(null);
  const deckHref = paths.deck.getHref(deck.id);
  // Right after "Create deck" focus starts in the field that makes the cards, not on the page's heading.
  const isNewDeck = (location.state as TDeckCreateState | null)?.isNewDeck === true;
  const makeCardsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isNewDeck) makeCardsRef.current?.querySelector<HTMLElement>("textarea, input:not([type='hidden'])")?.focus();
  }, [isNewDeck]);

  const onSucceeded = (_job: TGenerationJob, jobs: TGenerationJob[]) => {
    // The deck's sources (with study notes, their notes) changed on the server; its cards change once reviewed.
    refreshDeck();
    // Study notes alone make no cards: nothing to review.
    const cardJobs = jobs.filter((job) => job.make.includes("cards"));
    if (cardJobs.length === 0) return;
    setReviewJobs(cardJobs);
    // "Flashcards ready!" for a learner not looking at the result; its button opens the review, as the result's link does.
    toastCardsReadyUnlessSeen(
      () => reviewLinkRef.current,
      () =>
        void navigate(
          paths.deckReview.getHref(
            deck.id,
            cardJobs.map((job) => job.id),
          ),
        ),
    );
  };

  return (
    <Stack gap="lg">
      <BackLink to={paths.decks.getHref()} style={{ alignSelf: "flex-start" }}>
        All decks
      </BackLink>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={2} miw={0}>
          <Text size="sm" c="dimmed" tt="uppercase" fw={600} lts="0.04em">
            Add cards to
          </Text>
          <Title order={1} style={{ overflowWrap: "anywhere" }}>
            {deck.title}
          </Title>
        </Stack>
        <Button component={Link} to={deckHref} variant="default">
          Done — view deck
        </Button>
      </Group>

      {mode === "signed-in" ? (
        <div ref={makeCardsRef}>
          <GeneratePanel
            groupId={deck.id}
            onSucceeded={onSucceeded}
            onFailed={(failure) => toastGenerationFailed(failure)}
            renderDoneActions={(job) => (
              <>
                {job.notes_ready && job.source_id ? (
                  <Button
                    component={Link}
                    to={paths.sourceNotes.getHref(job.source_id)}
                    variant={job.make.includes("cards") ? "light" : "filled"}
                    size="sm"
                    leftSection={<IconNotes size={16} aria-hidden="true" />}
                  >
                    Open study notes
                  </Button>
                ) : null}
                {job.make.includes("cards") && job.status === "succeeded" ? (
                  <Button
                    component={Link}
                    ref={reviewLinkRef}
                    to={paths.deckReview.getHref(deck.id, reviewJobIds(reviewJobs, job))}
                    size="sm"
                    leftSection={<IconCards size={16} aria-hidden="true" />}
                    data-testid="review-new-cards"
                  >
                    {reviewLabel(reviewJobs, job)}
                  </Button>
                ) : null}
                {/* The document is kept as a source: its study notes are one click away, at no further charge. */}
                {job.source_id && !job.notes_ready ? (
                  <Button
                    component={Link}
                    to={paths.sourceNotes.getHref(job.source_id)}
                    variant="default"
                    size="sm"
                    leftSection={<IconNotes size={16} aria-hidden="true" />}
                  >
                    Study notes
                  </Button>
                ) : null}
              </>
            )}
          />
        </div>
      ) : mode === "playground" ? (
        <SignUpToGenerate signUpHref={signUpHref(`${location.pathname}${location.search}`)} />
      ) : null}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="write-heading">
            <Stack gap="sm">
              <Title order={2} size="h4" id="write-heading">
                Write a card yourself
              </Title>
              <CardForm
                onSubmit={async (content) => {
                  const note = await actions.addCard(content);
                  setAdded((current) => [note, ...current]);
                }}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AddedCards notes={added} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The jobs whose cards the result's link reviews: every part of a split text when `job` is its last, else `job`. */
function reviewJobIds(jobs: readonly TGenerationJob[], job: TGenerationJob): string[] {
  return jobs.some((each) => each.id === job.id) ? jobs.map((each) => each.id) : [job.id];
}

/** "Review 12 cards" (the cards waiting: a job reviewed before counts what it still has). */
function reviewLabel(jobs: readonly TGenerationJob[], job: TGenerationJob): string {
  const counted = jobs.some((each) => each.id === job.id) ? jobs : [job];
  const waiting = counted.reduce((sum, each) => sum + each.candidates_waiting, 0);
  return waiting > 0 ? `Review ${formatCount(waiting, "card")}` : "Review the new cards";
}
