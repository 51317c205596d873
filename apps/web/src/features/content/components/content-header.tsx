import { Anchor, Breadcrumbs, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";

type Crumb = { label: string; href: string };

/** A content page's breadcrumb trail, <h1> and lead paragraph. */
export function ContentHeader({ title, lead, trail = [] }: { title: string; lead?: string; trail?: Crumb[] }) {
  return (
    <Stack gap="xs">
      {trail.length > 0 ? (
        <nav aria-label="Breadcrumb">
          <Breadcrumbs separatorMargin={6}>
            {trail.map((crumb) => (
              <Anchor key={crumb.href} component={Link} to={crumb.href} size="sm">
                {crumb.label}
              </Anchor>
            ))}
            <Text size="sm" c="dimmed" aria-current="page">
              {title}
            </Text>
          </Breadcrumbs>
        </nav>
      ) : null}
      <Title order={1}>{title}</Title>
      {lead ? (
        <Text size="lg" c="dimmed">
          {lead}
        </Text>
      ) : null}
    </Stack>
  );
}
