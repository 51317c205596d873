import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** What went wrong with an export or import, announced as it appears. */
export function FailureAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden="true" />} title={title} role="alert">
      {children}
    </Alert>
  );
}
