import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleDashed } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

type PlannedPageProps = {
  title: string;
  lead: string;
  /** What this page is meant to do one day; none of it works yet. */
  planned: string[];
  /** Where to go meanwhile. */
  actions?: { label: string; href: string }[];
  children?: ReactNode;
};

/**
 * A page whose feature does not exist yet (docs/product.md lists the route)
 * says so plainly, what is planned for it and where to go instead; it offers
 * nothing that only leads to another such page.
 */
export function PlannedPage({ title, lead, planned, actions = [], children }: PlannedPageProps) {
  return (
    <Stack gap="lg" maw={760}>
      <Group gap="sm" align="center">
        <Title order={1}>{title}</Title>
        <Badge variant="light" color="gray">
          Not available yet
        </Badge>
      </Group>
      <Text size="lg" c="dimmed">
        {lead}
      </Text>
      <Card withBorder padding="lg">
        <Text fw={600} mb="sm">
          Planned, not built yet
        </Text>
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light">
              <IconCircleDashed size={14} aria-hidden="true" />
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
