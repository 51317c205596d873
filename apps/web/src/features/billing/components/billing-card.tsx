import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { TSubscription } from "@mnemo/api-contract";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { useBillingConfig, useBillingStatus, usePlans } from "../hooks/use-billing.ts";
import { subscriptionStatusView, type TStatusTone } from "../utils/subscription-status.ts";
import { ManageBillingButton } from "./manage-billing-button.tsx";

/** Darker shades than Mantine's defaults, so the status reads at AA contrast on the card. */
// Colour names, not fixed shades: each resolves to its text shade for the scheme (app/theme-contrast.ts; shade 9 was 2.7:1 on dark cards).
const TONE_COLORS: Record<TStatusTone, string> = {
  green: "teal",
  blue: "blue",
  orange: "orange",
  red: "red",
  gray: "dimmed",
};

type BillingCardProps = {
  /** The learner's subscription (the subscription feature's, passed in by the route); undefined while loading. */
  subscription: TSubscription | undefined;
};

/**
 * The profile's billing: the plan, its status in words with its dates (trial
 * end and what follows, renewal, cancellation, the payment to fix), and the
 * way to Stripe's portal once there is a billing account.
 */
export function BillingCard({ subscription }: BillingCardProps) {
  const plans = usePlans();
  const config = useBillingConfig();
  const isEnabled = config.data?.enabled === true;
  const status = useBillingStatus(isEnabled);
  const planId = subscription && subscription.status !== "missing" ? subscription.plan_id : null;
  const plan = plans.data?.find((candidate) => candidate.id === planId);
  const view = subscription ? subscriptionStatusView({ subscription, plan }) : null;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="billing-heading" data-testid="billing-card">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="billing-heading">
            Billing
          </Title>
          <Anchor component={Link} to={paths.upgrade.getHref()} size="sm">
            See plans
          </Anchor>
        </Group>
        {view ? (
          <>
            <div>
              <Text fw={700} size="lg" data-testid="billing-plan">
                {plan?.name ?? planId ?? "No plan yet"}
              </Text>
              <Text fw={600} c={TONE_COLORS[view.tone]} data-testid="billing-status">
                {view.label}
              </Text>
            </div>
            {view.next ? (
              <Text size="sm" c="dimmed" data-testid="billing-next">
                {view.next}
              </Text>
            ) : null}
          </>
        ) : (
          <Skeleton height={44} />
        )}
        {config.data && !isEnabled ? (
          <Text size="sm" c="dimmed">
            Payments are not set up on this server; an operator sets plans.
          </Text>
        ) : null}
        {status.data?.hasBillingAccount ? (
          <Group>
            <ManageBillingButton variant="default" />
          </Group>
        ) : null}
        {status.data?.hasBillingAccount ? (
          <Text size="xs" c="dimmed">
            Stripe's billing page: change plan, payment method, invoices, or cancel.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
