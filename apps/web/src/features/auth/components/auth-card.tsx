import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/** The frame of the account screens (change and reset password): title, lead, then the form or notice. */
export function AuthCard({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
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
export function AuthNotice({ title, lead, tone, heading, children, action }: Notice) {
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
