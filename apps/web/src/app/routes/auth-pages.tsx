import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { PageLoader } from "../../components/page-loader.tsx";
import { PlannedPage } from "../../components/planned-page.tsx";
import { useSession } from "../../features/auth/hooks/use-session.ts";
import { SignOutButton } from "../../features/auth/components/sign-out-button.tsx";
import { paths } from "../paths.ts";

// The account screens arrive with the accounts issue; their routes, titles and guards are live now.

export function OauthRoute() {
  return <PageLoader label="Completing sign-in…" />;
}

export function ProfileRoute() {
  const { user } = useSession();
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>Profile</Title>
      <Card withBorder padding="lg">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text c="dimmed" size="sm">
              Signed in as
            </Text>
            <Text fw={600}>{user?.email}</Text>
          </div>
          <SignOutButton />
        </Group>
      </Card>
      <PlannedPage
        title="Your account"
        lead="More of your account will be managed here."
        planned={[
          "Your plan and this month's usage, with a progress bar.",
          "Linked sign-in methods (email, GitHub, Google).",
          "Change your password.",
        ]}
        actions={[
          { label: "Go to your decks", href: paths.decks.getHref() },
          { label: "See plans", href: paths.upgrade.getHref() },
        ]}
      />
    </Stack>
  );
}

export function ChangePasswordRoute() {
  return (
    <PlannedPage
      title="Change Password"
      lead="Changing your password from here is being built."
      planned={["Set a new password after confirming your current one.", "Sign out your other devices when it changes."]}
      actions={[{ label: "Back to your profile", href: paths.authProfile.getHref() }]}
    />
  );
}

export function ResetPasswordRoute() {
  return (
    <PlannedPage
      title="Reset Password"
      lead="Password reset by email is being built."
      planned={["Ask for a reset link by email.", "Choose a new password from the link."]}
      actions={[{ label: "Back to sign in", href: paths.auth.getHref() }]}
    />
  );
}

export function ResetPasswordChangeRoute() {
  return (
    <PlannedPage
      title="Choose a New Password"
      lead="This is where a password reset link will land."
      planned={["Choose and confirm a new password.", "Sign in with it straight away."]}
      actions={[{ label: "Back to sign in", href: paths.auth.getHref() }]}
    />
  );
}
