import { Box, Burger, Group, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router-dom";
import { AccountMenu } from "../../features/auth/components/account-menu.tsx";
import { paths } from "../../lib/paths.ts";
import { useSignUpOffer } from "../use-sign-up-offer.ts";
import { ColorSchemeToggle } from "./color-scheme-toggle.tsx";
import { mainNavLinks } from "./nav-links.ts";

const MobileNavDrawer = lazy(() => import("./mobile-nav-drawer.tsx").then((module) => ({ default: module.MobileNavDrawer })));

function BrandLink() {
  return (
    // Named by its text ("Mnemo home"), not aria-label: a label that differs from the visible words trips voice control.
    <UnstyledButton component={Link} to={paths.home.getHref()} className="brand">
      <span className="brand-mark" aria-hidden="true">
        M
      </span>
      <span>Mnemo</span>
      <VisuallyHidden> home</VisuallyHidden>
    </UnstyledButton>
  );
}

/** Header with navigation and the account menu; on phones the navigation folds into a drawer. */
export function SiteHeader() {
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const { pathname, search } = useLocation();
  // A new account comes back to the page it was made from (the deck list from the home page).
  const signUp = useSignUpOffer(pathname === "/" ? undefined : `${pathname}${search}`);
  // useDisclosure's handler object is new on every render; its `close` is stable.
  const closeDrawer = drawer.close;
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  return (
    <Box component="header" className="app-header">
      <Group className="header-inner" justify="space-between" wrap="nowrap" gap="md">
        <Group gap="md" wrap="nowrap">
          <Burger
            opened={isDrawerOpen}
            onClick={() => {
              setHasOpenedDrawer(true);
              drawer.toggle();
            }}
            hiddenFrom="md"
            size="sm"
            aria-label="Open navigation"
          />
          <BrandLink />
          {/* Six links and the account buttons fit one row from md (62em) on; below it the drawer holds them. */}
          <Group component="nav" aria-label="Main" gap={4} wrap="nowrap" visibleFrom="md" className="main-nav">
            {mainNavLinks.map((link) => (
              <NavLink key={link.href} to={link.href} className="main-nav-link">
                {link.label}
              </NavLink>
            ))}
          </Group>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <ColorSchemeToggle />
          <AccountMenu signUp={signUp} />
        </Group>
      </Group>
      {/* Mounted from the first open on, so closing still animates. */}
      {hasOpenedDrawer ? (
        <Suspense fallback={null}>
          <MobileNavDrawer opened={isDrawerOpen} onClose={drawer.close} />
        </Suspense>
      ) : null}
    </Box>
  );
}
