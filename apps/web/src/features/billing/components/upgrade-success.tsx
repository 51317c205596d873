import { Alert, Anchor, Button, Group, List, Loader, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { TPlan, TSubscription } from "@mnemo/api-contract";
import { IconCircleCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link, useLocation, useSearchParams } from "react-router-dom";
import { useSession } from "@/lib/auth/use-session.ts";
import { paths } from "@/lib/paths.ts";
import { usePlans } from "../hooks/use-billing.ts";
import { useCheckoutConfirmation } from "../hooks/use-checkout-confirmation.ts";
import { formatBillingDate } from "../utils/billing-dates.ts";
import type { TConfirmView } from "../utils/checkout-confirmation.ts";
import { planUnlocks } from "../utils/plan-unlocks.ts";
import { monthlyPrice } from "../utils/trial-terms.ts";

/**
 * /upgrade/success: Stripe sends the browser here with `session_id`; the
 * server confirms it with Stripe (the URL alone proves nothing) and the page
 * follows its answer. data-state names the screen for the e2e tests.
 */
export function UpgradeSuccess() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const sessionId = searchParams.get("session_id");
  const session = useSession();
  const view = useCheckoutConfirmation(sessionId, session.user !== null);

  if (session.isPending && view.kind !== "no-session") return <Skeleton height={160} maw={640} radius="md" />;
  if (session.user === null && view.kind !== "no-session") {
    return (
      <Screen state="signed-out" title="Sign in to finish upgrading">
        <Text>Your payment is confirmed against your account, so sign in first. You'll come straight back here.</Text>
        <Group>
          <Button component={Link} to={paths.auth.getHref(`${location.pathname}${location.search}`)}>
            Sign in
          </Button>
        </Group>
      </Screen>
    );
  }
  return <ConfirmScreen view={view} />;
}

function ConfirmScreen({ view }: { view: TConfirmView }) {
  switch (view.kind) {
    case "no-session":
      return (
        <Screen state="no-session" title="Nothing to confirm here">
          <Text>This page is where Stripe's checkout brings you back after paying. Its link was missing the checkout to confirm.</Text>
          <BackToPlans />
        </Screen>
      );
    case "confirming":
      return (
        <Screen state="pending" title="Confirming your payment">
          <Group gap="sm" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden="true" />
            <Text>Confirming your payment with Stripe…</Text>
          </Group>
          <Text size="sm" c="dimmed">
            This usually takes a few seconds. You can stay on this page; it updates by itself.
          </Text>
        </Screen>
      );
    case "slow":
      return (
        <Screen state="slow" title="Your payment is taking longer to confirm">
          <Text role="status">
            Stripe hasn't finished confirming your payment yet. Your plan will update by itself as soon as it has; there's no need to pay
            again.
          </Text>
          <Group>
            <Button component={Link} to={paths.authProfile.getHref()} variant="default">
              See your plan on your profile
            </Button>
          </Group>
        </Screen>
      );
    case "expired":
      return (
        <Screen state="expired" title="This checkout has expired">
          <Text>The checkout was not completed, so nothing was charged.</Text>
          <BackToPlans />
        </Screen>
      );
    case "failed":
      return (
        <Screen state="error" title="We couldn't confirm your payment">
          <Alert color="red" variant="light" role="alert">
            {view.message}
          </Alert>
          <Text size="sm" c="dimmed">
            If you paid, your plan will still update by itself once Stripe tells us.
          </Text>
          <BackToPlans />
        </Screen>
      );
    case "confirmed":
      return <ConfirmedScreen subscription={view.subscription} />;
  }
}

function ConfirmedScreen({ subscription }: { subscription: TSubscription }) {
  const plans = usePlans();
  const planId = subscription.status === "missing" ? null : subscription.plan_id;
  const plan = plans.data?.find((candidate) => candidate.id === planId);
  const trialEnd = subscription.status === "trialing" ? (subscription.trial_end ?? subscription.current_period_end) : null;
  return (
    <Screen state="confirmed" title={plan ? `You're on ${plan.name}` : "You're upgraded"}>
      {trialEnd && plan ? (
        <Text data-testid="trial-end">
          Your free trial ends on {formatBillingDate(trialEnd)}. After that {plan.name} is {monthlyPrice(plan)} unless you cancel before
          then under Manage billing on your profile.
        </Text>
      ) : (
        <Text>Thanks for supporting Mnemo. Your new allowance applies straight away.</Text>
      )}
      {plan ? <Unlocks plan={plan} /> : plans.isPending ? <Skeleton height={120} /> : null}
      <Group>
        <Button component={Link} to={paths.decks.getHref()}>
          Create cards
        </Button>
        <Button component={Link} to={paths.authProfile.getHref()} variant="default">
          See your usage
        </Button>
      </Group>
    </Screen>
  );
}

function Unlocks({ plan }: { plan: TPlan }) {
  const unlocks = planUnlocks(plan);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        What your plan unlocks
      </Title>
      <List spacing={6} icon={<IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden="true" />}>
        <List.Item>{unlocks.words}</List.Item>
        <List.Item>{unlocks.uploads}</List.Item>
        <List.Item>Card types: {unlocks.cardTypes}</List.Item>
        <List.Item>Exports: {unlocks.exports}</List.Item>
      </List>
    </Stack>
  );
}

function Screen({ state, title, children }: { state: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="md" maw={640} data-testid="upgrade-success" data-state={state}>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}

function BackToPlans() {
  return (
    <Anchor component={Link} to={paths.upgrade.getHref()}>
      Back to the plans
    </Anchor>
  );
}
