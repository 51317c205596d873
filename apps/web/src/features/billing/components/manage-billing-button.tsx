import { Alert, Button, Stack, type ButtonProps } from "@mantine/core";
import { IconCreditCard } from "@tabler/icons-react";
import { errorMessage } from "@/lib/error-info.ts";
import { usePortal } from "../hooks/use-billing.ts";
import { MANAGE_BILLING_LABEL } from "../utils/plan-actions.ts";

type ManageBillingButtonProps = Pick<ButtonProps, "variant" | "size" | "fullWidth" | "color"> & {
  /** "Manage billing"; the past-due banner says "Fix payment". */
  label?: string;
  testId?: string;
};

/** Opens Stripe's customer portal (payment method, invoices, plan, cancelling); the spinner stays until the browser has left. */
export function ManageBillingButton({ label = MANAGE_BILLING_LABEL, testId = "manage-billing", ...buttonProps }: ManageBillingButtonProps) {
  const portal = usePortal();
  return (
    <Stack gap={6}>
      <Button
        {...buttonProps}
        leftSection={<IconCreditCard size={18} aria-hidden="true" />}
        loading={portal.isPending}
        onClick={portal.open}
        data-testid={testId}
      >
        {label}
      </Button>
      {portal.error ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          Could not open billing. {errorMessage(portal.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
