import { Badge, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";

type OptionSummaryProps = {
  /** A Tabler icon at size 20. */
  icon: ReactNode;
  name: string;
  description: string;
  /** The cheapest plan that has the option, when the learner's does not. */
  planName?: string | null | undefined;
  isEnabled: boolean;
};

/** An option's icon, name and description, with the plan that has it when the learner's plan does not (exports, printing). */
export function OptionSummary({ icon, name, description, planName, isEnabled }: OptionSummaryProps) {
  return (
    <Group wrap="nowrap" gap="sm" align="flex-start">
      <ThemeIcon variant="light" size="lg" radius="md" color={isEnabled ? undefined : "gray"} aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm">
            {name}
          </Text>
          {planName ? (
            <Badge size="sm" variant="light" color="grape" tt="none">
              {planName}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
    </Group>
  );
}
