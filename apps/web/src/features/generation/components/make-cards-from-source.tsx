import { Button, Group, Modal, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import { GENERATED_CARD_TYPES, MEMORISE_CARD_TYPE, type TGeneratedCardType, type TGenerationJob } from "@mnemo/api-contract";
import { IconArrowRight, IconCards, IconSparkles } from "@tabler/icons-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { LoadError } from "@/components/load-error.tsx";
import { paths } from "@/lib/paths.ts";
import { useDecksToFill } from "../api/use-decks-to-fill.ts";
import { useCanUpgrade } from "../hooks/use-can-upgrade.ts";
import { useGenerationOptions } from "../hooks/use-generation-options.ts";
import { useSourceGeneration } from "../hooks/use-source-generation.ts";
import { isJobFinished } from "../utils/job-status.ts";
import { CardTypePicker } from "./card-type-picker.tsx";
import { GenerationProgress } from "./generation-progress.tsx";
import { MemoriseOption } from "./memorise-option.tsx";
import { RefusedAlert } from "./refused-alert.tsx";
import { NEW_DECK_VALUE, SourceDeckField } from "./source-deck-field.tsx";

type MakeCardsFromSourceProps = {
  sourceId: string;
  /** The source's title: a new deck is named after it. */
  sourceTitle: string;
  /** After a job ended with cards, with the deck they went to (the page refreshes that deck and the source). */
  onMade?: (job: TGenerationJob) => void;
};

/** The line that says why this costs nothing (docs/sources.md, "Making more from a source"). */
export const NO_CHARGE_TEXT = "Made from this source: no upload, no words charged.";

/**
 * "Make cards" on a source's page: a deck (one of the learner's or a new one named after the source) and the card
 * types the plan allows, then the job's progress and "Review the cards". The job goes on if the dialog is closed, and
 * opening it again shows where it is.
 */
export function MakeCardsFromSource({ sourceId, sourceTitle, onMade }: MakeCardsFromSourceProps) {
  const [isOpen, setIsOpen] = useState(false);
  const generation = useSourceGeneration({ onFinished: (job) => job.status === "succeeded" && onMade?.(job) });
  const isRunning = generation.isBusy;
  return (
    <>
      <Button leftSection={<IconSparkles size={18} aria-hidden="true" />} onClick={() => setIsOpen(true)}>
        {isRunning ? "Making cards…" : "Make cards"}
      </Button>
      <Modal opened={isOpen} onClose={() => setIsOpen(false)} title="Make cards from this source" size="lg" centered>
        {isOpen ? (
          <MakeCardsDialog sourceId={sourceId} sourceTitle={sourceTitle} generation={generation} onClose={() => setIsOpen(false)} />
        ) : null}
      </Modal>
    </>
  );
}

type DialogProps = {
  sourceId: string;
  sourceTitle: string;
  generation: ReturnType<typeof useSourceGeneration>;
  onClose: () => void;
};

function MakeCardsDialog({ sourceId, sourceTitle, generation, onClose }: DialogProps) {
  const optionsQuery = useGenerationOptions({ enabled: true });
  const decksQuery = useDecksToFill({ enabled: true });
  const canUpgrade = useCanUpgrade();
  const options = optionsQuery.data;
  const decks = decksQuery.data;
  const [pickedDeck, setPickedDeck] = useState<string | null>(null);
  const [newTitle, setNewTitle] = useState(sourceTitle);
  const [pickedTypes, setPickedTypes] = useState<TGeneratedCardType[] | null>(null);
  // "Learn by heart" makes cloze cards, one per line, whatever types were picked (as on the create form).
  const [memorise, setMemorise] = useState(false);
  const reasonId = useId();
  const openDeckRef = useRef<HTMLAnchorElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);

  // A learner with no deck yet gets the new deck chosen for them; one with decks chooses.
  const deckValue = pickedDeck ?? (decks && decks.length === 0 ? NEW_DECK_VALUE : null);
  const allowed = options?.allowed_types ?? [];
  const picked = (pickedTypes ?? GENERATED_CARD_TYPES.filter((type) => allowed.includes(type))).filter((type) => allowed.includes(type));
  const types: TGeneratedCardType[] = memorise ? [MEMORISE_CARD_TYPE] : picked;
  const { phase, job, isBusy } = generation;
  const isStarted = phase.name !== "idle" && phase.name !== "refused";
  const isDone = job !== null && isJobFinished(job);
  const reason =
    !options || !decks
      ? "Loading your plan and decks…"
      : !deckValue
        ? "Choose a deck for the cards."
        : types.length === 0
          ? "Pick at least one card type."
          : null;

  // Keyboard users land on the way on once the cards are made (the form they came from is gone), and back on
  // "Make cards" when the server would not start (the alert is read out; the form is there again to change).
  useEffect(() => {
    if (job?.status === "succeeded") openDeckRef.current?.focus();
  }, [job?.status]);
  useEffect(() => {
    if (phase.name === "refused") startRef.current?.focus();
  }, [phase.name]);

  const onMake = () => {
    if (reason || isBusy || !deckValue) return;
    const title = newTitle.trim() || sourceTitle;
    generation.start({
      sourceId,
      deck: deckValue === NEW_DECK_VALUE ? { kind: "new", title } : { kind: "deck", groupId: deckValue },
      types,
      memorise,
    });
    // The form gives way to the progress: focus follows, rather than falling out of the dialog with the button.
    requestAnimationFrame(() => progressRef.current?.focus());
  };

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="teal" radius="xl" size="lg" aria-hidden="true">
          <IconCards size={20} />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {sourceTitle}
          </Text>
          <Text size="sm" c="dimmed" data-testid="source-cards-no-charge">
            {NO_CHARGE_TEXT}
          </Text>
        </Stack>
      </Group>

      {optionsQuery.error ? (
        <LoadError title="Could not load your plan" error={optionsQuery.error} onRetry={() => void optionsQuery.refetch()} />
      ) : decksQuery.error ? (
        <LoadError title="Could not load your decks" error={decksQuery.error} onRetry={() => void decksQuery.refetch()} />
      ) : !isStarted ? (
        <Stack gap="md">
          {decks ? (
            <SourceDeckField decks={decks} value={deckValue} onChange={setPickedDeck} newTitle={newTitle} onNewTitleChange={setNewTitle} />
          ) : (
            <Skeleton height={60} radius="md" aria-hidden="true" />
          )}
          {options ? (
            <Stack gap="md">
              <MemoriseOption checked={memorise} onChange={setMemorise} />
              {/* The card types give way to "learn by heart", which makes cloze cards only. */}
              {memorise ? null : (
                <CardTypePicker allowedTypes={options.allowed_types} value={picked} onChange={setPickedTypes} canUpgrade={canUpgrade} />
              )}
            </Stack>
          ) : (
            <Stack gap="xs" aria-hidden="true">
              <Skeleton height={16} width="40%" />
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} height={52} radius="md" />
              ))}
            </Stack>
          )}
        </Stack>
      ) : null}

      {phase.name === "refused" ? <RefusedAlert failure={phase.failure} canUpgrade={canUpgrade} /> : null}
      {generation.jobError ? (
        <LoadError title="Could not check on the generation" error={generation.jobError} onRetry={generation.retryJob} />
      ) : null}
      <div ref={progressRef} tabIndex={-1} style={{ outline: "none" }}>
        <GenerationProgress
          phase={phase}
          job={job}
          onCancelUpload={() => undefined}
          onMakeCardsAnyway={generation.makeCardsAnyway}
          onLearnByHeart={generation.learnByHeart}
          startingText="Opening your source…"
          doneActions={
            job && generation.groupId ? (
              <Button
                component={Link}
                to={paths.deckReview.getHref(generation.groupId, [job.id])}
                ref={openDeckRef}
                size="sm"
                rightSection={<IconArrowRight size={16} aria-hidden="true" />}
              >
                Review the cards
              </Button>
            ) : null
          }
        />
      </div>

      <Group justify="space-between" gap="sm" wrap="wrap-reverse">
        {isStarted ? (
          <Text size="sm" c="dimmed" style={{ flex: "1 1 14rem" }}>
            {isDone ? "" : "You can close this: the cards are still made, and wait here for your review."}
          </Text>
        ) : (
          <Text id={reasonId} size="sm" c="dimmed" aria-live="polite" data-testid="source-cards-reason" style={{ flex: "1 1 14rem" }}>
            {reason ?? ""}
          </Text>
        )}
        <Group gap="sm" justify="flex-end" style={{ flex: "1 1 auto" }}>
          {isDone ? (
            <Button variant="default" onClick={generation.reset}>
              Make more
            </Button>
          ) : null}
          <Button variant="default" onClick={onClose}>
            {isStarted ? "Close" : "Cancel"}
          </Button>
          {isStarted ? null : (
            <Button
              ref={startRef}
              leftSection={<IconSparkles size={18} aria-hidden="true" />}
              onClick={onMake}
              aria-disabled={reason !== null || undefined}
              data-disabled={reason !== null || undefined}
              aria-describedby={reason ? reasonId : undefined}
            >
              Make cards
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
