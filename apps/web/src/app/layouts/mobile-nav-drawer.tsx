import { Drawer, NavLink as MantineNavLink, Stack } from "@mantine/core";
import { NavLink, useLocation } from "react-router-dom";
import { mainNavLinks } from "./nav-links.ts";

/**
 * The phone navigation. Loaded the first time the burger is pressed: Drawer
 * brings Modal, ScrollArea and floating-ui, which no first load should pay for.
 */
export function MobileNavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Mnemo"
      size="xs"
      hiddenFrom="md"
      closeButtonProps={{ "aria-label": "Close navigation" }}
    >
      <Stack component="nav" aria-label="Main" gap={2}>
        {mainNavLinks.map((link) => (
          <MantineNavLink
            key={link.href}
            component={NavLink}
            to={link.href}
            label={link.label}
            active={pathname.toLowerCase().startsWith(link.href.toLowerCase())}
          />
        ))}
      </Stack>
    </Drawer>
  );
}
