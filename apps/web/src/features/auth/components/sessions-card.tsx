import type { TSession } from "@mnemo/api-contract";
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconDeviceDesktop, IconDeviceMobile, IconTerminal2 } from "@tabler/icons-react";
import { useSessions } from "../hooks/use-account.ts";

/**
 * The browsers and programs signed in to the account (a bearer token is a
 * session too), each of which the learner can sign out; and "sign out
 * everywhere else". Hidden in the Supabase mode, where Supabase holds them.
 */
export function SessionsCard() {
  const { sessions, revoke, revokeOthers } = useSessions();

  if (sessions.data && !sessions.data.supported) return null;
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current);

  return (
    <Card withBorder radius="lg" padding="lg" aria-labelledby="sessions-heading">
      <Group justify="space-between" align="flex-start" mb="sm">
        <div>
          <Title order={2} size="h5" id="sessions-heading">
            Signed-in devices
          </Title>
          <Text size="sm" c="dimmed">
            Browsers and programs that can use your account. Sign out any you do not recognise.
          </Text>
        </div>
        {others.length > 0 ? (
          <Button variant="default" size="xs" onClick={() => revokeOthers.mutate()} loading={revokeOthers.isPending}>
            Sign out everywhere else
          </Button>
        ) : null}
      </Group>
      {sessions.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading your devices">
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Stack>
      ) : sessions.error ? (
        <Text size="sm" c="red">
          Your devices could not be loaded right now.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Signed-in devices">
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              onRevoke={() => revoke.mutate({ id: session.id })}
              pending={revoke.isPending && revoke.variables?.id === session.id}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function SessionRow({ session, onRevoke, pending }: { session: TSession; onRevoke: () => void; pending: boolean }) {
  const device = session.device ?? "Unknown device";
  const Icon = /iPhone|Android/.test(device) ? IconDeviceMobile : /curl|program/.test(device) ? IconTerminal2 : IconDeviceDesktop;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" data-testid="session-row">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Icon size={22} aria-hidden="true" />
        <div style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {device}
            </Text>
            {session.current ? (
              <Badge size="xs" variant="light">
                This device
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            Active {formatWhen(session.lastActiveAt)} · signed in {new Date(session.createdAt).toLocaleDateString()}
            {session.ipAddress ? ` · ${session.ipAddress}` : ""}
          </Text>
        </div>
      </Group>
      {session.current ? null : (
        <Button size="xs" variant="subtle" color="red" onClick={onRevoke} loading={pending} aria-label={`Sign out ${device}`}>
          Sign out
        </Button>
      )}
    </Group>
  );
}

function formatWhen(iso: string): string {
  const minutes = Math.round((Date.now() - new Date(iso).getTime()) / 60_000);
  if (minutes < 2) return "just now";
  if (minutes < 60) return `${minutes} minutes ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return hours === 1 ? "an hour ago" : `${hours} hours ago`;
  const days = Math.round(hours / 24);
  return days === 1 ? "yesterday" : `${days} days ago`;
}
