import { Alert, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { effectivePlan, type TPaidPlanId, type TPlan, type TSubscription } from "@mnemo/api-contract";
import { useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { LoadError } from "@/components/load-error.tsx";
import { useSession } from "@/lib/auth/use-session.ts";
import { errorMessage } from "@/lib/error-info.ts";
import { paths } from "@/lib/paths.ts";
import {
  useBillingConfig,
  useBillingStatus,
  useChangePlan,
  useCheckout,
  useChooseFree,
  usePlans,
  usePortal,
} from "../hooks/use-billing.ts";
import {
  billingViewer,
  freePlanAction,
  planCardView,
  showsPageManageBilling,
  type TPlanAction,
  type TPlanCardView,
} from "../utils/plan-actions.ts";
import { intentOfAction, parseUpgradeIntent, resolveUpgradeIntent, upgradeIntentHref } from "../utils/upgrade-intent.ts";
import { BillingOffAlert } from "./billing-off-alert.tsx";
import { ChangePlanModal } from "./change-plan-modal.tsx";
import { CheckoutConfirmModal } from "./checkout-confirm-modal.tsx";
import { ManageBillingButton } from "./manage-billing-button.tsx";
import { PlanCard } from "./plan-card.tsx";

type UpgradePageProps = {
  /** The signed-in learner's subscription (the subscription feature's, passed in by the route); undefined for visitors and while loading. */
  subscription: TSubscription | undefined;
  /** This month's usage (the subscription feature's card), shown to signed-in learners. */
  usageCard: ReactNode;
};

type TCheckoutChoice = { plan: TPlan; planId: TPaidPlanId; trial: boolean; trialUnavailable: boolean };
type TPlanChange = { from: TPlan | undefined; to: TPlan; toId: TPaidPlanId };

/** The query the sign-in round trip and Stripe's cancel link leave on /upgrade; removed once acted on. */
const INTENT_PARAMS = ["plan", "trial"] as const;

/**
 * /upgrade: the three plans, the learner's own marked, this month's usage, and
 * the buttons their billing allows. A visitor's choice goes through sign-in
 * and comes back as a confirmation to accept, never a purchase.
 */
export function UpgradePage({ subscription, usageCard }: UpgradePageProps) {
  const session = useSession();
  const isSignedIn = session.user !== null;
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const plans = usePlans();
  const config = useBillingConfig();
  const status = useBillingStatus(isSignedIn && config.data?.enabled === true);
  const checkout = useCheckout();
  const portal = usePortal();
  const changePlan = useChangePlan();
  const chooseFree = useChooseFree();
  const [checkoutChoice, setCheckoutChoice] = useState<TCheckoutChoice | null>(null);
  const [planChange, setPlanChange] = useState<TPlanChange | null>(null);
  const [switchedTo, setSwitchedTo] = useState<string | null>(null);

  const viewer = useMemo(
    () => billingViewer({ isSessionPending: session.isPending, isSignedIn, config: config.data, status: status.data }),
    [session.isPending, isSignedIn, config.data, status.data],
  );
  const currentSubscription = status.data?.subscription ?? (isSignedIn ? subscription : undefined);
  const currentPlanId = (plans.data && currentSubscription ? effectivePlan(plans.data, currentSubscription)?.id : undefined) ?? null;
  const planById = (id: string | null | undefined) => plans.data?.find((plan) => plan.id === id);

  /** What a button does once the learner is signed in: a confirmation for anything that costs money, the portal directly. */
  const openAction = (action: TPlanAction, trialUnavailable = false) => {
    if (action.kind === "portal") return portal.open();
    if (action.kind === "free" || action.kind === "sign-up") return;
    const plan = planById(action.plan);
    if (!plan) return;
    checkout.reset();
    changePlan.reset();
    if (action.kind === "switch") {
      const running = currentSubscription?.status === "missing" ? undefined : currentSubscription?.plan_id;
      setPlanChange({ from: planById(running), to: plan, toId: action.plan });
    } else {
      setCheckoutChoice({ plan, planId: action.plan, trial: action.kind === "trial", trialUnavailable });
    }
  };

  const onAction = (action: TPlanAction) => {
    if (action.kind === "sign-up") return void navigate(`${paths.auth.getHref()}?mode=sign-up`);
    if (action.kind === "free") return chooseFree.mutate(undefined, { onSuccess: () => setSwitchedTo("the Free plan") });
    if (viewer.kind === "visitor") {
      const intent = intentOfAction(action);
      if (intent) void navigate(paths.auth.getHref(upgradeIntentHref(intent)));
      return;
    }
    openAction(action);
  };

  // Back from signing in: open the confirmation for the choice made before, once, and take it out of the URL.
  const intent = parseUpgradeIntent(searchParams);
  const intentKey = intent ? upgradeIntentHref(intent) : null;
  const resumedIntent = useRef<string | null>(null);
  const resumeIntent = useEffectEvent(() => {
    if (!intent || viewer.kind !== "member" || !plans.data) return;
    const plan = plans.data.find((candidate) => candidate.id === intent.plan);
    const resolved = plan ? resolveUpgradeIntent(intent, planCardView(plan, viewer, currentPlanId)) : null;
    if (resolved) openAction(resolved.action, resolved.trialUnavailable);
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        INTENT_PARAMS.forEach((key) => next.delete(key));
        return next;
      },
      { replace: true },
    );
  });
  const isReadyToResume = viewer.kind === "member" && plans.data !== undefined;
  useEffect(() => {
    if (!intentKey || !isReadyToResume || resumedIntent.current === intentKey) return;
    resumedIntent.current = intentKey;
    resumeIntent();
  }, [intentKey, isReadyToResume]);

  const isCheckoutCanceled = searchParams.get("checkout") === "canceled";
  const dismissCanceled = () =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete("checkout");
        return next;
      },
      { replace: true },
    );

  const isLoadingActions = viewer.kind === "loading" && !config.error && !status.error;
  const busyAction: TPlanAction | null = portal.isPending
    ? { kind: "portal", label: "Manage billing" }
    : chooseFree.isPending
      ? { kind: "free", label: "Choose Free" }
      : null;
  const freeAction = freePlanAction({ isSessionPending: session.isPending, isSignedIn, subscription: currentSubscription });
  const cardView = (plan: TPlan): TPlanCardView => {
    const view = planCardView(plan, viewer, currentPlanId);
    return plan.id === "free" && freeAction ? { ...view, actions: [freeAction] } : view;
  };

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>Upgrade</Title>
        <Text size="lg" c="dimmed">
          Every plan saves your cards and studies them with spaced repetition. Paid plans add more words, bigger uploads, every card type
          and exports.
        </Text>
      </Stack>

      {isCheckoutCanceled ? (
        <Alert
          variant="light"
          color="blue"
          title="Checkout canceled"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={dismissCanceled}
          data-testid="checkout-canceled-note"
        >
          Nothing was charged. Your plan is as it was; pick a plan whenever you're ready.
        </Alert>
      ) : null}
      {switchedTo ? (
        <Alert
          variant="light"
          color="teal"
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setSwitchedTo(null)}
          data-testid="plan-switched"
        >
          You're now on {switchedTo}. The new limits apply straight away.
        </Alert>
      ) : null}
      {config.data && !config.data.enabled ? <BillingOffAlert /> : null}
      {config.error ? (
        <LoadError title="Could not check whether payments are set up" error={config.error} onRetry={() => void config.refetch()} />
      ) : null}
      {status.error ? <LoadError title="Could not load your billing" error={status.error} onRetry={() => void status.refetch()} /> : null}
      {chooseFree.error ? (
        <Alert color="red" variant="light" role="alert">
          Could not choose the Free plan. {errorMessage(chooseFree.error)}
        </Alert>
      ) : null}
      {portal.error ? (
        <Alert color="red" variant="light" role="alert">
          Could not open billing. {errorMessage(portal.error)}
        </Alert>
      ) : null}

      {isSignedIn ? (
        <Group align="flex-start" gap="lg" wrap="wrap">
          <div style={{ flex: "1 1 320px", maxWidth: 480 }}>{usageCard}</div>
          {showsPageManageBilling(viewer) ? <ManageBillingButton variant="default" /> : null}
        </Group>
      ) : null}

      {plans.error ? <LoadError title="Could not load the plans" error={plans.error} onRetry={() => void plans.refetch()} /> : null}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" aria-busy={plans.isPending || undefined}>
        {plans.data
          ? plans.data.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                view={cardView(plan)}
                trialDays={config.data?.trialDays ?? 0}
                busyAction={busyAction}
                onAction={onAction}
                isLoadingActions={isLoadingActions && plan.id !== "free"}
              />
            ))
          : plans.isPending
            ? [0, 1, 2].map((index) => <Skeleton key={index} height={520} radius="md" />)
            : null}
      </SimpleGrid>

      <CheckoutConfirmModal
        choice={checkoutChoice}
        trialDays={config.data?.trialDays ?? 0}
        isPending={checkout.isPending}
        error={checkout.error}
        onClose={() => setCheckoutChoice(null)}
        onConfirm={() => checkoutChoice && checkout.start({ plan: checkoutChoice.planId, trial: checkoutChoice.trial })}
      />
      <ChangePlanModal
        change={planChange}
        isPending={changePlan.isPending}
        error={changePlan.error}
        onClose={() => setPlanChange(null)}
        onConfirm={() => {
          if (!planChange) return;
          const { to, toId } = planChange;
          changePlan.mutate(
            { plan: toId },
            {
              onSuccess: () => {
                setPlanChange(null);
                setSwitchedTo(to.name);
              },
            },
          );
        }}
      />
    </Stack>
  );
}
