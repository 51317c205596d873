import { Menu, Text } from "@mantine/core";
import { IconLogout, IconRocket, IconUser } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { useSignOut } from "../hooks/use-auth-actions.ts";

/**
 * The signed-in user's dropdown. Loaded on demand (Menu brings the floating-ui
 * positioning library), so visitors' first load doesn't carry it.
 */
export function UserMenu({ email, target }: { email: string; target: ReactNode }) {
  const signOut = useSignOut();
  return (
    // No initial-focus placeholder: it is a focusable child without a menu role (axe: aria-required-children). Not in a
    // portal: the dropdown stays inside the header's banner landmark (axe: region, content outside every landmark).
    <Menu position="bottom-end" width={240} shadow="md" withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs" truncate>
            {email}
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
