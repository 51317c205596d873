import { Alert, Code, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";

/**
 * Billing is off (no STRIPE_SECRET_KEY): the plans are for reading. The
 * learner is told what they can do; the operator's command comes second,
 * for whoever runs the server (README, "Plans without payments").
 */
export function BillingOffAlert() {
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconInfoCircle size={18} aria-hidden="true" />}
      title="Payments are not set up on this server"
      data-testid="billing-off"
    >
      <Text size="sm">
        Plans can't be bought here. Every account can use the Free plan; for a bigger one, ask the person who runs this server.
      </Text>
      <Text size="xs" c="dimmed" mt={6}>
        Running this server? Give an account a plan with <Code>pnpm admin set-plan &lt;email&gt; &lt;plan&gt;</Code>.
      </Text>
    </Alert>
  );
}
