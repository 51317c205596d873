import { Card, SimpleGrid, Text } from "@mantine/core";
import { IconArrowLeft, IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import type { ContentMeta } from "../content-page.ts";
import classes from "./content.module.css";

type Neighbour = { page: ContentMeta; href: string } | undefined;

function PagerLink({ neighbour, direction }: { neighbour: NonNullable<Neighbour>; direction: "previous" | "next" }) {
  const isNext = direction === "next";
  return (
    <Card
      component={Link}
      to={neighbour.href}
      rel={isNext ? "next" : "prev"}
      withBorder
      padding="md"
      radius="md"
      className={classes.linkCard}
      style={{ textAlign: isNext ? "right" : "left", gridColumn: isNext ? "-2" : undefined }}
    >
      <Text size="sm" c="dimmed" style={{ display: "inline-flex", alignItems: "center", gap: 4 }}>
        {isNext ? null : <IconArrowLeft size={14} aria-hidden="true" />}
        {isNext ? "Next" : "Previous"}
        {isNext ? <IconArrowRight size={14} aria-hidden="true" /> : null}
      </Text>
      <Text fw={600}>{neighbour.page.title}</Text>
    </Card>
  );
}

/** 'Previous' and 'Next' between articles, in reading order. */
export function ArticlePager({ previous, next }: { previous: Neighbour; next: Neighbour }) {
  if (!previous && !next) return null;
  return (
    <SimpleGrid component="nav" aria-label="More guides" cols={{ base: 1, sm: 2 }} spacing="md">
      {previous ? <PagerLink neighbour={previous} direction="previous" /> : null}
      {next ? <PagerLink neighbour={next} direction="next" /> : null}
    </SimpleGrid>
  );
}
