import { Badge, Button, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import type { TPlan } from "@mnemo/api-contract";
import { IconCircleCheck } from "@tabler/icons-react";
import { PlanPriceTag } from "@/components/plan-price-tag.tsx";
import type { TPlanAction, TPlanCardView } from "../utils/plan-actions.ts";
import { trialOfferShort } from "../utils/trial-terms.ts";
import classes from "./billing.module.css";
import { PlanDetails } from "./plan-details.tsx";

type PlanCardProps = {
  plan: TPlan;
  view: TPlanCardView;
  /** Trial days on offer, for the line beside the trial button. */
  trialDays: number;
  /** The action whose request is under way (its button spins; the others wait). */
  busyAction: TPlanAction | null;
  onAction: (action: TPlanAction) => void;
  /** Buttons are not known yet (the learner's billing is loading). */
  isLoadingActions: boolean;
};

const sameAction = (a: TPlanAction | null, b: TPlanAction) => a !== null && a.kind === b.kind && a.label === b.label;

/** One plan on /upgrade: what it gives, its price, whether it is yours, and what you can do about it. */
export function PlanCard({ plan, view, trialDays, busyAction, onAction, isLoadingActions }: PlanCardProps) {
  const headingId = `plan-${plan.id}-name`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      shadow={plan.id === "premium" ? "md" : undefined}
      className={classes.planCard}
      data-plan={plan.id}
      data-current={view.isCurrent || undefined}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id={headingId}>
            {plan.name}
          </Title>
          {view.isCurrent ? (
            <Badge color="teal" data-testid="current-plan-badge">
              Your plan
            </Badge>
          ) : plan.id === "premium" ? (
            <Badge variant="light">Most popular</Badge>
          ) : null}
        </Group>
        <Text c="dimmed">{plan.subtitle}</Text>
        <PlanPriceTag plan={plan} size={36} />
        <List spacing={6} size="sm" icon={<IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden="true" />}>
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <PlanDetails plan={plan} />
        <Stack gap="xs" className={classes.actions} pt="sm">
          {isLoadingActions ? <Button loading disabled aria-label={`Loading the choices for ${plan.name}`} /> : null}
          {view.actions.map((action, index) => (
            <Stack key={action.label} gap={4}>
              <Button
                variant={index === 0 ? "filled" : "default"}
                fullWidth
                loading={sameAction(busyAction, action)}
                disabled={busyAction !== null && !sameAction(busyAction, action)}
                onClick={() => onAction(action)}
                data-action={action.kind}
                data-testid={action.kind === "portal" ? "manage-billing" : undefined}
              >
                {action.label}
              </Button>
              {action.kind === "trial" ? (
                <Text size="xs" c="dimmed" ta="center">
                  {trialOfferShort(plan, trialDays)}
                </Text>
              ) : null}
            </Stack>
          ))}
          {view.note ? (
            <Text size="sm" c="dimmed">
              {view.note}
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}
