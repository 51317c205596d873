import { Alert, Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { addToast } from "@/components/toasts/toast-store.ts";
import { browserStorage } from "@/lib/browser-storage.ts";
import { errorMessage } from "@/lib/error-info.ts";
import { formatCount } from "@/lib/format-count.ts";
import { paths } from "@/lib/paths.ts";
import { PLAYGROUND_DECK_TITLE } from "@/lib/playground/playground-deck.ts";
import { finishHandover, readHandoverChoice, readPlaygroundHandover, writeHandoverChoice } from "@/lib/playground/playground-handover.ts";
import { buildPlaygroundImport } from "@/lib/playground/playground-import.ts";
import { newLocalId, playgroundStore } from "@/lib/playground/playground-store.ts";
import { useImportPlayground } from "../hooks/use-import-playground.ts";

/**
 * "Bring 'Your First Deck' and your progress into your account?": yes moves
 * the sample deck with its schedules and answers (groups.importPlayground)
 * and clears the playground; "No thanks" is remembered on this browser.
 */
export function PlaygroundImportOffer({ onClose }: { onClose: () => void }) {
  const storage = browserStorage();
  const [handover] = useState(() => readPlaygroundHandover(storage));
  const navigate = useNavigate();
  const importDeck = useImportPlayground((result) => {
    finishHandover(storage);
    playgroundStore.invalidate();
    onClose();
    addToast({
      summary: `'${result.title}' is in your account`,
      detail: `${formatCount(result.notes, "card")} and ${formatCount(result.reviews, "answer")} came along. Find the deck in your decks and on Study.`,
      severity: "success",
      icon: "success",
      life: 8000,
      buttons: [{ label: "Study now", action: () => void navigate(paths.study.getHref()) }],
    });
  });

  const studied = new Set(handover.study.reviews.map((review) => review.card_id)).size;
  const answers = handover.study.reviews.length;

  const accept = () => {
    if (importDeck.isPending) return;
    // One id per move, kept until it succeeds: a second click or a retry is the same import.
    const importId = readHandoverChoice(storage).importId ?? newLocalId();
    writeHandoverChoice(storage, { declined: false, importId });
    importDeck.mutate(buildPlaygroundImport(handover, importId));
  };
  const decline = () => {
    writeHandoverChoice(storage, { declined: true, importId: null });
    onClose();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="md"
      title={`Bring '${PLAYGROUND_DECK_TITLE}' and your progress into your account?`}
      closeButtonProps={{ "aria-label": "Ask me later" }}
    >
      <Stack gap="md" data-testid="playground-import-offer">
        <Text size="sm">You tried Mnemo before signing in. What you did on this browser can become a deck of your account:</Text>
        <List size="sm" spacing={4} icon={<IconCheck size={16} aria-hidden="true" color="var(--mantine-color-teal-6)" />}>
          <List.Item>{`'${PLAYGROUND_DECK_TITLE}' with its ${formatCount(handover.notes.length, "card")}`}</List.Item>
          {answers > 0 ? (
            <List.Item>{`Your progress: ${formatCount(studied, "card")} studied, ${formatCount(answers, "answer")}, each card's next review`}</List.Item>
          ) : null}
        </List>
        <Text size="sm" c="dimmed">
          The copy in this browser is cleared once it is in your account.
        </Text>
        {importDeck.error ? (
          <Alert color="red" variant="light" role="alert" title="The deck could not be brought over">
            {errorMessage(importDeck.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={decline} disabled={importDeck.isPending}>
            No thanks
          </Button>
          <Button onClick={accept} loading={importDeck.isPending} data-autofocus>
            {importDeck.error ? "Try again" : "Bring it over"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
