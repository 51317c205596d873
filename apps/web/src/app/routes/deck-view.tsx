import { Title } from "@mantine/core";

export function DeckViewRoute() {
  return <Title order={1}>DeckViewRoute</Title>;
}
