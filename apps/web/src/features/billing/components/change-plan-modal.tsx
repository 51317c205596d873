import { List, Modal, Stack, Text } from "@mantine/core";
import type { TPlan } from "@mnemo/api-contract";
import { ConfirmActions } from "@/components/confirm-actions.tsx";
import { planUnlocks } from "../utils/plan-unlocks.ts";
import { monthlyPrice } from "../utils/trial-terms.ts";

type ChangePlanModalProps = {
  /** The running plan and the one to switch to; null when closed. */
  change: { from: TPlan | undefined; to: TPlan } | null;
  isPending: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: () => void;
};

/** Before switching between premium and pro: what changes, and that Stripe prorates the difference. */
export function ChangePlanModal({ change, isPending, error, onClose, onConfirm }: ChangePlanModalProps) {
  const to = change?.to;
  const from = change?.from;
  const isDowngrade = from !== undefined && to !== undefined && to.price < from.price;
  const unlocks = to ? planUnlocks(to) : null;
  return (
    <Modal opened={change !== null} onClose={() => !isPending && onClose()} title={to ? `Switch to ${to.name}?` : ""} centered>
      {to && unlocks ? (
        <Stack gap="md">
          <Text>
            {from ? `From ${from.name} at ${monthlyPrice(from)} to ` : ""}
            {to.name} at {monthlyPrice(to)}. With {to.name} you get:
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>{unlocks.words}</List.Item>
            <List.Item>{unlocks.uploads}</List.Item>
          </List>
          <Text size="sm">
            Stripe prorates the difference: the rest of this billing period is charged, or credited, on your next invoice. The change
            applies straight away.
          </Text>
          {isDowngrade ? (
            <Text size="sm" c="dimmed">
              Your decks and cards stay as they are; new cards and uploads follow {to.name}'s limits.
            </Text>
          ) : null}
          <ConfirmActions
            failurePrefix="Could not switch plans."
            error={error}
            isPending={isPending}
            confirmLabel={`Confirm switch to ${to.name}`}
            onClose={onClose}
            onConfirm={onConfirm}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
