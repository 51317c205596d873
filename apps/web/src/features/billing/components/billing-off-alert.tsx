import { Alert, Code, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";

/** Billing is off (no STRIPE_SECRET_KEY): the plans are for reading, an operator gives them. */
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
        Plans can't be bought here. An operator can give an account a plan with <Code>pnpm admin set-plan &lt;email&gt; &lt;plan&gt;</Code>.
      </Text>
    </Alert>
  );
}
