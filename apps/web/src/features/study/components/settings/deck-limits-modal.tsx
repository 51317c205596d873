import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { TDeckLimits } from "@mnemo/api-contract";
import { useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/error-info.ts";
import { useSaveDeckLimits } from "../../hooks/use-study-settings.ts";
import { deckLimitValue } from "../../utils/deck-limits.ts";
import { NEW_PER_DAY_MAX, REVIEWS_PER_DAY_MAX } from "../../utils/study-settings-form.ts";
import { CountInput } from "./count-input.tsx";

type DeckLimitsModalProps = {
  deck: { group_id: string; title: string; limits: TDeckLimits } | null;
  /** The account's limits, which apply where the deck has none (and to all decks together). */
  accountLimits: { new_per_day: number; reviews_per_day: number };
  onClose: () => void;
};

/** A deck's own new and review limits a day (study.saveDeckLimits); empty fields, or "Use account limits", clear them. */
export function DeckLimitsModal({ deck, accountLimits, onClose }: DeckLimitsModalProps) {
  return (
    <Modal
      opened={deck !== null}
      onClose={onClose}
      title={deck ? `Daily limits for ${deck.title}` : ""}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {deck ? <DeckLimitsForm key={deck.group_id} deck={deck} accountLimits={accountLimits} onClose={onClose} /> : null}
    </Modal>
  );
}

function DeckLimitsForm({ deck, accountLimits, onClose }: DeckLimitsModalProps & { deck: NonNullable<DeckLimitsModalProps["deck"]> }) {
  const save = useSaveDeckLimits();
  const [newPerDay, setNewPerDay] = useState<number | string>(deck.limits.new_per_day ?? "");
  const [reviewsPerDay, setReviewsPerDay] = useState<number | string>(deck.limits.reviews_per_day ?? "");
  const newValue = deckLimitValue(newPerDay, NEW_PER_DAY_MAX);
  const reviewValue = deckLimitValue(reviewsPerDay, REVIEWS_PER_DAY_MAX);
  const hasOwn = deck.limits.new_per_day !== null || deck.limits.reviews_per_day !== null;

  const send = (limits: { newPerDay: number | null; reviewsPerDay: number | null }) =>
    save.mutate({ groupId: deck.group_id, ...limits }, { onSuccess: onClose });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (newValue === undefined || reviewValue === undefined) return;
    send({ newPerDay: newValue, reviewsPerDay: reviewValue });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Daily limits for ${deck.title}`}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Cap what this deck brings each day. Leave a field empty to use your account&apos;s limit; your account&apos;s limits still cap all
          decks together.
        </Text>
        <CountInput
          label="New cards per day"
          description={`Empty: your account's ${accountLimits.new_per_day.toLocaleString("en-GB")}`}
          placeholder={`Account limit (${accountLimits.new_per_day.toLocaleString("en-GB")})`}
          value={newPerDay}
          onChange={setNewPerDay}
          max={NEW_PER_DAY_MAX}
          error={newValue === undefined ? `Enter a whole number from 0 to ${NEW_PER_DAY_MAX}, or leave it empty.` : undefined}
          data-autofocus
        />
        <CountInput
          label="Reviews per day"
          description={`Empty: your account's ${accountLimits.reviews_per_day.toLocaleString("en-GB")}`}
          placeholder={`Account limit (${accountLimits.reviews_per_day.toLocaleString("en-GB")})`}
          value={reviewsPerDay}
          onChange={setReviewsPerDay}
          max={REVIEWS_PER_DAY_MAX}
          error={
            reviewValue === undefined
              ? `Enter a whole number from 0 to ${REVIEWS_PER_DAY_MAX.toLocaleString("en-GB")}, or leave it empty.`
              : undefined
          }
        />
        {save.error ? (
          <Alert color="red" variant="light" role="alert" title="The limits were not saved">
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Button
            variant="subtle"
            color="gray"
            disabled={!hasOwn || save.isPending}
            onClick={() => send({ newPerDay: null, reviewsPerDay: null })}
          >
            Use account limits
          </Button>
          <Group gap="sm" ml="auto">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={newValue === undefined || reviewValue === undefined}>
              Save limits
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
