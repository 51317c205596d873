import { Title } from "@mantine/core";

export function AboutRoute() {
  return <Title order={1}>AboutRoute</Title>;
}

export function AboutPageRoute() {
  return <Title order={1}>AboutPageRoute</Title>;
}
