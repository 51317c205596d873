import { Title } from "@mantine/core";

export function HowToRoute() {
  return <Title order={1}>HowToRoute</Title>;
}

export function HowToArticleRoute() {
  return <Title order={1}>HowToArticleRoute</Title>;
}
