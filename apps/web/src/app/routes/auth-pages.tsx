import { identityProvider } from "@mnemo/api-contract";
import { Alert, Anchor, Badge, Button, Card, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import {
  IconBrandGithub,
  IconBrandGoogle,
  IconCircleCheck,
  IconKey,
  IconLock,
  IconLogout,
  IconMail,
  IconRocket,
} from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import {
  NEW_PASSWORD_HINT,
  RulesForm,
  changePasswordSchema,
  newPasswordSchema,
  resetRequestSchema,
} from "../../features/auth/components/password-forms.tsx";
import { SessionsCard } from "../../features/auth/components/sessions-card.tsx";
import { YourDataCard } from "../../features/auth/components/your-data-card.tsx";
import { useChangePassword, useRequestPasswordReset, useResetPassword, useSignOut } from "../../features/auth/hooks/use-auth-actions.ts";
import { getAuthClient } from "../../lib/auth/get-auth-client.ts";
import { SESSION_QUERY_KEY, useSession } from "../../lib/auth/use-session.ts";
import { useSubscription } from "../../features/subscription/hooks/use-subscription.ts";
import { formatCount } from "../../lib/format-count.ts";
import { sanitizeRedirect } from "../../lib/redirect-target.ts";
import { trpc } from "../../lib/trpc.ts";
import { paths } from "../../lib/paths.ts";

/** /Auth/oauth: back from the provider. Re-reads the session, fetches the subscription, goes on to the target. */
export function OauthRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const target = sanitizeRedirect(searchParams.get("redirect"));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      const session = queryClient.getQueryData<{ user: unknown } | null>(SESSION_QUERY_KEY);
      if (!session?.user) {
        setFailed(true);
        return;
      }
      // Errors here are the subscription's own (logged by the query); signing in still succeeded.
      await utils.subscription.get.fetch().catch((error: unknown) => console.warn("subscription fetch failed", error));
      await navigate(target, { replace: true });
    })();
  }, [navigate, queryClient, target, utils]);

  if (!failed) return <PageLoader label="Completing sign-in…" />;
  return (
    <Stack maw={440} mx="auto" py="xl" px="md">
      <Alert color="red" role="alert" title="Sign-in didn't complete">
        We couldn't finish signing you in with that provider. Please try again, or use your email and password.
      </Alert>
      <Button component={Link} to={paths.auth.getHref(target)}>
        Back to sign in
      </Button>
    </Stack>
  );
}

const PROVIDER_LABELS: Record<string, { label: string; icon: ReactNode }> = {
  email: { label: "Email and password", icon: <IconMail size={18} aria-hidden="true" /> },
  github: { label: "GitHub", icon: <IconBrandGithub size={18} aria-hidden="true" /> },
  google: { label: "Google", icon: <IconBrandGoogle size={18} aria-hidden="true" /> },
};

function providerLabel(provider: string) {
  const id = identityProvider(provider);
  return PROVIDER_LABELS[id] ?? { label: id.charAt(0).toUpperCase() + id.slice(1), icon: <IconKey size={18} aria-hidden="true" /> };
}

