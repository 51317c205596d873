import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import type { ContentMeta } from "../content-page.ts";
import classes from "./content.module.css";
import { ContentIcon } from "./content-icon.tsx";

/** A content page in a list: icon, title and description, the whole card one link. */
export function ContentLinkCard({ page, href, headingOrder = 2 }: { page: ContentMeta; href: string; headingOrder?: 2 | 3 }) {
  return (
    <Card component={Link} to={href} withBorder padding="lg" radius="md" className={classes.linkCard} data-slug={page.slug}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ContentIcon icon={page.icon} />
        <Stack gap={4}>
          <Title order={headingOrder} size="h4">
            {page.title}
          </Title>
          <Text size="sm" c="dimmed">
            {page.description}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
