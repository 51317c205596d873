import { Alert, Group, Text } from "@mantine/core";
import type { TSubscription } from "@mnemo/api-contract";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { usePlans } from "../hooks/use-billing.ts";
import { pastDueMessage } from "../utils/subscription-status.ts";
import { ManageBillingButton } from "./manage-billing-button.tsx";
import classes from "./billing.module.css";

/** Dismissed for this tab's session only: the reminder comes back in a new one until the payment is fixed. */
const DISMISSED_KEY = "mnemo.pastDueBannerDismissed";

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The app shell's reminder for a past-due subscription, with the way to fix it
 * (Stripe's portal). Loaded only when a subscription is past due, so it adds
 * nothing to the first load.
 */
export function PastDueBanner({ subscription }: { subscription: TSubscription }) {
  const [isDismissed, setIsDismissed] = useState(() => sessionStore()?.getItem(DISMISSED_KEY) === "1");
  const plans = usePlans();
  if (isDismissed || subscription.status !== "past_due") return null;
  const planName = plans.data?.find((plan) => plan.id === subscription.plan_id)?.name ?? "your plan";
  const dismiss = () => {
    sessionStore()?.setItem(DISMISSED_KEY, "1");
    setIsDismissed(true);
  };
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      title="Payment failed"
      withCloseButton
      closeButtonLabel="Dismiss payment reminder"
      onClose={dismiss}
      className={classes.banner}
      data-testid="past-due-banner"
    >
      <Group justify="space-between" gap="sm" align="center">
        <Text size="sm">{pastDueMessage(subscription, planName)}</Text>
        <ManageBillingButton label="Fix payment" testId="fix-payment" size="xs" color="red" />
      </Group>
    </Alert>
  );
}