/** /Auth/profile: who you are, how you sign in, your plan and this month's usage. */
export function ProfileRoute() {
  const account = trpc.account.get.useQuery();
  const subscription = useSubscription();
  const plans = trpc.plans.list.useQuery(undefined, { staleTime: 60 * 60_000 });
  const signOut = useSignOut();

  if (account.isPending) return <ProfileSkeleton />;
  if (account.error) return <LoadError title="Could not load your profile" error={account.error} onRetry={() => void account.refetch()} />;
  const { email, name, identities, canChangePassword } = account.data;
  const sub = subscription.data?.subscription;
  const usage = subscription.data?.usage;
  const planName = sub && sub.status !== "missing" ? (plans.data?.find((plan) => plan.id === sub.plan_id)?.name ?? sub.plan_id) : null;

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
        <Card withBorder radius="lg" padding="lg" aria-labelledby="plan-heading">
          <Group justify="space-between" align="flex-start">
            <div>
              <Text size="sm" c="dimmed" id="plan-heading">
                Plan
              </Text>
              {subscription.isPending ? (
                <Skeleton height={24} width={120} mt={4} />
              ) : (
                <Text fw={700} size="lg" data-testid="profile-plan">
                  {planName ?? "No plan yet"}
                </Text>
              )}
            </div>
            {sub && sub.status !== "missing" && sub.status !== "active" ? (
              <Badge color="orange">{sub.status.replace("_", " ")}</Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" mt="lg">
            Usage this month
          </Text>
          {usage ? (
            <>
              <Text fw={600} data-testid="profile-usage">
                {formatCount(usage.remaining, "word")} left of {usage.limit.toLocaleString("en-US")}
              </Text>
              <Progress
                value={usage.percent}
                color={usage.percent >= 90 ? "red" : usage.percent >= 70 ? "orange" : "mnemo"}
                size="lg"
                radius="xl"
                mt={6}
                aria-label={`${usage.percent}% of this month's words used`}
              />
              <Text size="xs" c="dimmed" mt={4}>
                {usage.percent}% used · resets on the 1st
              </Text>
            </>
          ) : subscription.error ? (
            <Text size="sm" c="red">
              Usage is unavailable right now.
            </Text>
          ) : (
            <Skeleton height={40} mt={4} />
          )}
        </Card>
      </SimpleGrid>
      <Group gap="sm">
        <Button component={Link} to={paths.upgrade.getHref()} leftSection={<IconRocket size={18} aria-hidden="true" />}>
          {planName ? "Change plan" : "Upgrade"}
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

function AuthCard({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: "lg", sm: "xl" }} maw={460} mx="auto" my={{ base: "md", sm: "xl" }}>
      <Stack gap="xs" mb="lg">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{lead}</Text>
      </Stack>
      {children}
    </Paper>
  );
}

type Notice = {
  title: string;
  lead: string;
  tone: "info" | "success" | "error";
  heading: string;
  children: ReactNode;
  action: { label: string; to: string };
};

const NOTICE_TONES = {
  info: { color: "blue", role: "status", icon: undefined, variant: "default" },
  success: { color: "teal", role: "status", icon: <IconCircleCheck size={18} aria-hidden="true" />, variant: "filled" },
  error: { color: "red", role: "alert", icon: undefined, variant: "filled" },
} as const;

/** An account screen's outcome: what happened, and the one thing to do next. */
function AuthNotice({ title, lead, tone, heading, children, action }: Notice) {
  const { color, role, icon, variant } = NOTICE_TONES[tone];
  return (
    <AuthCard title={title} lead={lead}>
      <Alert color={color} role={role} icon={icon} title={heading}>
        {children}
      </Alert>
      <Button component={Link} to={action.to} variant={variant} mt="lg">
        {action.label}
      </Button>
    </AuthCard>
  );
}

/** /Auth/ChangePassword: only for accounts with a password ('email' identity); others are told why. */
export function ChangePasswordRoute() {
  const account = trpc.account.get.useQuery();
  const change = useChangePassword();

  if (account.isPending) return <PageLoader label="Loading your account…" />;
  if (account.error) return <LoadError title="Could not load your account" error={account.error} onRetry={() => void account.refetch()} />;
  if (!account.data.canChangePassword) {
    const providers = account.data.identities.map((identity) => providerLabel(identity.provider).label).join(" and ");
    return (
      <AuthNotice
        title="Change Password"
        lead="Your account has no password to change."
        tone="info"
        heading="You sign in with another service"
        action={{ label: "Back to your profile", to: paths.authProfile.getHref() }}
      >
        You sign in with {providers || "another service"}, so your password is managed there, not by Mnemo.
      </AuthNotice>
    );
  }
  if (change.isSuccess) {
    return (
      <AuthNotice
        title="Change Password"
        lead="All set."
        tone="success"
        heading="Password changed"
        action={{ label: "Back to your profile", to: paths.authProfile.getHref() }}
      >
        Your password has been changed, and every other device has been signed out.
      </AuthNotice>
    );
  }
  return (
    <AuthCard title="Change Password" lead="Enter your current password, then choose a new one. Your other devices will be signed out.">
      <RulesForm
        label="Change password"
        fields={[
          { name: "currentPassword", label: "Current password", kind: "current-password" },
          { name: "newPassword", label: "New password", kind: "new-password", description: NEW_PASSWORD_HINT },
          { name: "confirmPassword", label: "Confirm new password", kind: "new-password" },
        ]}
        schema={changePasswordSchema}
        initial={{ currentPassword: "", newPassword: "", confirmPassword: "" }}
        submitLabel="Change password"
        pending={change.isPending}
        error={change.error}
        onSubmit={({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword })}
      />
    </AuthCard>
  );
}

/** /Auth/reset-password: ask for a link. The answer is the same whether or not the email has an account. */
export function ResetPasswordRoute() {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (request.isSuccess && sentTo) {
    return (
      <AuthCard title="Check your email" lead="If an account uses that address, a reset link is on its way.">
        <Alert color="teal" role="status" icon={<IconMail size={18} aria-hidden="true" />}>
          We sent instructions to <strong>{sentTo}</strong> if it belongs to a Mnemo account. The link works for one hour, once.
        </Alert>
        <Text size="sm" c="dimmed" mt="md">
          Nothing arrived? Check your spam folder, or{" "}
          <Anchor component="button" type="button" size="sm" onClick={() => request.reset()}>
            try again
          </Anchor>
          .
        </Text>
        <Button component={Link} to={paths.auth.getHref()} variant="default" mt="lg">
          Back to sign in
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset your password" lead="Enter your account's email and we'll send you a link to choose a new password.">
      <RulesForm
        label="Request a password reset link"
        fields={[{ name: "email", label: "Email", kind: "email" }]}
        schema={resetRequestSchema}
        initial={{ email: "" }}
        submitLabel="Send reset link"
        pending={request.isPending}
        error={request.error}
        onSubmit={({ email }) => {
          setSentTo(email.trim());
          request.mutate(email);
        }}
      />
      <Text ta="center" mt="lg" size="sm">
        Remembered it?{" "}
        <Anchor component={Link} to={paths.auth.getHref()} size="sm" fw={600}>
          Sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}

/** /Auth/reset-password/Change: where the emailed link lands (`?token=…`, or `?error=INVALID_TOKEN`). */
export function ResetPasswordChangeRoute() {
  const [searchParams] = useSearchParams();
  const reset = useResetPassword();
  const { user } = useSession();
  const mode = useQuery({ queryKey: ["auth", "mode"], queryFn: async () => (await getAuthClient()).mode, staleTime: Infinity });
  const token = searchParams.get("token");
  const linkError = searchParams.get("error");
  // Supabase's recovery link signs the person in (URL hash) instead of carrying a token.
  const recoverySession = Boolean(user) && mode.data === "supabase";

  if (!token && !linkError && mode.isPending) return <PageLoader label="Checking your link…" />;
  if (linkError || (!token && !recoverySession)) {
    return (
      <AuthNotice
        title="Choose a New Password"
        lead="This link can't be used."
        tone="error"
        heading="Invalid or expired link"
        action={{ label: "Ask for a new link", to: paths.authResetPassword.getHref() }}
      >
        This reset link is invalid or has expired. Links work once, for one hour. Ask for a new one.
      </AuthNotice>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthNotice
        title="Choose a New Password"
        lead="Your password has been changed."
        tone="success"
        heading="Password changed"
        action={{ label: "Sign in", to: paths.auth.getHref() }}
      >
        Sign in with your new password. Any device that was signed in has been signed out.
      </AuthNotice>
    );
  }
  return (
    <AuthCard title="Choose a New Password" lead="Pick a new password for your account.">
      <RulesForm
        label="Choose a new password"
        fields={[
          { name: "newPassword", label: "New password", kind: "new-password", description: NEW_PASSWORD_HINT },
          { name: "confirmPassword", label: "Confirm new password", kind: "new-password" },
        ]}
        schema={newPasswordSchema}
        initial={{ newPassword: "", confirmPassword: "" }}
        submitLabel="Save new password"
        pending={reset.isPending}
        error={reset.error}
        onSubmit={({ newPassword }) => reset.mutate({ token, newPassword })}
      />
    </AuthCard>
  );
}
