import { Alert, Modal, Stack, Text } from "@mantine/core";
import type { TPlan } from "@mnemo/api-contract";
import { ConfirmActions } from "@/components/confirm-actions.tsx";
import { monthlyPrice, trialTermsSentence } from "../utils/trial-terms.ts";

type CheckoutConfirmModalProps = {
  /** The plan being bought, and whether with the trial; null when closed. */
  choice: { plan: TPlan; trial: boolean; trialUnavailable: boolean } | null;
  trialDays: number;
  isPending: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: () => void;
};

/**
 * Says what starting a checkout commits to, before the browser goes to
 * Stripe: for a trial, the day it ends and the price after it unless cancelled.
 */
export function CheckoutConfirmModal({ choice, trialDays, isPending, error, onClose, onConfirm }: CheckoutConfirmModalProps) {
  const plan = choice?.plan;
  const title = plan ? (choice.trial ? `Start your free trial of ${plan.name}` : `Upgrade to ${plan.name}`) : "";
  return (
    <Modal opened={choice !== null} onClose={() => !isPending && onClose()} title={title} centered data-testid="checkout-confirm">
      {plan ? (
        <Stack gap="md">
          {choice.trialUnavailable ? (
            <Alert color="yellow" variant="light">
              This account has already had its free trial, so {plan.name} starts straight away.
            </Alert>
          ) : null}
          {choice.trial ? (
            <Text data-testid="trial-terms">{trialTermsSentence({ plan, trialDays, now: new Date() })}</Text>
          ) : (
            <Text>
              {plan.name} is {monthlyPrice(plan)}, charged today and then monthly until you cancel.
            </Text>
          )}
          <Text size="sm" c="dimmed">
            You'll enter your card on Stripe's secure checkout page. You can cancel any time under Manage billing on your profile.
          </Text>
          <ConfirmActions
            failurePrefix="Could not start the checkout."
            error={error}
            isPending={isPending}
            confirmLabel="Continue to payment"
            onClose={onClose}
            onConfirm={onConfirm}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
