import { Avatar, Button, Group, Menu, Skeleton, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconLogout, IconRocket, IconUser } from "@tabler/icons-react";
import { Link, useLocation } from "react-router-dom";
import { paths } from "../../../app/paths.ts";
import { useSignOut } from "../hooks/use-auth-actions.ts";
import { useSession } from "../hooks/use-session.ts";

/** Header corner: the signed-in user's menu, or 'Sign in' and the free-trial call to action. */
export function AccountMenu() {
  const { user, isPending } = useSession();
  const location = useLocation();
  const signOut = useSignOut();
  // A placeholder until we know, rather than flashing "Sign in" at a signed-in user.
  if (isPending) return <Skeleton height={32} width={96} radius="xl" aria-hidden="true" />;
  if (!user) {
    const onAuthPage = location.pathname.toLowerCase().startsWith(paths.auth.path);
    if (onAuthPage) return null;
    const back = location.pathname === "/" ? undefined : location.pathname;
    return (
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} to={paths.auth.getHref(back)} variant="subtle" size="sm">
          Sign in
        </Button>
        <Button component={Link} to={`${paths.auth.getHref()}?mode=sign-up`} size="sm" visibleFrom="xs">
          Start free trial
        </Button>
      </Group>
    );
  }
  const label = user.name || user.email;
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className="account-button" aria-label={`Account menu for ${label}`}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={30} radius="xl" color="mnemo" name={label} />
            <Text size="sm" fw={500} visibleFrom="md" className="account-name" maw={160} truncate>
              {label}
            </Text>
            <IconChevronDown size={14} stroke={1.6} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to={paths.authProfile.getHref()} leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to={paths.upgrade.getHref()} leftSection={<IconRocket size={16} />}>
          Upgrade
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {signOut.isPending ? "Signing out…" : "Sign out"}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
