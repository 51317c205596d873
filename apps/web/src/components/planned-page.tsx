import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

type PlannedPageProps = {
  title: string;
  lead: string;
  /** What this page will do once its feature lands. */
  planned: string[];
  /** Where to go meanwhile. */
  actions?: { label: string; href: string }[];
  children?: ReactNode;
};

/**
 * A page whose feature is still being built says plainly what will be here and
 * where to go meanwhile, instead of showing an empty screen.
 */
export function PlannedPage({ title, lead, planned, actions = [], children }: PlannedPageProps) {
  return (
    <Stack gap="lg" maw={760}>
      <Group gap="sm" align="center">
        <Title order={1}>{title}</Title>
        <Badge variant="light" color="gray">
          In progress
        </Badge>
      </Group>
      <Text size="lg" c="dimmed">
        {lead}
      </Text>
      <Card withBorder padding="lg">
        <Text fw={600} mb="sm">
          What this page will do
        </Text>
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light">
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {planned.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Card>
      {children}
      {actions.length > 0 ? (
        <Group>
          {actions.map((action, index) => (
            <Button key={action.href} component={Link} to={action.href} variant={index === 0 ? "filled" : "default"}>
              {action.label}
            </Button>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
