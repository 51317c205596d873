import { Alert, List } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { authErrorInfo } from "../api/auth-errors.ts";

/** An auth call's error as people should read it; a weak password lists every reason. */
export function AuthErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  const { message, reasons } = authErrorInfo(error);
  return (
    <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
      {message}
      {reasons.length > 0 ? (
        <List size="sm" mt={6} spacing={2} aria-label="What to change">
          {reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}

/** 'Form incomplete.' (docs/product.md) above the submit button, when a submit found problems. */
export function FormIncompleteAlert({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <Alert color="orange" role="alert" variant="light" py={8}>
      Form incomplete.
    </Alert>
  );
}
