import { Box, Burger, Drawer, Group, NavLink as MantineNavLink, Stack, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useEffect } from "react";
import { Link, NavLink, useLocation } from "react-router-dom";
import { AccountMenu } from "../../features/auth/components/account-menu.tsx";
import { paths } from "../paths.ts";
import { ColorSchemeToggle } from "./color-scheme-toggle.tsx";
import { mainNavLinks } from "./nav-links.ts";

function BrandLink() {
  return (
    <UnstyledButton component={Link} to={paths.home.getHref()} className="brand" aria-label="Mnemo home">
      <span className="brand-mark" aria-hidden="true">
        M
      </span>
      <span>Mnemo</span>
    </UnstyledButton>
  );
}

/** Header with navigation and the account menu; on phones the navigation folds into a drawer. */
export function SiteHeader() {
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  useEffect(() => drawer.close(), [pathname, drawer]);

  return (
    <Box component="header" className="app-header">
      <Group className="header-inner" justify="space-between" wrap="nowrap" gap="md">
        <Group gap="lg" wrap="nowrap">
          <Burger opened={isDrawerOpen} onClick={drawer.toggle} hiddenFrom="sm" size="sm" aria-label="Open navigation" />
          <BrandLink />
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm" className="main-nav">
            {mainNavLinks.map((link) => (
              <NavLink key={link.href} to={link.href} className="main-nav-link">
                {link.label}
              </NavLink>
            ))}
          </Group>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <ColorSchemeToggle />
          <AccountMenu />
        </Group>
      </Group>
      <Drawer opened={isDrawerOpen} onClose={drawer.close} title="Mnemo" size="xs" hiddenFrom="sm">
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
    </Box>
  );
}
