import { Alert, Button, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { IconCalendarRepeat } from "@tabler/icons-react";
import { useState } from "react";
import { errorMessage } from "@/lib/error-info.ts";
import { formatCount } from "@/lib/format-count.ts";
import { useRescheduleAll } from "../../hooks/use-study-settings.ts";

/**
 * "Reschedule all cards" (study.rescheduleAll), after asking: every review
 * card's due date is recomputed from the current settings; history stays.
 */
export function RescheduleAllPanel() {
  const [isOpen, setIsOpen] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const reschedule = useRescheduleAll();
  const close = () => {
    if (reschedule.isPending) return;
    reschedule.reset();
    setIsOpen(false);
  };
  const confirm = () =>
    reschedule.mutate(undefined, {
      onSuccess: (result) => {
        setDone(result.rescheduled);
        setIsOpen(false);
      },
    });

  return (
    <Stack gap="xs" component="section" aria-labelledby="reschedule-heading">
      <Title order={3} size="h6" id="reschedule-heading">
        Reschedule all cards
      </Title>
      <Text size="sm" c="dimmed">
        After changing the desired retention or fitting parameters, move the cards already scheduled to the dates the new settings give.
      </Text>
      <Group gap="sm">
        <Button variant="default" leftSection={<IconCalendarRepeat size={16} aria-hidden="true" />} onClick={() => setIsOpen(true)}>
          Reschedule all cards
        </Button>
        <Text size="sm" role="status" aria-live="polite" data-testid="reschedule-result">
          {done === null ? null : done === 0 ? "No card in review to reschedule." : `${formatCount(done, "card")} rescheduled.`}
        </Text>
      </Group>
      <Modal opened={isOpen} onClose={close} title="Reschedule all cards?" centered closeButtonProps={{ "aria-label": "Close" }}>
        <Stack gap="md">
          <Text size="sm">
            Every card in review gets a new due date, recomputed from how well you know it under your current desired retention and
            parameters, counted from its last review.
          </Text>
          <Text size="sm">Your answers and history are never rewritten, and new and learning cards are not touched.</Text>
          {reschedule.error ? (
            <Alert color="red" variant="light" role="alert">
              Could not reschedule your cards. {errorMessage(reschedule.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={reschedule.isPending} data-autofocus>
              Cancel
            </Button>
            <Button onClick={confirm} loading={reschedule.isPending}>
              Reschedule
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
