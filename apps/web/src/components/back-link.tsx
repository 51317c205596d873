import { Anchor, Group } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router-dom";

/** "← All decks": the small link back up that a page without (or beyond) the header's navigation carries. */
export function BackLink({ to, children, style }: { to: string; children: ReactNode; style?: CSSProperties }) {
  return (
    <Anchor component={Link} to={to} size="sm" style={style}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        {children}
      </Group>
    </Anchor>
  );
}
