import { Alert, Anchor, Button, Code, Skeleton, Stack, Text } from "@mantine/core";
import { IconMail, IconMailOff } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { LoadError } from "@/components/load-error.tsx";
import { useRequestPasswordReset } from "../hooks/use-auth-actions.ts";
import { useCanSendEmail } from "../hooks/use-auth-config.ts";
import { AuthCard } from "./auth-card.tsx";
import { resetRequestSchema, RulesForm } from "./password-forms.tsx";

function BackToSignIn() {
  return (
    <Button component={Link} to={paths.auth.getHref()} variant="default" mt="lg">
      Back to sign in
    </Button>
  );
}

/**
 * Asks for a reset link. The answer is the same whether or not the email has
 * an account. A server without email (no SMTP_URL) cannot send one: it says so
 * and sends people to whoever runs it, who can make the link themselves.
 */
export function ResetPasswordRequest() {
  const canSendEmail = useCanSendEmail();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (canSendEmail.isPending) {
    return (
      <AuthCard title="Reset your password" lead="Checking how this server sends email…">
        <Stack gap="sm" aria-hidden="true">
          <Skeleton height={44} radius="md" />
          <Skeleton height={36} radius="md" />
        </Stack>
      </AuthCard>
    );
  }
  if (canSendEmail.isError) {
    return (
      <AuthCard title="Reset your password" lead="Enter your account's email and we'll send you a link to choose a new password.">
        <LoadError title="Could not reach the server" error={canSendEmail.error} onRetry={() => void canSendEmail.refetch()} />
      </AuthCard>
    );
  }
  if (!canSendEmail.data) {
    return (
      <AuthCard title="Reset your password" lead="This server cannot send email, so it cannot send you a reset link.">
        <Alert color="blue" role="status" icon={<IconMailOff size={18} aria-hidden="true" />} title="Ask the person who runs this server">
          Whoever runs this Mnemo server can reset your password: ask them for a reset link for your account&apos;s email address.
        </Alert>
        <Text size="sm" c="dimmed" mt="md">
          Running it yourself? <Code>pnpm admin reset-password &lt;email&gt;</Code> prints the link.
        </Text>
        <BackToSignIn />
      </AuthCard>
    );
  }
  if (request.isSuccess && sentTo) {
    return (
      <AuthCard title="Check your email" lead="If an account uses that address, we have emailed it a reset link.">
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
        <BackToSignIn />
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
