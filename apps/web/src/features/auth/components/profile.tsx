import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconLock, IconLogout, IconRocket } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { LoadError } from "@/components/load-error.tsx";
import { paths } from "@/lib/paths.ts";
import { useAccount } from "../hooks/use-account.ts";
import { useSignOut } from "../hooks/use-auth-actions.ts";
import { SessionsCard } from "./sessions-card.tsx";
import { providerLabel } from "./sign-in-methods.tsx";
import { YourDataCard } from "./your-data-card.tsx";

type ProfileProps = {
  /** The plan and this month's usage: the subscription feature's card, passed in by the route. */
  planCard: ReactNode;
  /** The plan's billing (status, dates, Stripe's portal): the billing feature's card, passed in by the route. */
  billingCard?: ReactNode;
  /** The plan button's text: "Change plan" with a plan, "Upgrade" without. */
  upgradeLabel: string;
  /** The study settings: the study feature's card, passed in by the route. */
  studyCard?: ReactNode;
};

/** Who you are, how you sign in, your plan and usage, how you study, your devices and your data. */
export function Profile({ planCard, billingCard, upgradeLabel, studyCard }: ProfileProps) {
  const account = useAccount();
  const signOut = useSignOut();

  if (account.isPending) return <ProfileSkeleton />;
  if (account.error) return <LoadError title="Could not load your profile" error={account.error} onRetry={() => void account.refetch()} />;
  const { email, name, identities, canChangePassword } = account.data;

  return (
    <Stack gap="lg" maw={820}>
      <div>
        <Title order={1}>Profile</Title>
        <Text c="dimmed">Your profile</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder radius="lg" padding="lg">
          <Text size="sm" c="dimmed">
            Signed in as
          </Text>
          <Text fw={700} size="lg" data-testid="profile-email" style={{ overflowWrap: "anywhere" }}>
            {email}
          </Text>
          {name && name !== email ? <Text c="dimmed">{name}</Text> : null}
          <Title order={2} size="h5" mt="lg" mb="xs">
            Sign-in methods
          </Title>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Sign-in methods">
            {identities.map((identity) => {
              const { label, icon } = providerLabel(identity.provider);
              return (
                <Group key={identity.provider} component="li" gap="xs" wrap="nowrap">
                  {icon}
                  <Text size="sm">{label}</Text>
                  {identity.linkedAt ? (
                    <Text size="xs" c="dimmed">
                      since {new Date(identity.linkedAt).toLocaleDateString()}
                    </Text>
                  ) : null}
                </Group>
              );
            })}
          </Stack>
        </Card>
        {planCard}
      </SimpleGrid>
      {billingCard}
      <Group gap="sm">
        <Button component={Link} to={paths.upgrade.getHref()} leftSection={<IconRocket size={18} aria-hidden="true" />}>
          {upgradeLabel}
        </Button>
        {canChangePassword ? (
          <Button
            component={Link}
            to={paths.authChangePassword.getHref()}
            variant="default"
            leftSection={<IconLock size={18} aria-hidden="true" />}
          >
            Change password
          </Button>
        ) : null}
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconLogout size={18} aria-hidden="true" />}
          onClick={() => signOut.mutate()}
          loading={signOut.isPending}
        >
          Sign out
        </Button>
      </Group>
      {studyCard}
      <SessionsCard />
      <YourDataCard hasPassword={canChangePassword} />
    </Stack>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="lg" maw={820} aria-busy="true" aria-label="Loading your profile">
      <Skeleton height={36} width={160} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Skeleton height={200} radius="lg" />
        <Skeleton height={200} radius="lg" />
      </SimpleGrid>
    </Stack>
  );
}
