import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { TPlan } from "@mnemo/api-contract";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { errorMessage } from "../../lib/error-info.ts";
import { trpc } from "../../lib/trpc.ts";
import { paths } from "../../lib/paths.ts";
import { PlanPriceTag } from "../../components/plan-price-tag.tsx";

function PlanCard({ plan }: { plan: TPlan }) {
  const isHighlighted = plan.id === "premium";
  return (
    <Card withBorder padding="lg" shadow={isHighlighted ? "md" : undefined} className="plan-card" data-plan={plan.id}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {plan.name}
          </Title>
          {isHighlighted ? <Badge>Most popular</Badge> : null}
        </Group>
        <Text c="dimmed">{plan.subtitle}</Text>
        <PlanPriceTag plan={plan} size={36} />
        <List spacing={6} size="sm" icon={<IconCircleCheck size={18} color="var(--mantine-color-teal-6)" />} style={{ flex: 1 }}>
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

export function UpgradeRoute() {
  const plans = trpc.plans.list.useQuery();
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>Upgrade</Title>
        <Text size="lg" c="dimmed">
          Every plan makes mind maps, flowcharts and timelines and saves your cards. Paid plans add more words, bigger uploads, every card
          type and exports.
        </Text>
      </Stack>
      {plans.error ? <Alert color="red">Could not load the plans. {errorMessage(plans.error)}</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {plans.data
          ? plans.data.map((plan) => <PlanCard key={plan.id} plan={plan} />)
          : [0, 1, 2].map((index) => <Skeleton key={index} height={360} radius="md" />)}
      </SimpleGrid>
      <Alert variant="light" title="Checkout is on the way">
        Paying by card through Stripe is being built. Until then an operator can set your plan with <code>pnpm admin set-plan</code>.
      </Alert>
    </Stack>
  );
}

export function UpgradeSuccessRoute() {
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>You're upgraded</Title>
      <Text size="lg" c="dimmed">
        Thanks for supporting Mnemo. Your new allowance applies straight away.
      </Text>
      <Group>
        <Button component={Link} to={paths.decks.getHref()}>
          Go to your decks
        </Button>
        <Button component={Link} to={paths.authProfile.getHref()} variant="default">
          See your usage
        </Button>
      </Group>
    </Stack>
  );
}
