import { Alert, Anchor, Button, Text } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../lib/paths.ts";
import { useRequestPasswordReset } from "../hooks/use-auth-actions.ts";
import { AuthCard } from "./auth-card.tsx";
import { resetRequestSchema, RulesForm } from "./password-forms.tsx";

/** Asks for a reset link. The answer is the same whether or not the email has an account. */
export function ResetPasswordRequest() {
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
