import { Avatar, Button, Group, Loader, Skeleton, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { forwardRef, lazy, Suspense, type ComponentPropsWithoutRef } from "react";
import { Link, useLocation } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { useIsSigningOut } from "../hooks/use-auth-actions.ts";
import { useSession } from "@/lib/auth/use-session.ts";
import type { TSignUpOffer } from "@/lib/sign-up-offer.ts";

const UserMenu = lazy(() => import("./user-menu.tsx").then((module) => ({ default: module.UserMenu })));

type AccountButtonProps = ComponentPropsWithoutRef<"button"> & { label: string };

/** The avatar button; Menu.Target passes its ref and handlers through. */
const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(function AccountButton({ label, ...props }, ref) {
  return (
    <UnstyledButton ref={ref} className="account-button" {...props}>
      {/* Named by its content, not aria-label: the visible name is hidden on small screens, and a label
          that differs from the visible words trips voice control. */}
      <VisuallyHidden>Account menu for {label}</VisuallyHidden>
      <Group gap={8} wrap="nowrap" aria-hidden="true">
        <Avatar size={30} radius="xl" color="mnemo" name={label} />
        <Text size="sm" fw={500} visibleFrom="md" className="account-name" maw={160} truncate>
          {label}
        </Text>
        <IconChevronDown size={14} stroke={1.6} aria-hidden="true" />
      </Group>
    </UnstyledButton>
  );
});

/**
 * Header corner: the signed-in user's menu, or 'Sign in' (coming back to this
 * page) and the sign-up button (`signUp`: the free trial only where one can start).
 */
export function AccountMenu({ signUp }: { signUp: TSignUpOffer }) {
  const { user, isPending } = useSession();
  const location = useLocation();
  const signingOut = useIsSigningOut();
  if (signingOut) {
    return (
      <Group gap={8} wrap="nowrap" role="status" aria-live="polite">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm" c="dimmed">
          Signing out…
        </Text>
      </Group>
    );
  }
  // A placeholder until we know, rather than flashing "Sign in" at a signed-in user.
  if (isPending) return <Skeleton height={32} width={96} radius="xl" aria-hidden="true" />;
  if (!user) {
    const onAuthPage = location.pathname.toLowerCase().startsWith(paths.auth.path);
    if (onAuthPage) return null;
    const back = location.pathname === "/" ? undefined : `${location.pathname}${location.search}`;
    return (
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} to={paths.auth.getHref(back)} variant="subtle" size="sm">
          Sign in
        </Button>
        <Button component={Link} to={signUp.href} size="sm" visibleFrom="xs">
          {signUp.label}
        </Button>
      </Group>
    );
  }
  const label = user.name || user.email;
  return (
    // Until the menu's code arrives the button is shown but does nothing yet (a fraction of a second).
    <Suspense fallback={<AccountButton label={label} />}>
      <UserMenu email={user.email} target={<AccountButton label={label} />} />
    </Suspense>
  );
}
